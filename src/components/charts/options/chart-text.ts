/**
 * Service strings as chart text, cut to a sensible length. Charts draw names as plain text in
 * axis labels, bar labels, treemap rectangles and legends, and as HTML in tooltips; a name of
 * 10,000 characters without a space would push a label across the whole chart and a tooltip
 * across the page. Every option builder passes the names it draws through here, in one way:
 * - directional formatting characters are removed (an unclosed right-to-left override in a
 *   label would reorder the label and what follows it);
 * - the text is cut at a whole character (never inside a surrogate pair) with an ellipsis.
 * The name stays whole in the chart's data table, and in the page's text around the chart.
 */
import { stripBidiControls } from '@/lib/bidi';
import { escapeHtml } from '@/lib/escape-html';

/**
 * Axis, bar and legend labels: room for a long country or product name, not a paragraph. About
 * what a wide chart's category labels hold (horizontal-bars-option.ts WIDER_LABELS): ECharts
 * cuts them further to the room a narrower chart has.
 */
export const LABEL_MAX_CHARS = 56;
/** Tooltips and treemap rectangles (which ECharts also cuts to the rectangle's width). */
export const TOOLTIP_MAX_CHARS = 120;

export function chartText(text: string | null | undefined, max = LABEL_MAX_CHARS): string {
  const plain = stripBidiControls(text ?? '');
  const chars = Array.from(plain);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : plain;
}

/** The same, escaped for a tooltip (ECharts renders tooltips as HTML). */
export function tooltipText(text: string | null | undefined, max = TOOLTIP_MAX_CHARS): string {
  return escapeHtml(chartText(text, max));
}
