/**
 * What the product view asks for, without the view itself (so the app's shell can import it for
 * the route loader): which requests each chart needs (productChartNeeds) and every request, from the page's one hook (use-product-data.ts) and, with the
 * same factories, from the route loader (prefetchProductView), so the page finds them in flight.
 *
 * First wave (all at once, as soon as the route is entered):
 *   detail        /products/{pid}                      names, HS version, the children's codes,
 *                                                      and whether the catalog knows the product
 *   coverage      /trade/summary (no filter)           the years the service has (cached for the
 *                                                      session, shared with every view)
 * The product's own paths wait for the detail's word, unless the nomenclature vouches for the pid
 * (a chapter it lists: then they go in the first wave): an unknown product is the detail's 404
 * and the page's not-found, never a request for its data (pathsAllowed). As soon as allowed:
 *   series        /products/{pid}/trade                world trade per year (or one reporter's),
 *                                                      over the whole coverage: no years
 *   world series  the same without reporter            only with `reporter`: the base of the shares
 * As soon as the coverage is known too (at once when cached): the selected years, then
 *   markets       /products/{pid}/markets?limit=200    every exporter and importer (up to 200)
 *   summary       /trade/summary?product=pid           key figures (for a chapter the nomenclature
 *                                                      lists; any other pid waits for the detail)
 * Then, each as soon as what it needs has arrived (the loader chains them too):
 *   after detail:  the summary of a heading or an HS6 code and the quantity unit of an HS6 code
 *                  (/trade?product=pid&limit=1): a product filter the service does not know is a
 *                  422, while an unknown path is only a 404; and one /trade/summary per child of a chapter or a
 *                  heading (at most CHILDREN_REQUEST_CAP; a larger chapter instead groups the
 *                  World group's product ranking by heading: /countries?q=World, then
 *                  /countries/{world}/products?limit=500, two requests shared with /products)
 *   after markets: /products/{pid}/trade?reporter=X&flow=export for the top SHARE_EXPORTERS, over
 *                  the whole coverage (no years: a change of years asks for none of them again)
 * So an HS6 page makes 10 requests (11 with reporter) plus the session's one coverage request, a
 * heading 9 + its HS6 codes, a chapter 9 + its headings (at most 9 + 24 = 33; 11 for the ten
 * chapters with more headings).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import { isNotFound } from '@/api/errors';
import { productQueries } from '@/api/queries/products';
import { tradeQueries } from '@/api/queries/trade';
import type { TradeSource } from '@/api/queries/keys';
import { groupedPointKey, type Flow, type GroupedPoint } from '@/api/service-conventions';
import { knownChapter } from '@/lib/hs/hs-codes';
import { fetchCoverage } from '@/api/queries/coverage';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';
import type { Coverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { childProducts, type ChildProduct } from './product-figures';
import { prefetchWorldRanking } from './products-index-requests';
import { PRODUCT_VIEW_DEFAULTS, resolveProductView, type ProductViewState } from './product-state';
import type { ProductChartId } from './product-charts';

/**
 * The ECharts modules of the view's charts (series, shares and bars on a grid with a legend, the
 * gauge, the map with its visual map), loaded with the data by the route loader.
 */
export const PRODUCT_CHART_MODULES = [
  'line',
  'bar',
  'grid',
  'legend',
  'gauge',
  'map',
  'visualMap',
] as const satisfies readonly EChartsModuleName[];

/** The markets endpoint's maximum: the whole list for nearly every product. */
export const MARKETS_LIMIT = 200;
/** Exporters whose share of world exports is drawn per year (one series request each). */
const SHARE_EXPORTERS = 5;
/** Children valued by one request each; a larger chapter lists its headings without values. */
export const CHILDREN_REQUEST_CAP = 24;

/**
 * Whether the summary (a product filter) may only be asked once the detail has confirmed the
 * product: for all but a chapter the nomenclature lists, since the service answers an unknown
 * product filter with 422. (Checking headings too would put their table in the main bundle.)
 */
export function filterNeedsDetail(pid: string): boolean {
  return !knownChapter(pid);
}

/**
 * Whether the product's own paths (series, markets) may be asked, given its detail: at once for a
 * chapter the nomenclature lists; otherwise once the detail has settled other than with a 404
 * (not in the catalog). A detail that failed otherwise (rate limit, outage) is shown in the
 * header and does not hold the data back: the catalog has not said the product is unknown.
 */
export function pathsAllowed(pid: string, detail: { status: string; error: unknown }): boolean {
  if (!filterNeedsDetail(pid) || detail.status === 'success') return true;
  return detail.status === 'error' && !isNotFound(detail.error);
}

/** The top exporters whose yearly shares are drawn, from the markets answer. */
export function shareExporters(markets: readonly GroupedPoint[] | undefined): string[] {
  return (markets ?? []).flatMap((p) => groupedPointKey(p, 'exporter') ?? []).slice(0, SHARE_EXPORTERS);
}

/** The children valued by one request each, or none when there are more than the cap. */
export function valuedChildren(children: readonly ChildProduct[]): readonly ChildProduct[] {
  return children.length <= CHILDREN_REQUEST_CAP ? children : [];
}

/**
 * The requests that do not depend on the years (the series span the whole coverage), so they
 * start before the coverage is known: the detail, the world series, a reporter's series (with
 * the view's flow) and the top exporters' series.
 */
function productSeriesQueries(source: TradeSource, pid: string, reporter?: { id: string; flow: Flow }) {
  const worldSeries = productQueries.trade(source, pid);
  return {
    detail: productQueries.detail(source, pid),
    worldSeries,
    series: reporter
      ? productQueries.trade(source, pid, { reporter: reporter.id, flow: reporter.flow })
      : worldSeries,
    exporterSeries: (exporter: string) =>
      productQueries.trade(source, pid, { reporter: exporter, flow: 'export' }),
  };
}

/** The query options of the view, one factory call per request. */
export function productViewQueries(source: TradeSource, pid: string, view: ProductViewState) {
  const years = { from: view.from, to: view.to };
  return {
    ...productSeriesQueries(source, pid, view.reporter ? { id: view.reporter, flow: view.flow } : undefined),
    markets: productQueries.markets(source, pid, { ...years, limit: MARKETS_LIMIT }),
    summary: tradeQueries.summary(source, { product: pid, ...years }),
    unit: tradeQueries.observations(source, { product: pid, limit: 1 }),
    child: (code: string) => tradeQueries.summary(source, { product: code, ...years }),
  };
}

/** The view's data a chart can need; the detail (names, the children's codes) is always asked. */
export type ProductRequestName =
  'series' | 'worldSeries' | 'markets' | 'summary' | 'unit' | 'children' | 'exporterSeries';

const CHART_NEEDS: Record<ProductChartId, ProductRequestName[]> = {
  'product-children': ['children', 'summary'],
  'product-series': ['series', 'unit'],
  'top-exporters': ['markets'],
  'top-importers': ['markets'],
  'market-concentration': ['markets'],
  'market-map': ['markets'],
  'exporter-shares': ['markets', 'worldSeries', 'exporterSeries'],
  'price-by-origin': ['markets', 'unit'],
};

/** The requests one chart needs beyond the product's detail (an embed asks for these alone). */
export function productChartNeeds(chart: ProductChartId): readonly ProductRequestName[] {
  return CHART_NEEDS[chart];
}

/** The view state a URL's search describes over a coverage (defaults applied), for code outside the page. */
export function viewFromSearch(
  pid: string,
  search: string | URLSearchParams,
  coverage: Coverage,
): ProductViewState {
  return resolveProductView(pid, parse(search).state, coverage).view;
}

/**
 * Starts every request of the view, the waves chained on what they need, for a route loader:
 * the detail and the series (no years) at once, the rest once the coverage has fixed the years.
 * Never throws; failures surface in the charts.
 */
export function prefetchProductView(
  queryClient: QueryClient,
  source: TradeSource,
  pid: string,
  search: string | URLSearchParams,
) {
  const explicit = parse(search).state;
  const first = productSeriesQueries(
    source,
    pid,
    explicit.reporter
      ? { id: explicit.reporter, flow: explicit.flow ?? PRODUCT_VIEW_DEFAULTS.flow }
      : undefined,
  );
  const detail = fetchUnlessFailed(queryClient, first.detail);
  detail.catch(() => undefined); // handled below
  // The product's own paths: at once for a chapter the nomenclature lists, else on the detail's word.
  const allowed: Promise<boolean> = filterNeedsDetail(pid)
    ? detail.then(
        () => true,
        (error: unknown) => pathsAllowed(pid, { status: 'error', error }),
      )
    : Promise.resolve(true);
  void allowed.then((ok) => {
    if (!ok) return;
    prefetchUnlessFailed(queryClient, first.series);
    if (first.series !== first.worldSeries) prefetchUnlessFailed(queryClient, first.worldSeries);
  });
  void Promise.all([fetchCoverage(queryClient, source), allowed])
    .then(([coverage, ok]) => {
      const view = viewFromSearch(pid, search, coverage);
      const q = productViewQueries(source, pid, view);
      const gated = filterNeedsDetail(pid);
      if (!gated) prefetchUnlessFailed(queryClient, q.summary);
      detail
        .then((found) => {
          if (gated) prefetchUnlessFailed(queryClient, q.summary);
          if (pid.length === 6) prefetchUnlessFailed(queryClient, q.unit);
          const children = childProducts(pid, found.data.matches);
          for (const c of valuedChildren(children)) prefetchUnlessFailed(queryClient, q.child(c.code));
          if (children.length > CHILDREN_REQUEST_CAP)
            prefetchWorldRanking(queryClient, source, { from: view.from, to: view.to }, false);
        })
        .catch(() => undefined);
      if (!ok) return;
      fetchUnlessFailed(queryClient, q.markets)
        .then((markets) => {
          for (const id of shareExporters(markets.data.top_exporters))
            prefetchUnlessFailed(queryClient, q.exporterSeries(id));
        })
        .catch(() => undefined);
    })
    .catch(() => undefined);
}
