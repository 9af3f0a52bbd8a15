/**
 * Pure option builder of diverging horizontal bars: a change per row (a partner, a product, an
 * exporter), gains to the right in one colour and losses to the left in another, the largest
 * gain at the top. The "what changed" charts (`changes-partners`, `changes-products`,
 * `changes-exporters`, `changes-pair-products`) draw with it.
 */
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdCompact, formatUsdExact } from '@/lib/format';
import { chartPalette, type ColorScheme } from './palette';
import { chartText, tooltipText } from './chart-text';
import { horizontalBarsOption, type HorizontalBarsOption } from './horizontal-bars-option';

interface DivergingRow {
  name: string;
  /** The change in US dollars (after minus before). */
  change: number;
  before: number;
  after: number;
}

export interface DivergingBarsInput {
  rows: readonly DivergingRow[];
  /** The two years compared, for the tooltip. */
  years: { before: number; after: number };
  theme?: ColorScheme;
}

/** A signed compact amount: "+$1.2B", "−$3.4M". */
export function formatSignedUsd(value: number): string {
  if (value === 0) return formatUsdCompact(0);
  return `${value > 0 ? '+' : '−'}${formatUsdCompact(Math.abs(value))}`;
}

export function buildDivergingBarsOption(input: DivergingBarsInput): HorizontalBarsOption {
  const { before, after } = input.years;
  const palette = chartPalette(input.theme);
  return horizontalBarsOption({
    rows: input.rows,
    theme: input.theme,
    labels: input.rows.map((r) => chartText(r.name)),
    labelWidth: 120,
    valueLabelRoom: 64,
    tooltip: (row) =>
      `${tooltipText(row.name)}<br/><b>${escapeHtml(formatSignedUsd(row.change))}</b><br/>` +
      `${before}: ${escapeHtml(formatUsdExact(row.before))}<br/>${after}: ${escapeHtml(formatUsdExact(row.after))}`,
    axisLabel: (v) => formatSignedUsd(v),
    valueLabel: (v) => (v === null ? '' : formatSignedUsd(v)),
    series: {
      name: `Change ${before}–${after}`,
      // Each bar carries its own colour: gains in one colour, losses in another.
      data: input.rows.map((r) => ({
        value: r.change,
        name: chartText(r.name),
        itemStyle: { color: r.change >= 0 ? palette.exports : palette.imports },
      })),
      color: (palette) => palette.exports,
      barMaxWidth: 22,
    },
  });
}
