/**
 * The source line every exported or embedded chart carries, and the access date: one wording,
 * so the image, the embed, the CSV and the citation say the same.
 */
import type { DataProvenance } from './chart-export';

/** Today as YYYY-MM-DD in UTC (the access date of what the user sees now). */
export function accessDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A no-break space: a picture's footer wraps at spaces, and the date belongs with its word. */
const KEEP_TOGETHER = '\u00a0';

export function sourceLine(source: Pick<DataProvenance, 'name' | 'synthetic'>, accessed: string): string {
  return `Tradescope · ${source.name}${source.synthetic ? ' · synthetic data, not real trade statistics' : ''} · accessed${KEEP_TOGETHER}${accessed}`;
}
