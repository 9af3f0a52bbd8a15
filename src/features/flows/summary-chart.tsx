/**
 * `summary-periods`: the selection's value per year from /trade/summary `periods`, drawn with the
 * country view's series option builder. Years of the range without a period are gaps, not zeros.
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange } from '@/lib/format';
import type { Flow } from '@/api/service-conventions';
import { chartState, type ChartQuery } from '@/components/charts/chart-state';
import { buildSeriesOption, formatSeriesExact, toYearSeries } from '@/components/charts/options/series-option';
import { inRange } from '@/lib/in-range';

export interface SummaryPeriodsChartProps {
  label: string;
  flow: Flow;
  from?: number;
  to?: number;
  query: ChartQuery<{ periods: { period: string; value_usd: number }[] }>;
}

export function SummaryPeriodsChart({ label, flow, from, to, query }: SummaryPeriodsChartProps) {
  const { theme } = useTheme();
  const periods = query.data?.data.periods;
  // Periods carry no quantity; the builder's input allows null for it.
  const rows = useMemo(
    () => toYearSeries((periods ?? []).map((p) => ({ ...p, quantity: null })), 'value', from, to),
    [periods, from, to],
  );
  const hasData = rows.some((r) => r.value !== null);
  const option = useMemo(() => buildSeriesOption({ rows, flow, measure: 'value', theme }), [rows, flow, theme]);
  const range = formatYearRange(from, to);
  return (
    <ChartFrame
      chartId="summary-periods"
      title="Value per year"
      description={`${label} in US dollars, ${range}. Years without reported trade are gaps, not zeros.`}
      state={chartState(query, hasData)}
      error={query.error}
      onRetry={() => void query.refetch()}
      updating={query.isPlaceholderData}
      emptyMessage={`No trade reported for ${label} ${inRange(from, to)}.`}
      table={{
        caption: `${label}: value per year, ${range}`,
        columns: [{ label: 'Year' }, { label: 'Value (USD)', numeric: true }],
        rows: rows.map((r) => [String(r.year), formatSeriesExact(r.value, 'value')]),
      }}
    >
      <EChart option={option} height={260} />
    </ChartFrame>
  );
}
