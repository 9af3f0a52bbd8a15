/**
 * The years the service has data for, as the service says (the periods of the world summary),
 * not as the clock guesses: the running year, or a year the service has not loaded yet, would
 * otherwise be offered and draw six empty charts. Pure functions; the cached query and the hook
 * live in src/api/queries/coverage.ts.
 */
import { formatYearRange } from './format';
import { applyDefaults, type UrlNotice, type UrlState } from './url-state';

export interface Coverage {
  /** First and last year with data (inclusive). */
  first: number;
  last: number;
  /** Every year from first to last, ascending, each marked with whether it has data. */
  years: readonly { year: number; hasData: boolean }[];
  /**
   * The latest year with data that has ended (the default selection ends there, defaultYears).
   * Yearly figures of the running year are partial until it ends, so a service that already
   * reports some is not taken at its word there.
   */
  latestComplete: number;
}

/** Coverage from the years that have data; null when there are none. `now` only decides completeness. */
export function toCoverage(yearsWithData: Iterable<number>, now: Date = new Date()): Coverage | null {
  const withData = new Set([...yearsWithData].filter((y) => Number.isInteger(y)));
  if (withData.size === 0) return null;
  const sorted = [...withData].sort((a, b) => a - b);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const ended = sorted.filter((y) => y < now.getFullYear());
  return {
    first,
    last,
    years: Array.from({ length: last - first + 1 }, (_, i) => ({
      year: first + i,
      hasData: withData.has(first + i),
    })),
    latestComplete: ended.at(-1) ?? last,
  };
}

/** Whether a year lies in the coverage and has data. */
export function hasData(coverage: Coverage, year: number): boolean {
  return coverage.years.some((y) => y.year === year && y.hasData);
}

/**
 * A URL's years kept inside the coverage: a year outside it moves to the nearest covered year,
 * with a notice that says which years exist. `from` and `to` keep their order.
 */
export function clampToCoverage(
  state: UrlState,
  coverage: Coverage,
): { state: UrlState; notices: UrlNotice[] } {
  const out = { ...state };
  const notices: UrlNotice[] = [];
  const span = formatYearRange(coverage.first, coverage.last);
  for (const param of ['from', 'to'] as const) {
    const year = out[param];
    if (year === undefined) continue;
    const clamped = Math.min(coverage.last, Math.max(coverage.first, year));
    if (clamped === year) continue;
    out[param] = clamped;
    // Stryker disable next-line EqualityOperator: equivalent, a year equal to the last is inside the coverage and never reaches this line
    const why = year > coverage.last ? `has no data yet` : `is before the data starts`;
    notices.push({
      param,
      input: String(year),
      message: `Year ${year} ${why} (the service covers ${span}); "${param}" set to ${clamped}.`,
    });
  }
  return { state: out, notices };
}

/**
 * How many years before the latest complete one every view opens on: a range, not a single year,
 * so that growth reads (a one-year selection has no growth), and the same in every view, so that
 * a pair or a country reads the same total in the country, product, compare and flow views.
 * Ten years back gives eleven years: 2015–2025 when 2025 is the latest complete year.
 */
const DEFAULT_SPAN_YEARS = 10;

/** The default selection: the last DEFAULT_SPAN_YEARS + 1 years up to the latest complete one, inside the coverage. */
export function defaultYears(coverage: Coverage): { from: number; to: number } {
  const to = coverage.latestComplete;
  return { from: Math.max(coverage.first, to - DEFAULT_SPAN_YEARS), to };
}

/**
 * A URL's years as a view opens them: clamped into the coverage (with notices) and the ends the
 * URL leaves out defaulted (defaultYears), `from` never after `to`: a URL with only `to` opens
 * on the default span up to it, one with only `from` runs to the latest complete year. Every view
 * with a year selection (country, product, compare, flows, HS index) opens the same way.
 */
export function yearsOver(
  explicit: UrlState,
  coverage: Coverage,
): { state: UrlState & { from: number; to: number }; notices: UrlNotice[] } {
  const clamped = clampToCoverage(explicit, coverage);
  const defaults = defaultYears(coverage);
  const to = clamped.state.to;
  if (clamped.state.from === undefined && to !== undefined)
    defaults.from = Math.max(coverage.first, Math.min(defaults.from, to - DEFAULT_SPAN_YEARS));
  return { state: applyDefaults(clamped.state, defaults), notices: clamped.notices };
}

/** Whether the years are the default selection (links then leave them out, to stay short). */
export function isDefaultYears(years: { from: number; to: number }, coverage: Coverage): boolean {
  const d = defaultYears(coverage);
  return years.from === d.from && years.to === d.to;
}
