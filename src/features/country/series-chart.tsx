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
import { chartState, type ChartQuery } from '@/components/charts/chart-state';
import type { Flow } from '@/api/service-conventions';
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
}

export function SeriesChart({ flow, countryName, from, to, measure, unit, filterLabel, query }: SeriesChartProps) {
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
  return (
    <ChartFrame
      chartId={`${flow}s-series`}
      title={`${noun} per year`}
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
          <p className="chart-frame__note">
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
