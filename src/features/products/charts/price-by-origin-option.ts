/**
 * Pure option builder of `price-by-origin`: unit value (USD per unit) per exporter, cheapest
 * first, the traded quantity beside each name so the volume behind a price stays visible.
 * Exporters without a quantity have no unit value: they are not drawn (the chart's table lists
 * them as such), never as a zero price.
 */
import { escapeHtml } from '@/lib/escape-html';
import { formatQuantity, formatUnitValue, formatUsdExact } from '@/lib/format';
import type { ColorScheme } from '@/components/charts/options/palette';
import { chartText, tooltipText } from '@/components/charts/options/chart-text';
import {
  horizontalBarsOption,
  type HorizontalBarsOption,
} from '@/components/charts/options/horizontal-bars-option';
import type { PriceRow } from '../product-figures';

export interface PriceByOriginInput {
  /** Rows with a unit value only, in the order drawn (cheapest first). */
  rows: readonly PriceRow[];
  unit: string | null;
  theme?: ColorScheme;
}

export function buildPriceByOriginOption(input: PriceByOriginInput): HorizontalBarsOption {
  const rows = input.rows.filter((r) => r.unitValue !== null);
  return horizontalBarsOption({
    rows,
    theme: input.theme,
    // Plain text labels (ECharts does not render them as HTML): names cut, overrides stripped.
    labels: rows.map((r) => `${chartText(r.name)} (${formatQuantity(r.quantity, input.unit)})`),
    labelWidth: 170,
    valueLabelRoom: 72,
    tooltip: (row) =>
      [
        tooltipText(row.name),
        `<b>${escapeHtml(formatUnitValue(row.unitValue, input.unit))}</b>`,
        `${escapeHtml(formatQuantity(row.quantity, input.unit))} for ${escapeHtml(formatUsdExact(row.value))}`,
      ].join('<br/>'),
    axisLabel: (v) => formatUnitValue(v, null),
    valueLabel: (v) => formatUnitValue(v, input.unit),
    // A price axis from zero: bars from an arbitrary start would exaggerate the differences.
    fromZero: true,
    series: {
      name: 'Unit value',
      data: rows.map((r) => r.unitValue),
      color: (palette) => palette.exports,
      barMaxWidth: 20,
    },
  });
}
