/**
 * Pure option builders of the compare view: `compare-series` (one line per country or product,
 * as values, an index or shares) and `compare-concentration` (each one's HHI as a bar on the one
 * 0-10,000 scale, coloured by its DOJ/FTC band). Every string that reaches a tooltip is escaped.
 */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { HHI_MAX, hhiBand } from '@/components/charts/options/concentration-option';
import { chartPalette, type ColorScheme } from '@/components/charts/options/palette';
import { tooltipBase } from '@/components/charts/options/tooltip';
import { escapeHtml } from '@/lib/escape-html';
import { formatHhi, formatNumber, formatPercent, formatUsdCompact, formatUsdExact } from '@/lib/format';
import type { CompareMode, SeriesLine } from './compare-transforms';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type CompareSeriesOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption
>;
export type CompareConcentrationOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption>;

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

export function buildCompareSeriesOption(input: { years: readonly number[]; lines: readonly SeriesLine[]; mode: CompareMode; theme?: ColorScheme }): CompareSeriesOption {
  const palette = chartPalette(input.theme);
  const { mode } = input;
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    color: [...palette.categorical],
    legend: { top: 0, textStyle: { color: palette.text }, type: 'scroll' },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'axis'),
      formatter: (params: unknown) => {
        const list = (Array.isArray(params) ? params : [params]) as AxisParam[];
        const head = escapeHtml(list[0]?.axisValueLabel ?? '');
        const rows = list.map((p) => `${escapeHtml(p.seriesName ?? '')}: <b>${escapeHtml(formatCompareValue(typeof p.value === 'number' ? p.value : null, mode, true))}</b>`);
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
    series: input.lines.map((line) => ({
      type: 'line' as const,
      name: line.name,
      data: line.values,
      connectNulls: false,
      showSymbol: true,
      symbolSize: 5,
      lineStyle: { width: 2 },
    })),
  };
}

export interface ConcentrationBar {
  name: string;
  hhi: number | null;
}

export function buildCompareConcentrationOption(input: { bars: readonly ConcentrationBar[]; theme?: ColorScheme }): CompareConcentrationOption {
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
        return `${escapeHtml(name ?? '')}<br/>HHI <b>${escapeHtml(formatHhi(hhi))}</b>${hhi === null ? '' : ` (${escapeHtml(hhiBand(hhi))})`}`;
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
      data: bars.map((b) => b.name),
      axisLabel: { color: palette.text, width: 140, overflow: 'truncate' },
      axisLine: { lineStyle: { color: palette.axisLine } },
    },
    series: [
      {
        type: 'bar',
        name: 'HHI',
        barMaxWidth: 22,
        data: bars.map((b) => ({ value: b.hhi ?? 0, itemStyle: { color: b.hhi === null ? palette.noData : colour(b.hhi) } })),
        label: { show: true, position: 'right', color: palette.text, formatter: (p: { dataIndex: number }) => formatHhi(bars[p.dataIndex]?.hhi ?? null) },
      },
    ],
  };
}
