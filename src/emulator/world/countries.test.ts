import countries from 'world-countries';
import { describe, expect, it } from 'vitest';
import { COUNTRY_TABLE } from './countries-data';
import { buildCountries, EU_ID, EU_MEMBERS, WORLD_ID } from './countries';
import { countryLinesFromPackage } from './countries-source';

describe('countries', () => {
  const world = buildCountries();

  it('keeps the generated table in sync with the world-countries package', () => {
    expect(COUNTRY_TABLE.split('\n')).toEqual(countryLinesFromPackage());
  });

  it('lists every entry of the package with alpha-2 id, alpha-3 and common name', () => {
    expect(world.countryCount).toBe(countries.length);
    for (const c of countries) {
      const row = world.byId.get(c.cca2);
      expect(row, c.cca2).toBeDefined();
      expect(row!.iso3).toBe(c.cca3);
      expect(row!.name).toBe(c.name.common);
      expect(row!.isGroup).toBe(false);
    }
  });

  it('keeps the official name and Latin-script alternative spellings for search', () => {
    expect(world.byId.get('CI')!.altNames).toEqual(
      expect.arrayContaining(["Côte d'Ivoire", "Republic of Côte d'Ivoire"]),
    );
    expect(world.byId.get('GB')!.altNames).toEqual(expect.arrayContaining(['UK', 'Great Britain']));
    expect(world.byId.get('US')!.altNames).toEqual(
      expect.arrayContaining(['USA', 'United States of America']),
    );
    expect(world.byId.get('VN')!.altNames).toContain('Viet Nam');
    for (const c of world.list) {
      expect(c.altNames).not.toContain(c.name);
      expect(c.altNames).not.toContain(c.id);
      // Only Latin script (accents allowed): "남한" or "Российская Федерация" never reach the table.
      for (const a of c.altNames)
        expect(a.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('adds World and the EU as groups whose ids collide with no country', () => {
    const ids = new Set(countries.map((c) => c.cca2));
    for (const id of [WORLD_ID, EU_ID]) {
      expect(ids.has(id)).toBe(false);
      const g = world.byId.get(id)!;
      expect(g.isGroup).toBe(true);
      expect(g.iso3).toBeNull();
      expect(g.note).toBeTruthy();
    }
    const eu = world.byId.get(EU_ID)!;
    expect(eu.members).toHaveLength(27);
    expect(eu.members.map((m) => world.list[m]!.id).sort()).toEqual([...EU_MEMBERS].sort());
    expect(world.byId.get(WORLD_ID)!.members).toHaveLength(world.countryCount);
  });

  it('accepts extra countries for tests and rejects id collisions', () => {
    const w = buildCountries([{ id: 'qz', name: '<b>Bold</b>' }]);
    expect(w.byId.get('QZ')!.name).toBe('<b>Bold</b>');
    expect(() => buildCountries([{ id: 'DE', name: 'Again' }])).toThrow(/collides/);
  });
});
