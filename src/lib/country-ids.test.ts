import { describe, expect, it } from 'vitest';
import isoCodes from 'i18n-iso-countries/codes.json';
import { buildCountries } from '@/emulator/world/countries';
import { canonicalCountryId, COUNTRY_GROUP_IDS, isCountryGroupId, isKnownCountryId } from './country-ids';
import { ISO_ALPHA_CODES } from './iso-alpha-codes';

describe('country ids', () => {
  it('canonicalises alpha-2 and alpha-3 in any case to upper-case alpha-2', () => {
    expect(canonicalCountryId('de')).toBe('DE');
    expect(canonicalCountryId(' De ')).toBe('DE');
    expect(canonicalCountryId('usa')).toBe('US');
    expect(canonicalCountryId('DEU')).toBe('DE');
    expect(canonicalCountryId('xkk')).toBe('XK');
    // Well-formed alpha-2 ids stay, known or not: the service decides (404, not 422).
    expect(canonicalCountryId('qq')).toBe('QQ');
  });

  it('refuses what cannot be an id, including letters that upper-case into ASCII', () => {
    for (const raw of ['ß', 'ss\u0301', 'ı', 'Ｄｅ', 'D', 'DEUT', 'ZZZ', 'NaN', '', '12', 'd-e', '<script>'])
      expect(canonicalCountryId(raw), raw).toBeNull();
    expect(canonicalCountryId('ß'.toUpperCase())).toBe('SS'); // why the ASCII test comes first
  });

  it('knows every country and group of the emulator, and nothing made up', () => {
    const world = buildCountries();
    for (const c of world.list) expect(isKnownCountryId(c.id), c.id).toBe(true);
    expect(
      world.list
        .filter((c) => c.isGroup)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...COUNTRY_GROUP_IDS].sort());
    for (const id of ['QQ', 'XX', 'ZZ', 'AA', 'de']) expect(isKnownCountryId(id), id).toBe(false);
    expect(isCountryGroupId('XW')).toBe(true);
    expect(isCountryGroupId('DE')).toBe(false);
  });

  it("knows exactly the package's ISO table: the generated codes equal i18n-iso-countries' (else run gen-iso-alpha-codes.ts)", () => {
    expect(ISO_ALPHA_CODES.split(' ')).toEqual(isoCodes.map(([alpha2, alpha3]) => `${alpha2}${alpha3}`));
    for (const [alpha2, alpha3] of isoCodes) {
      expect(isKnownCountryId(alpha2!), alpha2).toBe(true);
      expect(canonicalCountryId(alpha3!.toLowerCase()), alpha3).toBe(alpha2);
    }
  });
});
