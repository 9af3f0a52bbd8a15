// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countryGroupName,
  countryGroups,
  forgetCountryGroups,
  isCountryGroupId,
  isWorldGroupId,
  learnCountryGroups,
  subscribeCountryGroups,
} from './country-groups';

beforeEach(() => forgetCountryGroups());
afterEach(() => forgetCountryGroups());

describe('country groups learned from the service', () => {
  it('keeps the groups of an answer with their names, and nothing else', () => {
    learnCountryGroups([
      { id: 'WLD', name: 'World', is_group: true },
      { id: 'EUN', name: 'European Union', is_group: true },
      { id: 'DE', name: 'Germany', is_group: false },
    ]);
    expect(countryGroups()).toEqual([
      { id: 'WLD', name: 'World' },
      { id: 'EUN', name: 'European Union' },
    ]);
    expect(isCountryGroupId('EUN')).toBe(true);
    expect(isCountryGroupId('DE')).toBe(false);
    expect(countryGroupName('WLD')).toBe('World');
    expect(isWorldGroupId('WLD')).toBe(true);
    expect(isWorldGroupId('EUN')).toBe(false);
  });

  it('remembers them on this device, gives one list until it changes, and tells listeners', () => {
    const listener = vi.fn();
    const stop = subscribeCountryGroups(listener);
    learnCountryGroups([{ id: 'XW', name: 'World', is_group: true }]);
    const first = countryGroups();
    learnCountryGroups([{ id: 'XW', name: 'World', is_group: true }]);
    expect(countryGroups()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('tradescope.country-groups')!)).toEqual([
      { id: 'XW', name: 'World' },
    ]);
    stop();
  });
});
