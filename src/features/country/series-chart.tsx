/**
 * `exports-series` / `imports-series`: value (or quantity, where one unit applies) per year from
 * GET /countries/{cid}/exports|imports. Years in the range without a point are gaps (null),
 * never zero; the data table lists every year of the range and says "no trade reported".
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange, unitLabel } from '@/lib/format';
import { buildSeriesOption, formatSeriesExact, seriesTotal, toYearSeries, type SeriesMeasure, type SeriesPointInput } from '@/components/charts/options/series-option';
import { inRange } from '@/lib/in-range';
import { chartState, snapshotInput, type ChartQuery } from '@/components/charts/chart-state';
import type { Flow } from '@/lib/url-state';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';
import {
  readArray,
  readNullableNumber,
  readNumber,
  readOneOf,
  readOptionalNumber,
  readOptionalString,
  readRecord,
  readString,
} from '@/components/charts/export/snapshot-schema';

import { RequestId } from '@/components/ui/request-id';

export interface SeriesChartProps {
  flow: Flow;
  countryName: string;
  from?: number;
  to?: number;
  measure: SeriesMeasure;
  unit?: string | null;
  /** Human description of the product/partner filters, when any narrow the series. */
  filterLabel?: string;
  query: ChartQuery<SeriesPointInput[]>;
  /** The requests behind the chart, with their request_ids, for the "Get this chart" panel. */
  requests?: ChartRequest[];
}

export function SeriesChart({ flow, countryName, from, to, measure, unit, filterLabel, query, requests = [] }: SeriesChartProps) {
  const { theme } = useTheme();
  const points = query.data?.data;
  const rows = useMemo(() => toYearSeries(points ?? [], measure, from, to), [points, measure, from, to]);
  const hasData = rows.some((r) => r.value !== null);
  const option = useMemo(() => buildSeriesOption({ rows, flow, measure, unit, theme }), [rows, flow, measure, unit, theme]);

  const noun = flow === 'export' ? 'Exports' : 'Imports';
  const lower = noun.toLowerCase();
  const range = formatYearRange(from, to);
  const measureLabel = measure === 'value' ? 'US dollars' : `quantity (${unitLabel(unit) || 'unit not known'})`;
  const columnLabel = measure === 'value' ? `${noun} (USD)` : `${noun} (${unitLabel(unit) || 'quantity'})`;
  const total = seriesTotal(rows);
  const title = `${noun} per year`;
  const exportModel: ChartExport = {
    chartId: `${flow}s-series`,
    title,
    subtitle: `${countryName}, ${lower} in ${measureLabel}, ${range}${filterLabel ? `, ${filterLabel}` : ''}`,
    requests,
    ...(hasData
      ? {
          table: { columns: ['Year', columnLabel], rows: rows.map((r) => [String(r.year), formatSeriesExact(r.value, measure, unit)]) },
          option,
          height: 280,
          snapshotData: {
            name: countryName,
            flow,
            from,
            to,
            measure,
            unit: unit ?? null,
            filter: filterLabel,
            points: (points ?? []).map((p) => [p.period ?? null, p.value_usd, p.quantity]),
          } satisfies SeriesSnapshot,
        }
      : {}),
  };
  return (
    <ChartFrame
      chartId={`${flow}s-series`}
      title={title}
      exportModel={exportModel}
      description={`${countryName}'s ${lower} in ${measureLabel}, ${range}${
        filterLabel ? `, ${filterLabel}` : ''
      }. Years without ${measure === 'value' ? 'reported trade' : 'a reported quantity'} are gaps, not zeros.`}
      state={chartState(query, hasData)}
      error={query.error}
      onRetry={() => void query.refetch()}
      updating={query.isPlaceholderData}
      emptyMessage={`No ${lower} reported for ${countryName}${filterLabel ? ` (${filterLabel})` : ''} ${inRange(from, to)}.`}
      table={{
        caption: `${countryName}: ${lower} per year, ${range}${filterLabel ? `, ${filterLabel}` : ''}`,
        columns: [{ label: 'Year' }, { label: columnLabel, numeric: true }],
        rows: rows.map((r) => [String(r.year), formatSeriesExact(r.value, measure, unit)]),
      }}
      footer={
        hasData ? (
          <p className="chart-note">
            Sum over {range}: <span data-testid={`${flow}s-series-total`}>{formatSeriesExact(total, measure, unit)}</span>.
            {' '}<RequestId id={query.data?.requestId} />
          </p>
        ) : undefined
      }
    >
      <EChart option={option} height={280} />
    </ChartFrame>
  );
}

/** What a snapshot of a series chart carries: the selection and the points as [period, value, quantity]. */
interface SeriesSnapshot {
  name: string;
  flow: Flow;
  from?: number;
  to?: number;
  measure: SeriesMeasure;
  unit: string | null;
  filter?: string;
  points: [string | null, number, number | null][];
}

/** Reads a series snapshot back into the chart's props (throws SnapshotError when malformed). */
export function readSeriesSnapshot(data: unknown, requestId?: string): SeriesChartProps {
  const d = readRecord(data, 'data');
  const points = readArray(d.points, 'points', 200, (p, i) => {
    const t = readArray(p, `point ${i}`, 3, (v) => v);
    return {
      period: readOptionalString(t[0], 'period', 10) ?? null,
      value_usd: readNumber(t[1], 'value'),
      quantity: readNullableNumber(t[2] ?? null, 'quantity'),
    };
  });
  return {
    countryName: readString(d.name, 'country name'),
    flow: readOneOf(d.flow, 'flow', ['export', 'import'] as const),
    from: readOptionalNumber(d.from, 'from'),
    to: readOptionalNumber(d.to, 'to'),
    measure: readOneOf(d.measure, 'measure', ['value', 'quantity'] as const),
    unit: readOptionalString(d.unit, 'unit', 40) ?? null,
    filterLabel: readOptionalString(d.filter, 'filter'),
    query: snapshotInput(points, requestId),
  };
}
