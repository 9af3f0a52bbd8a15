/**
 * The requests of the HS index `/products`, from one hook and (with the same factories) the route
 * loader:
 *   chapters       /trade/summary?product=<chapter>&from&to   one per chapter (96), the very query
 *                  a chapter page asks for its total, so the index and the page share one answer
 *   world total    /trade/summary?from&to             each chapter's share of world trade
 * The World group's product ranking (its 500 largest HS6 codes) is no longer the index's source:
 * it left small chapters out. It stays the fallback of a chapter page with more headings than it
 * values one by one (use-product-data.ts).
 *   world group    /countries?q=World                 its id (a group, found by name)
 *   world ranking  /countries/{world}/products?limit=500&from&to   after the id
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EChartsModuleName } from '@/components/charts/echarts-setup';
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { fetchCoverage } from '@/api/queries/coverage';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';
import { tradeQueries } from '@/api/queries/trade';
import { findWorldGroup, WORLD_GROUP_QUERY } from '@/api/service-conventions';
import { HS_CHAPTER_CODES } from './hs-index-figures';
import { yearsOver, type Coverage } from '@/lib/coverage';
import { parse, type UrlNotice, type UrlState } from '@/lib/url-state';

/**
 * The index's years, as every view's: the default range of lib/coverage.ts `defaultYears` by
 * default, a URL's years outside it clamped with a notice.
 */
export function resolveIndexView(
  explicit: UrlState,
  coverage: Coverage,
): { view: { from: number; to: number }; notices: UrlNotice[] } {
  const { state, notices } = yearsOver(explicit, coverage);
  return { view: { from: state.from, to: state.to }, notices };
}

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
    group: {
      ...countryQueries.search(source, { q: WORLD_GROUP_QUERY, limit: 10 }),
      staleTime: Number.POSITIVE_INFINITY,
    },
    ranking: (worldId: string) =>
      countryQueries.products(source, worldId, { flow: 'export', ...years, limit: WORLD_RANKING_LIMIT }),
    total: tradeQueries.summary(source, years),
  };
}

/** World trade of every HS chapter over the years, one summary each (keys shared with the chapter pages). */
export function chapterQueries(source: TradeSource, years: YearRange) {
  return tradeQueries.summariesByProduct(source, HS_CHAPTER_CODES, years);
}

/** Starts the World ranking's requests, the ranking chained on the group's id. Never throws. */
export function prefetchWorldRanking(
  queryClient: QueryClient,
  source: TradeSource,
  years: YearRange,
  withTotal = true,
) {
  const q = worldQueries(source, years);
  if (withTotal) prefetchUnlessFailed(queryClient, q.total);
  fetchUnlessFailed(queryClient, q.group)
    .then((rows) => {
      const id = findWorldGroup(rows.data);
      if (id) prefetchUnlessFailed(queryClient, q.ranking(id));
    })
    .catch(() => undefined);
}

/** Starts the index's requests for a URL's search, once the coverage has fixed the years. Never throws. */
export function prefetchProductsIndex(
  queryClient: QueryClient,
  source: TradeSource,
  search: string | URLSearchParams,
) {
  void fetchCoverage(queryClient, source)
    .then((coverage) => {
      const years = resolveIndexView(parse(search).state, coverage).view;
      prefetchUnlessFailed(queryClient, worldQueries(source, years).total);
      for (const q of chapterQueries(source, years)) prefetchUnlessFailed(queryClient, q);
    })
    // A cancelled coverage fetch: the page's own queries ask again.
    .catch(() => undefined);
}
