/**
 * Pure option builder of `price-by-origin`: unit value (USD per unit) per exporter, cheapest
 * first, the traded quantity beside each name so the volume behind a price stays visible.
 * Exporters without a quantity have no unit value: they are not drawn (the chart's table lists
 * them as such), never as a zero price.
 */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { escapeHtml } from '@/lib/escape-html';
import { formatQuantity, formatUnitValue, formatUsdExact } from '@/lib/format';
import { chartPalette, type ColorScheme } from '@/components/charts/options/palette';
import { chartText, tooltipText } from '@/components/charts/options/chart-text';
import { tooltipBase } from '@/components/charts/options/tooltip';
import type { PriceRow } from '../product-figures';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type PriceByOriginOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption>;

export interface PriceByOriginInput {
  /** Rows with a unit value only, in the order drawn (cheapest first). */
  rows: readonly PriceRow[];
  unit: string | null;
  theme?: ColorScheme;
}

export function buildPriceByOriginOption(input: PriceByOriginInput): PriceByOriginOption {
  const palette = chartPalette(input.theme);
  const rows = input.rows.filter((r) => r.unitValue !== null);
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'item'),
      formatter: (params: unknown) => {
        const row = rows[(params as { dataIndex?: number }).dataIndex ?? -1];
        if (!row) return '';
        return [
          tooltipText(row.name),
          `<b>${escapeHtml(formatUnitValue(row.unitValue, input.unit))}</b>`,
          `${escapeHtml(formatQuantity(row.quantity, input.unit))} for ${escapeHtml(formatUsdExact(row.value))}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      min: 0,
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: { color: palette.mutedText, hideOverlap: true, formatter: (v: number) => formatUnitValue(v, null) },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      // Plain text labels (ECharts does not render them as HTML): names cut, overrides stripped.
      data: rows.map((r) => `${chartText(r.name)} (${formatQuantity(r.quantity, input.unit)})`),
      axisLabel: { color: palette.text, width: 170, overflow: 'truncate' },
      axisLine: { lineStyle: { color: palette.axisLine } },
    },
    series: [
      {
        type: 'bar',
        name: 'Unit value',
        data: rows.map((r) => r.unitValue),
        itemStyle: { color: palette.exports },
        barMaxWidth: 20,
        label: {
          show: true,
          position: 'right',
          color: palette.mutedText,
          formatter: (p: unknown) => {
            const v = (p as { value?: unknown }).value;
            return formatUnitValue(typeof v === 'number' ? v : null, input.unit);
          },
        },
      },
    ],
  };
}
