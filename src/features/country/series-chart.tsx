/**
 * `exports-series` / `imports-series`: value (or quantity, where one unit applies) per year from
 * GET /countries/{cid}/exports|imports, over the service's whole coverage with the selected years
 * highlighted. Years without a point are gaps (null), never zero; the data table lists every year
 * and says "no trade reported". A click on a year's point, or its button in the data table
 * (keyboard), selects that year.
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange, unitLabel } from '@/lib/format';
import { buildSeriesOption, formatSeriesExact, seriesTotal, toYearSeries, type SeriesMeasure, type SeriesPointInput } from '@/components/charts/options/series-option';
import { chartState, type ChartQuery } from '@/components/charts/chart-state';
import type { Flow } from '@/lib/url-state';
import { useChartClick } from './use-chart-click';
import { possessive } from '@/lib/phrases';
import { RequestId } from '@/components/ui/request-id';

export interface SeriesChartProps {
  flow: Flow;
  countryName: string;
  /** The selected years (highlighted). */
  from: number;
  to: number;
  /** The service's coverage: the span the series is drawn over. */
  coverage: { first: number; last: number };
  onSelectYear: (year: number) => void;
  measure: SeriesMeasure;
  unit?: string | null;
  /** Human description of the product/partner filters, when any narrow the series. */
  filterLabel?: string;
  query: ChartQuery<SeriesPointInput[]>;
}

export function SeriesChart(props: SeriesChartProps) {
  const { flow, countryName, from, to, coverage, onSelectYear, measure, unit, filterLabel, query } = props;
  const { theme } = useTheme();
  const points = query.data?.data;
  const rows = useMemo(
    () => toYearSeries(points ?? [], measure, coverage.first, coverage.last),
    [points, measure, coverage.first, coverage.last],
  );
  const hasData = rows.some((r) => r.value !== null);
  const option = useMemo(
    () => buildSeriesOption({ rows, flow, measure, unit, theme, selected: { from, to } }),
    [rows, flow, measure, unit, theme, from, to],
  );
  const { containerRef, onRendered } = useChartClick((index) => {
    const year = rows[index]?.year;
    if (year !== undefined) onSelectYear(year);
  });

  const noun = flow === 'export' ? 'Exports' : 'Imports';
  const lower = noun.toLowerCase();
  const span = formatYearRange(coverage.first, coverage.last);
  const range = formatYearRange(from, to);
  const measureLabel = measure === 'value' ? 'US dollars' : `quantity (${unitLabel(unit) || 'unit not known'})`;
  const columnLabel = measure === 'value' ? `${noun} (USD)` : `${noun} (${unitLabel(unit) || 'quantity'})`;
  const selectedRows = rows.filter((r) => r.year >= from && r.year <= to);
  const total = seriesTotal(selectedRows);
  return (
    <ChartFrame
      chartId={`${flow}s-series`}
      title={`${noun} per year`}
      description={`${possessive(countryName)} ${lower} in ${measureLabel}, ${span}${
        filterLabel ? `, ${filterLabel}` : ''
      }; the selected years (${range}) are highlighted. Years without ${
        measure === 'value' ? 'reported trade' : 'a reported quantity'
      } are gaps, not zeros.`}
      state={chartState(query, hasData)}
      error={query.error}
      onRetry={() => void query.refetch()}
      updating={query.isPlaceholderData}
      emptyMessage={`No ${lower} reported for ${countryName}${filterLabel ? ` (${filterLabel})` : ''} in ${span}.`}
      table={{
        caption: `${countryName}: ${lower} per year, ${span}${filterLabel ? `, ${filterLabel}` : ''}; selected: ${range}`,
        columns: [{ label: 'Year' }, { label: columnLabel, numeric: true }],
        rows: rows.map((r) => [
          <YearButton key={r.year} year={r.year} selected={r.year >= from && r.year <= to} onSelect={onSelectYear} />,
          formatSeriesExact(r.value, measure, unit),
        ]),
      }}
      footer={
        hasData ? (
          <p className="chart-note">
            {from === to ? `Total in ${range}` : `Sum over ${range}`}:{' '}
            <span data-testid={`${flow}s-series-total`}>{formatSeriesExact(total, measure, unit)}</span>.
            {' '}<RequestId id={query.data?.requestId} />
          </p>
        ) : undefined
      }
    >
      <div ref={containerRef}>
        <EChart option={option} height={280} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}

/** A year in the data table: the keyboard's way to select it (the chart's points are the pointer's). */
function YearButton({ year, selected, onSelect }: { year: number; selected: boolean; onSelect: (year: number) => void }) {
  return (
    <button
      type="button"
      className="year-button"
      aria-pressed={selected}
      title={selected ? `${year} is selected` : `Select ${year}`}
      onClick={() => onSelect(year)}
    >
      {year}
    </button>
  );
}
