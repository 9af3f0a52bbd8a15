/** The HS index's requests from one hook (listed in products-index-requests.ts). */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTradeSource } from '@/api/use-trade-source';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { findWorldGroup } from '@/api/service-conventions';
import { HS_CHAPTER_CODES } from './hs-index-figures';
import { chapterQueries, worldQueries, type YearRange } from './products-index-requests';

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

type SummaryResult = UseQueryResult<{ data: { trade_value: number | null } }, Error>;

/** Each chapter's world trade by code (null until its summary answers), with the queries behind it. */
function combineChapters(results: SummaryResult[]) {
  const values = new Map<string, number | null>(
    HS_CHAPTER_CODES.map((code, i) => [code, results[i]?.data?.data.trade_value ?? null]),
  );
  return { queries: results, values };
}

export function useProductsIndexData(years: YearRange) {
  const source = useTradeSource();
  const total = useSourceQuery({ ...worldQueries(source, years).total, ...keepPrevious });
  const chapters = useSourceQueries(
    chapterQueries(source, years).map((q) => ({ ...q, ...keepPrevious })),
    combineChapters,
  );
  return { chapters, total };
}
