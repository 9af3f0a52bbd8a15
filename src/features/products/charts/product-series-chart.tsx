/**
 * `product-series`: world trade in the product per year (GET /products/{pid}/trade), or with
 * `reporter` that country's exports or imports of it, in the chosen measure: value, quantity or
 * unit value (value ÷ quantity per year). As in the country view, the series spans the service's
 * whole coverage with the selected years highlighted, and a click on a year's point, or its
 * button in the data table (keyboard), selects that year. Years without the measure are gaps,
 * never zeros.
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell, yearCell } from '@/components/charts/table-cell';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { MeasureSwitch } from '@/components/charts/measure-switch';
import {
  buildSeriesOption,
  formatSeriesExact,
  seriesTotal,
  toYearSeries,
  type SeriesMeasure,
  type SeriesPointInput,
} from '@/components/charts/options/series-option';
import { useChartClick } from '@/components/charts/use-chart-click';
import { YearButton } from '@/components/charts/year-button';
import { RequestId } from '@/components/ui/request-id';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange, unitLabel } from '@/lib/format';
import { inRange } from '@/lib/in-range';
import type { Flow } from '@/api/service-conventions';
import { possessive } from '@/lib/phrases';

export interface ProductSeriesChartProps {
  productLabel: string;
  /** The selected years, highlighted. */
  from: number;
  to: number;
  /** The service's coverage: the span the series is drawn over. */
  coverage: { first: number; last: number };
  /** Selects a year (a click on its point, or its button in the data table). */
  onSelectYear: (year: number) => void;
  measure: SeriesMeasure;
  /** Quantity and unit value need one unit: only for an HS6 code. */
  quantityApplies: boolean;
  /** Without it (an embed) the chart offers no measure switch. */
  onMeasure?: (measure: SeriesMeasure) => void;
  unit: string | null;
  /** The reporter the series is narrowed to, with its flow. */
  reporter?: { id: string; name: string; flow: Flow };
  query: ChartQuery<SeriesPointInput[]>;
}

const MEASURE_NAMES: Record<SeriesMeasure, string> = {
  value: 'Value',
  quantity: 'Quantity',
  unit_value: 'Unit value',
};

/** The series over the coverage in the chosen measure, whose it is, and its chart option. */
function useSeriesModel({ from, to, coverage, measure, unit, reporter, query }: ProductSeriesChartProps) {
  const { theme } = useTheme();
  const points = query.data?.data;
  const { first, last } = coverage;
  const rows = useMemo(
    () => toYearSeries(points ?? [], measure, first, last),
    [points, measure, first, last],
  );
  const who = reporter
    ? `${possessive(reporter.name)} ${reporter.flow === 'export' ? 'exports' : 'imports'}`
    : 'World trade';
  const option = useMemo(
    () =>
      buildSeriesOption({
        rows,
        flow: reporter?.flow ?? 'export',
        measure,
        unit,
        name: `${who} (${MEASURE_NAMES[measure].toLowerCase()})`,
        theme,
        selected: { from, to },
      }),
    [rows, reporter?.flow, measure, unit, who, theme, from, to],
  );
  return { rows, who, option };
}

export function ProductSeriesChart(props: ProductSeriesChartProps) {
  const { productLabel, from, to, coverage, onSelectYear, measure, unit, reporter, query } = props;
  const { first, last } = coverage;
  const { rows, who, option } = useSeriesModel(props);
  const hasData = rows.some((r) => r.value !== null);
  const isSelected = (year: number) => year >= from && year <= to;
  const { containerRef, onRendered } = useChartClick((index) => {
    const year = rows[index]?.year;
    if (year !== undefined) onSelectYear(year);
  });
  const yearOf = (year: number) =>
    yearCell(year, <YearButton key={year} year={year} selected={isSelected(year)} onSelect={onSelectYear} />);
  const range = formatYearRange(from, to);
  const span = formatYearRange(first, last);
  const { measureText, column } = measureWords(measure, unit);
  const total = measure === 'unit_value' ? null : seriesTotal(rows.filter((r) => isSelected(r.year)));

  return (
    <ChartFrame
      reserve={280}
      exportModel={{ option, height: 280 }}
      chartId="product-series"
      title={reporter ? `${who} of ${productLabel} per year` : 'World trade per year'}
      description={`${who} of ${productLabel} in ${measureText}, ${span}; the selected years (${range}) are highlighted. Years without ${
        measure === 'value' ? 'reported trade' : 'a reported quantity'
      } are gaps, not zeros.${measure === 'unit_value' ? ' The unit value of a year is its value divided by its quantity.' : ''}`}
      {...frameStateOf(query, hasData)}
      toolbar={
        props.onMeasure ? (
          <MeasureSwitch
            measure={measure}
            onChange={props.onMeasure}
            quantityApplies={props.quantityApplies}
            unavailableReason="Quantity and unit value need a single unit, which only a 6-digit HS code has."
          />
        ) : undefined
      }
      emptyMessage={
        reporter
          ? `${who} of ${productLabel}: ${measure === 'value' ? 'none' : 'no quantity'} reported ${inRange(first, last)}.`
          : `No ${measure === 'value' ? 'trade' : 'quantity'} reported for ${productLabel} ${inRange(first, last)}.`
      }
      table={{
        caption: `${who} of ${productLabel} per year, ${span}; selected: ${range}`,
        columns: [{ label: 'Year' }, { label: column, numeric: true }],
        rows: rows.map((r) => [
          yearOf(r.year),
          valueCell(r.value, (v) => formatSeriesExact(v ?? null, measure, unit)),
        ]),
      }}
      footer={
        hasData ? (
          <SeriesTotalNote
            total={total}
            range={range}
            oneYear={from === to}
            measure={measure}
            unit={unit}
            requestId={query.data?.requestId}
          />
        ) : undefined
      }
    >
      <div ref={containerRef}>
        <EChart option={option} height={280} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}

/** How a measure reads in the description and in the table's column head. */
function measureWords(measure: SeriesMeasure, unit: string | null) {
  const unitText = unitLabel(unit) || 'unit not known';
  const perUnit = unitLabel(unit, false) || 'unit';
  if (measure === 'value') return { measureText: 'US dollars', column: 'Value (USD)' };
  if (measure === 'quantity')
    return { measureText: `quantity (${unitText})`, column: `Quantity (${unitText})` };
  return { measureText: `unit value (US dollars per ${perUnit})`, column: `Unit value (USD per ${perUnit})` };
}

/** The selected years' total (none for unit values, which do not add up) and the request ID. */
function SeriesTotalNote(props: {
  total: number | null;
  range: string;
  oneYear: boolean;
  measure: SeriesMeasure;
  unit: string | null;
  requestId: string | null | undefined;
}) {
  const { total, range, measure, unit } = props;
  return (
    <p className="chart-frame__note">
      {total !== null ? (
        <>
          {props.oneYear ? `Total in ${range}` : `Sum over ${range}`}:{' '}
          <span data-testid="product-series-total">{formatSeriesExact(total, measure, unit)}</span>.
        </>
      ) : null}{' '}
      <RequestId id={props.requestId} />
    </p>
  );
}
