/**
 * The loader of `/compare` (view-loader.ts): the comparison's requests and the ECharts modules of
 * its charts start together while the route module downloads. The service's coverage is
 * prefetched too (even for an empty comparison, whose year pickers list it): it fixes the
 * selected years, so the requests that carry years start once it is known (at once when cached)
 * and ask for exactly the years the page will (compare-requests.ts `prefetchCompareView`).
 */
import { fetchCoverage } from '@/api/queries/coverage';
import { parseCompare } from '@/features/compare/compare-state';
import { prefetchCompareView } from '@/features/compare/compare-requests';
import { createViewLoader, type RouteDeps, type ViewPreload } from './view-loader';

const comparePreload: ViewPreload = {
  chartModules: ['line', 'bar', 'grid', 'legend'],
  data: (queryClient, source, { request }) => {
    const { state } = parseCompare(new URL(request.url).search);
    if (state.ids.length === 0) void fetchCoverage(queryClient, source).catch(() => undefined);
    else prefetchCompareView(queryClient, source, state);
  },
};

export function createCompareLoader(deps: RouteDeps) {
  return createViewLoader(comparePreload, deps);
}
