/**
 * Every request of the country view, issued from one hook at the top of the page so that all of
 * them start in the same render (no waterfall: no chart waits for another's data before asking
 * for its own). Charts receive the query results as props. The options come from the API
 * layer's queryOptions factories via countryViewQueries(), which a route loader can also use to
 * start the same requests before the page module has loaded (prefetchCountryView).
 *
 * Requests (8, plus one with a product filter, all in parallel):
 *   detail                      /countries/{cid}
 *   summary export / import     /trade/summary?reporter=cid&flow=..   (key figures, HHI)
 *   series export / import      /countries/{cid}/exports|imports       (with product/partner filters)
 *   partners export / import    /countries/{cid}/partners?limit=500    (all partners: counts, map, totals)
 *   partners for the ranking    only with a product filter: partners of that product, limit=500
 *   products                    /countries/{cid}/products?flow=..&limit=..
 * A country the client does not know (country-ids.ts: ISO table and the service's groups) gets
 * only the detail request until the service confirms it exists: an unknown id would otherwise
 * send seven requests, two of them 422s. A known one gets all of them in one wave.
 * Second stage, by necessity: catalog names of the listed products (src/api/queries/use-product-names.ts) and,
 * for the quantity measure, the unit (use-quantity-unit.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useTradeSource } from '@/api/data-source-context';
import type { TradeSource } from '@/api/queries/keys';
import { countryQueries } from '@/api/queries/countries';
import { tradeQueries } from '@/api/queries/trade';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';
import { prefetchProductNames } from '@/api/queries/use-product-names';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { isKnownCountryId } from '@/lib/country-ids';
import { applyDefaults, parse } from '@/lib/url-state';
import { ALL_PARTNERS_LIMIT } from './country-figures';
import { COUNTRY_VIEW_DEFAULTS, toCountryView, type CountryViewState } from './view-state';

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

export function useCountryData(cid: string, view: CountryViewState) {
  const source = useTradeSource();
  const q = countryViewQueries(source, cid, view);

  const detail = useSourceQuery(q.detail);
  // Until then the other charts stay loading; a 404 on the detail replaces the page.
  const known = { ...keepPrevious, enabled: isKnownCountryId(cid) || detail.isSuccess };
  const exportSummary = useSourceQuery({ ...q.exportSummary, ...known });
  const importSummary = useSourceQuery({ ...q.importSummary, ...known });
  const exportSeries = useSourceQuery({ ...q.exportSeries, ...known });
  const importSeries = useSourceQuery({ ...q.importSeries, ...known });
  const exportPartners = useSourceQuery({ ...q.exportPartners, ...known });
  const importPartners = useSourceQuery({ ...q.importPartners, ...known });
  // Without a product filter this observer is disabled and the ranking uses the flow's list.
  const productPartners = useSourceQuery({
    ...(q.productPartners ?? countryQueries.partners(source, cid, { flow: view.flow, limit: ALL_PARTNERS_LIMIT })),
    ...keepPrevious,
    enabled: q.productPartners !== null && known.enabled,
  });
  const products = useSourceQuery({ ...q.products, ...known });

  const flowPartners = view.flow === 'export' ? exportPartners : importPartners;
  return {
    detail,
    summary: { export: exportSummary, import: importSummary },
    series: { export: exportSeries, import: importSeries },
    partners: { export: exportPartners, import: importPartners },
    /** The ranking and map's partners: product-restricted when a product filter is set. */
    rankingPartners: view.product !== undefined ? productPartners : flowPartners,
    products,
  };
}

export type CountryData = ReturnType<typeof useCountryData>;
