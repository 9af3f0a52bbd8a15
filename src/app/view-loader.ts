/**
 * Route loaders that start a view's code and data in one wave. React Router runs a route's
 * `loader` and its `lazy` module import at the same time, as soon as the navigation starts; the
 * loader adds what the module would only ask for later: the ECharts modules its charts draw with
 * (otherwise requested once the data has become chart options), static assets such as map
 * geometry, and the view's requests (the same query factories the page's hooks use, so nothing is
 * requested twice). It never blocks or fails navigation: nothing is awaited, it returns null, and
 * any problem just means no head start (the page then makes and reports the requests itself).
 *
 * A view declares what it needs (a `ViewPreload`) next to its route in router.tsx.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { createTradeClient } from '@/api/client';
import type { DataSourceStore } from '@/api/data-source';
import { demoReady } from '@/api/data-source';
import type { TradeSource } from '@/api/queries/keys';
import { preloadEChartsModules, type EChartsModuleName } from '@/components/charts/echarts-setup';

export interface RouteDeps {
  queryClient: QueryClient;
  store: DataSourceStore;
}

export interface ViewPreload {
  /** The ECharts modules (series types, components) the view's charts draw with. */
  chartModules?: readonly EChartsModuleName[];
  /** Other code or assets the view needs whatever its data (e.g. map geometry). */
  code?: (args: LoaderFunctionArgs) => void;
  /** Starts the view's requests; only called when the source has a base URL and a key. */
  data?: (queryClient: QueryClient, source: TradeSource, args: LoaderFunctionArgs) => void;
}

export function createViewLoader(preload: ViewPreload, { queryClient, store }: RouteDeps) {
  return (args: LoaderFunctionArgs): null => {
    try {
      if (preload.chartModules) preloadEChartsModules(preload.chartModules);
      preload.code?.(args);
      const snapshot = store.getSnapshot();
      // Without a base URL and key the page shows what is missing; a request would only be a 401.
      if (preload.data && snapshot.ready) {
        const client = createTradeClient({
          baseUrl: snapshot.baseUrl,
          apiKey: snapshot.apiKey,
          timeoutMs: snapshot.requestTimeoutMs,
          notBefore: snapshot.mode === 'demo' ? demoReady : undefined,
        });
        preload.data(queryClient, { client, key: snapshot.sourceKey }, args);
      }
    } catch {
      // A preload is only a head start: the page's own queries make and report the requests.
    }
    return null;
  };
}
