/**
 * Seventy countries and seventy products that tie on everything but their id or code, listed in
 * a scrambled order: long enough that the sort merges runs (below 64 items it only inserts, and
 * then a comparator that gets ties half wrong still happens to give the right order). Also more
 * partners than the ten of a summary's top_partners.
 */
import { describe, expect, it } from 'vitest';
import { tinyWorld, type TinyWorldSpec } from '@/test/tiny-world';
import { createEngine } from './engine';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ids = Array.from({ length: 70 }, (_, k) => `${'BCD'[Math.floor(k / 26)]}${LETTERS[k % 26]}`);
/** A fixed scramble (multiplying by 29 permutes 0..69, as 29 and 70 share no factor). */
const scrambled = <T>(list: T[]): T[] => list.map((_, k) => list[(k * 29) % list.length]!);
const codes = Array.from({ length: 70 }, (_, k) => `0101${String(k).padStart(2, '0')}`);

const SPEC: TinyWorldSpec = {
  countries: [{ id: 'ZA', name: 'Exporter' }, ...scrambled(ids).map((id) => ({ id, name: 'Same land' }))],
  products: scrambled(codes).map((hs6) => ({ hs6, name: 'Same thing' })),
  rows: [
    ...ids.map((importer) => ({
      exporter: 'ZA',
      importer,
      hs6: '010100',
      year: 2020,
      value_usd: 1000,
      quantity: 1,
    })),
    ...codes.map((hs6) => ({
      exporter: 'ZA',
      importer: 'BA',
      hs6,
      year: 2021,
      value_usd: 1000,
      quantity: 1,
    })),
  ],
};

describe('ties broken by id or code, however long the list', () => {
  it('rankings: partners by id, products by code', () => {
    const engine = createEngine(tinyWorld(SPEC));
    expect(
      engine.countryPartners('ZA', 'export', { from: 2020, to: 2020 }, 500).map((p) => p.partner),
    ).toEqual(ids);
    expect(engine.productMarkets('010100', {}, 200).top_importers.map((p) => p.importer)).toEqual(ids);
    expect(engine.countryProducts('ZA', 'export', { from: 2021 }, 500).map((p) => p.hs6)).toEqual(codes);
  });

  it('searches: equal names by id or code', () => {
    const engine = createEngine(tinyWorld(SPEC));
    expect(engine.searchCountries('same land', 500).map((c) => c.id)).toEqual(ids);
    expect(engine.searchProducts('same thing', 500).map((p) => p.hs6)).toEqual(codes);
  });

  it('a summary lists the ten leading partners, its HHI counts them all', () => {
    const s = createEngine(tinyWorld(SPEC)).summary({ reporter: 'ZA', from: 2020, to: 2020 });
    expect(s.top_partners.map((p) => p.partner)).toEqual(ids.slice(0, 10));
    expect(s.top_partners.every((p) => p.share === 1 / 70)).toBe(true);
    expect(s.partner_concentration).toBeCloseTo(70 * (100 / 70) ** 2, 9);
  });
});
