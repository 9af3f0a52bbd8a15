import { describe, expect, it } from 'vitest';
import { compareLines, yearsBetween, type ComparedSeries } from './compare-transforms';

const years = [2020, 2021, 2022];
const a: ComparedSeries = {
  id: 'BR',
  name: 'Brazil',
  byYear: new Map([
    [2020, 200],
    [2021, 300],
    [2022, 400],
  ]),
};
const b: ComparedSeries = {
  id: 'AR',
  name: 'Argentina',
  byYear: new Map([
    [2021, 100],
    [2022, 100],
  ]),
};

describe('compareLines', () => {
  it('keeps values as they are, a missing year as a gap', () => {
    expect(compareLines([a, b], years, 'value').map((l) => l.values)).toEqual([
      [200, 300, 400],
      [null, 100, 100],
    ]);
  });

  it('indexes each line to its first year with trade = 100', () => {
    const [la, lb] = compareLines([a, b], years, 'index');
    expect(la).toMatchObject({ baseYear: 2020, values: [100, 150, 200] });
    expect(lb).toMatchObject({ baseYear: 2021, values: [null, 100, 100] });
  });

  it('bases the index on the first selected year, not on the first year drawn', () => {
    const [la, lb] = compareLines([a, b], years, 'index', 2021);
    const at = (s: ComparedSeries, y: number) => s.byYear.get(y)!;
    expect(la!.baseYear).toBe(2021);
    expect(la!.values).toEqual(years.map((y) => (at(a, y) / at(a, 2021)) * 100));
    expect(lb).toMatchObject({ baseYear: 2021, values: [null, 100, 100] });
    // A line without trade in the selection has no base, rather than one from before it.
    expect(compareLines([a], years, 'index', 2023)[0]!.baseYear).toBeNull();
  });

  it('has no index for a line that never trades, rather than dividing by zero', () => {
    const zero: ComparedSeries = { id: 'TO', name: 'Tonga', byYear: new Map([[2020, 0]]) };
    expect(compareLines([zero], years, 'index')[0]).toEqual({
      id: 'TO',
      name: 'Tonga',
      baseYear: null,
      values: [null, null, null],
    });
  });

  it('gives shares of the compared sum that add up to 1 in every year with trade', () => {
    const lines = compareLines([a, b], years, 'share');
    expect(lines[0]!.values).toEqual([1, 0.75, 0.8]);
    expect(lines[1]!.values).toEqual([null, 0.25, 0.2]);
    for (let i = 0; i < years.length; i += 1) {
      const sum = lines.reduce((s, l) => s + (l.values[i] ?? 0), 0);
      expect(sum).toBeCloseTo(1, 10);
    }
  });

  it('yearsBetween is inclusive and empty for a reversed range', () => {
    expect(yearsBetween(2022, 2024)).toEqual([2022, 2023, 2024]);
    expect(yearsBetween(2024, 2022)).toEqual([]);
  });
});
