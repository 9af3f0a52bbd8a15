/**
 * The rows behind "What the pair trades": every /trade row of the selection, whatever the
 * table's row limit (the service has no per-pair product ranking, so the ranking is summed from
 * rows, and a ranking of the first 1,000 rows would read as the pair's trade while covering a
 * fraction of it). One request at the service's maximum first (a pair over eleven years is a few
 * thousand rows); when it reaches the maximum, one request per year, each at the maximum. A year
 * whose rows still reach it is cut: the ranking then says which years it covers only in part.
 * A pair of two groups asks each direction apart (below).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { TradeSource } from '@/api/queries/keys';
import type { Flow } from '@/api/service-conventions';
import { tradeQueries } from '@/api/queries/trade';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useTradeSource } from '@/api/use-trade-source';
import { isCountryGroupId, subscribeCountryGroups } from '@/lib/country-groups';
import { firstError, notesOf, retryFailed, waitingFor } from '@/components/charts/chart-state';
import { TRADE_LIMIT_MAX, type FlowsViewState } from './flows-state';

export interface PairRowsCoverage {
  /** Rows summed (all of the selection's unless some year is cut). */
  rowCount: number;
  /** Requests the rows took. */
  requestCount: number;
  /** Years whose rows reached the service's maximum: the ranking holds only part of them. */
  cutYears: number[];
}

function yearsOf(view: Pick<FlowsViewState, 'from' | 'to'>): number[] {
  const years: number[] = [];
  for (let y = view.from; y <= view.to; y++) years.push(y);
  return years;
}

type ObservationsResult = UseQueryResult<Awaited<ReturnType<TradeSource['client']['getTrade']>>, Error>;

/** The years' answers and, once every year has answered, their rows in one list (memoised by TanStack). */
function joinYears(results: ObservationsResult[]) {
  const complete = results.every((r) => r.data !== undefined);
  return { results, rows: complete ? results.flatMap((r) => r.data?.data ?? []) : undefined };
}

/** The rows of one request set: the selection in one direction, or in both (`flow` undefined). */
function useRowsOf(view: FlowsViewState, flow: Flow | undefined, enabled: boolean) {
  const source = useTradeSource();
  const selection = {
    reporter: view.reporter,
    partner: view.partner,
    product: view.product,
    flow,
    limit: TRADE_LIMIT_MAX,
  };
  const whole = useSourceQuery({
    ...tradeQueries.observations(source, { ...selection, from: view.from, to: view.to }),
    ...keepPrevious,
    enabled,
  });
  const wholeCut = !whole.isPlaceholderData && (whole.data?.data.length ?? 0) >= TRADE_LIMIT_MAX;
  const years = yearsOf(view);
  const perYear = useSourceQueries(
    years.map((y) => ({
      ...tradeQueries.observations(source, { ...selection, from: y, to: y }),
      enabled: enabled && wholeCut,
    })),
    joinYears,
  );
  return {
    queries: wholeCut ? perYear.results : [whole],
    rows: wholeCut ? perYear.rows : whole.data?.data,
    requestCount: wholeCut ? 1 + years.length : 1,
    cutYears: wholeCut
      ? years.filter((_, i) => (perYear.results[i]?.data?.data.length ?? 0) >= TRADE_LIMIT_MAX)
      : [],
    updating: whole.isPlaceholderData,
  };
}

type Row = NonNullable<ReturnType<typeof useRowsOf>['rows']>[number];

/** The two directions' rows in one list, each with its direction, once both have answered. */
function withDirections(exports: readonly Row[] | undefined, imports: readonly Row[] | undefined) {
  if (!exports || !imports) return undefined;
  return [
    ...exports.map((row) => ({ ...row, direction: 'export' as const })),
    ...imports.map((row) => ({ ...row, direction: 'import' as const })),
  ];
}

const bothGroups = (view: FlowsViewState) =>
  view.reporter !== undefined &&
  view.partner !== undefined &&
  isCountryGroupId(view.reporter) &&
  isCountryGroupId(view.partner);

/**
 * Both directions in one request where a row's ends tell its direction: /trade without `flow`
 * selects both (open-points.md). A pair of two groups (the EU and the World) names members at
 * both ends of its rows, so its two directions are asked apart and each row carries its own.
 */
export function usePairRows(view: FlowsViewState, enabled: boolean) {
  const groupPair = useSyncExternalStore(subscribeCountryGroups, () => bothGroups(view));
  const apart = view.bothDirections && groupPair;
  const oneRequestFlow = view.bothDirections ? undefined : view.flow;
  const first = useRowsOf(view, apart ? 'export' : oneRequestFlow, enabled);
  const second = useRowsOf(view, 'import', enabled && apart);
  const sets = apart ? [first, second] : [first];
  const queries = sets.flatMap((set) => set.queries);
  const rows = useMemo(
    () => (apart ? withDirections(first.rows, second.rows) : first.rows),
    [apart, first.rows, second.rows],
  );
  const coverage: PairRowsCoverage | null = rows
    ? {
        rowCount: rows.length,
        requestCount: sets.reduce((n, set) => n + set.requestCount, 0),
        cutYears: [...new Set(sets.flatMap((set) => set.cutYears))].sort((a, b) => a - b),
      }
    : null;

  return {
    rows,
    coverage,
    pending: rows === undefined && !queries.some((q) => q.isError),
    error: firstError(queries),
    waiting: waitingFor(queries),
    notes: notesOf(queries),
    updating: sets.some((set) => set.updating),
    retry: () => retryFailed(queries),
  };
}

export type PairRows = ReturnType<typeof usePairRows>;
