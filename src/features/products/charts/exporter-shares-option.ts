/**
 * Pure option builder of `exporter-shares`: the top exporters' shares of world exports per year
 * as lines, so a supplier's rise or fall shows. Years without a share are gaps, not zeros.
 */
import type { ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { escapeHtml } from '@/lib/escape-html';
import { formatPercent } from '@/lib/format';
import { chartPalette, type ColorScheme } from '@/components/charts/options/palette';
import { chartText, tooltipText } from '@/components/charts/options/chart-text';
import { tooltipBase } from '@/components/charts/options/tooltip';
import type { ShareSeries } from '../product-figures';

export type ExporterSharesOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption
>;

export interface ExporterSharesInput {
  years: readonly number[];
  series: readonly ShareSeries[];
  theme?: ColorScheme;
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
  return {
    aria: { enabled: true },
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
      axisLabel: { color: palette.mutedText },
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
      data: [...s.shares],
      connectNulls: false,
      showSymbol: true,
      symbolSize: 5,
      lineStyle: { width: 2 },
    })),
  };
}
