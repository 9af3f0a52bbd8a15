import { describe, expect, it } from 'vitest';
import { paletteStatus, recentGroups } from './palette-status';

const base = { text: 'coffee', hasRecent: false, failed: false, loading: false, count: 0 };

describe('paletteStatus', () => {
  it('invites typing, or names the recent views, with an empty field', () => {
    expect(paletteStatus({ ...base, text: '' })).toBe('Type a country, a product, an HS code or both.');
    expect(paletteStatus({ ...base, text: '', hasRecent: true })).toBe('Recently opened views.');
  });

  it('puts a failure before loading, and loading before the count', () => {
    expect(paletteStatus({ ...base, failed: true, loading: true })).toBe('The search failed.');
    expect(paletteStatus({ ...base, loading: true, count: 3 })).toBe('Searching…');
    expect(paletteStatus(base)).toBe('Nothing matches "coffee".');
    expect(paletteStatus({ ...base, count: 1 })).toBe('1 result.');
    expect(paletteStatus({ ...base, count: 4 })).toBe('4 results.');
  });
});

describe('recentGroups', () => {
  it('lists the recent views as one group, or nothing', () => {
    expect(recentGroups([])).toEqual([]);
    const [group] = recentGroups([{ href: '/countries/KE', label: 'Kenya' }]);
    expect(group).toMatchObject({ id: 'views', label: 'Recently opened' });
    expect(group?.items).toEqual([{ id: 'recent-0', href: '/countries/KE', label: 'Kenya', detail: '' }]);
  });
});
