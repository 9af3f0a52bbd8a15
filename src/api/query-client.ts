/**
 * The app's one QueryClient: defaults fit for yearly trade data (it changes at most once a
 * year, so a long staleTime and no refetch on focus), the retry policy, and the global 401
 * hook-point that clears the live key with the service's message. No UI is imported here:
 * the settings view reacts to the data-source store.
 */
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isUnauthorized, type ApiError } from './errors';
import { getDefaultDataSourceStore, type DataSourceStore } from './data-source';
import { createRetryPolicy, type RetryPolicyOptions } from './retry-policy';
import { TDS_ROOT } from './queries/keys';

export const QUERY_DEFAULTS = {
  /** Yearly data: an hour without refetching is still fresh. */
  staleTime: 60 * 60 * 1000,
  /** Keep unused results for a few hours so going back to a view is instant. */
  gcTime: 3 * 60 * 60 * 1000,
} as const;

export interface CreateQueryClientOptions {
  /** The store whose key a 401 clears; default: the app's store. null: no wiring (tests). */
  dataSource?: DataSourceStore | null;
  retry?: RetryPolicyOptions;
  /** Called for every 401 after the store was told (e.g. to navigate to settings). */
  onUnauthorized?: (error: ApiError) => void;
}

/**
 * A 401 on a query of the current live source clears the key (the service's message is kept
 * for the settings view). Demo-mode 401s leave the built-in demo key alone.
 */
function handleQueryError(
  error: unknown,
  query: Pick<Query, 'queryKey'>,
  store: DataSourceStore | null,
): boolean {
  if (!isUnauthorized(error) || !store) return false;
  const snapshot = store.getSnapshot();
  const [root, sourceKey] = query.queryKey;
  if (root !== TDS_ROOT || sourceKey !== snapshot.sourceKey || snapshot.mode !== 'live') return false;
  if (snapshot.hasLiveKey) store.clearKey(error.message);
  return true;
}

export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const store = options.dataSource === undefined ? getDefaultDataSourceStore() : options.dataSource;
  const policy = createRetryPolicy(options.retry);
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (handleQueryError(error, query, store)) options.onUnauthorized?.(error as ApiError);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: false,
        retry: policy.retry,
        retryDelay: policy.retryDelay,
      },
    },
  });
  if (store) {
    // A new key gives the source's failed queries a fresh start. A cleared key does not: the
    // observers still hold the rejected client until React re-renders, and a reset now would
    // send one more request with the key the service has just refused.
    let revision = store.getSnapshot().credentialRevision;
    store.subscribe(() => {
      const snapshot = store.getSnapshot();
      if (snapshot.credentialRevision === revision) return;
      revision = snapshot.credentialRevision;
      // Only the live source uses the key: a change made while the demo is shown resets nothing.
      if (snapshot.mode !== 'live' || !snapshot.hasLiveKey) return;
      void queryClient.resetQueries({
        queryKey: [TDS_ROOT, snapshot.sourceKey],
        predicate: (q) => q.state.status === 'error',
      });
    });
  }
  return queryClient;
}
