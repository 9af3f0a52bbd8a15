/**
 * Every request of the country view, issued from one hook at the top of the page so that all of
 * them start in the same render (no waterfall: no chart waits for another's data before asking
 * for its own). Charts receive the query results as props. The options come from the API
 * layer's queryOptions factories via countryViewQueries() (country-requests.ts), which the route
 * loader also uses to start the same requests before the page module has loaded, and the charts'
 * panels read to list each chart's requests (countryChartRequests).
 *
 * Requests (8, plus five with a product filter, all in parallel):
 *   detail                      /countries/{cid}
 *   summary export / import     /trade/summary?reporter=cid&flow=..   (key figures, HHI)
 *   series export / import      /countries/{cid}/exports|imports       (whole coverage; with product/partner filters)
 *   product detail              /products/{pid}, only with a product filter: is it in the catalog?
 *   partners export / import    /countries/{cid}/partners?limit=500    (all partners: counts, map, totals)
 *   partners for the ranking    only with a product filter: partners of that product, limit=500
 *   product key figures         only with a product filter: /trade/summary?reporter&flow&product
 *                               for both flows, and the other flow's partners of that product
 *   products                    /countries/{cid}/products?flow=..&limit=..
 * A country the client does not know (country-ids.ts: ISO table and the service's groups) gets
 * only the detail request until the service confirms it exists: an unknown id would otherwise
 * send seven requests, two of them 422s. A known one gets all of them in one wave. Likewise a
 * product filter goes into a data request only once the catalog knows it (a 404 there is a notice
 * and the filter is left out), and the years once the coverage is known (useCountryViewState):
 * on a session's first page that is one small cached request ahead of the rest.
 * Second stage, by necessity: catalog names of the listed products (src/api/queries/use-product-names.ts) and,
 * for the quantity measure, the unit (use-quantity-unit.ts).
 */
import { isNotFound } from '@/api/errors';
import type { Flow } from '@/api/service-conventions';
import { useTradeSource } from '@/api/use-trade-source';
import { countryQueries } from '@/api/queries/countries';
import { productQueries } from '@/api/queries/products';
import { tradeQueries } from '@/api/queries/trade';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { isKnownCountryId } from '@/lib/country-ids';
import { ALL_PARTNERS_LIMIT, countryViewQueries, type CountryRequestName } from './country-requests';
import type { CountryViewState } from './country-state';

/**
 * `only`: an embed of one chart asks for that chart's requests alone; the others stay
 * disabled (and are never shown).
 */
export function useCountryData(
  cid: string,
  requested: CountryViewState,
  only?: readonly CountryRequestName[],
) {
  const source = useTradeSource();
  // Without a product filter this observer is disabled (the key is only a placeholder).
  const productDetail = useSourceQuery({
    ...productQueries.detail(source, requested.product ?? '01'),
    enabled: requested.product !== undefined,
  });
  const productUnknown = requested.product !== undefined && isNotFound(productDetail.error);
  // An unknown product is left out (the page says so); an unconfirmed one holds its requests back.
  const view: CountryViewState = productUnknown
    ? { ...requested, product: undefined, measure: 'value' }
    : requested;
  const productReady = view.product === undefined || productDetail.isSuccess;
  const q = countryViewQueries(source, cid, view);
  const on = (name: CountryRequestName) => ({ enabled: only === undefined || only.includes(name) });

  const detail = useSourceQuery({ ...q.detail, ...on('detail') });
  // Until then the other charts stay loading; a 404 on the detail replaces the page.
  const known = isKnownCountryId(cid) || detail.isSuccess;
  const gate = (name: CountryRequestName) => ({ ...keepPrevious, enabled: known && on(name).enabled });
  const withProduct = (name: CountryRequestName) => ({
    ...keepPrevious,
    enabled: gate(name).enabled && productReady,
  });
  const exportSummary = useSourceQuery({ ...q.exportSummary, ...gate('exportSummary') });
  const importSummary = useSourceQuery({ ...q.importSummary, ...gate('importSummary') });
  const exportSeries = useSourceQuery({ ...q.exportSeries, ...withProduct('exportSeries') });
  const importSeries = useSourceQuery({ ...q.importSeries, ...withProduct('importSeries') });
  const exportPartners = useSourceQuery({ ...q.exportPartners, ...gate('exportPartners') });
  const importPartners = useSourceQuery({ ...q.importPartners, ...gate('importPartners') });
  // Without a product filter this observer is disabled and the ranking uses the flow's list.
  const productPartners = useSourceQuery({
    ...(q.productPartners ??
      countryQueries.partners(source, cid, { flow: view.flow, limit: ALL_PARTNERS_LIMIT })),
    ...keepPrevious,
    enabled: q.productPartners !== null && withProduct('productPartners').enabled,
  });
  const products = useSourceQuery({ ...q.products, ...gate('products') });
  // The filtered product's key figures (disabled observers without a filter, like productPartners).
  const filtered = (name: 'otherProductPartners' | 'exportProductSummary' | 'importProductSummary') => ({
    ...keepPrevious,
    enabled: q[name] !== null && withProduct(name).enabled,
  });
  const placeholderSummary = (flow: Flow) => tradeQueries.summary(source, { reporter: cid, flow });
  const otherProductPartners = useSourceQuery({
    ...(q.otherProductPartners ??
      countryQueries.partners(source, cid, { flow: view.flow, limit: ALL_PARTNERS_LIMIT })),
    ...filtered('otherProductPartners'),
  });
  const exportProductSummary = useSourceQuery({
    ...(q.exportProductSummary ?? placeholderSummary('export')),
    ...filtered('exportProductSummary'),
  });
  const importProductSummary = useSourceQuery({
    ...(q.importProductSummary ?? placeholderSummary('import')),
    ...filtered('importProductSummary'),
  });

  const flowPartners = view.flow === 'export' ? exportPartners : importPartners;
  return {
    /** The view the requests use: the requested one without a product the catalog does not know. */
    view,
    productUnknown,
    productDetail,
    detail,
    summary: { export: exportSummary, import: importSummary },
    series: { export: exportSeries, import: importSeries },
    partners: { export: exportPartners, import: importPartners },
    /** The ranking and map's partners: product-restricted when a product filter is set. */
    rankingPartners: view.product !== undefined ? productPartners : flowPartners,
    /** The filtered product's summaries and partners (key figures); null without a product filter. */
    productFigures:
      view.product === undefined
        ? null
        : {
            summary: { export: exportProductSummary, import: importProductSummary },
            partners:
              view.flow === 'export'
                ? { export: productPartners, import: otherProductPartners }
                : { export: otherProductPartners, import: productPartners },
          },
    products,
  };
}

export type CountryData = ReturnType<typeof useCountryData>;
