/**
 * The one way a view reads the service: a `queryOptions` factory (countries.ts, products.ts,
 * trade.ts) passed to `useSourceQuery`. It waits until the data source is ready (live mode needs
 * a base URL and a key) and, while it waits, reports a settled MissingKeyError instead of a
 * disabled query's endless `pending`, so every chart and figure says what is missing rather than
 * spinning. Route loaders prefetch the same factories, so nothing is requested twice.
 *
 * `retryOnMount: false`: a loader may already have tried (and retried) a request before the page
 * mounted; an error it left is shown with its Retry action, not silently requested again.
 */
import { keepPreviousData, useQueries, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataSource } from '../data-source-context';
import { useTradeSource } from '../use-trade-source';
import { MissingKeyError } from '../missing-key-error';

/** Keep what is on screen while a changed selection loads (no flash of empty charts). */
export const keepPrevious = { placeholderData: keepPreviousData } as const;

export function useSourceQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  const { ready } = useTradeSource();
  const { liveBaseUrl } = useDataSource();
  const result = useQuery({ retryOnMount: false, ...options, enabled: ready ? (options.enabled ?? true) : false });
  const missingKey = useMemo(() => (ready ? null : new MissingKeyError(!liveBaseUrl)), [ready, liveBaseUrl]);
  // An error this source already gave (a 401 that cleared the key) says more than "no key".
  return missingKey && !result.isError ? blockedBy(result, missingKey) : result;
}

/** A disabled query's result as a settled error: disabled queries otherwise stay pending forever. */
function blockedBy<T extends object>(result: T, error: Error): T {
  return {
    ...result,
    data: undefined,
    status: 'error',
    fetchStatus: 'idle',
    isPending: false,
    isLoading: false,
    isFetching: false,
    isSuccess: false,
    isError: true,
    isPlaceholderData: false,
    error,
  };
}

/**
 * The same for a list of queries whose length follows the selection (the compare view's
 * countries or products, the catalog chapters behind product names): one observer per entry,
 * each settled as a MissingKeyError while the source is not ready. `combine` (stable, e.g.
 * module-level) folds the settled results into one value, memoised by TanStack Query until a
 * result changes.
 */
export function useSourceQueries<TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  list: readonly UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>[],
): UseQueryResult<TQueryFnData, Error>[];
export function useSourceQueries<TQueryFnData, TCombined, TQueryKey extends QueryKey = QueryKey>(
  list: readonly UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>[],
  combine: (results: UseQueryResult<NoInfer<TQueryFnData>, Error>[]) => TCombined,
): TCombined;
export function useSourceQueries<TQueryFnData, TCombined, TQueryKey extends QueryKey = QueryKey>(
  list: readonly UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>[],
  combine?: (results: UseQueryResult<TQueryFnData, Error>[]) => TCombined,
): TCombined | UseQueryResult<TQueryFnData, Error>[] {
  const { ready } = useTradeSource();
  const { liveBaseUrl } = useDataSource();
  const missingKey = useMemo(() => (ready ? null : new MissingKeyError(!liveBaseUrl)), [ready, liveBaseUrl]);
  const settle = useCallback(
    (results: UseQueryResult<TQueryFnData, Error>[]) => {
      const settled = missingKey ? results.map((r) => (r.isError ? r : blockedBy(r, missingKey))) : results;
      return combine ? combine(settled) : settled;
    },
    [missingKey, combine],
  );
  return useQueries({
    queries: list.map((options) => ({ retryOnMount: false, ...options, enabled: ready ? (options.enabled ?? true) : false })),
    combine: settle,
  });
}
