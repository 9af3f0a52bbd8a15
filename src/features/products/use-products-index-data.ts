/** The HS index's requests from one hook (listed in products-index-requests.ts). */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTradeSource } from '@/api/use-trade-source';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { isRejectedParameter } from '@/api/errors';
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

/**
 * Each chapter's world trade by code (null until its summary answers), with the queries behind it.
 * A service whose product list lacks some chapters (a release cut to a few chapters, as the
 * shipped BACI sample) refuses their summaries as unknown products: those chapters have no
 * figure and are named (`unlisted`), and do not fail the chart. When it refuses every chapter,
 * it is the prefix it refuses, not the chapters: the chart fails and says so.
 */
function combineChapters(results: SummaryResult[]) {
  const values = new Map<string, number | null>(
    HS_CHAPTER_CODES.map((code, i) => [code, results[i]?.data?.data.trade_value ?? null]),
  );
  const refused = results.map((r) => isRejectedParameter(r.error, 'product'));
  if (refused.every(Boolean)) return { queries: results, values, unlisted: [] as string[] };
  return {
    queries: results.filter((_, i) => !refused[i]),
    values,
    unlisted: HS_CHAPTER_CODES.filter((_, i) => refused[i]),
  };
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
