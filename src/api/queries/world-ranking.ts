/**
 * The world's side of revealed comparative advantage, from the service's endpoints only (it has
 * no world-by-product endpoint of its own):
 *   world group    /countries?q=World                          its id (a group, found by name)
 *   world ranking  /countries/{world}/products?flow=export&limit=500&from&to   the world's 500
 *                  largest HS6 codes (the endpoint's maximum)
 *   world total    /trade/summary?from&to                      all trade, each flow once
 *   one product    /products/{pid}/markets?from&to&limit=200   its exporters: the world value of
 *                  a product outside the ranking (exact when the list is shorter than its limit)
 *                  and an exporter's world rank
 * The keys are those of the same factories everywhere (the HS index asks for the same ranking),
 * so one answer serves every view; the group's id never changes within a source.
 */
import { countryQueries } from './countries';
import type { TradeSource } from './keys';
import { productQueries } from './products';
import { tradeQueries } from './trade';
import { WORLD_GROUP_QUERY } from '../service-conventions';

/** The products endpoint's maximum. */
export const WORLD_PRODUCTS_LIMIT = 500;
/** The markets endpoint's maximum. */
export const MARKETS_LIMIT = 200;

export interface Years {
  from?: number;
  to?: number;
}

export const worldRankingQueries = {
  group: (source: TradeSource) => ({
    ...countryQueries.search(source, { q: WORLD_GROUP_QUERY, limit: 10 }),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  ranking: (source: TradeSource, worldId: string, years: Years) =>
    countryQueries.products(source, worldId, { flow: 'export', ...years, limit: WORLD_PRODUCTS_LIMIT }),
  total: (source: TradeSource, years: Years) => tradeQueries.summary(source, years),
  markets: (source: TradeSource, pid: string, years: Years) =>
    productQueries.markets(source, pid, { ...years, limit: MARKETS_LIMIT }),
};
