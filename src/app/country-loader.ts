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

export interface RouteDeps {
  queryClient: QueryClient;
  store: DataSourceStore;
}

const CID_RE = /^[A-Z]{2}$/;

/** The canonical (upper-case) id of a path's cid, or null when it cannot be a country id. */
export function canonicalCountryId(raw: string): string | null {
  const upper = raw.toUpperCase();
  return CID_RE.test(upper) ? upper : null;
}

export function createCountryLoader({ queryClient, store }: RouteDeps) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    try {
      const cid = canonicalCountryId(params['cid'] ?? '');
      const snapshot = store.getSnapshot();
      // Without a base URL and key the page shows what is missing; a request would only be a 401.
      if (cid === null || !snapshot.ready) return null;
      const source = {
        client: createTradeClient({ baseUrl: snapshot.baseUrl, apiKey: snapshot.apiKey }),
        key: snapshot.sourceKey,
      };
      prefetchCountryView(queryClient, source, cid, new URL(request.url).search);
    } catch {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    }
    return null;
  };
}
