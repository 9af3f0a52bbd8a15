/**
 * The precomputed tables' contents, entry by entry, against what the rows say: chapter cells,
 * one country's product cells (every country, both directions) and the pair sums, including a
 * world whose trade reaches the first and last country-years, where the tables begin and end.
 */
import { describe, expect, it } from 'vitest';
import type { World } from '../world/world';
import { TINY_SPEC } from '@/test/tiny-world-fixture';
import { tinyWorld, type TinyWorldSpec } from '@/test/tiny-world';
import { chapterCellsOf, chapterSlot } from './chapter-cells';
import { countryProductCellsOf } from './country-product-cells';
import { pairCellsOf } from './pairs';

const Y = 16;

/** Sums of value and count per key, the keys listed ascending. */
function tally(entries: [key: number, value: number][]): {
  keys: number[];
  value: number[];
  count: number[];
} {
  const byKey = new Map<number, { value: number; count: number }>();
  for (const [key, value] of entries) {
    const t = byKey.get(key) ?? { value: 0, count: 0 };
    t.value += value;
    t.count++;
    byKey.set(key, t);
  }
  const keys = [...byKey.keys()].sort((a, b) => a - b);
  return { keys, value: keys.map((k) => byKey.get(k)!.value), count: keys.map((k) => byKey.get(k)!.count) };
}

const rowsOf = (w: World) => Array.from({ length: w.obs.count }, (_, r) => r);

describe('chapter cells', () => {
  const w = tinyWorld(TINY_SPEC);
  const cells = chapterCellsOf(w);
  const chapterOf = (r: number) => w.catalog.products[w.obs.product[r]!]!.hs6.slice(0, 2);

  it('slot the chapters by product range, and no range that is not exactly one chapter', () => {
    // Codes: 090111 090121 090210 | 220421 | 640399 | 710812 | 870323 870380.
    expect([cells.first, cells.end]).toEqual([
      [0, 3, 4, 5, 6],
      [3, 4, 5, 6, 8],
    ]);
    expect([chapterSlot(cells, 0, 3), chapterSlot(cells, 3, 4), chapterSlot(cells, 6, 8)]).toEqual([0, 1, 4]);
    // A heading, a range starting inside a chapter, two chapters, a range past the last start.
    expect([
      chapterSlot(cells, 0, 2),
      chapterSlot(cells, 2, 4),
      chapterSlot(cells, 0, 4),
      chapterSlot(cells, 7, 8),
    ]).toEqual([-1, -1, -1, -1]);
  });

  it('hold, per chapter and year, each country with rows on that side, ascending, with its sums', () => {
    const chapters = ['09', '22', '64', '71', '87'];
    for (const [side, pick] of [
      [cells.exporters, w.obs.exporter],
      [cells.importers, w.obs.importer],
    ] as const) {
      const start = [0];
      for (const [ch, chapter] of chapters.entries())
        for (let y = 0; y < Y; y++) {
          const want = tally(
            rowsOf(w)
              .filter((r) => chapterOf(r) === chapter && w.obs.year[r] === y)
              .map((r) => [pick[r]!, w.obs.value[r]!]),
          );
          const from = side.start[ch * Y + y]!;
          const to = side.start[ch * Y + y + 1]!;
          expect(
            {
              countries: [...side.country.slice(from, to)],
              value: [...side.sums.value.slice(from, to)],
              count: [...side.sums.count.slice(from, to)],
            },
            `${chapter} ${2010 + y}`,
          ).toEqual({
            countries: want.keys,
            value: want.value,
            count: want.count,
          });
          start.push(start.at(-1)! + want.keys.length);
        }
      expect([...side.start]).toEqual(start);
      expect(side.country).toHaveLength(start.at(-1)!);
    }
  });
});

describe('one country’s product cells', () => {
  it('hold, per year and over every year, each product the country traded, ascending, with its sums', () => {
    const w = tinyWorld(TINY_SPEC);
    for (let m = 0; m < w.countries.countryCount; m++)
      for (const asExport of [true, false]) {
        const cells = countryProductCellsOf(w, m, asExport);
        const mine = rowsOf(w).filter((r) => (asExport ? w.obs.exporter[r] : w.obs.importer[r]) === m);
        const start = [0];
        for (let slot = 0; slot <= Y; slot++) {
          const want = tally(
            mine
              .filter((r) => slot === Y || w.obs.year[r] === slot)
              .map((r) => [w.obs.product[r]!, w.obs.value[r]!]),
          );
          const from = cells.start[slot]!;
          const to = cells.start[slot + 1]!;
          expect(
            {
              products: [...cells.product.slice(from, to)],
              value: [...cells.sums.value.slice(from, to)],
              count: [...cells.sums.count.slice(from, to)],
            },
            `${m} ${asExport} ${slot}`,
          ).toEqual({
            products: want.keys,
            value: want.value,
            count: want.count,
          });
          start.push(start.at(-1)! + want.keys.length);
        }
        expect([...cells.start]).toEqual(start);
      }
  });
});

describe('pair sums', () => {
  // Trade in the first exporter's second year (2011) and into the last country in 2025.
  const EDGES: TinyWorldSpec = {
    countries: [
      { id: 'AA', name: 'First' },
      { id: 'BB', name: 'Middle' },
      { id: 'CC', name: 'Last' },
    ],
    products: [
      { hs6: '090111', name: 'Coffee' },
      { hs6: '220421', name: 'Wine' },
    ],
    rows: [
      { exporter: 'AA', importer: 'BB', hs6: '090111', year: 2011, value_usd: 1000, quantity: 1 },
      { exporter: 'AA', importer: 'BB', hs6: '220421', year: 2011, value_usd: 2000, quantity: 1 },
      { exporter: 'AA', importer: 'CC', hs6: '090111', year: 2011, value_usd: 4000, quantity: 1 },
      { exporter: 'AA', importer: 'CC', hs6: '090111', year: 2025, value_usd: 8000, quantity: 1 },
      { exporter: 'BB', importer: 'CC', hs6: '220421', year: 2025, value_usd: 16000, quantity: 1 },
      { exporter: 'CC', importer: 'AA', hs6: '090111', year: 2010, value_usd: 32000, quantity: 1 },
      { exporter: 'BB', importer: 'AA', hs6: '090111', year: 2011, value_usd: 64000, quantity: 1 },
    ],
  };

  for (const [name, spec] of [
    ['the tiny world', TINY_SPEC],
    ['a world trading at the tables’ first and last cells', EDGES],
  ] as const)
    it(`hold one entry per exporter, importer and year, found from either side (${name})`, () => {
      const w = tinyWorld(spec);
      const pairs = pairCellsOf(w);
      const N = w.countries.countryCount;
      const entry = (k: number) =>
        `${pairs.exporter[k]}>${pairs.importer[k]} ${pairs.sums.value[k]}/${pairs.sums.count[k]}`;
      for (let e = 0; e < N; e++)
        for (let y = 0; y < Y; y++) {
          const want = tally(
            rowsOf(w)
              .filter((r) => w.obs.exporter[r] === e && w.obs.year[r] === y)
              .map((r) => [w.obs.importer[r]!, w.obs.value[r]!]),
          );
          const got = [];
          for (let k = pairs.expCellStart[e * Y + y]!; k < pairs.expCellStart[e * Y + y + 1]!; k++)
            got.push(entry(k));
          expect(got.sort(), `exporter ${e} ${2010 + y}`).toEqual(
            want.keys.map((i, n) => `${e}>${i} ${want.value[n]}/${want.count[n]}`).sort(),
          );
        }
      for (let i = 0; i < N; i++)
        for (let y = 0; y < Y; y++) {
          const want = tally(
            rowsOf(w)
              .filter((r) => w.obs.importer[r] === i && w.obs.year[r] === y)
              .map((r) => [w.obs.exporter[r]!, w.obs.value[r]!]),
          );
          const got = [];
          for (let k = pairs.impCellStart[i * Y + y]!; k < pairs.impCellStart[i * Y + y + 1]!; k++)
            got.push(entry(pairs.byImporter[k]!));
          expect(got.sort(), `importer ${i} ${2010 + y}`).toEqual(
            want.keys.map((e, n) => `${e}>${i} ${want.value[n]}/${want.count[n]}`).sort(),
          );
        }
      expect(pairs.impCellStart).toHaveLength(N * Y + 1);
    });
});
