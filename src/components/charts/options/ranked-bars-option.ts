/**
 * Pure option builder of ranked horizontal bars, largest at the top, with the share of the total
 * in the tooltip: the country view's `top-partners`, the product view's `top-exporters`,
 * `top-importers` and `product-children`.
 */
import type { Flow } from '@/api/service-conventions';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { formatUsdCompact } from '@/lib/format';
import { chartPalette, type ColorScheme } from './palette';
import { chartText } from './chart-text';
import { partnerTooltip, partnerVerb, tooltipBase } from './tooltip';
import { FRAME_PROVIDES_ARIA } from './aria';

export type RankedBarsOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption
>;

/** One ranked bar: a partner, an exporter, a product code... */
export interface RankedRow {
  id: string;
  name: string;
  value: number;
  /** Fraction of the reference total (the summary's trade value), null when unknown. */
  share: number | null;
}

/** Ranks rows of /countries/{cid}/partners, computing shares against `total` when given. */
export function toPartnerRows(
  points: readonly { partner?: string | null; value_usd: number }[],
  nameOf: (id: string) => string,
  total?: number | null,
): RankedRow[] {
  return points
    .filter((p): p is { partner: string; value_usd: number } => typeof p.partner === 'string' && p.partner !== '')
    .map((p) => ({
      id: p.partner,
      name: nameOf(p.partner),
      value: p.value_usd,
      share: (total ?? 0) > 0 ? p.value_usd / (total ?? 0) : null,
    }))
    .sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
}

export interface RankedBarsInput {
  rows: readonly RankedRow[];
  /** Picks the flow's colour; and, without `verb`, the tooltip's "Exports to" / "Imports from". */
  flow: Flow;
  /** What the tooltip says before a row's name, e.g. "Exporter". */
  verb?: string;
  theme?: ColorScheme;
}

interface BarParam {
  dataIndex?: number;
}

export function buildRankedBarsOption(input: RankedBarsInput): RankedBarsOption {
  const palette = chartPalette(input.theme);
  const rows = input.rows;
  const color = input.flow === 'export' ? palette.exports : palette.imports;
  const verb = input.verb ?? partnerVerb(input.flow);
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'item'),
      formatter: (params: unknown) => {
        const index = (params as BarParam).dataIndex;
        // Stryker disable next-line ConditionalExpression: equivalent, rows[undefined] is undefined too (the guard is for the type checker)
        const row = index === undefined ? undefined : rows[index];
        return row ? partnerTooltip(verb, row.name, row.value, row.share) : '';
      },
    },
    xAxis: {
      type: 'value',
      splitLine: { lineStyle: { color: palette.splitLine } },
      // hideOverlap: at 360 px the compact labels would otherwise run into each other.
      axisLabel: { color: palette.mutedText, hideOverlap: true, formatter: (v: number) => formatUsdCompact(v) },
    },
    yAxis: {
      type: 'category',
      // Largest partner at the top, as a ranking reads.
      inverse: true,
      data: rows.map((r) => chartText(r.name)),
      axisLabel: {
        color: palette.text,
        width: 120,
        overflow: 'truncate',
        // Axis labels are plain text in ECharts (not HTML): cut and stripped, not escaped.
      },
      axisLine: { lineStyle: { color: palette.axisLine } },
    },
    series: [
      {
        type: 'bar',
        name: verb,
        data: rows.map((r) => ({ value: r.value, name: chartText(r.name) })),
        itemStyle: { color },
        cursor: 'pointer',
        barMaxWidth: 24,
        label: {
          show: true,
          position: 'right',
          color: palette.mutedText,
          formatter: (p: unknown) => {
            const v = (p as { value?: unknown }).value;
            // Stryker disable next-line ConditionalExpression: equivalent, formatUsdCompact says "n/a" for a non-number too (the check is for the type checker)
            return formatUsdCompact(typeof v === 'number' ? v : null);
          },
        },
      },
    ],
  };
}
