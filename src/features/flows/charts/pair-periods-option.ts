/**
 * Pure option builder of `summary-periods` with both directions: the reporter's exports to the
 * partner and its imports from it as two lines, and the balance (exports − imports) as bars, in
 * one chart with a legend. A year missing from a direction's periods is a gap in its line, and a
 * year where either direction is missing has no balance bar (a balance against "not reported" is
 * not a balance).
 */
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { chartPalette, type ColorScheme } from '@/components/charts/options/palette';
import {
  formatSeriesExact,
  formatSeriesValue,
  type YearValue,
} from '@/components/charts/options/series-option';
import { chartText, LABEL_MAX_CHARS, tooltipText } from '@/components/charts/options/chart-text';
import { tooltipBase } from '@/components/charts/options/tooltip';
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdExact } from '@/lib/format';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type PairPeriodsOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export interface PairYear {
  year: number;
  exports: number | null;
  imports: number | null;
  /** exports − imports; null when either is not reported. */
  balance: number | null;
}

/** The two directions' year series (same years) joined into one row per year. */
export function toPairYears(
  exportsRows: readonly YearValue[],
  importsRows: readonly YearValue[],
): PairYear[] {
  const imports = new Map(importsRows.map((r) => [r.year, r.value]));
  const years = [...new Set([...exportsRows.map((r) => r.year), ...importsRows.map((r) => r.year)])].sort(
    (a, b) => a - b,
  );
  const exports = new Map(exportsRows.map((r) => [r.year, r.value]));
  return years.map((year) => {
    const e = exports.get(year) ?? null;
    const i = imports.get(year) ?? null;
    return { year, exports: e, imports: i, balance: e !== null && i !== null ? e - i : null };
  });
}

export interface PairSeriesNames {
  exports: string;
  imports: string;
  balance: string;
}

/** Series names that say who trades with whom: "Germany → China", "China → Germany". */
export function pairSeriesNames(reporterName: string, partnerName: string): PairSeriesNames {
  return {
    exports: `Exports ${reporterName} → ${partnerName}`,
    imports: `Imports ${reporterName} ← ${partnerName}`,
    balance: `Balance (exports − imports)`,
  };
}

const LEGEND_ROW_GAP = 6;
/** ECharts' default legend item height (14) plus the gap, for the three entries. */
const LEGEND_HEIGHT = 3 * 14 + 2 * LEGEND_ROW_GAP;

interface AxisParam {
  axisValueLabel?: string;
  seriesName?: string;
  value?: unknown;
}

/** A direction's line: a gap where a year is not reported, a dot on every year that is. */
function directionLine(name: string, color: string, data: (number | null)[]): LineSeriesOption {
  return {
    type: 'line',
    // Legend text (plain text) holds two service names: cut and stripped of overrides.
    name: chartText(name, 2 * LABEL_MAX_CHARS),
    data,
    color,
    connectNulls: false,
    showSymbol: true,
    symbolSize: 6,
    lineStyle: { width: 2 },
  };
}

/** The axis tooltip: the year, then each series' exact value (the balance signed, or "n/a"). */
function pairTooltipFormatter(names: PairSeriesNames) {
  return (params: unknown) => {
    const list = (Array.isArray(params) ? params : [params]) as AxisParam[];
    const head = list[0]?.axisValueLabel ?? '';
    const lines = list.map((p) => {
      const v = typeof p.value === 'number' ? p.value : null;
      const text =
        p.seriesName === names.balance
          ? v === null
            ? 'n/a'
            : formatUsdExact(v)
          : formatSeriesExact(v, 'value');
      return `${tooltipText(p.seriesName)}: <b>${escapeHtml(text)}</b>`;
    });
    return [escapeHtml(head), ...lines].join('<br/>');
  };
}

export function buildPairPeriodsOption(input: {
  rows: readonly PairYear[];
  names: PairSeriesNames;
  theme?: ColorScheme;
}): PairPeriodsOption {
  const palette = chartPalette(input.theme);
  const { names } = input;
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    // Every entry always in view: a paged legend ("1/3") at 360 px hid which line is which
    // direction. One entry per row, so three rows whatever the width, and the grid starts below.
    legend: {
      type: 'plain',
      orient: 'vertical',
      left: 8,
      top: 0,
      itemGap: LEGEND_ROW_GAP,
      textStyle: { color: palette.text },
    },
    grid: { left: 8, right: 16, top: LEGEND_HEIGHT + 12, bottom: 8, containLabel: true },
    tooltip: { ...tooltipBase(palette, 'axis'), formatter: pairTooltipFormatter(names) },
    xAxis: {
      type: 'category',
      data: input.rows.map((r) => String(r.year)),
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisLabel: { color: palette.mutedText },
    },
    yAxis: {
      type: 'value',
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: {
        color: palette.mutedText,
        formatter: (v: number) =>
          v < 0 ? `−${formatSeriesValue(-v, 'value')}` : formatSeriesValue(v, 'value'),
      },
    },
    series: [
      {
        type: 'bar',
        name: names.balance,
        data: input.rows.map((r) => r.balance),
        color: palette.categorical[2],
        barMaxWidth: 24,
        itemStyle: { opacity: 0.75 },
      },
      directionLine(
        names.exports,
        palette.exports,
        input.rows.map((r) => r.exports),
      ),
      directionLine(
        names.imports,
        palette.imports,
        input.rows.map((r) => r.imports),
      ),
    ],
  };
}
