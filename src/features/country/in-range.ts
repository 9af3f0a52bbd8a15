import { formatYearRange } from '@/lib/format';

/** "in 2012–2024", or "in any year" for the whole coverage (not "in all years", which misleads). */
export function inRange(from?: number, to?: number): string {
  return from === undefined && to === undefined ? 'in any year' : `in ${formatYearRange(from, to)}`;
}
