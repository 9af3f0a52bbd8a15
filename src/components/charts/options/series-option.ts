/**
 * Pure option builder of the yearly series line charts (the country view's `exports-series` and
 * `imports-series`, the product view's `product-series`). Years without trade are null (a gap in
 * the line), never zero: "not reported" is not "nothing traded". The unit value of a year is its
 * value divided by its quantity; a year without a (positive) quantity has none.
 */
import type { ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption, AriaComponentOption } from 'echarts/components';
import type { Flow } from '@/api/service-conventions';
import { escapeHtml } from '@/lib/escape-html';
import {
  formatQuantity,
  formatQuantityExact,
  formatUnitValue,
  formatUsdCompact,
  formatUsdExact,
  formatYear,
} from '@/lib/format';
import { chartPalette, type ColorScheme } from './palette';
import { chartText, tooltipText } from './chart-text';
import { tooltipBase } from './tooltip';
import { FRAME_PROVIDES_ARIA } from './aria';

export type SeriesChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption
>;

export type SeriesMeasure = 'value' | 'quantity' | 'unit_value';

/** A row of /countries/{cid}/exports|imports, reduced to what the chart needs. */
export interface SeriesPointInput {
  period?: string | null;
  value_usd: number;
  quantity: number | null;
}

export interface YearValue {
  year: number;
  /** null: no trade reported that year (or no single-unit quantity). */
  value: number | null;
}

/**
 * One row per year from `from` to `to` (or the data's own first and last year when a bound is
 * absent), null where the service has no point for the year.
 */
export function toYearSeries(
  points: readonly SeriesPointInput[],
  measure: SeriesMeasure,
  from?: number,
  to?: number,
): YearValue[] {
  const byYear = new Map<number, number | null>();
  for (const p of points) {
    const year = Number.parseInt(formatYear(p.period ?? null), 10);
    if (!Number.isFinite(year)) continue;
    byYear.set(year, measureOf(p, measure));
  }
  const years = [...byYear.keys()];
  const first = from ?? (years.length ? Math.min(...years) : undefined);
  const last = to ?? (years.length ? Math.max(...years) : undefined);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent, the loop below adds nothing for these bounds either (the guard is for the type checker and the reader)
  if (first === undefined || last === undefined || first > last) return [];
  const rows: YearValue[] = [];
  for (let year = first; year <= last; year += 1) rows.push({ year, value: byYear.get(year) ?? null });
  return rows;
}

/** A point's value for the measure: USD, quantity, or USD per unit (null without a positive quantity). */
export function measureOf(p: SeriesPointInput, measure: SeriesMeasure): number | null {
  if (measure === 'value') return p.value_usd;
  if (measure === 'quantity') return p.quantity;
  // Stryker disable next-line ConditionalExpression: equivalent, null > 0 is false too (the null check is for the type checker)
  return p.quantity !== null && p.quantity > 0 ? p.value_usd / p.quantity : null;
}

/** Sum of the non-null values: the series' total over the range. */
export function seriesTotal(rows: readonly YearValue[]): number | null {
  const present = rows.filter((r) => r.value !== null);
  if (present.length === 0) return null;
  return present.reduce((sum, r) => sum + (r.value ?? 0), 0);
}

export interface SeriesOptionInput {
  rows: readonly YearValue[];
  flow: Flow;
  measure: SeriesMeasure;
  /** The series' name in the tooltip; by default "Exports (USD)" and the like. */
  name?: string;
  /** Quantity unit code when measure is quantity. */
  unit?: string | null;
  theme?: ColorScheme;
  /**
   * The selected years (inclusive), highlighted on the whole series: a second, stronger line
   * over the same axis, so a one-year selection is a marked point on the full line, never a
   * one-point line of its own.
   */
  selected?: { from: number; to: number };
}

/** The name of the highlight series (tooltips, aria) for a series name. */
function selectedSeriesName(seriesName: string): string {
  return `${seriesName}, selected years`;
}

/** What a gap means: no trade at all, or (for quantities) trade whose quantity is not reported. */
export function gapText(measure: SeriesMeasure): string {
  if (measure === 'value') return 'no trade reported';
  return measure === 'quantity' ? 'no quantity reported' : 'no unit value (no quantity reported)';
}

export function formatSeriesValue(
  value: number | null,
  measure: SeriesMeasure,
  unit?: string | null,
): string {
  if (value === null) return gapText(measure);
  if (measure === 'value') return formatUsdCompact(value);
  return measure === 'quantity' ? formatQuantity(value, unit) : formatUnitValue(value, unit);
}

export function formatSeriesExact(
  value: number | null,
  measure: SeriesMeasure,
  unit?: string | null,
): string {
  if (value === null) return gapText(measure);
  if (measure === 'value') return formatUsdExact(value);
  return measure === 'quantity' ? formatQuantityExact(value, unit) : formatUnitValue(value, unit);
}

interface AxisParam {
  axisValueLabel?: string;
  name?: string;
  value?: unknown;
  marker?: string;
}

export function buildSeriesOption(input: SeriesOptionInput): SeriesChartOption {
  const palette = chartPalette(input.theme);
  const { measure, unit, selected } = input;
  const color = input.flow === 'export' ? palette.exports : palette.imports;
  const measureName = measure === 'value' ? 'USD' : measure === 'quantity' ? 'quantity' : 'USD per unit';
  // A name given by the view may hold a service string (a product's name): cut like every chart text.
  const seriesName = chartText(
    input.name ?? `${input.flow === 'export' ? 'Exports' : 'Imports'} (${measureName})`,
    80,
  );
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    color: [color, color],
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'axis'),
      formatter: (params: unknown) => {
        const list = (Array.isArray(params) ? params : [params]) as AxisParam[];
        const first = list[0];
        if (!first) return '';
        const raw = first.value;
        const value = typeof raw === 'number' ? raw : null;
        return `${escapeHtml(first.axisValueLabel ?? first.name ?? '')}<br/>${tooltipText(seriesName)}: <b>${escapeHtml(
          formatSeriesExact(value, measure, unit),
        )}</b>`;
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: input.rows.map((r) => String(r.year)),
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisLabel: { color: palette.mutedText },
    },
    yAxis: {
      type: 'value',
      min: 0,
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: {
        color: palette.mutedText,
        formatter: (v: number) => formatSeriesValue(v, measure, unit),
      },
    },
    series: [
      {
        type: 'line',
        name: seriesName,
        // null stays null: ECharts breaks the line there instead of drawing a drop to zero.
        data: input.rows.map((r) => r.value),
        connectNulls: false,
        // Symbols keep a single year between two gaps visible (a line needs two points).
        showSymbol: true,
        symbolSize: 6,
        // With a selection the whole series is the context (muted), the selection the figure.
        lineStyle: { width: 2, opacity: selected ? 0.5 : 1 },
        itemStyle: { opacity: selected ? 0.5 : 1 },
        areaStyle: { opacity: selected ? 0.05 : 0.12 },
      },
      ...(selected
        ? [
            {
              type: 'line' as const,
              name: selectedSeriesName(seriesName),
              data: input.rows.map((r) =>
                r.year >= selected.from && r.year <= selected.to ? r.value : null,
              ),
              connectNulls: false,
              showSymbol: true,
              symbolSize: 10,
              lineStyle: { width: 3 },
              areaStyle: { opacity: 0.25 },
              // The highlight is drawn over the context and never steals the tooltip's first row.
              z: 3,
              tooltip: { show: false },
            },
          ]
        : []),
    ],
  };
}
