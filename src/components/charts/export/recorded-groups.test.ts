/**
 * A snapshot carries the groups its link names, so that a reader who never met them reads
 * `reporter=EU` as the EU; what it may teach is bounded: never a country's id.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotError } from './snapshot';
import { countryGroupName, forgetCountryGroups, learnCountryGroups } from '@/lib/country-groups';
import { groupsNamedBy, learnRecordedGroups, readRecordedGroups } from './recorded-answers';

beforeEach(() => forgetCountryGroups());
afterEach(() => forgetCountryGroups());

const answers: unknown[] = [];

describe('a snapshot’s groups', () => {
  it('are the groups the link names, once each, with the service’s names', () => {
    learnCountryGroups([
      { id: 'EU', name: 'European Union', is_group: true },
      { id: 'XW', name: 'World', is_group: true },
    ]);
    expect(groupsNamedBy('reporter=eu&partner=CN&from=2020')).toEqual([{ id: 'EU', name: 'European Union' }]);
    expect(groupsNamedBy('countries=DE,XW,EU,XW')).toEqual([
      { id: 'XW', name: 'World' },
      { id: 'EU', name: 'European Union' },
    ]);
    expect(groupsNamedBy('reporter=BR&partner=CN')).toEqual([]);
  });

  it('teach a reader’s client the groups, and a snapshot made before they were recorded teaches none', () => {
    expect(readRecordedGroups({ answers })).toEqual([]);
    learnRecordedGroups(readRecordedGroups({ answers, groups: [{ id: 'EU', name: 'European Union' }] }));
    expect(countryGroupName('EU')).toBe('European Union');
  });

  it('refuse an id that is a country’s (alpha-2 or alpha-3), a malformed one, a long name and a long list', () => {
    const read = (groups: unknown) => () => readRecordedGroups({ answers, groups });
    for (const id of ['DE', 'DEU', 'eu', 'E1', 'EURO', ''])
      expect(read([{ id, name: 'Renamed' }]), id).toThrow(SnapshotError);
    expect(read([{ id: 'EU', name: 'x'.repeat(101) }])).toThrow(SnapshotError);
    expect(read([{ id: 'EU' }])).toThrow(SnapshotError);
    expect(read({ id: 'EU', name: 'European Union' })).toThrow(SnapshotError);
    expect(read(Array.from({ length: 9 }, () => ({ id: 'EU', name: 'European Union' })))).toThrow(
      SnapshotError,
    );
    expect(read([{ id: 'EUN', name: 'European Union' }])()).toEqual([{ id: 'EUN', name: 'European Union' }]);
  });
});
