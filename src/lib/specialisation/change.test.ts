import { describe, expect, it } from 'vitest';
import { compareYears, type YearSide } from './change';
import { rankedList, shareOf, valueIn } from './shares';

const side = (year: number, total: number | null, rows: [string, number][], complete = true): YearSide => ({
  year,
  total,
  ranking: { rows: rows.map(([key, value]) => ({ key, value })), complete },
});

describe('compareYears', () => {
  // 2012: CN 10, US 50, AR 40 (total 100). 2024: CN 70, US 45, DE 5 (total 120).
  const before = side(2012, 100, [
    ['US', 50],
    ['AR', 40],
    ['CN', 10],
  ]);
  const after = side(2024, 120, [
    ['CN', 70],
    ['US', 45],
    ['DE', 5],
  ]);

  it('ranks gains first and splits the total change into its parts', () => {
    const result = compareYears(before, after, 2);
    if (result.kind !== 'compared') throw new Error('expected a comparison');
    expect(result.totalChange).toBe(20);
    expect(result.rows.map((r) => [r.key, r.change])).toEqual([
      ['CN', 60],
      ['DE', 5],
      ['US', -5],
      ['AR', -40],
    ]);
    expect(result.gained.map((r) => r.key)).toEqual(['CN', 'DE']);
    expect(result.lost.map((r) => r.key)).toEqual(['AR', 'US']);
    // CN's +60 is three times the total change of +20.
    expect(result.rows[0]).toMatchObject({ partOfChange: 3, shareBefore: 0.1, shareAfter: 70 / 120 });
    expect(result.decomposition.movers.map((r) => r.key)).toEqual(['CN', 'AR']);
    expect(result.decomposition.rest).toBe(0);
    const parts = result.decomposition.movers.reduce((s, r) => s + r.change!, result.decomposition.rest);
    expect(parts).toBe(result.totalChange);
  });

  it('names the markets that opened and closed', () => {
    const result = compareYears(before, after);
    if (result.kind !== 'compared') throw new Error('expected a comparison');
    expect(result.opened.map((r) => r.key)).toEqual(['DE']);
    expect(result.closed.map((r) => r.key)).toEqual(['AR']);
    expect(result.closed[0]).toMatchObject({ before: 40, after: 0, shareAfter: 0 });
  });

  it('says a year without data is missing, never zero', () => {
    expect(compareYears(side(2012, null, []), after)).toEqual({ kind: 'missing', missingYears: [2012] });
    expect(compareYears(side(2012, null, []), side(2024, null, []))).toEqual({
      kind: 'missing',
      missingYears: [2012, 2024],
    });
  });

  it('keeps a key outside a cut ranking unknown, its change in the remainder', () => {
    // The 2012 ranking was cut at its limit: DE may have traded then, below US.
    const cut = side(2012, 100, [['US', 60]], false);
    const result = compareYears(
      cut,
      side(2024, 100, [
        ['US', 50],
        ['DE', 30],
      ]),
      5,
    );
    if (result.kind !== 'compared') throw new Error('expected a comparison');
    expect(result.rows.find((r) => r.key === 'DE')).toMatchObject({
      before: null,
      change: null,
      status: 'unknown',
    });
    expect(result.opened).toEqual([]);
    expect(result.decomposition.movers.map((r) => r.key)).toEqual(['US']);
    expect(result.decomposition.rest).toBe(10);
  });

  it('compares a year with zero trade as a total of 0, with no shares', () => {
    const result = compareYears(side(2012, 0, []), side(2024, 50, [['CN', 50]]));
    if (result.kind !== 'compared') throw new Error('expected a comparison');
    expect(result.rows[0]).toMatchObject({
      change: 50,
      status: 'opened',
      shareBefore: null,
      partOfChange: 1,
    });
  });
});

describe('shares', () => {
  it('is null without a positive total', () => {
    expect(shareOf(5, 20)).toBe(0.25);
    expect(shareOf(5, 0)).toBeNull();
    expect(shareOf(null, 10)).toBeNull();
    expect(shareOf(5, null)).toBeNull();
  });

  it('reads an absent key as 0 only from a complete ranking', () => {
    const complete = rankedList([{ key: 'A', value: 3 }], 500);
    const cut = rankedList(
      [
        { key: 'A', value: 3 },
        { key: 'B', value: 2 },
      ],
      2,
    );
    expect(valueIn(complete, 'Z')).toBe(0);
    expect(valueIn(cut, 'Z')).toBeNull();
    expect(valueIn(cut, 'B')).toBe(2);
    expect(rankedList([{ key: null, value: 1 }], 5).rows).toEqual([]);
  });
});
