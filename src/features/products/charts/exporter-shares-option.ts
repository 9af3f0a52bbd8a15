/**
 * Pure option builder of `exporter-shares`: the top exporters' shares of world exports per year
 * as lines, so a supplier's rise or fall shows. Years without a share are gaps, not zeros. The
 * lines span the service's coverage; the selected years are marked (larger points, bold year
 * labels) and the others muted, so a one-year selection is a marked year on whole lines.
 */
import type { ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { escapeHtml } from '@/lib/escape-html';
import { formatPercent } from '@/lib/format';
import { chartPalette, type ColorScheme } from '@/components/charts/options/palette';
import { chartText, tooltipText } from '@/components/charts/options/chart-text';
import { tooltipBase } from '@/components/charts/options/tooltip';
import type { ShareSeries } from '../product-figures';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type ExporterSharesOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export interface ExporterSharesInput {
  years: readonly number[];
  series: readonly ShareSeries[];
  theme?: ColorScheme;
  /** The selected years (inclusive), marked on the whole lines. */
  selected?: { from: number; to: number };
}

interface AxisParam {
  axisValueLabel?: string;
  seriesName?: string;
  value?: unknown;
  marker?: string;
}

export function formatShare(share: number | null): string {
  return share === null ? 'no exports reported' : formatPercent(share);
}

export function buildExporterSharesOption(input: ExporterSharesInput): ExporterSharesOption {
  const palette = chartPalette(input.theme);
  const { selected } = input;
  const isSelected = (year: number | undefined) =>
    selected !== undefined && year !== undefined && year >= selected.from && year <= selected.to;
  // A gap stays a bare null; a share is a data item carrying its mark.
  const datum = (share: number | null, i: number) =>
    selected === undefined || share === null
      ? share
      : {
          value: share,
          symbolSize: isSelected(input.years[i]) ? 9 : 4,
          itemStyle: { opacity: isSelected(input.years[i]) ? 1 : 0.45 },
        };
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    color: [...palette.categorical],
    legend: { type: 'scroll', bottom: 0, textStyle: { color: palette.text } },
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'axis'),
      formatter: (params: unknown) => {
        const list = (Array.isArray(params) ? params : [params]) as AxisParam[];
        const head = escapeHtml(list[0]?.axisValueLabel ?? '');
        const lines = list.map(
          (p) =>
            `${p.marker ?? ''}${tooltipText(p.seriesName)}: <b>${escapeHtml(
              formatShare(typeof p.value === 'number' ? p.value : null),
            )}</b>`,
        );
        return [head, ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: input.years.map(String),
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisLabel: {
        color: palette.mutedText,
        formatter: (label: string) => (isSelected(Number(label)) ? `{selected|${label}}` : label),
        rich: { selected: { fontWeight: 'bold', color: palette.text } },
      },
    },
    yAxis: {
      type: 'value',
      min: 0,
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: { color: palette.mutedText, formatter: (v: number) => formatPercent(v) },
    },
    series: input.series.map((s) => ({
      type: 'line' as const,
      // Legend and axis labels are plain text in ECharts (cut, overrides stripped); the tooltip escapes.
      name: chartText(s.name),
      data: s.shares.map(datum),
      connectNulls: false,
      showSymbol: true,
      symbolSize: 5,
      lineStyle: { width: 2 },
    })),
  };
}
