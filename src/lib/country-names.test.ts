import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCountryGroups, learnCountryGroups } from './country-groups';
import { countryName } from './country-names';

describe('country names', () => {
  it('names ISO ids and groups, falls back to the id', () => {
    expect(countryName('BR')).toBe('Brazil');
    expect(countryName('EU')).toBe('European Union');
    expect(countryName('W1', new Map([['W1', 'World']]))).toBe('World');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('names a group the service has named by its name (its World has no region name)', () => {
    forgetCountryGroups();
    expect(countryName('XW')).toBe('XW');
    learnCountryGroups([{ id: 'XW', name: 'World', is_group: true }]);
    try {
      expect(countryName('XW')).toBe('World');
      // What the caller knows still wins.
      expect(countryName('XW', new Map([['XW', 'The world']]))).toBe('The world');
    } finally {
      forgetCountryGroups();
    }
  });
});

describe('country names whatever the runtime', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** The module afresh (it keeps its DisplayNames once made), under a stubbed Intl. */
  async function freshCountryName(DisplayNames: unknown) {
    vi.stubGlobal('Intl', { ...Intl, DisplayNames });
    vi.resetModules();
    return (await import('./country-names')).countryName;
  }

  it('makes its DisplayNames once, also where the runtime has none', async () => {
    const Real = Intl.DisplayNames;
    let made = 0;
    class Counted extends Real {
      constructor(locales: string[], options: Intl.DisplayNamesOptions) {
        made += 1;
        super(locales, options);
      }
    }
    const countryName = await freshCountryName(Counted);
    expect([countryName('DE'), countryName('FR'), countryName('BR')]).toEqual([
      'Germany',
      'France',
      'Brazil',
    ]);
    expect(made).toBe(1);

    let tried = 0;
    const without = await freshCountryName(
      class {
        constructor() {
          tried += 1;
          throw new TypeError('Intl.DisplayNames is not a constructor');
        }
      },
    );
    expect([without('DE'), without('FR')]).toEqual(['DE', 'FR']);
    expect(tried).toBe(1);
  });

  it('names in English in a browser set to another language', async () => {
    const Real = Intl.DisplayNames;
    // A runtime whose default language is German: only an explicit locale gives English.
    class GermanByDefault extends Real {
      constructor(locales: string[] | undefined, options: Intl.DisplayNamesOptions) {
        super(locales?.length ? locales : ['de'], options);
      }
    }
    const countryName = await freshCountryName(GermanByDefault);
    expect(countryName('DE')).toBe('Germany');
  });

  it('falls back to the id where the runtime has no DisplayNames', async () => {
    const countryName = await freshCountryName(
      class {
        constructor() {
          throw new TypeError('Intl.DisplayNames is not a constructor');
        }
      },
    );
    expect(countryName('DE')).toBe('DE');
    expect(countryName('W1', new Map([['W1', 'World']]))).toBe('World');
  });
});
