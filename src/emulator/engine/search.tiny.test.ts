/**
 * Catalog and country searches on the tiny world (open-points.md, "Ordering"): exact id or code
 * first, then id or code prefixes, then name matches, alphabetical within each group; names
 * case- and accent-insensitive, every word of the query in one name, alternative names only at
 * word starts; answers carry the common name.
 */
import { describe, expect, it } from 'vitest';
import { TINY_SPEC } from '@/test/tiny-world-fixture';
import { tinyWorld } from '@/test/tiny-world';
import { createEngine } from './engine';

const engine = () => createEngine(tinyWorld(TINY_SPEC));
const codes = (q: string, limit = 50) =>
  engine()
    .searchProducts(q, limit)
    .map((r) => r.hs6);
const ids = (q: string, limit = 50) =>
  engine()
    .searchCountries(q, limit)
    .map((r) => r.id);

describe('searchProducts', () => {
  it('an exact code, then the codes under a prefix in code order, with hs: and dots accepted', () => {
    expect(codes('090111')).toEqual(['090111']);
    expect(codes('0901')).toEqual(['090111', '090121']);
    expect(codes('87')).toEqual(['870323', '870380']);
    expect(codes('hs:0902')).toEqual(['090210']);
    expect(codes('HS:09.01')).toEqual(['090111', '090121']);
    expect(codes(' 09 01 ')).toEqual(['090111', '090121']);
    expect(codes('0903')).toEqual([]);
    // A code inside other words is no code query: those words must all be in one name.
    expect(codes('coffee 0901')).toEqual([]);
    expect(codes('0901 coffee')).toEqual([]);
  });

  it('names: every word, any case or accent, alphabetical by name', () => {
    expect(codes('coffee')).toEqual(['090111', '090121']);
    expect(codes('ROASTED Cöffee')).toEqual(['090111', '090121']);
    expect(codes('not')).toEqual(['090111', '090121', '090210']);
    expect(codes('cars electric')).toEqual(['870380']);
    // Name order, not code order: "electric" before "spark ignition".
    expect(codes('motor cars')).toEqual(['870380', '870323']);
    expect(codes('electric tea')).toEqual([]);
    // Digits that no code starts with are read as words of names.
    expect(codes('3')).toEqual(['090210', '870323']);
    // A code that both starts with the query and names it is listed once, as a prefix match.
    expect(codes('2')).toEqual(['220421']);
  });

  it('rows carry code, HS 2022 and name; the limit cuts the list; nothing for blank or bare "hs:"', () => {
    expect(engine().searchProducts('coffee', 1)).toEqual([
      { hs6: '090111', hs_version: 2022, name: 'Coffee, not roasted, not decaffeinated' },
    ]);
    expect(codes(' ')).toEqual([]);
    expect(codes('.')).toEqual([]);
    expect(codes('hs:')).toEqual([]);
  });

  it('exact before prefix before name, whatever the alphabet says; equal names by code', () => {
    const e = createEngine(
      tinyWorld({
        countries: [
          { id: 'QA', name: 'Twin' },
          { id: 'QB', iso3: 'QBB', name: 'Twin' },
          { id: 'QC', iso3: 'QBC', name: 'Aardvark land' },
        ],
        products: [
          { hs6: '010290', name: 'Zebu 0102' },
          { hs6: '010210', name: 'Zebu 0102' },
          { hs6: '010221', name: 'Bovine animals' },
          { hs6: '010300', name: 'Animals of heading 0102: see there' },
        ],
        rows: [],
      }),
    );
    expect(e.searchProducts('0102', 10).map((r) => r.hs6)).toEqual(['010210', '010221', '010290', '010300']);
    expect(e.searchProducts('010221', 10).map((r) => r.hs6)).toEqual(['010221']);
    expect(e.searchProducts('zebu', 10).map((r) => r.hs6)).toEqual(['010210', '010290']);
    expect(e.searchCountries('twin', 10).map((r) => r.id)).toEqual(['QA', 'QB']);
    // QB's id is an exact match: before the name matches, though "Aardvark" sorts first.
    expect(e.searchCountries('qb', 10).map((r) => r.id)).toEqual(['QB', 'QC']);
    expect(e.searchCountries('q', 10).map((r) => r.id)).toEqual(['QC', 'QA', 'QB']);
    expect(e.searchCountries('a', 10).map((r) => r.id)).toEqual(['QC']);
  });
});

describe('searchCountries', () => {
  it('exact id or alpha-3 first, any case', () => {
    expect(ids('de')).toEqual(['DE']);
    expect(ids(' de ')).toEqual(['DE']);
    expect(ids('FRA')).toEqual(['FR']);
    expect(ids('civ')).toEqual(['CI']);
    expect(engine().searchCountries('eu', 5)).toEqual([
      { id: 'EU', iso3: null, name: 'European Union', is_group: true },
    ]);
  });

  it('then id or alpha-3 prefixes (letters only), then names, each alphabetical', () => {
    expect(ids('u')).toEqual(['US', 'XA', 'EU']);
    expect(ids('a')).toEqual(['AQ', 'XA', 'BR', 'EU', 'FR', 'DE', 'KE', 'US']);
    expect(ids('a', 3)).toEqual(['AQ', 'XA', 'BR']);
    expect(ids('k')).toEqual(['KE']);
    expect(ids('U S')).toEqual(['XA', 'US']);
    expect(ids('1')).toEqual([]);
    // Groups have no alpha-3 code: nothing of theirs starts with "S".
    expect(ids('s')).toEqual(['XA', 'US']);
  });

  it('names: anywhere in the common name, at word starts in alternative names, accents ignored', () => {
    expect(ids('cote')).toEqual(['CI']);
    expect(ids('CÔTE')).toEqual(['CI']);
    expect(ids('ivory')).toEqual(['CI']);
    expect(ids('coast')).toEqual(['CI']);
    expect(ids('oast')).toEqual([]);
    expect(ids('razi')).toEqual(['BR']);
    expect(ids('brasil')).toEqual(['BR']);
    expect(ids('america')).toEqual(['XA', 'US']);
    expect(ids('republic')).toEqual(['BR', 'CI', 'FR', 'DE', 'KE']);
    expect(ids('republic of kenya')).toEqual(['KE']);
    expect(ids('united states')).toEqual(['US']);
    expect(ids('united kingdom')).toEqual([]);
    expect(ids('world')).toEqual(['XW']);
  });

  it('answers carry the common name, never the alternative that matched', () => {
    expect(engine().searchCountries('ivory coast', 5)).toEqual([
      { id: 'CI', iso3: 'CIV', name: "Côte d'Ivoire", is_group: false },
    ]);
  });
});

describe('searches: blank queries and equal names', () => {
  it('a blank country query finds nothing (every id starts with the empty string)', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('-')).toEqual([]);
  });

  it('equal names by id or code, whatever order the countries are listed in', () => {
    const e = createEngine(
      tinyWorld({
        countries: [
          { id: 'QD', name: 'Twin' },
          { id: 'QC', name: 'Twin' },
          { id: 'QB', name: 'Twin' },
          { id: 'QA', name: 'Twins' },
        ],
        products: [
          { hs6: '010290', name: 'Zebu' },
          { hs6: '010210', name: 'Zebu' },
          { hs6: '010221', name: 'Zebu' },
        ],
        rows: [],
      }),
    );
    expect(e.searchCountries('twin', 10).map((r) => r.id)).toEqual(['QB', 'QC', 'QD', 'QA']);
    expect(e.searchProducts('zebu', 10).map((r) => r.hs6)).toEqual(['010210', '010221', '010290']);
  });
});

describe('searchCountries: an exact alpha-3 code', () => {
  it('comes before an id that merely starts with it, whatever the names say', () => {
    const e = createEngine(
      tinyWorld({
        countries: [
          { id: 'QBBA', name: 'Aardvark' },
          { id: 'QZ', iso3: 'QBB', name: 'Zulu' },
        ],
        products: [],
        rows: [],
      }),
    );
    expect(e.searchCountries('qbb', 10).map((r) => r.id)).toEqual(['QZ', 'QBBA']);
  });
});
