/**
 * The loader of `/flows` (view-loader.ts): the flow explorer's requests and the ECharts modules
 * of its charts start together while the route module is still downloading.
 */
import { FLOWS_CHART_MODULES, prefetchFlowsView } from '@/features/flows/flows-requests';
import { createViewLoader, type RouteDeps, type ViewPreload } from './view-loader';

const flowsPreload: ViewPreload = {
  chartModules: FLOWS_CHART_MODULES,
  data: (queryClient, source, { request }) =>
    prefetchFlowsView(queryClient, source, new URL(request.url).searchParams),
};

export function createFlowsLoader(deps: RouteDeps) {
  return createViewLoader(flowsPreload, deps);
}
