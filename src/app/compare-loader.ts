/**
 * The loader of `/compare` (view-loader.ts): the comparison's requests and the ECharts modules of
 * its charts start together while the route module downloads. The default range is the one the
 * view falls back to before the service's coverage is known (the latest complete year), so a
 * first visit asks once; a different coverage only means the view asks for its own range.
 */
import { fallbackCoverage } from '@/api/queries/coverage';
import { parseCompare } from '@/features/compare/compare-state';
import { prefetchCompareView } from '@/features/compare/use-compare-data';
import { createViewLoader, type RouteDeps, type ViewPreload } from './view-loader';

export const comparePreload: ViewPreload = {
  chartModules: ['line', 'bar', 'grid', 'legend'],
  data: (queryClient, source, { request }) => {
    const { state } = parseCompare(new URL(request.url).search);
    if (state.ids.length === 0) return;
    const latest = fallbackCoverage().latestComplete;
    const to = state.to ?? latest;
    const from = state.from ?? to;
    prefetchCompareView(queryClient, source, state, { from: Math.min(from, to), to: Math.max(from, to) });
  },
};

export function createCompareLoader(deps: RouteDeps) {
  return createViewLoader(comparePreload, deps);
}
