/**
 * `exports-series` / `imports-series`: value (or quantity, where one unit applies) per year from
 * GET /countries/{cid}/exports|imports. In the country view the series spans the service's whole
 * coverage with the selected years highlighted, and a click on a year's point, or its button in
 * the data table (keyboard), selects that year; a snapshot or embed without a coverage draws its
 * range only. Years without a point are gaps (null), never zero; the data table lists every year
 * and says "no trade reported".
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange, unitLabel } from '@/lib/format';
import {
  buildSeriesOption,
  formatSeriesExact,
  seriesTotal,
  toYearSeries,
  type SeriesMeasure,
  type SeriesPointInput,
} from '@/components/charts/options/series-option';
import { inRange } from '@/lib/in-range';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import type { Flow } from '@/api/service-conventions';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';

import { RequestId } from '@/components/ui/request-id';
import { possessive } from '@/lib/phrases';
import { useChartClick } from '@/components/charts/use-chart-click';
import { YearButton } from '@/components/charts/year-button';
import { valueCell, yearCell } from '@/components/charts/table-cell';

export interface SeriesChartProps {
  flow: Flow;
  countryName: string;
  /** The selected years (highlighted when a coverage is given). */
  from?: number;
  to?: number;
  /** The service's coverage: the span the series is drawn over. Without it, from..to. */
  coverage?: { first: number; last: number };
  /** Selects a year (a click on its point, or its button in the data table). */
  onSelectYear?: (year: number) => void;
  measure: SeriesMeasure;
  unit?: string | null;
  /** Human description of the product/partner filters, when any narrow the series. */
  filterLabel?: string;
  /** The product filter as named ("Coffee (HS 0901)"), for the title. */
  productLabel?: string;
  query: ChartQuery<SeriesPointInput[]>;
  /** The requests behind the chart, with their request_ids, for the "Get this chart" panel. */
  requests?: ChartRequest[];
}

export function SeriesChart(props: SeriesChartProps) {
  const { flow, countryName, from, to, onSelectYear, measure, unit, filterLabel, query } = props;
  const { first, last, rows, hasData, selected, option } = useSeriesOption(props);
  const { containerRef, onRendered } = useChartClick((index) => {
    const year = rows[index]?.year;
    if (year !== undefined) onSelectYear?.(year);
  });
  const isSelected = (year: number) => selected !== undefined && year >= selected.from && year <= selected.to;
  const yearOf = (year: number) =>
    yearCell(
      year,
      onSelectYear ? (
        <YearButton key={year} year={year} selected={isSelected(year)} onSelect={onSelectYear} />
      ) : undefined,
    );

  const words = seriesWords(props, first, last);
  const { lower, range, span, measureLabel, title, narrowed } = words;
  const total = seriesTotal(selected ? rows.filter((r) => isSelected(r.year)) : rows);
  const exportModel: ChartExport = {
    chartId: `${flow}s-series`,
    title,
    subtitle: `${countryName}, ${lower} in ${measureLabel}, ${span}${narrowed}${selected ? `; selected: ${range}` : ''}`,
    requests: props.requests ?? [],
    ...(hasData
      ? {
          option,
          height: 280,
        }
      : {}),
  };
  return (
    <ChartFrame
      reserve={280}
      chartId={`${flow}s-series`}
      title={title}
      exportModel={exportModel}
      description={`${possessive(countryName)} ${lower} in ${measureLabel}, ${span}${narrowed}${
        selected ? `; the selected years (${range}) are highlighted` : ''
      }. Years without ${measure === 'value' ? 'reported trade' : 'a reported quantity'} are gaps, not zeros.`}
      {...frameStateOf(query, hasData)}
      emptyMessage={`No ${lower} reported for ${countryName}${filterLabel ? ` (${filterLabel})` : ''} ${inRange(first, last)}.`}
      table={{
        caption: `${countryName}: ${lower} per year, ${span}${narrowed}${selected ? `; selected: ${range}` : ''}`,
        columns: [{ label: 'Year' }, { label: words.columnLabel, numeric: true }],
        rows: rows.map((r) => [
          yearOf(r.year),
          valueCell(r.value, (v) => formatSeriesExact(v ?? null, measure, unit)),
        ]),
      }}
      footer={
        <SeriesFooter
          chartId={`${flow}s-series`}
          shown={hasData}
          label={from !== undefined && from === to ? `Total in ${range}` : `Sum over ${range}`}
          total={formatSeriesExact(total, measure, unit)}
          requestId={query.data?.requestId}
        />
      }
    >
      <div ref={containerRef}>
        <EChart option={option} height={280} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}

/** The years the series spans (the coverage, else the selection), its rows and its option. */
function useSeriesOption({ flow, from, to, coverage, measure, unit, query }: SeriesChartProps) {
  const { theme } = useTheme();
  const points = query.data?.data;
  const first = coverage?.first ?? from;
  const last = coverage?.last ?? to;
  const rows = useMemo(
    () => toYearSeries(points ?? [], measure, first, last),
    [points, measure, first, last],
  );
  // Highlighted only over a wider coverage; a plain range is all selection.
  const selected = coverage && from !== undefined && to !== undefined ? { from, to } : undefined;
  const option = useMemo(
    () => buildSeriesOption({ rows, flow, measure, unit, theme, selected }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `selected` is rebuilt from these every render
    [rows, flow, measure, unit, theme, selected?.from, selected?.to],
  );
  return { first, last, rows, hasData: rows.some((r) => r.value !== null), selected, option };
}

/** The chart's words: flow, years, measure and filters, for its title, description and table. */
function seriesWords(
  { flow, from, to, measure, unit, filterLabel, productLabel }: SeriesChartProps,
  first: number | undefined,
  last: number | undefined,
) {
  const noun = flow === 'export' ? 'Exports' : 'Imports';
  return {
    noun,
    lower: noun.toLowerCase(),
    range: formatYearRange(from, to),
    span: formatYearRange(first, last),
    measureLabel: measure === 'value' ? 'US dollars' : `quantity (${unitLabel(unit) || 'unit not known'})`,
    columnLabel: measure === 'value' ? `${noun} (USD)` : `${noun} (${unitLabel(unit) || 'quantity'})`,
    title: productLabel ? `${noun} of ${productLabel} per year` : `${noun} per year`,
    narrowed: filterLabel ? `, ${filterLabel}` : '',
  };
}

/** The selected years' total with its request_id; its line kept while there is no data, so the page does not move then. */
function SeriesFooter({
  chartId,
  shown,
  label,
  total,
  requestId,
}: {
  chartId: string;
  shown: boolean;
  label: string;
  total: string;
  requestId: string | null | undefined;
}) {
  if (!shown)
    return (
      <p className="chart-frame__note" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  return (
    <p className="chart-frame__note">
      {label}: <span data-testid={`${chartId}-total`}>{total}</span>. <RequestId id={requestId} />
    </p>
  );
}
