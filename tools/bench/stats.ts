/** Order statistics for the benchmarks: nearest-rank percentiles over a copy of the samples. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

export const median = (xs: readonly number[]): number => percentile(xs, 50);

export const fixed = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : '–');
