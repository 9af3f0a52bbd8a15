/**
 * The loader of `/countries/:cid` (view-loader.ts): the country view's requests, the ECharts
 * modules of its six charts and the world geometry start together while the route module is
 * still downloading. A cid that cannot be a country id gets no requests (the page says so).
 */
import { startWorldGeometry } from '@/components/charts/world-map/world-geometry-start';
import { COUNTRY_CHART_MODULES, prefetchCountryView } from '@/features/country/country-requests';
import { canonicalCountryId } from '@/lib/country-ids';
import { createViewLoader, type RouteDeps, type ViewPreload } from './view-loader';

export type { RouteDeps } from './view-loader';

const countryPreload: ViewPreload = {
  chartModules: COUNTRY_CHART_MODULES,
  code: () => void startWorldGeometry().catch(() => undefined),
  data: (queryClient, source, { params, request }) => {
    const raw = params['cid'] ?? '';
    const cid = canonicalCountryId(raw);
    // A non-canonical id (`usa`, `de`) is redirected by the route, and this loader runs again
    // for the canonical URL: prefetching now would only ask twice.
    if (cid !== null && cid === raw)
      prefetchCountryView(queryClient, source, cid, new URL(request.url).search);
  },
};

export function createCountryLoader(deps: RouteDeps) {
  return createViewLoader(countryPreload, deps);
}
