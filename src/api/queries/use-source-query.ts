/**
 * The one way a view reads the service: a `queryOptions` factory (countries.ts, products.ts,
 * trade.ts) passed to `useSourceQuery`. It waits until the data source is ready (live mode needs
 * a base URL and a key) and, while it waits, reports a settled MissingKeyError instead of a
 * disabled query's endless `pending`, so every chart and figure says what is missing rather than
 * spinning. Route loaders prefetch the same factories, so nothing is requested twice.
 *
 * A failed query is the page's to show, with its Retry action (`refetch`), never silently requested
 * again by an observer: `enabledUntilFailed` disables it for an observer that mounts on it or moves
 * onto it (a key that changes once a parent query has answered, or an observer enabled later).
 * A loader may already have tried (and retried) the request; without this a dependent query the
 * loader's head start saw fail before the page had re-rendered was sent a second time, past the
 * retry policy's budget. (TanStack's `retryOnMount: false` would cover only an observer that
 * mounts, and only while it is enabled: with `enabledUntilFailed` it adds nothing.)
 */
import {
  hashKey,
  keepPreviousData,
  useQueries,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataSource } from '../data-source-context';
import { useTradeSource } from '../use-trade-source';
import { MissingKeyError } from '../missing-key-error';

/** Keep what is on screen while a changed selection loads (no flash of empty charts). */
export const keepPrevious = { placeholderData: keepPreviousData } as const;

/**
 * The observer's `enabled`: as asked (and only once the source is ready), but never for a query
 * that has settled as an error. `refetch` ignores `enabled`, so Retry still fetches; a new key for
 * the source resets failed queries to pending (query-client.ts), which enables them again.
 */
type EnabledOption<TQueryFnData, TData, TQueryKey extends QueryKey> = UseQueryOptions<
  TQueryFnData,
  Error,
  TData,
  TQueryKey
>['enabled'];

export function enabledUntilFailed<TQueryFnData, TData, TQueryKey extends QueryKey>(
  enabled: EnabledOption<TQueryFnData, TData, TQueryKey>,
  ready: boolean,
): EnabledOption<TQueryFnData, TData, TQueryKey> {
  if (!ready) return false;
  return (query) =>
    query.state.status !== 'error' && (typeof enabled === 'function' ? enabled(query) : enabled !== false);
}

export function useSourceQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  const { ready } = useTradeSource();
  const { liveBaseUrl } = useDataSource();
  const result = useQuery({ ...options, enabled: enabledUntilFailed(options.enabled, ready) });
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
  // The same request twice in one list (a change "between" one year and itself) is asked once:
  // TanStack Query warns that two observers of one key in one list may misbehave. Each entry
  // still gets its result, at its own position.
  const hashes = list.map((options) => hashKey(options.queryKey));
  // Stryker disable next-line StringLiteral: equivalent, each hash is a JSON array, so their concatenation alone tells two lists apart
  const signature = hashes.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature is the hashes' identity
  const { firsts, positions } = useMemo(() => distinctKeys(hashes), [signature]);
  const settle = useCallback(
    (distinct: UseQueryResult<TQueryFnData, Error>[]) => {
      const results = positions.map((i) => distinct[i]!);
      const settled = missingKey ? results.map((r) => (r.isError ? r : blockedBy(r, missingKey))) : results;
      return combine ? combine(settled) : settled;
    },
    [missingKey, combine, positions],
  );
  return useQueries({
    queries: firsts.map((i) => {
      const options = list[i]!;
      return { ...options, enabled: enabledUntilFailed(options.enabled, ready) };
    }),
    combine: settle,
  });
}

/** Where each key first appears in the list, and for each entry, which of those it is. */
function distinctKeys(hashes: readonly string[]) {
  const index = new Map<string, number>();
  const firsts: number[] = [];
  const positions = hashes.map((hash, i) => {
    let at = index.get(hash);
    if (at === undefined) {
      at = firsts.push(i) - 1;
      index.set(hash, at);
    }
    return at;
  });
  return { firsts, positions };
}
