/**
 * The unit of the quantity series. Grouped rows carry quantities but no unit; one observation of
 * the selected HS6 product from /trade names it (every flow of one HS6 code shares its unit).
 * Only requested when the quantity measure is shown.
 */
import { useTradeSource } from '@/api/use-trade-source';
import { tradeQueries } from '@/api/queries/trade';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { quantityApplies, type CountryViewState } from './country-state';

export function useQuantityUnit(cid: string, view: CountryViewState): string | null {
  const source = useTradeSource();
  const wanted = view.measure === 'quantity' && quantityApplies(view.product);
  const query = useSourceQuery({
    ...tradeQueries.observations(source, { reporter: cid, product: view.product, limit: 1 }),
    enabled: wanted,
  });
  if (!wanted) return null;
  return query.data?.data[0]?.quantity_unit ?? null;
}
