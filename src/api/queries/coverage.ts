/**
 * The service's coverage, read from the service: the periods of the world summary
 * (`/trade/summary` without filters: every year that has trade). One small request, cached for
 * the session and shared by every view (and prefetched by route loaders with the same factory).
 *
 * Views use `useCoverage()` for their default selection (the latest complete year), their year
 * pickers (a year without data marked as such) and to clamp a URL's years; `coverageOrFallback`
 * keeps a view usable when the service cannot say (error): then the years the service promises
 * ("from 2010 to the present") stand in, and the view says so.
 */
import { isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query';
import { useTradeSource } from '../use-trade-source';
import { COVERAGE_FIRST_YEAR, periodYear } from '../service-conventions';
import { toCoverage, type Coverage } from '@/lib/coverage';
import type { TradeSource } from './keys';
import { tradeQueries } from './trade';
import { useSourceQuery } from './use-source-query';
import { fetchUnlessFailed } from './head-start';

export type { Coverage };

type Summary = Awaited<ReturnType<TradeSource['client']['getTradeSummary']>>;

/** The years of the world summary's periods as a Coverage. */
function coverageOf(summary: Pick<Summary, 'data'>): Coverage | null {
  const years = summary.data.periods.flatMap((p) => {
    const y = periodYear(p.period);
    // For the type checker: toCoverage keeps only whole years, so it would drop a null itself.
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: equivalent, see the line above
    return y === null ? [] : [y];
  });
  return toCoverage(years);
}

export const coverageQueries = {
  /** The world summary (its key is shared with any other unfiltered summary), selected to a Coverage. */
  coverage: (source: TradeSource) =>
    queryOptions({
      ...tradeQueries.summary(source, {}),
      // The coverage changes when the service loads a new year: rarely, and a reload picks it up.
      staleTime: Infinity,
      select: coverageOf,
    }),
};

/** The coverage query of the current source: `data` is the Coverage (null: the service has no data at all). */
export function useCoverage() {
  const source = useTradeSource();
  return useSourceQuery(coverageQueries.coverage(source));
}

/** What a view works with when the coverage request failed: the promised span, up to last year. */
export function fallbackCoverage(now: Date = new Date()): Coverage {
  const last = now.getFullYear() - 1;
  return toCoverage(
    Array.from({ length: last - COVERAGE_FIRST_YEAR + 1 }, (_, i) => COVERAGE_FIRST_YEAR + i),
    now,
  )!;
}

let fallback: Coverage | undefined;
/** The fallback, made once: every view and loader get the same object (memoised selections stay equal). */
const sharedFallback = () => (fallback ??= fallbackCoverage());

/** The coverage a view uses: the service's, or (when it failed or has no data) the fallback; null while pending. */
export function usableCoverage(query: {
  data?: Coverage | null;
  isError: boolean;
  isSuccess: boolean;
}): Coverage | null {
  if (query.data) return query.data;
  if (query.isError || query.isSuccess) return sharedFallback();
  return null;
}

/**
 * For route loaders: the coverage from the cache, or fetched once (the page's query then finds
 * it). Never rejects: a failure gives the fallback, as the page does.
 */
export function fetchCoverage(queryClient: QueryClient, source: TradeSource): Promise<Coverage> {
  const { select: _select, ...options } = coverageQueries.coverage(source);
  return fetchUnlessFailed(queryClient, options)
    .then(coverageOf)
    .then(
      (coverage) => coverage ?? sharedFallback(),
      (error: unknown) => {
        // A cancelled fetch is no answer: the query goes back to pending and the view's observer
        // asks again. Falling back here sent the loader's head start for the promised span's
        // years (up to last year) while the view went on to the service's own.
        if (isCancelledError(error)) throw error;
        return sharedFallback();
      },
    );
}
