import { describe, expect, it } from 'vitest';
import isoCodes from 'i18n-iso-countries/codes.json';
import { buildCountries } from '@/emulator/world/countries';
import { canonicalCountryId, isCountryGroupId, isKnownCountryId } from './country-ids';
import { countryGroups, forgetCountryGroups, learnCountryGroups } from './country-groups';
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
    for (const raw of ['ß', 'ss\u0301', 'ı', 'Ｄｅ', 'D', 'DEUT', 'NaN', '', '12', 'd-e', '<script>'])
      expect(canonicalCountryId(raw), raw).toBeNull();
    // Three letters the ISO table does not hold are kept only as a group the service named.
    expect(canonicalCountryId('ZZZ')).toBeNull();
    learnCountryGroups([{ id: 'WLD', name: 'World', is_group: true }]);
    expect(canonicalCountryId('wld')).toBe('WLD');
    forgetCountryGroups();
    expect(canonicalCountryId('WLD')).toBeNull();
    expect(canonicalCountryId('ß'.toUpperCase())).toBe('SS'); // why the ASCII test comes first
  });

  it('knows every country of the emulator, its groups once its answers named them, and nothing made up', () => {
    forgetCountryGroups();
    const world = buildCountries();
    const groups = world.list.filter((c) => c.isGroup);
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(isKnownCountryId(g.id), g.id).toBe(false);
    learnCountryGroups(world.list.map((c) => ({ id: c.id, name: c.name, is_group: c.isGroup })));
    for (const c of world.list) expect(isKnownCountryId(c.id), c.id).toBe(true);
    expect(
      countryGroups()
        .map((g) => g.id)
        .sort(),
    ).toEqual(groups.map((g) => g.id).sort());
    for (const id of ['QQ', 'XX', 'ZZ', 'AA', 'de']) expect(isKnownCountryId(id), id).toBe(false);
    expect(isCountryGroupId(groups[0]!.id)).toBe(true);
    expect(isCountryGroupId('DE')).toBe(false);
    forgetCountryGroups();
  });

  it("knows exactly the package's ISO table: the generated codes equal i18n-iso-countries' (else run gen-iso-alpha-codes.ts)", () => {
    expect(ISO_ALPHA_CODES.split(' ')).toEqual(isoCodes.map(([alpha2, alpha3]) => `${alpha2}${alpha3}`));
    for (const [alpha2, alpha3] of isoCodes) {
      expect(isKnownCountryId(alpha2!), alpha2).toBe(true);
      expect(canonicalCountryId(alpha3!.toLowerCase()), alpha3).toBe(alpha2);
    }
  });
});
