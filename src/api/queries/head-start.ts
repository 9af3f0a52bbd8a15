/**
 * A route loader's head start that never repeats a failure. A loader runs again on every change
 * of the URL's search (each selection change, each canonical rewrite), and prefetching a query
 * that has failed fetches it again, since a query without data is always stale: every failed
 * request was re-sent behind the user's back, a retry storm past the retry policy's budget
 * (the fault matrix counted 13 attempts of one summary). A failed query is the page's to show,
 * with its Retry.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** The query has settled as an error (a Retry in progress keeps that status, and is joined). */
function hasFailed(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return queryClient.getQueryState(queryKey)?.status === 'error';
}

/** prefetchQuery, except for a query that has already failed. */
export function prefetchUnlessFailed<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
>(queryClient: QueryClient, options: FetchQueryOptions<TQueryFnData, TError, TData, TKey>): void {
  if (!hasFailed(queryClient, options.queryKey)) void queryClient.prefetchQuery(options);
}

/** fetchQuery, except for a query that has already failed (then its error, without a request). */
export function fetchUnlessFailed<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
>(queryClient: QueryClient, options: FetchQueryOptions<TQueryFnData, TError, TData, TKey>): Promise<TData> {
  const state = queryClient.getQueryState(options.queryKey);
  // A query function may reject with nothing at all; the loader still gets an Error.
  if (state?.status === 'error') return Promise.reject(state.error ?? new Error('failed before'));
  return queryClient.fetchQuery(options);
}
