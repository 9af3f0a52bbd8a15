/**
 * What the country view asks for, without the view itself: the query options of its requests,
 * the view state a URL describes, and what its route loader starts (the requests, the ECharts
 * modules its charts draw with, the world geometry). Kept apart from the components so the
 * app's shell can import it for the loader without carrying the view's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { tradeQueries } from '@/api/queries/trade';
import { prefetchProductNames } from '@/api/queries/use-product-names';
import { isKnownCountryId } from '@/lib/country-ids';
import { applyDefaults, parse } from '@/lib/url-state';
import { COUNTRY_VIEW_DEFAULTS, toCountryView, type CountryViewState } from './view-state';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';

/** The partners endpoint's maximum `limit`; a full page means there may be more. */
export const ALL_PARTNERS_LIMIT = 500;

/**
 * The ECharts modules of the view's six charts (series, line and bar on a grid, the gauge, the
 * map with its visual map, the treemap); a test checks them against the option builders.
 */
export const COUNTRY_CHART_MODULES = ['line', 'bar', 'grid', 'gauge', 'map', 'visualMap', 'treemap'] as const satisfies readonly EChartsModuleName[];

/** The query options of the view, one factory call per request. */
export function countryViewQueries(source: TradeSource, cid: string, view: CountryViewState) {
  const years = { from: view.from, to: view.to };
  const seriesFilter = { ...years, partner: view.partner, product: view.product };
  return {
    detail: countryQueries.detail(source, cid),
    exportSummary: tradeQueries.summary(source, { reporter: cid, flow: 'export', ...years }),
    importSummary: tradeQueries.summary(source, { reporter: cid, flow: 'import', ...years }),
    exportSeries: countryQueries.series(source, cid, 'export', seriesFilter),
    importSeries: countryQueries.series(source, cid, 'import', seriesFilter),
    exportPartners: countryQueries.partners(source, cid, { flow: 'export', ...years, limit: ALL_PARTNERS_LIMIT }),
    importPartners: countryQueries.partners(source, cid, { flow: 'import', ...years, limit: ALL_PARTNERS_LIMIT }),
    productPartners:
      view.product === undefined
        ? null
        : countryQueries.partners(source, cid, { flow: view.flow, ...years, product: view.product, limit: ALL_PARTNERS_LIMIT }),
    products: countryQueries.products(source, cid, { flow: view.flow, ...years, limit: view.limit }),
  };
}

/** The view state a URL's search describes (defaults applied), for loaders outside React. */
export function viewFromSearch(search: string | URLSearchParams): CountryViewState {
  return toCountryView(applyDefaults(parse(search).state, COUNTRY_VIEW_DEFAULTS));
}

/**
 * Starts every request of the view (for a route loader): the page's hooks then find them in
 * flight or cached under the same keys. Never throws; failures surface in the charts.
 */
export function prefetchCountryView(queryClient: QueryClient, source: TradeSource, cid: string, search: string | URLSearchParams) {
  const q = countryViewQueries(source, cid, viewFromSearch(search));
  prefetchUnlessFailed(queryClient, q.detail);
  // The page asks for the rest once the detail has confirmed an id the client does not know.
  if (!isKnownCountryId(cid)) return;
  prefetchUnlessFailed(queryClient, q.exportSummary);
  prefetchUnlessFailed(queryClient, q.importSummary);
  prefetchUnlessFailed(queryClient, q.exportSeries);
  prefetchUnlessFailed(queryClient, q.importSeries);
  prefetchUnlessFailed(queryClient, q.exportPartners);
  prefetchUnlessFailed(queryClient, q.importPartners);
  if (q.productPartners) prefetchUnlessFailed(queryClient, q.productPartners);
  // The catalog names follow the ranked list as soon as it arrives, not after the page renders.
  fetchUnlessFailed(queryClient, q.products)
    .then((ranked) => prefetchProductNames(queryClient, source, ranked.data.flatMap((p) => (p.hs6 ? [p.hs6] : []))))
    .catch(() => undefined);
}
