/**
 * What the country view asks for, without the view itself: the query options of its requests,
 * which of them each chart needs, the view state a URL describes, and what its route loader
 * starts (the requests, the ECharts modules its charts draw with, the world geometry). The one
 * description of the view's requests: the loader, the data hook (use-country-data.ts) and the
 * charts' "Get this chart" panels (countryChartRequests) all read it. Kept apart from the
 * components so the app's shell can import it for the loader without carrying the view's code.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Flow } from '@/api/service-conventions';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import type { ChartRequest } from '@/components/charts/export/chart-export';
import { DESCRIBING_SOURCE, requestOfQuery } from '@/components/charts/export/query-request';
import { isNotFound } from '@/api/errors';
import { countryQueries } from '@/api/queries/countries';
import { coverageQueries, fetchCoverage } from '@/api/queries/coverage';
import type { TradeSource } from '@/api/queries/keys';
import { productQueries } from '@/api/queries/products';
import { tradeQueries } from '@/api/queries/trade';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';
import { prefetchProductNames, warmCatalogCache } from '@/api/queries/use-product-names';
import type { Coverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { ALL_PARTNERS_LIMIT, countryRequestPlan, type CountryRequest } from './country-request-plan';
import { resolveCountryView, type CountryViewState } from './country-state';
import type { CountryChartId } from './country-charts';

export { ALL_PARTNERS_LIMIT } from './country-request-plan';

type ProductsAnswer = Awaited<ReturnType<TradeSource['client']['getCountryProducts']>>;

/**
 * The ECharts modules of the view's six charts (series, line and bar on a grid, the gauge, the
 * map with its visual map, the treemap); a test checks them against the option builders.
 */
export const COUNTRY_CHART_MODULES = [
  'line',
  'bar',
  'grid',
  'gauge',
  'map',
  'visualMap',
  'treemap',
] as const satisfies readonly EChartsModuleName[];

/** The two series: they depend on the partner and product filters only, never on the years. */
function countrySeriesQueries(
  source: TradeSource,
  cid: string,
  filter: Pick<CountryViewState, 'partner' | 'product'>,
) {
  return {
    exportSeries: countryQueries.series(source, cid, 'export', filter),
    importSeries: countryQueries.series(source, cid, 'import', filter),
  };
}

/** The query options of the view, one factory call per request. */
export function countryViewQueries(source: TradeSource, cid: string, view: CountryViewState) {
  const years = { from: view.from, to: view.to };
  // The series span the whole coverage: the selected years are highlighted, not cut out.
  const seriesFilter = { partner: view.partner, product: view.product };
  return {
    detail: countryQueries.detail(source, cid),
    productDetail: view.product === undefined ? null : productQueries.detail(source, view.product),
    exportSummary: tradeQueries.summary(source, { reporter: cid, flow: 'export', ...years }),
    importSummary: tradeQueries.summary(source, { reporter: cid, flow: 'import', ...years }),
    ...countrySeriesQueries(source, cid, seriesFilter),
    exportPartners: countryQueries.partners(source, cid, {
      flow: 'export',
      ...years,
      limit: ALL_PARTNERS_LIMIT,
    }),
    importPartners: countryQueries.partners(source, cid, {
      flow: 'import',
      ...years,
      limit: ALL_PARTNERS_LIMIT,
    }),
    productPartners: productPartnersQuery(source, cid, view, view.flow),
    // The key figures of the filtered product: its summaries and the other flow's partners.
    otherProductPartners: productPartnersQuery(source, cid, view, otherFlow(view.flow)),
    exportProductSummary: productSummaryQuery(source, cid, view, 'export'),
    importProductSummary: productSummaryQuery(source, cid, view, 'import'),
    products: countryQueries.products(source, cid, { flow: view.flow, ...years, limit: view.limit }),
  };
}

/** A request of the view by its name in countryViewQueries. */
export type CountryRequestName = keyof ReturnType<typeof countryViewQueries>;

const summaryOf = (flow: Flow): CountryRequestName => (flow === 'export' ? 'exportSummary' : 'importSummary');
const rankingOf = (view: CountryViewState): CountryRequestName =>
  view.product !== undefined
    ? 'productPartners'
    : view.flow === 'export'
      ? 'exportPartners'
      : 'importPartners';

/** The requests one chart needs (an embed asks for these alone; its panel lists these). */
export function countryChartNeeds(chart: CountryChartId, view: CountryViewState): CountryRequestName[] {
  switch (chart) {
    case 'exports-series':
      return ['detail', 'exportSeries'];
    case 'imports-series':
      return ['detail', 'importSeries'];
    case 'partner-concentration':
      // With a product filter, the index is that product's: from its partner list.
      return view.product !== undefined ? ['detail', 'productPartners'] : ['detail', summaryOf(view.flow)];
    case 'product-mix':
      return ['detail', summaryOf(view.flow), 'products'];
    case 'top-partners':
    case 'partner-map':
      return ['detail', summaryOf(view.flow), rankingOf(view)];
  }
}

/**
 * The requests behind one chart, by name, as its panel shows them: the chart's needs read off
 * the very query options the hooks ask (countryViewQueries), so the panel's URL is the query's
 * whether the chart is ready, loading or in error.
 */
export function countryChartRequests(
  cid: string,
  view: CountryViewState,
  chart: CountryChartId,
): { name: CountryRequestName; request: ChartRequest }[] {
  const queries = countryViewQueries(DESCRIBING_SOURCE, cid, view);
  return countryChartNeeds(chart, view).flatMap((name) => {
    const options = queries[name];
    return options === null ? [] : [{ name, request: requestOfQuery(options) }];
  });
}

const otherFlow = (flow: Flow): Flow => (flow === 'export' ? 'import' : 'export');

/** One flow's partners of the filtered product (all of them, for counts, map and concentration); null without a filter. */
function productPartnersQuery(source: TradeSource, cid: string, view: CountryViewState, flow: Flow) {
  if (view.product === undefined) return null;
  const params = { flow, from: view.from, to: view.to, product: view.product, limit: ALL_PARTNERS_LIMIT };
  return countryQueries.partners(source, cid, params);
}

/** One flow's summary of the filtered product (value, growth, concentration); null without a filter. */
function productSummaryQuery(source: TradeSource, cid: string, view: CountryViewState, flow: Flow) {
  if (view.product === undefined) return null;
  return tradeQueries.summary(source, {
    reporter: cid,
    flow,
    from: view.from,
    to: view.to,
    product: view.product,
  });
}

/** The view state a URL's search describes over a coverage (defaults applied), for code outside the page. */
export function viewFromSearch(
  cid: string,
  search: string | URLSearchParams,
  coverage: Coverage,
): CountryViewState {
  return resolveCountryView(cid, parse(search).state, coverage).view;
}

/**
 * The query options of one request of the plan (country-request-plan.ts): its factory's, so the
 * loader's entries are the page's (same keys).
 */
export function countryRequestQuery(source: TradeSource, request: CountryRequest) {
  switch (request.kind) {
    case 'detail':
      return countryQueries.detail(source, request.cid);
    case 'product':
      return productQueries.detail(source, request.pid);
    case 'coverage': {
      const { select: _select, ...summary } = coverageQueries.coverage(source);
      return summary;
    }
    case 'series':
      return countryQueries.series(source, request.cid, request.flow, request.filter);
    case 'summary':
      return tradeQueries.summary(source, {
        reporter: request.cid,
        flow: request.flow,
        ...request.years,
        ...(request.product === undefined ? {} : { product: request.product }),
      });
    case 'partners':
      return countryQueries.partners(source, request.cid, request.params);
    case 'products':
      return countryQueries.products(source, request.cid, request.params);
  }
}

/**
 * Starts every request of the view (for a route loader), as its plan says
 * (country-request-plan.ts): the page's hooks then find them in
 * flight or cached under the same keys. Never throws; failures surface in the charts. The detail,
 * the coverage and a product filter's catalog entry go first (with the series when there is no
 * product filter); the rest follows as soon as they are known (at once when cached), so no
 * request carries an unknown id or year.
 */
export function prefetchCountryView(
  queryClient: QueryClient,
  source: TradeSource,
  cid: string,
  search: string | URLSearchParams,
) {
  const plan = countryRequestPlan(cid, search);
  const prefetch = (request: CountryRequest) =>
    prefetchUnlessFailed(queryClient, countryRequestQuery(source, request) as FetchQueryOptions);
  for (const request of plan.first)
    if (request !== plan.productCheck && request !== plan.coverage) prefetch(request);
  // An id the client does not know: the page asks for the rest once the detail has confirmed it.
  if (!plan.afterCoverage) return;
  const productKnown = plan.productCheck
    ? fetchUnlessFailed(
        queryClient,
        countryRequestQuery(source, plan.productCheck) as FetchQueryOptions,
      ).then(
        () => true,
        (error: unknown) => !isNotFound(error),
      )
    : Promise.resolve(true);
  // The catalog cache's module and database open now, so the names are not held up by them later.
  warmCatalogCache();
  const { afterCoverage } = plan;
  void Promise.all([fetchCoverage(queryClient, source), productKnown])
    .then(([coverage, known]) => {
      const rest = afterCoverage(coverage, known);
      for (const request of rest) if (request.kind !== 'products') prefetch(request);
      const ranked = rest.find((request) => request.kind === 'products');
      if (!ranked) return;
      // The catalog names follow the ranked list as soon as it arrives, not after the page renders.
      return fetchUnlessFailed(
        queryClient,
        countryRequestQuery(source, ranked) as FetchQueryOptions<ProductsAnswer>,
      ).then((answer) =>
        prefetchProductNames(
          queryClient,
          source,
          answer.data.flatMap((p) => (p.hs6 ? [p.hs6] : [])),
        ),
      );
    })
    .catch(() => {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    });
}
