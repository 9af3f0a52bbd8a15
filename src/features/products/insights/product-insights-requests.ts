/**
 * The one description of the product insights' requests: the query options the hooks
 * (use-product-insights.ts) ask and, built with DESCRIBING_SOURCE, the requests each insight's
 * "Get this chart" panel lists (query-request.ts). So the URL a panel shows is, by construction,
 * the one the query asks, whether the chart is ready, loading or in error.
 */
import type { TradeSource } from '@/api/queries/keys';
import { tradeQueries } from '@/api/queries/trade';
import { worldRankingQueries } from '@/api/queries/world-ranking';

export interface Years {
  from: number;
  to: number;
}

/**
 * The exporters' specialisation: the product's markets (its exporters), its world exports, world
 * exports of everything, and each exporter's export total.
 */
export function exporterSpecialisationQueries(source: TradeSource, pid: string, years: Years) {
  return {
    markets: worldRankingQueries.markets(source, pid, years),
    productWorld: tradeQueries.summary(source, { product: pid, ...years }),
    worldTotal: worldRankingQueries.total(source, years),
    exporterTotal: (exporter: string) =>
      tradeQueries.summary(source, { reporter: exporter, flow: 'export', ...years }),
  };
}

/** The exporters' change: one year's markets of the product and its world summary. */
export function exporterChangeQueries(source: TradeSource, pid: string) {
  const year = (y: number) => ({ from: y, to: y });
  return {
    markets: (y: number) => worldRankingQueries.markets(source, pid, year(y)),
    summary: (y: number) => tradeQueries.summary(source, { product: pid, ...year(y) }),
  };
}
