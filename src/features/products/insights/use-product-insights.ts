/**
 * The product view's specialisation and change requests, through the api layer's factories:
 *   exporter-specialisation  3 + EXPORTER_BUDGET  the product's markets (its exporters, limit 200),
 *                            its world exports and world exports of everything (two summaries),
 *                            and the export total of each of its EXPORTER_BUDGET largest exporters
 *   changes-exporters        4                    the markets and the product's world summary
 *                            of each of the two years
 */
import { useMemo } from 'react';
import { useTradeSource } from '@/api/use-trade-source';
import { tradeQueries } from '@/api/queries/trade';
import { MARKETS_LIMIT, worldRankingQueries } from '@/api/queries/world-ranking';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { combineQueries, describedRequest } from '@/components/charts/insights/combined-query';
import { compareYears } from '@/lib/specialisation/change';
import { balassaRcaOfExporters, type ExporterRca } from './exporter-rca';
import { rankedList } from '@/lib/specialisation/shares';

/** Exporters whose total exports are asked for (their RCA needs it). */
export const EXPORTER_BUDGET = 10;

export interface Years {
  from: number;
  to: number;
}

/** `enabled`: the product's requests wait for the catalog's word, as the view's own (product-requests.ts). */
export function useExporterSpecialisation(pid: string, range: Years, enabled = true) {
  const source = useTradeSource();
  // The years alone: a view's state also holds its flow and reporter, which must not narrow the
  // world's figures nor replace each exporter's own reporter and flow.
  const years = { from: range.from, to: range.to };
  const markets = useSourceQuery({
    ...worldRankingQueries.markets(source, pid, years),
    ...keepPrevious,
    enabled,
  });
  const productWorld = useSourceQuery({
    ...tradeQueries.summary(source, { product: pid, ...years }),
    ...keepPrevious,
    enabled,
  });
  const worldTotal = useSourceQuery({
    ...worldRankingQueries.total(source, years),
    ...keepPrevious,
    enabled,
  });
  const exporters = useMemo(
    () =>
      (markets.data?.data.top_exporters ?? [])
        .slice(0, EXPORTER_BUDGET)
        .flatMap((p) => (p.exporter ? [p] : [])),
    [markets.data],
  );
  const totals = useSourceQueries(
    exporters.map((p) => tradeQueries.summary(source, { reporter: p.exporter!, flow: 'export', ...years })),
  );
  const totalsKey = totals.map((t) => t.dataUpdatedAt).join(',');
  const rows = useMemo((): ExporterRca[] | null => {
    if (!markets.data || !productWorld.data || !worldTotal.data || totals.some((t) => !t.data)) return null;
    return balassaRcaOfExporters({
      exporters: exporters.map((p, i) => ({
        key: p.exporter!,
        value: p.value_usd,
        total: totals[i]?.data?.data.trade_value ?? null,
      })),
      productWorld: productWorld.data.data.trade_value,
      worldTotal: worldTotal.data.data.trade_value,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markets.data, productWorld.data, worldTotal.data, totalsKey, exporters]);
  return {
    rows,
    listed: markets.data?.data.top_exporters.length ?? 0,
    query: combineQueries([markets, productWorld, worldTotal, ...totals]),
    requests: [
      describedRequest(`/products/${pid}/markets`, { ...years, limit: MARKETS_LIMIT }, markets),
      describedRequest('/trade/summary', { product: pid, ...years }, productWorld),
      describedRequest('/trade/summary', { ...years }, worldTotal),
      ...exporters.map((p, i) =>
        describedRequest('/trade/summary', { reporter: p.exporter!, flow: 'export', ...years }, totals[i]),
      ),
    ],
  };
}

export function useExporterChanges(pid: string, before: number, after: number, enabled = true) {
  const source = useTradeSource();
  const year = (y: number) => ({ from: y, to: y });
  const [mb, ma] = useSourceQueries(
    [before, after].map((y) => ({ ...worldRankingQueries.markets(source, pid, year(y)), enabled })),
  );
  const [sb, sa] = useSourceQueries(
    [before, after].map((y) => ({ ...tradeQueries.summary(source, { product: pid, ...year(y) }), enabled })),
  );
  const [marketsBefore, marketsAfter, summaryBefore, summaryAfter] = [mb?.data, ma?.data, sb?.data, sa?.data];
  const result = useMemo(() => {
    if (!marketsBefore || !marketsAfter || !summaryBefore || !summaryAfter) return null;
    const side = (
      y: number,
      total: number | null,
      points: readonly { exporter?: string | null; value_usd: number }[],
    ) => ({
      year: y,
      total,
      ranking: rankedList(
        points.map((p) => ({ key: p.exporter, value: p.value_usd })),
        MARKETS_LIMIT,
      ),
    });
    return compareYears(
      side(before, summaryBefore.data.trade_value, marketsBefore.data.top_exporters),
      side(after, summaryAfter.data.trade_value, marketsAfter.data.top_exporters),
    );
  }, [marketsBefore, marketsAfter, summaryBefore, summaryAfter, before, after]);
  return {
    result,
    query: combineQueries([mb!, ma!, sb!, sa!]),
    requests: [
      describedRequest(`/products/${pid}/markets`, { ...year(before), limit: MARKETS_LIMIT }, mb),
      describedRequest(`/products/${pid}/markets`, { ...year(after), limit: MARKETS_LIMIT }, ma),
      describedRequest('/trade/summary', { product: pid, ...year(before) }, sb),
      describedRequest('/trade/summary', { product: pid, ...year(after) }, sa),
    ],
  };
}
