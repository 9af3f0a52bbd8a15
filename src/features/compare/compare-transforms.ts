/**
 * Pure transforms of the compare view: the per-year series of each compared country or product
 * as values, as an index (first year = 100) or as each one's share of their sum, and the figures
 * table. Years without trade stay null (a gap), never zero.
 */
export type CompareMode = 'value' | 'index' | 'share';

export interface ComparedSeries {
  id: string;
  name: string;
  /** Value per year (USD); a missing year has no trade. */
  byYear: ReadonlyMap<number, number>;
}

export interface SeriesLine {
  id: string;
  name: string;
  values: (number | null)[];
  /** Index mode: the year that is 100 (the first selected year with trade); null when there is none. */
  baseYear?: number | null;
}

/** Every year from first to last, inclusive. */
export function yearsBetween(first: number, last: number): number[] {
  if (!Number.isInteger(first) || !Number.isInteger(last) || first > last) return [];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export function compareLines(
  series: readonly ComparedSeries[],
  years: readonly number[],
  mode: CompareMode,
  /** First selected year: the index is based on it (or the first later year with trade), not on
   * the first year drawn, so 2015–2025 reads against 2015 even over the whole coverage. */
  baseFrom: number = years[0] ?? 0,
): SeriesLine[] {
  if (mode === 'share') {
    const sums = years.map((y) => series.reduce((sum, s) => sum + (s.byYear.get(y) ?? 0), 0));
    return series.map((s) => ({
      id: s.id,
      name: s.name,
      values: years.map((y, i) => {
        const v = s.byYear.get(y);
        const sum = sums[i] ?? 0;
        return v === undefined || sum <= 0 ? null : v / sum;
      }),
    }));
  }
  if (mode === 'index') {
    return series.map((s) => {
      const baseYear = years.find((y) => y >= baseFrom && (s.byYear.get(y) ?? 0) > 0) ?? null;
      const base = baseYear === null ? null : s.byYear.get(baseYear)!;
      return {
        id: s.id,
        name: s.name,
        baseYear,
        values: years.map((y) => {
          const v = s.byYear.get(y);
          return v === undefined || base === null ? null : (v / base) * 100;
        }),
      };
    });
  }
  return series.map((s) => ({ id: s.id, name: s.name, values: years.map((y) => s.byYear.get(y) ?? null) }));
}

/** The years of a summary's periods, as a map year → value. */
export function byYearOf(
  periods: readonly { period: string; value_usd: number }[],
  yearOf: (p: string) => number | null,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of periods) {
    const y = yearOf(p.period);
    if (y !== null) out.set(y, p.value_usd);
  }
  return out;
}
