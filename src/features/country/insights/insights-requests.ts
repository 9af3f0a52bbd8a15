/**
 * The one description of the country insights' requests: the query options the hooks
 * (use-insights-data.ts) ask and, built with DESCRIBING_SOURCE, the requests each insight's
 * "Get this chart" panel lists (query-request.ts). So the URL a panel shows is, by construction,
 * the one the query asks, whether the chart is ready, loading or in error.
 */
import type { Flow } from '@/api/service-conventions';
import type { TradeSource } from '@/api/queries/keys';
import { countryQueries } from '@/api/queries/countries';
import { tradeQueries } from '@/api/queries/trade';
import { worldRankingQueries } from '@/api/queries/world-ranking';

/** The ranked endpoints' maximum. */
export const RANKING_LIMIT = 500;
/** Import products examined for dependence. */
const DEPENDENCE_BUDGET = 10;

export interface Years {
  from: number;
  to: number;
}

/** The specialisation at the HS6 level: the World group and ranking, the totals, the markets. */
export function specialisationQueries(source: TradeSource, cid: string, years: Years) {
  return {
    group: worldRankingQueries.group(source),
    ranking: (worldId: string) => worldRankingQueries.ranking(source, worldId, years),
    worldTotal: worldRankingQueries.total(source, years),
    country: countryQueries.products(source, cid, { flow: 'export', ...years, limit: RANKING_LIMIT }),
    countryTotal: tradeQueries.summary(source, { reporter: cid, flow: 'export', ...years }),
    markets: (code: string) => worldRankingQueries.markets(source, code, years),
  };
}

/** The chapter or section level: each chapter's world total and the country's. */
export function levelQueries(source: TradeSource, cid: string, years: Years) {
  return {
    world: (chapter: string) => tradeQueries.summary(source, { product: chapter, ...years }),
    own: (chapter: string) =>
      tradeQueries.summary(source, { reporter: cid, flow: 'export', product: chapter, ...years }),
  };
}

/** The change: one year's partners, products and total. */
export function changeQueries(source: TradeSource, cid: string, flow: Flow) {
  const year = (y: number) => ({ from: y, to: y });
  return {
    partners: (y: number) => countryQueries.partners(source, cid, { flow, ...year(y), limit: RANKING_LIMIT }),
    products: (y: number) => countryQueries.products(source, cid, { flow, ...year(y), limit: RANKING_LIMIT }),
    total: (y: number) => tradeQueries.summary(source, { reporter: cid, flow, ...year(y) }),
  };
}

/** The dependence: the largest imports, the import total, each product's largest supplier. */
export function dependenceQueries(source: TradeSource, cid: string, years: Years) {
  return {
    imports: countryQueries.products(source, cid, { flow: 'import', ...years, limit: DEPENDENCE_BUDGET }),
    importTotal: tradeQueries.summary(source, { reporter: cid, flow: 'import', ...years }),
    supplier: (code: string) =>
      countryQueries.partners(source, cid, { flow: 'import', product: code, ...years, limit: 1 }),
  };
}
