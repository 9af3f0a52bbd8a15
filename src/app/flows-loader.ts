/**
 * The loader of `/flows`: starts the flow explorer's requests while its route module is still
 * downloading (prefetchFlowsView, the page's own query factories, so nothing is asked twice).
 * Like the country loader it never blocks or fails navigation: nothing is awaited, it returns
 * null, and any problem just means no head start.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { createTradeClient } from '../api/client';
import { flowsViewFromSearch, prefetchFlowsView } from '../features/flows/use-flows-data';
import type { RouteDeps } from './country-loader';

export function createFlowsLoader({ queryClient, store }: RouteDeps) {
  return ({ request }: LoaderFunctionArgs): null => {
    try {
      const snapshot = store.getSnapshot();
      if (!snapshot.ready) return null;
      const source = {
        client: createTradeClient({ baseUrl: snapshot.baseUrl, apiKey: snapshot.apiKey }),
        key: snapshot.sourceKey,
      };
      prefetchFlowsView(queryClient, source, flowsViewFromSearch(new URL(request.url).searchParams));
    } catch {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    }
    return null;
  };
}
