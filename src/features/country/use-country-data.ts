/**
 * Every request of the country view, issued from one hook at the top of the page so that all of
 * them start in the same render (no waterfall: no chart waits for another's data before asking
 * for its own). Charts receive the query results as props. The keys come from the API layer's
 * queryOptions factories, so the route loader could prefetch the same entries.
 *
 * Requests (9 at most, all in parallel):
 *   detail                      /countries/{cid}
 *   summary export / import     /trade/summary?reporter=cid&flow=..   (key figures, HHI)
 *   series export / import      /countries/{cid}/exports|imports       (with product/partner filters)
 *   partners export / import    /countries/{cid}/partners?limit=500    (all partners: counts, map, totals)
 *   partners for the ranking    only with a product filter: partners of that product, limit=500
 *   products                    /countries/{cid}/products?flow=..&limit=..
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTradeSource } from '@/api/data-source-context';
import { countryQueries } from '@/api/queries/countries';
import { tradeQueries } from '@/api/queries/trade';
import { ALL_PARTNERS_LIMIT } from './country-figures';
import type { CountryViewState } from './view-state';

/** Keep what is on screen while a changed selection loads (no flash of empty charts). */
const keep = { placeholderData: keepPreviousData } as const;


export function useCountryData(cid: string, view: CountryViewState) {
  const source = useTradeSource();
  const years = { from: view.from, to: view.to };
  const seriesFilter = { ...years, partner: view.partner, product: view.product };

  // A live source without a key would only collect 401s: wait for the key (the page says so).
  const on = { enabled: source.ready } as const;
  const detail = useQuery({ ...countryQueries.detail(source, cid), ...on });
  const exportSummary = useQuery({ ...tradeQueries.summary(source, { reporter: cid, flow: 'export', ...years }), ...keep, ...on });
  const importSummary = useQuery({ ...tradeQueries.summary(source, { reporter: cid, flow: 'import', ...years }), ...keep, ...on });
  const exportSeries = useQuery({ ...countryQueries.series(source, cid, 'export', seriesFilter), ...keep, ...on });
  const importSeries = useQuery({ ...countryQueries.series(source, cid, 'import', seriesFilter), ...keep, ...on });
  const exportPartners = useQuery({
    ...countryQueries.partners(source, cid, { flow: 'export', ...years, limit: ALL_PARTNERS_LIMIT }),
    ...keep,
    ...on,
  });
  const importPartners = useQuery({
    ...countryQueries.partners(source, cid, { flow: 'import', ...years, limit: ALL_PARTNERS_LIMIT }),
    ...keep,
    ...on,
  });
  const productPartners = useQuery({
    ...countryQueries.partners(source, cid, {
      flow: view.flow,
      ...years,
      product: view.product,
      limit: ALL_PARTNERS_LIMIT,
    }),
    ...keep,
    enabled: source.ready && view.product !== undefined,
  });
  const products = useQuery({
    ...countryQueries.products(source, cid, { flow: view.flow, ...years, limit: view.limit }),
    ...keep,
    ...on,
  });

  const flowPartners = view.flow === 'export' ? exportPartners : importPartners;
  return {
    ready: source.ready,
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
