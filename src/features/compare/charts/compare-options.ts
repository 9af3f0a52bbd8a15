/**
 * Pure option builders of the compare view: `compare-series` (one line per country or product,
 * as values, an index or shares, over the whole coverage with the selected years highlighted) and `compare-concentration` (each one's HHI as a bar on the one
 * 0-10,000 scale, its band in words); every country keeps one colour in both (`compareColours`). Every string that reaches a tooltip is escaped.
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
import type { CompareMode, SeriesLine } from '../compare-transforms';
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

/**
 * One colour per compared id, shared by every compare chart so that a country (or product) reads
 * the same everywhere. The colour depends on the id and the set of ids, never on their order:
 * each id takes the categorical slot its code hashes to, the next free one on a clash (clashes
 * settled in code order), so re-ordering keeps every colour, and removing one changes no colour
 * but that of an id which had been pushed along by a clash.
 */
export function compareColours(ids: readonly string[], theme?: ColorScheme): ReadonlyMap<string, string> {
  const colours = chartPalette(theme).categorical;
  const taken = new Set<number>();
  const assigned = new Map<string, string>();
  for (const id of [...new Set(ids)].sort()) {
    let slot = [...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 9973, 7) % colours.length;
    // More ids than colours (never with the compare cap of six) would reuse a colour.
    for (let tries = 0; taken.has(slot) && tries < colours.length; tries++)
      slot = (slot + 1) % colours.length;
    taken.add(slot);
    assigned.set(id, colours[slot]!);
  }
  return assigned;
}

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
  const colours = compareColours(
    input.lines.map((l) => l.id),
    input.theme,
  );
  const colourOf = (i: number) => colours.get(input.lines[i]!.id)!;
  const inSelection = (i: number) =>
    selected !== undefined && input.years[i]! >= selected.from && input.years[i]! <= selected.to;
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    color: input.lines.map((_, i) => colourOf(i)),
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
  id: string;
  name: string;
  hhi: number | null;
}

export function buildCompareConcentrationOption(input: {
  bars: readonly ConcentrationBar[];
  theme?: ColorScheme;
}): CompareConcentrationOption {
  const palette = chartPalette(input.theme);
  // Each bar in its country's colour (as in every compare chart); the band is said in words.
  const colours = compareColours(
    input.bars.map((b) => b.id),
    input.theme,
  );
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
          itemStyle: { color: b.hhi === null ? palette.noData : colours.get(b.id)! },
        })),
        label: {
          show: true,
          position: 'right',
          color: palette.text,
          formatter: (p: { dataIndex: number }) => {
            const hhi = bars[p.dataIndex]?.hhi ?? null;
            return hhi === null ? formatHhi(hhi) : `${formatHhi(hhi)} (${hhiBand(hhi)})`;
          },
        },
      },
    ],
  };
}
