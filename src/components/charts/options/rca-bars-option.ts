/**
 * Pure option builder of ranked RCA bars: each product's (or exporter's) revealed comparative
 * advantage, where 1 is the world's average mix; the country view's `specialisations` and the
 * product view's `exporter-specialisation`. The tooltip gives the value beside the index, so a
 * large index on a small trade reads as such.
 */
import { escapeHtml } from '@/lib/escape-html';
import { formatNumber, formatPercent, formatUsdExact } from '@/lib/format';
import type { ColorScheme } from './palette';
import { chartText, tooltipText } from './chart-text';
import { horizontalBarsOption, type HorizontalBarsOption } from './horizontal-bars-option';

interface RcaBarRow {
  name: string;
  rca: number;
  /** Export value in US dollars. */
  value: number;
  /** Share of world exports of the product (x_cp / x_wp); null when unknown. */
  worldShare: number | null;
}

export interface RcaBarsInput {
  rows: readonly RcaBarRow[];
  theme?: ColorScheme;
}

/** "664.2" / "1.9": the index with at most one decimal. */
export function formatRca(rca: number | null | undefined): string {
  return formatNumber(rca);
}

export function buildRcaBarsOption(input: RcaBarsInput): HorizontalBarsOption {
  return horizontalBarsOption({
    rows: input.rows,
    theme: input.theme,
    labels: input.rows.map((r) => chartText(r.name)),
    labelWidth: 140,
    valueLabelRoom: 48,
    fromZero: true,
    tooltip: (row) =>
      `${tooltipText(row.name)}<br/>RCA <b>${escapeHtml(formatRca(row.rca))}</b> (1 = world average)<br/>` +
      `Exports ${escapeHtml(formatUsdExact(row.value))}` +
      (row.worldShare === null ? '' : `<br/>${escapeHtml(formatPercent(row.worldShare))} of world exports`),
    axisLabel: (v) => formatRca(v),
    valueLabel: (v) => formatRca(v),
    series: {
      name: 'Revealed comparative advantage',
      data: input.rows.map((r) => ({ value: r.rca, name: chartText(r.name) })),
      color: (palette) => palette.exports,
      barMaxWidth: 22,
    },
  });
}
