/**
 * The product view's specialisation and change hooks (requests in product-insights-requests.ts):
 *   exporter-specialisation  3 + EXPORTER_BUDGET  the product's markets (its exporters, limit 200),
 *                            its world exports and world exports of everything (two summaries),
 *                            and the export total of each of its EXPORTER_BUDGET largest exporters
 *   changes-exporters        4                    the markets and the product's world summary
 *                            of each of the two years
 */
import { useMemo } from 'react';
import { useTradeSource } from '@/api/use-trade-source';
import { MARKETS_LIMIT } from '@/api/queries/world-ranking';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { answeredRequest, DESCRIBING_SOURCE } from '@/components/charts/export/query-request';
import { combineQueries } from '@/components/charts/insights/combined-query';
import { compareYears } from '@/lib/specialisation/change';
import { balassaRcaOfExporters, type ExporterRca } from './exporter-rca';
import { rankedList } from '@/lib/specialisation/shares';
import {
  exporterChangeQueries,
  exporterSpecialisationQueries,
  type Years,
} from './product-insights-requests';

/** Exporters whose total exports are asked for (their RCA needs it). */
export const EXPORTER_BUDGET = 10;

/** `enabled`: the product's requests wait for the catalog's word, as the view's own (product-requests.ts). */
export function useExporterSpecialisation(pid: string, range: Years, enabled = true) {
  const source = useTradeSource();
  // The years alone: a view's state also holds its flow and reporter, which must not narrow the
  // world's figures nor replace each exporter's own reporter and flow.
  const years = { from: range.from, to: range.to };
  const queries = exporterSpecialisationQueries(source, pid, years);
  const markets = useSourceQuery({ ...queries.markets, ...keepPrevious, enabled });
  const productWorld = useSourceQuery({ ...queries.productWorld, ...keepPrevious, enabled });
  const worldTotal = useSourceQuery({ ...queries.worldTotal, ...keepPrevious, enabled });
  const exporters = useMemo(
    () =>
      (markets.data?.data.top_exporters ?? [])
        .slice(0, EXPORTER_BUDGET)
        .flatMap((p) => (p.exporter ? [p] : [])),
    [markets.data],
  );
  const totals = useSourceQueries(exporters.map((p) => queries.exporterTotal(p.exporter!)));
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
  const described = exporterSpecialisationQueries(DESCRIBING_SOURCE, pid, years);
  return {
    rows,
    listed: markets.data?.data.top_exporters.length ?? 0,
    query: combineQueries([markets, productWorld, worldTotal, ...totals]),
    requests: [
      answeredRequest(described.markets, markets),
      answeredRequest(described.productWorld, productWorld),
      answeredRequest(described.worldTotal, worldTotal),
      ...exporters.map((p, i) => answeredRequest(described.exporterTotal(p.exporter!), totals[i])),
    ],
  };
}

export function useExporterChanges(pid: string, before: number, after: number, enabled = true) {
  const source = useTradeSource();
  const queries = exporterChangeQueries(source, pid);
  const [mb, ma] = useSourceQueries([before, after].map((y) => ({ ...queries.markets(y), enabled })));
  const [sb, sa] = useSourceQueries([before, after].map((y) => ({ ...queries.summary(y), enabled })));
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
  const described = exporterChangeQueries(DESCRIBING_SOURCE, pid);
  return {
    result,
    query: combineQueries([mb!, ma!, sb!, sa!]),
    requests: [
      answeredRequest(described.markets(before), mb),
      answeredRequest(described.markets(after), ma),
      answeredRequest(described.summary(before), sb),
      answeredRequest(described.summary(after), sa),
    ],
  };
}
