/**
 * Every request of the country view, issued from one hook at the top of the page so that all of
 * them start in the same render (no waterfall: no chart waits for another's data before asking
 * for its own). Charts receive the query results as props. The options come from the API
 * layer's queryOptions factories via countryViewQueries(), which a route loader can also use to
 * start the same requests before the page module has loaded (prefetchCountryView).
 *
 * Requests (8, plus two with a product filter, all in parallel):
 *   detail                      /countries/{cid}
 *   summary export / import     /trade/summary?reporter=cid&flow=..   (key figures, HHI)
 *   series export / import      /countries/{cid}/exports|imports       (whole coverage; with product/partner filters)
 *   product detail              /products/{pid}, only with a product filter: is it in the catalog?
 *   partners export / import    /countries/{cid}/partners?limit=500    (all partners: counts, map, totals)
 *   partners for the ranking    only with a product filter: partners of that product, limit=500
 *   products                    /countries/{cid}/products?flow=..&limit=..
 * A country the client does not know (country-ids.ts: ISO table and the service's groups) gets
 * only the detail request until the service confirms it exists: an unknown id would otherwise
 * send seven requests, two of them 422s. A known one gets all of them in one wave. Likewise a
 * product filter goes into a data request only once the catalog knows it (a 404 there is a notice
 * and the filter is left out), and the years once the coverage is known (useCountryViewState):
 * on a session's first page that is one small cached request ahead of the rest.
 * Second stage, by necessity: catalog names of the listed products (use-product-names.ts) and,
 * for the quantity measure, the unit (use-quantity-unit.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useTradeSource } from '@/api/data-source-context';
import { isApiError } from '@/api/errors';
import type { TradeSource } from '@/api/queries/keys';
import { countryQueries } from '@/api/queries/countries';
import { fetchCoverage } from '@/api/queries/coverage';
import { productQueries } from '@/api/queries/products';
import { tradeQueries } from '@/api/queries/trade';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { isKnownCountryId } from '@/lib/country-ids';
import { parse } from '@/lib/url-state';
import { ALL_PARTNERS_LIMIT } from './country-figures';
import { resolveCountryView, type CountryViewState } from './view-state';

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
  void queryClient.prefetchQuery(countryQueries.detail(source, cid));
  // The page asks for the rest once the detail has confirmed an id the client does not know.
  if (!isKnownCountryId(cid)) return;
  const explicit = parse(search).state;
  const product = explicit.product === undefined ? null : productQueries.detail(source, explicit.product);
  const productKnown = product
    ? queryClient.fetchQuery(product).then(
        () => true,
        (error: unknown) => !isUnknownProduct(error),
      )
    : Promise.resolve(true);
  void Promise.all([fetchCoverage(queryClient, source), productKnown]).then(([coverage, known]) => {
    const { view } = resolveCountryView(known ? explicit : { ...explicit, product: undefined }, coverage);
    const q = countryViewQueries(source, cid, view);
    void queryClient.prefetchQuery(q.exportSummary);
    void queryClient.prefetchQuery(q.importSummary);
    void queryClient.prefetchQuery(q.exportSeries);
    void queryClient.prefetchQuery(q.importSeries);
    void queryClient.prefetchQuery(q.exportPartners);
    void queryClient.prefetchQuery(q.importPartners);
    void queryClient.prefetchQuery(q.products);
    if (q.productPartners) void queryClient.prefetchQuery(q.productPartners);
  }).catch(() => {
    // A prefetch is only a head start: the page's own queries make and report the requests.
  });
}

export function useCountryData(cid: string, requested: CountryViewState) {
  const source = useTradeSource();
  const productDetail = useSourceQuery({
    ...(requested.product === undefined
      ? productQueries.detail(source, '01')
      : productQueries.detail(source, requested.product)),
    enabled: requested.product !== undefined,
  });
  const productUnknown = requested.product !== undefined && isUnknownProduct(productDetail.error);
  // An unknown product is left out (the page says so); an unconfirmed one holds its requests back.
  const view: CountryViewState = productUnknown ? { ...requested, product: undefined, measure: 'value' } : requested;
  const productReady = view.product === undefined || productDetail.isSuccess;
  const q = countryViewQueries(source, cid, view);

  const detail = useSourceQuery(q.detail);
  // Until then the other charts stay loading; a 404 on the detail replaces the page.
  const countryKnown = isKnownCountryId(cid) || detail.isSuccess;
  const known = { ...keepPrevious, enabled: countryKnown };
  const withProduct = { ...keepPrevious, enabled: countryKnown && productReady };
  const exportSummary = useSourceQuery({ ...q.exportSummary, ...known });
  const importSummary = useSourceQuery({ ...q.importSummary, ...known });
  const exportSeries = useSourceQuery({ ...q.exportSeries, ...withProduct });
  const importSeries = useSourceQuery({ ...q.importSeries, ...withProduct });
  const exportPartners = useSourceQuery({ ...q.exportPartners, ...known });
  const importPartners = useSourceQuery({ ...q.importPartners, ...known });
  // Without a product filter this observer is disabled and the ranking uses the flow's list.
  const productPartners = useSourceQuery({
    ...(q.productPartners ?? countryQueries.partners(source, cid, { flow: view.flow, limit: ALL_PARTNERS_LIMIT })),
    ...keepPrevious,
    enabled: q.productPartners !== null && countryKnown && productReady,
  });
  const products = useSourceQuery({ ...q.products, ...known });

  const flowPartners = view.flow === 'export' ? exportPartners : importPartners;
  return {
    /** The view the requests use: the requested one without a product the catalog does not know. */
    view,
    productUnknown,
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
