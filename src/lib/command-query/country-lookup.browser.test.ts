import { describe, expect, it, vi } from 'vitest';

// i18n-iso-countries has two entries: node's ("main": entry-node.js) registers every language on
// import, the browser's ("browser": index.js) none. The tests run under node, so without this
// mock they would pass even if country-lookup.ts forgot to register English, which in the app
// would leave the palette knowing no country at all. Here the package is its browser entry, in a
// module graph of its own (a test file of its own: vitest isolates files).
vi.mock('i18n-iso-countries', async () => {
  const browserEntry = await vi.importActual<{ default: typeof import('i18n-iso-countries') }>(
    'i18n-iso-countries/index.js',
  );
  return { default: browserEntry.default };
});

describe('lookupCountry with the browser build of i18n-iso-countries', () => {
  it('registers the English names itself, and only those', async () => {
    const { default: countries } = await import('i18n-iso-countries');
    const { lookupCountry } = await import('./country-lookup');
    expect(countries.langs()).toEqual(['en']);
    expect(lookupCountry('Germany')).toEqual({ id: 'DE', name: 'Germany' });
    expect(lookupCountry('Ivory Coast')?.id).toBe('CI');
  });
});
