import { describe, expect, it } from 'vitest';
import { balassaRca, levelKey, specialisations, sumByLevel, worldRank } from './rca';

// A world of two exporters, A and B, and three products. World exports: 100.
// A exports 090111: 30, 090240: 10 (total 40). B exports 090111: 10, 870323: 50 (total 60).
const world = [
  { key: '090111', value: 40 },
  { key: '090240', value: 10 },
  { key: '870323', value: 50 },
];
const countryA = [
  { key: '090111', value: 30 },
  { key: '090240', value: 10 },
];

describe('balassaRca', () => {
  it('is the product share in the country over its share in the world', () => {
    const rows = balassaRca({ country: countryA, countryTotal: 40, world, worldTotal: 100 });
    // 090111: (30/40) / (40/100) = 1.875; 090240: (10/40) / (10/100) = 2.5.
    expect(rows.map((r) => [r.key, r.rca])).toEqual([
      ['090111', 1.875],
      ['090240', 2.5],
    ]);
    expect(rows[0]).toMatchObject({ shareOfCountry: 0.75, shareOfWorld: 0.4, worldMarketShare: 0.75 });
    expect(rows[1]!.worldMarketShare).toBe(1);
  });

  it('sums to chapters and sections before dividing', () => {
    const chapter = balassaRca({ country: countryA, countryTotal: 40, world, worldTotal: 100 }, 'chapter');
    // Chapter 09: (40/40) / (50/100) = 2.
    expect(chapter).toEqual([expect.objectContaining({ key: '09', value: 40, worldValue: 50, rca: 2 })]);
    const section = balassaRca({ country: countryA, countryTotal: 40, world, worldTotal: 100 }, 'section');
    expect(section).toEqual([expect.objectContaining({ key: 'II', rca: 2 })]);
  });

  it('gives no RCA for a product the world does not trade that year (world value 0)', () => {
    const rows = balassaRca({
      country: [{ key: '090240', value: 0 }],
      countryTotal: 40,
      world: [{ key: '090240', value: 0 }],
      worldTotal: 100,
    });
    expect(rows[0]).toMatchObject({ rca: null, missing: 'world-zero', worldMarketShare: null });
  });

  it('gives no RCA where the world value is unknown (outside a cut world ranking)', () => {
    const rows = balassaRca({
      country: countryA,
      countryTotal: 40,
      world: world.slice(0, 1),
      worldTotal: 100,
    });
    expect(rows.find((r) => r.key === '090240')).toMatchObject({ rca: null, missing: 'world-unknown' });
  });

  it('gives no RCA in a year without data, and 0 for a country product worth 0', () => {
    const missing = balassaRca({ country: countryA, countryTotal: null, world, worldTotal: 100 });
    expect(missing.every((r) => r.rca === null && r.missing === 'no-total')).toBe(true);
    const noWorld = balassaRca({ country: countryA, countryTotal: 40, world, worldTotal: null });
    expect(noWorld.every((r) => r.missing === 'no-total')).toBe(true);
    const zero = balassaRca({
      country: [{ key: '870323', value: 0 }],
      countryTotal: 40,
      world,
      worldTotal: 100,
    });
    expect(zero[0]!.rca).toBe(0);
  });

  it('treats a group as one reporter with its own (extra-group) totals', () => {
    // Group G = {A, B} trades 20 of 090111 with outsiders only (intra-group trade excluded):
    // its RCA uses its own total 25, not the members' 100: (20/25) / (40/100) = 2.
    const group = balassaRca({
      country: [
        { key: '090111', value: 20 },
        { key: '870323', value: 5 },
      ],
      countryTotal: 25,
      world,
      worldTotal: 100,
    });
    expect(group.map((r) => [r.key, r.rca])).toEqual([
      ['090111', 2],
      ['870323', 0.4],
    ]);
    expect(specialisations(group).map((r) => r.key)).toEqual(['090111']);
  });
});

describe('levels and ranks', () => {
  it('keys codes by chapter and section', () => {
    expect(levelKey('090111', 'chapter')).toBe('09');
    expect(levelKey('870323', 'section')).toBe('XVII');
    expect(levelKey('870323', 'hs6')).toBe('870323');
    expect([...sumByLevel(world, 'chapter')]).toEqual([
      ['09', 50],
      ['87', 50],
    ]);
  });

  it('ranks an exporter by its place in the ranking, null when not listed', () => {
    const exporters = [
      { key: 'BR', value: 9 },
      { key: 'KE', value: 3 },
    ];
    expect(worldRank(exporters, 'KE')).toBe(2);
    expect(worldRank(exporters, 'XX')).toBeNull();
  });

  it('lists specialisations (RCA at least 1) largest export value first', () => {
    const rows = balassaRca({
      country: [
        { key: 'a', value: 1 },
        { key: 'b', value: 3 },
        { key: 'c', value: 6 },
      ],
      countryTotal: 10,
      world: [
        { key: 'a', value: 1 },
        { key: 'b', value: 30 },
        { key: 'c', value: 69 },
      ],
      worldTotal: 100,
    });
    // a: 0.1/0.01 = 10; b: 0.3/0.3 = 1; c: 0.6/0.69 < 1.
    expect(specialisations(rows).map((r) => r.key)).toEqual(['b', 'a']);
  });
});
