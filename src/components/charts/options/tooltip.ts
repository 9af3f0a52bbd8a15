/**
 * Tooltip pieces the charts share. ECharts renders tooltips as HTML, so every data
 * string that reaches one goes through escapeHtml here, in one place.
 */
import type { Flow } from '@/api/service-conventions';
import type { TooltipComponentOption } from 'echarts/components';
import { escapeHtml } from '@/lib/escape-html';
import { formatPercent, formatUsdExact } from '@/lib/format';
import { tooltipText } from './chart-text';
import type { ChartPalette } from './palette';

/**
 * Confined to the chart (no overflow on a phone) and in the theme's colours. The box wraps
 * (ECharts sets white-space: nowrap) so a long name, already cut by tooltipText, stays in it.
 */
export const TOOLTIP_BOX_CSS = 'max-width: min(24rem, 90vw); white-space: normal; overflow-wrap: anywhere;';

export function tooltipBase(palette: ChartPalette, trigger?: 'item' | 'axis'): TooltipComponentOption {
  return {
    ...(trigger ? { trigger } : {}),
    confine: true,
    extraCssText: TOOLTIP_BOX_CSS,
    backgroundColor: palette.tooltipBackground,
    textStyle: { color: palette.text },
  };
}

/** How a partner relates to the country: "Exports to" / "Imports from". */
export function partnerVerb(flow: Flow): string {
  return flow === 'export' ? 'Exports to' : 'Imports from';
}

/** "<br/>12.3% of the total", or nothing when the share is unknown. */
export function shareLine(share: number | null | undefined): string {
  return share === null || share === undefined ? '' : `<br/>${escapeHtml(formatPercent(share))} of the total`;
}

/** "Exports to China<br/><b>$1,234</b><br/>12.3% of the total". */
export function partnerTooltip(
  verb: string,
  name: string,
  value: number,
  share: number | null | undefined,
): string {
  return `${escapeHtml(verb)} ${tooltipText(name)}<br/><b>${escapeHtml(formatUsdExact(value))}</b>${shareLine(share)}`;
}
