/**
 * The requests of the HS index `/products`, from one hook and (with the same factories) the route
 * loader. World trade by chapter has no endpoint of its own, so it is made from the World group's
 * product ranking, grouped by chapter:
 *   world group    /countries?q=World                 its id (a group, found by name)
 *   world ranking  /countries/{world}/products?limit=500&from&to   after the id: the world's 500
 *                  largest HS6 codes (the endpoint's maximum), summed per chapter and section
 *   world total    /trade/summary?from&to             what the 500 leave out, as a share
 * The ranking is also the fallback of a chapter page with more headings than it values one by
 * one (use-product-data.ts): the same query, cached once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { tradeQueries } from '@/api/queries/trade';
import { findWorldGroup, WORLD_GROUP_QUERY } from '@/api/service-conventions';
import { DEFAULT_TO_YEAR } from '@/lib/url-state';

/** The index's years default to the country view's: up to the last complete year. */
export const HS_INDEX_DEFAULTS = { to: DEFAULT_TO_YEAR } as const;

/** The index's one chart, the treemap. */
export const PRODUCTS_INDEX_CHART_MODULES = ['treemap'] as const satisfies readonly EChartsModuleName[];

/** The products endpoint's maximum. */
export const WORLD_RANKING_LIMIT = 500;

export interface YearRange {
  from?: number;
  to?: number;
}

export function worldQueries(source: TradeSource, years: YearRange) {
  return {
    group: { ...countryQueries.search(source, { q: WORLD_GROUP_QUERY, limit: 10 }), staleTime: Number.POSITIVE_INFINITY },
    ranking: (worldId: string) => countryQueries.products(source, worldId, { flow: 'export', ...years, limit: WORLD_RANKING_LIMIT }),
    total: tradeQueries.summary(source, years),
  };
}

/** Starts the index's requests, the ranking chained on the group's id. Never throws. */
export function prefetchWorldRanking(queryClient: QueryClient, source: TradeSource, years: YearRange, withTotal = true) {
  const q = worldQueries(source, years);
  if (withTotal) void queryClient.prefetchQuery(q.total);
  queryClient
    .fetchQuery(q.group)
    .then((rows) => {
      const id = findWorldGroup(rows.data);
      if (id) void queryClient.prefetchQuery(q.ranking(id));
    })
    .catch(() => undefined);
}

