/**
 * Every request of the country view, issued from one hook at the top of the page so that all of
 * them start in the same render (no waterfall: no chart waits for another's data before asking
 * for its own). Charts receive the query results as props. The options come from the API
 * layer's queryOptions factories via countryViewQueries() (country-requests.ts), which the route
 * loader also uses to start the same requests before the page module has loaded.
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
import { useTradeSource } from '@/api/data-source-context';
import { countryQueries } from '@/api/queries/countries';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { isKnownCountryId } from '@/lib/country-ids';
import { ALL_PARTNERS_LIMIT, countryViewQueries } from './country-requests';
import type { CountryViewState } from './view-state';

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
