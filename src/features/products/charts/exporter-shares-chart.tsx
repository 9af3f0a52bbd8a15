/**
 * `exporter-shares`: the top five exporters (of the selected years) and their shares of world
 * exports per year, so a supplier's rise or fall is visible. One series request per exporter
 * (started as soon as the markets list names them), divided by the world series of the same
 * years. Like every series it spans the service's coverage with the selected years marked; a
 * click on a year, or its button in the data table (keyboard), selects it.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell, yearCell } from '@/components/charts/table-cell';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { useChartClick } from '@/components/charts/use-chart-click';
import { YearButton } from '@/components/charts/year-button';
import type { SeriesPointInput } from '@/components/charts/options/series-option';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange } from '@/lib/format';
import { inRange } from '@/lib/in-range';
import { buildExporterSharesOption, formatShare } from './exporter-shares-option';
import { exporterShares } from '../product-figures';

export interface ExporterSharesChartProps {
  productLabel: string;
  /** The selected years: the ranking's, marked on the lines. */
  from: number;
  to: number;
  /** The service's coverage: the span the lines are drawn over. */
  coverage: { first: number; last: number };
  onSelectYear: (year: number) => void;
  exporters: readonly string[];
  nameOf: (id: string) => string;
  markets: ChartQuery<unknown>;
  world: ChartQuery<SeriesPointInput[]>;
  series: readonly UseQueryResult<{ data: SeriesPointInput[]; requestId?: string | null }>[];
}

export function ExporterSharesChart(props: ExporterSharesChartProps) {
  const { productLabel, from, to, coverage, onSelectYear, exporters, nameOf, markets, world, series } = props;
  const { theme } = useTheme();
  const worldPoints = world.data?.data;
  // Five short series: cheap to derive each render, and EChart skips an option equal to the last.
  const shares = exporterShares(
    worldPoints ?? [],
    exporters.map((id, i) => ({ id, name: nameOf(id), points: series[i]?.data?.data ?? [] })),
    coverage.first,
    coverage.last,
  );
  const option = buildExporterSharesOption({ ...shares, theme, selected: { from, to } });
  const { containerRef, onRendered } = useChartClick((index) => {
    const year = shares.years[index];
    if (year !== undefined) onSelectYear(year);
  });
  const yearOf = (year: number) =>
    yearCell(
      year,
      <YearButton key={year} year={year} selected={year >= from && year <= to} onSelect={onSelectYear} />,
    );
  const queries = [markets, world, ...series];
  const hasData = shares.series.some((s) => s.shares.some((v) => v !== null));
  const range = formatYearRange(from, to);
  const span = formatYearRange(coverage.first, coverage.last);
  return (
    <ChartFrame
      reserve={300}
      exportModel={{ option, height: 300 }}
      chartId="exporter-shares"
      title="Shares of the top exporters"
      description={`The ${exporters.length > 0 ? `${exporters.length} ` : ''}largest exporters of ${productLabel} in ${range}: each one's share of world exports per year, ${span}, the selected years marked. Years without exports are gaps, not zeros.`}
      {...frameStateOf(queries, hasData)}
      emptyMessage={`No exporters of ${productLabel} reported ${inRange(from, to)}.`}
      table={{
        caption: `Shares of world exports of ${productLabel} per year, ${span}; selected: ${range}`,
        columns: [
          { label: 'Year' },
          ...shares.series.map((s) => ({
            label: `${s.name} (${s.id})`,
            numeric: true,
            unit: 'share, fraction',
          })),
        ],
        rows: shares.years.map((year, i) => [
          yearOf(year),
          ...shares.series.map((s) => valueCell(s.shares[i] ?? null, (v) => formatShare(v ?? null))),
        ]),
      }}
    >
      <div ref={containerRef}>
        <EChart option={option} height={300} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}
