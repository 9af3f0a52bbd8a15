/**
 * What the country view asks for, without the view itself: the query options of its requests,
 * the view state a URL describes, and what its route loader starts (the requests, the ECharts
 * modules its charts draw with, the world geometry). Kept apart from the components so the
 * app's shell can import it for the loader without carrying the view's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import { isApiError } from '@/api/errors';
import { countryQueries } from '@/api/queries/countries';
import { fetchCoverage } from '@/api/queries/coverage';
import type { TradeSource } from '@/api/queries/keys';
import { productQueries } from '@/api/queries/products';
import { tradeQueries } from '@/api/queries/trade';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';
import { prefetchProductNames, warmCatalogCache } from '@/api/queries/use-product-names';
import { isKnownCountryId } from '@/lib/country-ids';
import type { Coverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { resolveCountryView, type CountryViewState } from './view-state';

/** The partners endpoint's maximum `limit`; a full page means there may be more. */
export const ALL_PARTNERS_LIMIT = 500;

/**
 * The ECharts modules of the view's six charts (series, line and bar on a grid, the gauge, the
 * map with its visual map, the treemap); a test checks them against the option builders.
 */
export const COUNTRY_CHART_MODULES = ['line', 'bar', 'grid', 'gauge', 'map', 'visualMap', 'treemap'] as const satisfies readonly EChartsModuleName[];

/** The two series: they depend on the partner and product filters only, never on the years. */
export function countrySeriesQueries(source: TradeSource, cid: string, filter: Pick<CountryViewState, 'partner' | 'product'>) {
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
    exportPartners: countryQueries.partners(source, cid, { flow: 'export', ...years, limit: ALL_PARTNERS_LIMIT }),
    importPartners: countryQueries.partners(source, cid, { flow: 'import', ...years, limit: ALL_PARTNERS_LIMIT }),
    productPartners:
      view.product === undefined
        ? null
        : countryQueries.partners(source, cid, { flow: view.flow, ...years, product: view.product, limit: ALL_PARTNERS_LIMIT }),
    products: countryQueries.products(source, cid, { flow: view.flow, ...years, limit: view.limit }),
  };
}

/** The view state a URL's search describes over a coverage (defaults applied), for code outside the page. */
export function viewFromSearch(search: string | URLSearchParams, coverage: Coverage): CountryViewState {
  return resolveCountryView(parse(search).state, coverage).view;
}

/** Whether a product filter is settled as not in the catalog (404): left out, with a notice. */
export function isUnknownProduct(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * Starts every request of the view (for a route loader): the page's hooks then find them in
 * flight or cached under the same keys. Never throws; failures surface in the charts. The
 * detail, the coverage and a product filter's catalog entry go first; the rest follows as soon
 * as they are known (at once when cached), so no request carries an unknown id or year.
 */
export function prefetchCountryView(queryClient: QueryClient, source: TradeSource, cid: string, search: string | URLSearchParams) {
  prefetchUnlessFailed(queryClient, countryQueries.detail(source, cid));
  // The page asks for the rest once the detail has confirmed an id the client does not know.
  if (!isKnownCountryId(cid)) return;
  const explicit = parse(search).state;
  const product = explicit.product === undefined ? null : productQueries.detail(source, explicit.product);
  const productKnown = product
    ? fetchUnlessFailed(queryClient, product).then(
        () => true,
        (error: unknown) => !isUnknownProduct(error),
      )
    : Promise.resolve(true);
  // The series span the whole coverage, so without a product filter to confirm they need nothing
  // else from the URL and leave at once, while the coverage is in flight.
  const seriesNow = explicit.product === undefined;
  if (seriesNow) {
    const series = countrySeriesQueries(source, cid, { partner: explicit.partner, product: undefined });
    prefetchUnlessFailed(queryClient, series.exportSeries);
    prefetchUnlessFailed(queryClient, series.importSeries);
  }
  // The catalog cache's module and database open now, so the names are not held up by them later.
  warmCatalogCache();
  void Promise.all([fetchCoverage(queryClient, source), productKnown])
    .then(([coverage, known]) => {
      const { view } = resolveCountryView(known ? explicit : { ...explicit, product: undefined }, coverage);
      const q = countryViewQueries(source, cid, view);
      prefetchUnlessFailed(queryClient, q.exportSummary);
      prefetchUnlessFailed(queryClient, q.importSummary);
      if (!seriesNow) {
        prefetchUnlessFailed(queryClient, q.exportSeries);
        prefetchUnlessFailed(queryClient, q.importSeries);
      }
      prefetchUnlessFailed(queryClient, q.exportPartners);
      prefetchUnlessFailed(queryClient, q.importPartners);
      if (q.productPartners) prefetchUnlessFailed(queryClient, q.productPartners);
      // The catalog names follow the ranked list as soon as it arrives, not after the page renders.
      return fetchUnlessFailed(queryClient, q.products)
        .then((ranked) => prefetchProductNames(queryClient, source, ranked.data.flatMap((p) => (p.hs6 ? [p.hs6] : []))));
    })
    .catch(() => {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    });
}
