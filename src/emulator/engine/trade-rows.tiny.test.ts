/**
 * `/trade` ordering at world level, where a year's rows are sorted once: whole-thousand values
 * are packed with their position into one number and sorted numerically, anything else goes
 * through the comparator, and runs of equal values are ordered by exporter, importer and code.
 * Each year below takes one of those ways; the answer must be the reference's in every case.
 */
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '@/test/reference-engine';
import { tinyWorld, type TinyWorldSpec } from '@/test/tiny-world';
import { createEngine } from './engine';

const row = (exporter: string, importer: string, hs6: string, year: number, value_usd: number) => ({ exporter, importer, hs6, year, value_usd, quantity: 1 });

const SPEC: TinyWorldSpec = {
  countries: ['AD', 'AC', 'AB', 'AA'].map((id) => ({ id, name: `Country ${id}` })),
  products: [
    { hs6: '220421', name: 'Wine' },
    { hs6: '090111', name: 'Coffee' },
  ],
  rows: [
    // 2020: whole thousands (packed), ties at the top, in the middle and at the bottom.
    row('AB', 'AD', '090111', 2020, 9000),
    row('AA', 'AD', '090111', 2020, 9000),
    row('AA', 'AB', '090111', 2020, 5000),
    row('AB', 'AA', '090111', 2020, 3000),
    row('AA', 'AC', '090111', 2020, 3000),
    row('AA', 'AB', '220421', 2020, 3000),
    row('AB', 'AC', '220421', 2020, 1000),
    row('AD', 'AA', '090111', 2020, 0),
    row('AC', 'AA', '090111', 2020, 0),
    // 2021: a value that is no whole thousand (the comparator).
    row('AC', 'AB', '090111', 2021, 700),
    row('AB', 'AA', '090111', 2021, 1500),
    row('AA', 'AB', '090111', 2021, 1500),
    // 2022: a value too large to pack with a position (2^53 is about 9.007e15): the comparator.
    row('AD', 'AC', '090111', 2022, 2000),
    row('AC', 'AD', '090111', 2022, 0),
    row('AA', 'AB', '090111', 2022, 9_007_199_254_740_000),
    row('AB', 'AC', '090111', 2022, 1000),
    row('AB', 'AD', '090111', 2022, 3000),
    row('AA', 'AC', '090111', 2022, 1000),
    // 2024: one row; 2023 has none.
    row('AD', 'AB', '220421', 2024, 4000),
  ],
};

describe('/trade at world level', () => {
  it('orders each year by value, then exporter, importer and code, however the year is sorted', () => {
    const engine = createEngine(tinyWorld(SPEC));
    const ref = referenceEngine(SPEC);
    for (const years of [{ from: 2020, to: 2020 }, { from: 2021, to: 2021 }, { from: 2022, to: 2022 }, {}])
      for (const limit of [1, 2, 3, 5, 100]) expect(engine.trade(years, limit), JSON.stringify({ ...years, limit })).toEqual(ref.trade(years, limit));
  });

  it('spells out 2020 (packed) and 2022 (too large to pack)', () => {
    const engine = createEngine(tinyWorld(SPEC));
    const brief = (year: number) => engine.trade({ from: year, to: year }, 100).map((r) => `${r.exporter}>${r.importer} ${r.hs6} ${r.value_usd}`);
    expect(brief(2020)).toEqual([
      'AA>AD 090111 9000',
      'AB>AD 090111 9000',
      'AA>AB 090111 5000',
      'AA>AB 220421 3000',
      'AA>AC 090111 3000',
      'AB>AA 090111 3000',
      'AB>AC 220421 1000',
      'AC>AA 090111 0',
      'AD>AA 090111 0',
    ]);
    expect(brief(2022)).toEqual(['AA>AB 090111 9007199254740000', 'AB>AD 090111 3000', 'AD>AC 090111 2000', 'AA>AC 090111 1000', 'AB>AC 090111 1000', 'AC>AD 090111 0']);
  });

  it('reads a year sorted once the same way again, and walks years from the latest down to the limit', () => {
    const engine = createEngine(tinyWorld(SPEC));
    const first = engine.trade({}, 100);
    expect(engine.trade({}, 100)).toEqual(first);
    expect(first.map((r) => r.period.slice(0, 4))).toEqual(['2024', ...Array<string>(6).fill('2022'), ...Array<string>(3).fill('2021'), ...Array<string>(9).fill('2020')]);
    expect(engine.trade({ to: 2021 }, 4).map((r) => r.value_usd)).toEqual([1500, 1500, 700, 9000]);
  });
});
