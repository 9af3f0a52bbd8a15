/**
 * The two years "what changed" compares and the dependence threshold, from the URL
 * (`change_from`, `change_to`, `dependence`; url-state.ts). By default the first and last year of
 * the view's range; a one-year range compares the first year of the coverage with it. A year
 * outside the coverage moves into it, and the notice says so.
 */
import type { Coverage } from '../coverage';
import type { UrlState } from '../url-state';

/** The dependence threshold without one in the URL: the largest supplier provides at least half. */
const DEFAULT_DEPENDENCE_PERCENT = 50;

export interface ChangeYears {
  before: number;
  after: number;
  notice: string | null;
}

export function resolveChangeYears(
  explicit: UrlState,
  range: { from: number; to: number },
  coverage: Coverage,
): ChangeYears {
  const defaultBefore = range.from < range.to ? range.from : coverage.first;
  const clamp = (y: number) => Math.min(coverage.last, Math.max(coverage.first, y));
  const asked = [explicit.change_from ?? defaultBefore, explicit.change_to ?? range.to];
  let [before, after] = asked.map(clamp) as [number, number];
  const moved = asked[0] !== before || asked[1] !== after;
  if (before > after) [before, after] = [after, before];
  return {
    before,
    after,
    notice: moved
      ? `The years compared must lie in ${coverage.first}–${coverage.last}: ${asked.join(' → ')} became ${before} → ${after}.`
      : null,
  };
}

export function dependencePercent(explicit: UrlState): number {
  return explicit.dependence ?? DEFAULT_DEPENDENCE_PERCENT;
}
