import { formatYear, formatYearRange } from './format';

/**
 * The range as the end of a sentence ("No exports reported for Kenya …"): "in 2012–2024",
 * "up to 2025" (the default range has no `from`), "from 2015", or "in any year" for the whole
 * coverage (not "in all years", which misleads).
 */
export function inRange(from?: number, to?: number): string {
  if (from === undefined && to === undefined) return 'in any year';
  if (from === undefined) return `up to ${formatYear(to)}`;
  if (to === undefined) return `from ${formatYear(from)}`;
  return `in ${formatYearRange(from, to)}`;
}
