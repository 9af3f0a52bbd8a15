/**
 * `exporter-shares`: the top five exporters' shares of world exports per year over the range, so
 * a supplier's rise or fall is visible. One series request per exporter (started as soon as the
 * markets list names them), divided by the world series of the same years.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ChartFrame } from '@/components/charts/chart-frame';
import { chartState, firstError, type ChartQuery } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import type { SeriesPointInput } from '@/components/charts/options/series-option';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange } from '@/lib/format';
import { inRange } from '@/lib/in-range';
import { buildExporterSharesOption, formatShare } from './charts/exporter-shares-option';
import { exporterShares } from './product-figures';

export interface ExporterSharesChartProps {
  productLabel: string;
  from?: number;
  to: number;
  exporters: readonly string[];
  nameOf: (id: string) => string;
  markets: ChartQuery<unknown>;
  world: ChartQuery<SeriesPointInput[]>;
  series: readonly UseQueryResult<{ data: SeriesPointInput[]; requestId?: string | null }>[];
}

export function ExporterSharesChart({ productLabel, from, to, exporters, nameOf, markets, world, series }: ExporterSharesChartProps) {
  const { theme } = useTheme();
  const worldPoints = world.data?.data;
  // Five short series: cheap to derive each render, and EChart skips an option equal to the last.
  const shares = exporterShares(
    worldPoints ?? [],
    exporters.map((id, i) => ({ id, name: nameOf(id), points: series[i]?.data?.data ?? [] })),
    from,
    to,
  );
  const option = buildExporterSharesOption({ ...shares, theme });
  const queries = [markets, world, ...series];
  const hasData = shares.series.some((s) => s.shares.some((v) => v !== null));
  const range = formatYearRange(from, to);
  return (
    <ChartFrame
      reserve={300}
      chartId="exporter-shares"
      title="Shares of the top exporters"
      description={`The ${exporters.length > 0 ? `${exporters.length} ` : ''}largest exporters of ${productLabel} over ${range}: each one's share of world exports per year. Years without exports are gaps, not zeros.`}
      state={chartState(queries, hasData)}
      error={firstError(queries)}
      onRetry={() => {
        for (const q of queries) if (q.isError) void q.refetch();
      }}
      updating={queries.some((q) => q.isPlaceholderData)}
      emptyMessage={`No exporters of ${productLabel} reported ${inRange(from, to)}.`}
      table={{
        caption: `Shares of world exports of ${productLabel} per year, ${range}`,
        columns: [{ label: 'Year' }, ...shares.series.map((s) => ({ label: `${s.name} (${s.id})`, numeric: true }))],
        rows: shares.years.map((year, i) => [String(year), ...shares.series.map((s) => formatShare(s.shares[i] ?? null))]),
      }}
    >
      <EChart option={option} height={300} />
    </ChartFrame>
  );
}
