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
 * Second stage, by necessity: catalog names of the listed products (use-product-names.ts) and,
 * for the quantity measure, the unit (use-quantity-unit.ts).
 */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataSource, useTradeSource } from '@/api/data-source-context';
import type { TradeSource } from '@/api/queries/keys';
import { countryQueries } from '@/api/queries/countries';
import { tradeQueries } from '@/api/queries/trade';
import { MissingKeyError } from '@/api/missing-key-error';
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
  void queryClient.prefetchQuery(q.detail);
  void queryClient.prefetchQuery(q.exportSummary);
  void queryClient.prefetchQuery(q.importSummary);
  void queryClient.prefetchQuery(q.exportSeries);
  void queryClient.prefetchQuery(q.importSeries);
  void queryClient.prefetchQuery(q.exportPartners);
  void queryClient.prefetchQuery(q.importPartners);
  if (q.productPartners) void queryClient.prefetchQuery(q.productPartners);
  void queryClient.prefetchQuery(q.products);
}

/** A disabled query's result as a settled error: disabled queries otherwise stay pending forever. */
function blockedBy<T extends object>(result: T, error: Error): T {
  return {
    ...result,
    status: 'error',
    fetchStatus: 'idle',
    isPending: false,
    isLoading: false,
    isFetching: false,
    isSuccess: false,
    isError: true,
    error,
  };
}

/** Keep what is on screen while a changed selection loads (no flash of empty charts). */
const keep = { placeholderData: keepPreviousData } as const;

export function useCountryData(cid: string, view: CountryViewState) {
  const source = useTradeSource();
  const { liveBaseUrl } = useDataSource();
  const q = countryViewQueries(source, cid, view);
  // A live source without a key would only collect 401s: wait for the key (the page says so).
  // retryOnMount false: the route loader may have tried (and retried) a request before the page
  // mounted; an error it left is shown with its Retry button, not silently requested again.
  const on = { enabled: source.ready, retryOnMount: false } as const;

  const detail = useQuery({ ...q.detail, ...on });
  const exportSummary = useQuery({ ...q.exportSummary, ...keep, ...on });
  const importSummary = useQuery({ ...q.importSummary, ...keep, ...on });
  const exportSeries = useQuery({ ...q.exportSeries, ...keep, ...on });
  const importSeries = useQuery({ ...q.importSeries, ...keep, ...on });
  const exportPartners = useQuery({ ...q.exportPartners, ...keep, ...on });
  const importPartners = useQuery({ ...q.importPartners, ...keep, ...on });
  // Without a product filter this observer is disabled and the ranking uses the flow's list.
  const productPartners = useQuery({
    ...(q.productPartners ?? countryQueries.partners(source, cid, { flow: view.flow, limit: ALL_PARTNERS_LIMIT })),
    ...keep,
    enabled: source.ready && q.productPartners !== null,
    retryOnMount: false,
  });
  const products = useQuery({ ...q.products, ...keep, ...on });

  const missingKey = useMemo(() => (source.ready ? null : new MissingKeyError(!liveBaseUrl)), [source.ready, liveBaseUrl]);
  const gate = <T extends object>(result: T): T => (missingKey ? blockedBy(result, missingKey) : result);

  const flowPartners = view.flow === 'export' ? exportPartners : importPartners;
  return {
    detail: gate(detail),
    summary: { export: gate(exportSummary), import: gate(importSummary) },
    series: { export: gate(exportSeries), import: gate(importSeries) },
    partners: { export: gate(exportPartners), import: gate(importPartners) },
    /** The ranking and map's partners: product-restricted when a product filter is set. */
    rankingPartners: gate(view.product !== undefined ? productPartners : flowPartners),
    products: gate(products),
  };
}

export type CountryData = ReturnType<typeof useCountryData>;
