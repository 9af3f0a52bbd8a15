/**
 * The loader of `/products/:pid`: starts every request of the product view (the second wave
 * chained on the first) while the route module is still downloading, with the page's own query
 * factories (prefetchProductView), so nothing is requested twice. Like the country loader it
 * never blocks or fails navigation: a malformed pid, a missing key or any other problem just
 * means no prefetch, and the page reports it in place. `/products` gets the same for its world
 * ranking (createProductsIndexLoader).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { createTradeClient } from '../api/client';
import { prefetchProductView } from '../features/products/use-product-data';
import { HS_INDEX_DEFAULTS, prefetchWorldRanking } from '../features/products/use-products-index-data';
import { canonicalProductId } from '../lib/hs/hs-codes';
import { applyDefaults, parse } from '../lib/url-state';
import type { RouteDeps } from './country-loader';

export function createProductLoader({ queryClient, store }: RouteDeps) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    try {
      const pid = canonicalProductId(params['pid'] ?? '');
      const snapshot = store.getSnapshot();
      if (pid === null || !snapshot.ready) return null;
      const source = {
        client: createTradeClient({ baseUrl: snapshot.baseUrl, apiKey: snapshot.apiKey }),
        key: snapshot.sourceKey,
      };
      prefetchProductView(queryClient, source, pid, new URL(request.url).search);
    } catch {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    }
    return null;
  };
}

export function createProductsIndexLoader({ queryClient, store }: RouteDeps) {
  return ({ request }: LoaderFunctionArgs): null => {
    try {
      const snapshot = store.getSnapshot();
      if (!snapshot.ready) return null;
      const source = {
        client: createTradeClient({ baseUrl: snapshot.baseUrl, apiKey: snapshot.apiKey }),
        key: snapshot.sourceKey,
      };
      const state = applyDefaults(parse(new URL(request.url).search).state, HS_INDEX_DEFAULTS);
      prefetchWorldRanking(queryClient, source, { from: state.from, to: state.to });
    } catch {
      // Only a head start, as above.
    }
    return null;
  };
}
