/**
 * The flow explorer's requests as query options (one factory call each), for its hook
 * (use-flows-data.ts) and its route loader (src/app/flows-loader.ts), apart from the view so the
 * loader does not pull the page into the shell. Also the ECharts modules its charts draw with.
 *
 * Requests, all in one wave:
 *   reporter / partner detail   /countries/{cid}          names for the heading and links
 *   product detail              /products/{pid}           name, and whether the product exists
 *   summary (one per direction) /trade/summary            key figures, value per year
 *   observations                /trade?limit=..           raw rows, and the pair's products
 * One exception to the single wave: a product the client cannot vouch for is asked of the
 * catalog first (its detail), and the data requests wait for that answer, so an unknown product
 * (`99`, `000000`) is a notice instead of three requests the service would answer with 422.
 * Country ids need no such wait: url-state drops any id no country has before it gets here.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { productQueries } from '@/api/queries/products';
import { tradeQueries, type TradeSelection } from '@/api/queries/trade';
import type { Flow } from '@/api/service-conventions';
import { applyDefaults, parse } from '@/lib/url-state';
import { DIRECTIONS_PARAM, FLOWS_DEFAULTS, showsBothDirections, TRADE_LIMIT_MAX, type FlowsViewState } from './flow-state';
import { prefetchUnlessFailed } from '@/api/queries/head-start';

export type Direction = Flow;

/** The ECharts modules of the explorer's charts (lines and bars per year, the treemap), for the loader. */
export const FLOWS_CHART_MODULES = ['line', 'bar', 'grid', 'legend', 'treemap'] as const satisfies readonly EChartsModuleName[];

/** The directions a view shows: both for a pair unless switched off, else the selected flow. */
export function directionsOf(view: Pick<FlowsViewState, 'bothDirections' | 'flow'>): Direction[] {
  return view.bothDirections ? ['export', 'import'] : [view.flow];
}

export function flowsViewQueries(source: TradeSource, view: FlowsViewState) {
  const selection: TradeSelection = {
    reporter: view.reporter,
    partner: view.partner,
    product: view.product,
    from: view.from,
    to: view.to,
  };
  return {
    reporter: view.reporter ? countryQueries.detail(source, view.reporter) : null,
    partner: view.partner ? countryQueries.detail(source, view.partner) : null,
    product: view.product ? productQueries.detail(source, view.product) : null,
    summaryExport: tradeQueries.summary(source, { ...selection, flow: 'export' }),
    summaryImport: tradeQueries.summary(source, { ...selection, flow: 'import' }),
    // Both directions in one request: /trade without `flow` selects both (open-points.md).
    observations: tradeQueries.observations(source, {
      ...selection,
      flow: view.bothDirections ? undefined : view.flow,
      limit: view.limit,
    }),
  };
}

/** The view state a URL's search describes (defaults applied), for loaders outside React. */
export function flowsViewFromSearch(search: URLSearchParams): FlowsViewState {
  const state = applyDefaults(parse(search, { limitMax: TRADE_LIMIT_MAX }).state, FLOWS_DEFAULTS);
  return {
    ...state,
    isPair: Boolean(state.reporter && state.partner),
    bothDirections: showsBothDirections(state, search.get(DIRECTIONS_PARAM)),
  };
}

/** Starts the view's requests for a route loader. Never throws; the page reports failures. */
export function prefetchFlowsView(queryClient: QueryClient, source: TradeSource, view: FlowsViewState) {
  const q = flowsViewQueries(source, view);
  if (q.reporter) prefetchUnlessFailed(queryClient, q.reporter);
  if (q.partner) prefetchUnlessFailed(queryClient, q.partner);
  if (q.product) {
    // The data waits for the catalog's word on the product (see above); the page then asks.
    prefetchUnlessFailed(queryClient, q.product);
    return;
  }
  for (const d of directionsOf(view)) prefetchUnlessFailed(queryClient, d === 'export' ? q.summaryExport : q.summaryImport);
  prefetchUnlessFailed(queryClient, q.observations);
}

