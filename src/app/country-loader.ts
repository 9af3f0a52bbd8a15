/**
 * The loader of `/countries/:cid`: starts every request of the country view while the route
 * module (and its charts) are still downloading, so the page finds its data in flight instead of
 * asking only after it has rendered (no waterfall). It uses the page's own query factories
 * (prefetchCountryView), so nothing is requested twice. It never blocks or fails navigation:
 * nothing is awaited, it always returns null, and a malformed id, a missing key or any other
 * problem just means no prefetch (the page then reports it in place).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { createTradeClient } from '@/api/client';
import type { DataSourceStore } from '@/api/data-source';
import { prefetchCountryView } from '@/features/country/use-country-data';
import { canonicalCountryId } from '@/lib/country-ids';

export interface RouteDeps {
  queryClient: QueryClient;
  store: DataSourceStore;
}

export function createCountryLoader({ queryClient, store }: RouteDeps) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    try {
      const raw = params['cid'] ?? '';
      const cid = canonicalCountryId(raw);
      const snapshot = store.getSnapshot();
      // Without a base URL and key the page shows what is missing; a request would only be a 401.
      // A non-canonical id (`usa`, `de`) is redirected by the route, and this loader runs again
      // for the canonical URL: prefetching now would only ask twice.
      if (cid === null || cid !== raw || !snapshot.ready) return null;
      const source = {
        client: createTradeClient({ baseUrl: snapshot.baseUrl, apiKey: snapshot.apiKey, timeoutMs: snapshot.requestTimeoutMs }),
        key: snapshot.sourceKey,
      };
      prefetchCountryView(queryClient, source, cid, new URL(request.url).search);
    } catch {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    }
    return null;
  };
}
