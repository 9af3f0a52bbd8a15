/** The HS index's requests from one hook (listed in products-index-requests.ts). */
import { useTradeSource } from '@/api/use-trade-source';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { findWorldGroup } from '@/api/service-conventions';
import { worldQueries, type YearRange } from './products-index-requests';

/** The World group's product ranking over the years; `enabled: false` asks for nothing. */
export function useWorldRanking(years: YearRange, enabled = true) {
  const source = useTradeSource();
  const q = worldQueries(source, years);
  const group = useSourceQuery({ ...q.group, enabled });
  const worldId = findWorldGroup(group.data?.data);
  const ranking = useSourceQuery({
    // Until the id is known the observer is disabled; the placeholder id is never requested.
    ...q.ranking(worldId ?? 'none'),
    ...keepPrevious,
    enabled: enabled && worldId !== null,
  });
  return { group, worldId, ranking };
}

export function useProductsIndexData(years: YearRange) {
  const source = useTradeSource();
  const world = useWorldRanking(years);
  const total = useSourceQuery({ ...worldQueries(source, years).total, ...keepPrevious });
  return { ...world, total };
}
