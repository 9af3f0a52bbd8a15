/**
 * Pure option builders of the compare view: `compare-series` (one line per country or product,
 * as values, an index or shares, over the whole coverage with the selected years highlighted) and `compare-concentration` (each one's HHI as a bar on the one
 * 0-10,000 scale, coloured by its DOJ/FTC band). Every string that reaches a tooltip is escaped.
 */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { hhiBand } from '@/components/charts/options/concentration-option';
import { HHI_MAX } from '@/lib/hhi';
import { chartPalette, type ColorScheme } from '@/components/charts/options/palette';
import { chartText, tooltipText } from '@/components/charts/options/chart-text';
import { tooltipBase } from '@/components/charts/options/tooltip';
import { escapeHtml } from '@/lib/escape-html';
import { formatHhi, formatNumber, formatPercent, formatUsdCompact, formatUsdExact } from '@/lib/format';
import type { CompareMode, SeriesLine } from './compare-transforms';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type CompareSeriesOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;
export type CompareConcentrationOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption
>;

/** A value of the series as read in the chosen mode. */
export function formatCompareValue(value: number | null, mode: CompareMode, exact = false): string {
  if (value === null) return 'no trade reported';
  if (mode === 'share') return formatPercent(value);
  if (mode === 'index') return formatNumber(Math.round(value * 10) / 10);
  return exact ? formatUsdExact(value) : formatUsdCompact(value);
}

interface AxisParam {
  axisValueLabel?: string;
  seriesName?: string;
  value?: unknown;
}

export interface CompareSeriesOptionInput {
  years: readonly number[];
  lines: readonly SeriesLine[];
  mode: CompareMode;
  theme?: ColorScheme;
  /**
   * The selected years (inclusive), highlighted on every line: each line is drawn muted over the
   * whole span and again, in full strength, over the selection (the same name, so the legend
   * shows and toggles both as one), as the country and product series do. A one-year selection
   * is a marked point on each full line, never a one-point line.
   */
  selected?: { from: number; to: number };
}

export function buildCompareSeriesOption(input: CompareSeriesOptionInput): CompareSeriesOption {
  const palette = chartPalette(input.theme);
  const { mode, selected } = input;
  const colourOf = (i: number) => palette.categorical[i % palette.categorical.length]!;
  const inSelection = (i: number) =>
    selected !== undefined && input.years[i]! >= selected.from && input.years[i]! <= selected.to;
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    color: [...palette.categorical],
    legend: {
      top: 0,
      textStyle: { color: palette.text },
      type: 'scroll',
      data: input.lines.map((l) => chartText(l.name)),
    },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'axis'),
      formatter: (params: unknown) => {
        // The highlight repeats its line's name and value: one row per name.
        const list = ((Array.isArray(params) ? params : [params]) as AxisParam[]).filter(
          (p, i, all) => all.findIndex((q) => q.seriesName === p.seriesName) === i,
        );
        const head = escapeHtml(list[0]?.axisValueLabel ?? '');
        const rows = list.map(
          (p) =>
            `${tooltipText(p.seriesName)}: <b>${escapeHtml(formatCompareValue(typeof p.value === 'number' ? p.value : null, mode, true))}</b>`,
        );
        return [head, ...rows].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: input.years.map(String),
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisLabel: { color: palette.mutedText },
    },
    yAxis: {
      type: 'value',
      min: 0,
      ...(mode === 'share' ? { max: 1 } : {}),
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: { color: palette.mutedText, formatter: (v: number) => formatCompareValue(v, mode) },
    },
    series: input.lines.flatMap((line, i) => [
      {
        type: 'line' as const,
        // Legend text is drawn as plain text: names cut and stripped of overrides.
        name: chartText(line.name),
        data: line.values,
        connectNulls: false,
        showSymbol: true,
        symbolSize: 5,
        // With a selection the whole span is the context (muted), the selection the figure.
        lineStyle: { width: 2, color: colourOf(i), opacity: selected ? 0.45 : 1 },
        itemStyle: { color: colourOf(i), opacity: selected ? 0.45 : 1 },
      },
      ...(selected
        ? [
            {
              type: 'line' as const,
              name: chartText(line.name),
              data: line.values.map((v, y) => (inSelection(y) ? v : null)),
              connectNulls: false,
              showSymbol: true,
              symbolSize: 9,
              lineStyle: { width: 3, color: colourOf(i) },
              itemStyle: { color: colourOf(i) },
              z: 3,
              tooltip: { show: false },
            },
          ]
        : []),
    ]),
  };
}

export interface ConcentrationBar {
  name: string;
  hhi: number | null;
}

export function buildCompareConcentrationOption(input: {
  bars: readonly ConcentrationBar[];
  theme?: ColorScheme;
}): CompareConcentrationOption {
  const palette = chartPalette(input.theme);
  const [low, mid, high] = palette.bands;
  const colour = (hhi: number) => {
    const band = hhiBand(hhi);
    return band === 'unconcentrated' ? low : band === 'moderately concentrated' ? mid : high;
  };
  const bars = [...input.bars].reverse(); // first on top
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'item'),
      formatter: (p: unknown) => {
        const { name, value } = p as { name?: string; value?: unknown };
        const hhi = typeof value === 'number' ? value : null;
        return `${tooltipText(name)}<br/>HHI <b>${escapeHtml(formatHhi(hhi))}</b>${hhi === null ? '' : ` (${escapeHtml(hhiBand(hhi))})`}`;
      },
    },
    xAxis: {
      type: 'value',
      min: 0,
      max: HHI_MAX,
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: { color: palette.mutedText, formatter: (v: number) => formatHhi(v) },
    },
    yAxis: {
      type: 'category',
      data: bars.map((b) => chartText(b.name)),
      axisLabel: { color: palette.text, width: 140, overflow: 'truncate' },
      axisLine: { lineStyle: { color: palette.axisLine } },
    },
    series: [
      {
        type: 'bar',
        name: 'HHI',
        barMaxWidth: 22,
        data: bars.map((b) => ({
          value: b.hhi ?? 0,
          itemStyle: { color: b.hhi === null ? palette.noData : colour(b.hhi) },
        })),
        label: {
          show: true,
          position: 'right',
          color: palette.text,
          formatter: (p: { dataIndex: number }) => formatHhi(bars[p.dataIndex]?.hhi ?? null),
        },
      },
    ],
  };
}
