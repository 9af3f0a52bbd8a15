/**
 * What changed in a pair's products between two years (`changes-pair-products`): the reporter's
 * exports to (or imports from) the partner per product in each year, from /trade rows of that
 * year (the service has no per-pair product ranking), against the pair's total of each year from
 * /trade/summary. A year whose rows reached the row limit is a cut ranking: products it does not
 * list are unknown, not zero. The years come from the URL (`change_from`, `change_to`) like the
 * country view's. Requests: 2 rows + 2 summaries, cached by TanStack Query.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useProductNames } from '@/api/queries/use-product-names';
import { useSourceQueries } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';
import { ChangesChart } from '@/components/charts/insights/changes-chart';
import { ChangeYearsField } from '@/components/charts/insights/change-years-field';
import { answeredRequest, DESCRIBING_SOURCE } from '@/components/charts/export/query-request';
import { awaitingNames, combineQueries } from '@/components/charts/insights/combined-query';
import type { Coverage } from '@/lib/coverage';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { possessive } from '@/lib/phrases';
import { useUrlState } from '@/lib/url-state';
import { compareYears } from '@/lib/specialisation/change';
import { resolveChangeYears } from '@/lib/specialisation/change-years';
import type { RankedList } from '@/lib/specialisation/shares';
import { TRADE_LIMIT_MAX, type FlowsViewState } from '../flows-state';
import { aggregatePairProducts, type PairProductInputRow } from '../pair-products';
import { pairChangeQueries } from './pair-insights-requests';

/**
 * The pair's products in one year's rows, as a ranking (cut when the rows reached the limit).
 * The rows are of the view's one flow (the request names it), so every row counts, whoever its
 * ends are (a group's rows name its members).
 */
function pairYearRanking(rows: readonly PairProductInputRow[]): RankedList {
  return {
    rows: aggregatePairProducts(rows, undefined)
      .map((p) => ({ key: p.hs6, value: p.total }))
      .filter((p) => p.value > 0),
    complete: rows.length < TRADE_LIMIT_MAX,
  };
}

export function usePairChange(view: FlowsViewState, coverage: Coverage, enabled = true) {
  const source = useTradeSource();
  const { explicit, setState } = useUrlState();
  const years = resolveChangeYears(explicit, view, coverage);
  const queries = pairChangeQueries(source, view);
  const on = <T extends object>(o: T) => ({ ...o, enabled: enabled && view.isPair });
  const [rb, ra] = useSourceQueries([years.before, years.after].map((y) => on(queries.rows(y))));
  const [tb, ta] = useSourceQueries([years.before, years.after].map((y) => on(queries.total(y))));
  const result = useMemo(() => {
    if (!rb!.data || !ra!.data || !tb!.data || !ta!.data) return null;
    const side = (y: number, rows: typeof rb, total: typeof tb) => ({
      year: y,
      total: total!.data.data.trade_value,
      ranking: pairYearRanking(rows!.data.data),
    });
    return compareYears(side(years.before, rb, tb), side(years.after, ra, ta));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rb!.data, ra!.data, tb!.data, ta!.data, years.before, years.after]);
  const described = pairChangeQueries(DESCRIBING_SOURCE, view);
  const requests = [
    answeredRequest(described.rows(years.before), rb),
    answeredRequest(described.rows(years.after), ra),
    answeredRequest(described.total(years.before), tb),
    answeredRequest(described.total(years.after), ta),
  ];
  return { years, setState, result, query: combineQueries([rb!, ra!, tb!, ta!]), requests };
}

export function PairChangesChart({
  view,
  coverage,
  reporterName,
  partnerName,
  dataAllowed,
}: {
  /** False while the view's product awaits the catalog or is unknown to it: nothing is asked then. */
  dataAllowed: boolean;
  view: FlowsViewState;
  coverage: Coverage;
  reporterName: string;
  partnerName: string;
}) {
  const change = usePairChange(view, coverage, dataAllowed);
  // Every product compared, not the first rows only: the rows run from the largest gain to the
  // largest loss, and the bars and the table show both ends (one catalog lookup per chapter).
  const codes = useMemo(
    () => (change.result?.kind === 'compared' ? change.result.rows.map((r) => r.key) : []),
    [change.result],
  );
  const names = useProductNames(codes);
  const nameOf = (code: string) => names.nameOf(code) ?? `HS ${code}`;
  const subject =
    view.flow === 'export'
      ? `${possessive(reporterName)} exports to ${partnerName}`
      : `${possessive(reporterName)} imports from ${partnerName}`;
  return (
    <ChangesChart
      chartId="changes-pair-products"
      title="What changed: the pair's products"
      rowNoun="products"
      subject={subject}
      years={change.years}
      result={change.result}
      nameOf={nameOf}
      renderLink={(key, text) => <Link to={paths.product.getHref(key)}>{text}</Link>}
      query={awaitingNames(change.query, names.pending)}
      requests={change.requests}
      toolbar={<ChangeYearsField coverage={coverage} years={change.years} setState={change.setState} />}
      cutNote={`Each year's products are summed from its /trade rows (up to ${formatCount(TRADE_LIMIT_MAX)}): a year that reached the limit lists only part of the products, and one it does not list is “outside a ranking”, its change unknown.`}
    />
  );
}
