/**
 * The flow explorer's requests as query options (one factory call each) and which of them each
 * chart needs, for its hook (use-flows-data.ts) and its route loader (src/app/flows-loader.ts), apart from the view so the
 * loader does not pull the page into the shell. Also the ECharts modules its charts draw with.
 *
 * Requests, all in one wave:
 *   reporter / partner detail   /countries/{cid}          names for the heading and links
 *   product detail              /products/{pid}           name, and whether the product exists
 *   summary (one per direction) /trade/summary            key figures, value per year
 *   observations                /trade?limit=..           raw rows, and the pair's products
 * The data requests wait for two answers, asked in the first wave with the details: the
 * service's coverage (the world summary, cached for the session and shared by every view), which
 * gives the years (flows-state.ts), and the catalog's word on a product the client cannot vouch
 * for, so an unknown product (`99`, `000000`) is a notice instead of three requests the service
 * would answer with 422. Country ids need no such wait: url-state drops any id no country has.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import { countryQueries } from '@/api/queries/countries';
import { fetchCoverage } from '@/api/queries/coverage';
import type { TradeSource } from '@/api/queries/keys';
import { productQueries } from '@/api/queries/products';
import { tradeQueries, type TradeSelection } from '@/api/queries/trade';
import type { Flow } from '@/api/service-conventions';
import type { Coverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { DIRECTIONS_PARAM, resolveFlowsView, TRADE_LIMIT_MAX, type FlowsViewState } from './flows-state';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';
import type { FlowsChartId } from './flows-charts';

export type Direction = Flow;

/** The ECharts modules of the explorer's charts (lines and bars per year, the treemap), for the loader. */
export const FLOWS_CHART_MODULES = [
  'line',
  'bar',
  'grid',
  'legend',
  'treemap',
] as const satisfies readonly EChartsModuleName[];

/** The directions a view shows: both for a pair unless switched off, else the selected flow. */
export function directionsOf(view: Pick<FlowsViewState, 'bothDirections' | 'flow'>): Direction[] {
  return view.bothDirections ? ['export', 'import'] : [view.flow];
}

const selectionOf = (view: FlowsViewState): TradeSelection => ({
  reporter: view.reporter,
  partner: view.partner,
  product: view.product,
  from: view.from,
  to: view.to,
});

/** The selection's summary in one direction (the key figures; the pair's summary in words reads it too). */
export function flowsSummaryQuery(source: TradeSource, view: FlowsViewState, flow: Direction) {
  return tradeQueries.summary(source, { ...selectionOf(view), flow });
}

export function flowsViewQueries(source: TradeSource, view: FlowsViewState) {
  const selection = selectionOf(view);
  return {
    reporter: view.reporter ? countryQueries.detail(source, view.reporter) : null,
    partner: view.partner ? countryQueries.detail(source, view.partner) : null,
    product: view.product ? productQueries.detail(source, view.product) : null,
    summaryExport: flowsSummaryQuery(source, view, 'export'),
    summaryImport: flowsSummaryQuery(source, view, 'import'),
    // Both directions in one request: /trade without `flow` selects both (open-points.md).
    observations: tradeQueries.observations(source, {
      ...selection,
      flow: view.bothDirections ? undefined : view.flow,
      limit: view.limit,
    }),
  };
}

/** The explorer's data a chart can need; an embed of one chart asks for its own only. */
export type FlowsRequestName = 'names' | 'summary' | 'observations';

/**
 * The requests of flowsViewQueries one chart needs (an embed asks for these alone); the pair's
 * products come from their own paged requests (use-pair-rows.ts), so that chart needs the names only.
 */
export function flowsChartNeeds(chart: FlowsChartId): FlowsRequestName[] {
  return chart === 'pair-products' ? ['names'] : ['names', 'summary'];
}

/** The view state a URL's search describes over a coverage (defaults applied), for code outside the page. */
export function flowsViewFromSearch(search: URLSearchParams, coverage: Coverage): FlowsViewState {
  return resolveFlowsView(
    parse(search, { limitMax: TRADE_LIMIT_MAX }).state,
    search.get(DIRECTIONS_PARAM),
    coverage,
  ).view;
}

/**
 * Starts the view's requests for a route loader. The details and the coverage go at once; the
 * data as soon as the coverage (and a product's catalog entry) is known: at once when cached.
 * Never throws; the page reports failures.
 */
export function prefetchFlowsView(queryClient: QueryClient, source: TradeSource, search: URLSearchParams) {
  const explicit = parse(search, { limitMax: TRADE_LIMIT_MAX }).state;
  if (explicit.reporter) prefetchUnlessFailed(queryClient, countryQueries.detail(source, explicit.reporter));
  if (explicit.partner) prefetchUnlessFailed(queryClient, countryQueries.detail(source, explicit.partner));
  const productKnown = explicit.product
    ? fetchUnlessFailed(queryClient, productQueries.detail(source, explicit.product)).then(
        () => true,
        // Not in the catalog: the page says so and asks for nothing; another failure: the page asks.
        () => false,
      )
    : Promise.resolve(true);
  void Promise.all([fetchCoverage(queryClient, source), productKnown])
    .then(([coverage, known]) => {
      if (!known) return;
      const view = flowsViewFromSearch(search, coverage);
      const q = flowsViewQueries(source, view);
      for (const d of directionsOf(view))
        prefetchUnlessFailed(queryClient, d === 'export' ? q.summaryExport : q.summaryImport);
      prefetchUnlessFailed(queryClient, q.observations);
    })
    .catch(() => {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    });
}
