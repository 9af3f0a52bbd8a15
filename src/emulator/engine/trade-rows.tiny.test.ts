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
import { packedOrder, sortByValueThenIds, sortedYear, sortedYearsOf, topCandidates } from './trade-rows';

const row = (exporter: string, importer: string, hs6: string, year: number, value_usd: number) => ({
  exporter,
  importer,
  hs6,
  year,
  value_usd,
  quantity: 1,
});

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
      for (const limit of [1, 2, 3, 5, 100])
        expect(engine.trade(years, limit), JSON.stringify({ ...years, limit })).toEqual(
          ref.trade(years, limit),
        );
  });

  it('spells out 2020 (packed) and 2022 (too large to pack)', () => {
    const engine = createEngine(tinyWorld(SPEC));
    const brief = (year: number) =>
      engine
        .trade({ from: year, to: year }, 100)
        .map((r) => `${r.exporter}>${r.importer} ${r.hs6} ${r.value_usd}`);
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
    expect(brief(2022)).toEqual([
      'AA>AB 090111 9007199254740000',
      'AB>AD 090111 3000',
      'AD>AC 090111 2000',
      'AA>AC 090111 1000',
      'AB>AC 090111 1000',
      'AC>AD 090111 0',
    ]);
  });

  it('reads a year sorted once the same way again, and walks years from the latest down to the limit', () => {
    const engine = createEngine(tinyWorld(SPEC));
    const first = engine.trade({}, 100);
    expect(engine.trade({}, 100)).toEqual(first);
    expect(first.map((r) => r.period.slice(0, 4))).toEqual([
      '2024',
      ...Array<string>(6).fill('2022'),
      ...Array<string>(3).fill('2021'),
      ...Array<string>(9).fill('2020'),
    ]);
    expect(engine.trade({ to: 2021 }, 4).map((r) => r.value_usd)).toEqual([1500, 1500, 700, 9000]);
  });
});

describe('/trade: the packed sort and the years kept', () => {
  // Values by row id; rows are given in another order so that ids and positions differ.
  const value = Float64Array.from([3000, 0, 5000, 3000, 1000, 1500, -1000]);
  const rows = Uint32Array.from([4, 3, 2, 1, 0]);

  it('packs whole non-negative thousands: value descending, equal values in their given order', () => {
    expect([...packedOrder(rows, value)!]).toEqual([2, 3, 0, 4, 1]);
    expect([...packedOrder(Uint32Array.from([1, 1]), value)!]).toEqual([1, 1]);
  });

  it('does not pack a value that is no whole thousand or is negative', () => {
    expect(packedOrder(Uint32Array.from([0, 5]), value)).toBeNull();
    expect(packedOrder(Uint32Array.from([0, 6]), value)).toBeNull();
    expect(packedOrder(Uint32Array.from([6, 0]), value)).toBeNull();
  });

  it('packs as many rows as there are positions, and no more', () => {
    expect([...packedOrder(rows, value, 5)!]).toEqual([2, 3, 0, 4, 1]);
    expect(packedOrder(rows, value, 4)).toBeNull();
  });

  it('packs while the largest key stays within 2^53', () => {
    // 2^53 − 1 = 6361 × 1,416,003,655,831: with 6361 positions the largest value in thousands
    // may be 1,416,003,655,830 and no more.
    const big = Float64Array.from([1_416_003_655_830_000, 1_416_003_655_831_000, 0]);
    expect([...packedOrder(Uint32Array.from([2, 0]), big, 6361)!]).toEqual([0, 2]);
    expect(packedOrder(Uint32Array.from([2, 1]), big, 6361)).toBeNull();
  });

  it('settles equal values by the ids, packed or not', () => {
    const byIdsDescending = (a: number, b: number) => b - a;
    const tied = Float64Array.from([2000, 1000, 2000, 2000, 1000, 7000]);
    expect([...sortByValueThenIds(Uint32Array.from([0, 1, 2, 3, 4, 5]), tied, byIdsDescending)]).toEqual([
      5, 3, 2, 0, 4, 1,
    ]);
    const unpackable = Float64Array.from([2500, 1000, 2500, 2500, 1000, 7000]);
    expect([
      ...sortByValueThenIds(Uint32Array.from([0, 1, 2, 3, 4, 5]), unpackable, byIdsDescending),
    ]).toEqual([5, 3, 2, 0, 4, 1]);
  });

  it('keeps the rows that can be among the top ones: at or above the need-th largest value', () => {
    const bucket = [4, 3, 2, 1, 0];
    expect(topCandidates(bucket, value, 2)).toEqual([3, 2, 0]);
    expect(topCandidates(bucket, value, 1)).toEqual([2]);
    expect(topCandidates(bucket, value, 5)).toBe(bucket);
  });

  it('orders a world-level year once per world, and only the years the answer reaches', () => {
    const world = tinyWorld(SPEC);
    const engine = createEngine(world);
    const years = () => [...sortedYearsOf(world).keys()].map((y) => 2010 + y);
    engine.trade({ reporter: 'AA' }, 100);
    engine.trade({ product: '0901' }, 100);
    expect(years()).toEqual([]);
    // 2025 has no rows, 2024 one, 2023 none, 2022 six.
    engine.trade({}, 2);
    expect(years()).toEqual([2025, 2024, 2023, 2022]);
    const y2022 = sortedYear(world, 12);
    engine.trade({ from: 2020, to: 2022 }, 100);
    expect(years()).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
    expect(sortedYear(world, 12)).toBe(y2022);
    expect(sortedYearsOf(tinyWorld(SPEC)).size).toBe(0);
  });
});
