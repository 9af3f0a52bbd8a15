/**
 * Pure option builder of ranked horizontal bars, largest at the top, with the share of the total
 * in the tooltip: the country view's `top-partners`, the product view's `top-exporters`,
 * `top-importers` and `product-children`.
 */
import type { Flow } from '@/api/service-conventions';
import { formatUsdCompact } from '@/lib/format';
import type { ColorScheme } from './palette';
import { chartText } from './chart-text';
import { partnerTooltip, partnerVerb } from './tooltip';
import { horizontalBarsOption, type HorizontalBarsOption } from './horizontal-bars-option';

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
    .filter(
      (p): p is { partner: string; value_usd: number } => typeof p.partner === 'string' && p.partner !== '',
    )
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

export function buildRankedBarsOption(input: RankedBarsInput): HorizontalBarsOption {
  const verb = input.verb ?? partnerVerb(input.flow);
  return horizontalBarsOption({
    rows: input.rows,
    theme: input.theme,
    // Axis labels are plain text in ECharts (not HTML): cut and stripped, not escaped.
    labels: input.rows.map((r) => chartText(r.name)),
    labelWidth: 120,
    valueLabelRoom: 56,
    tooltip: (row) => partnerTooltip(verb, row.name, row.value, row.share),
    axisLabel: (v) => formatUsdCompact(v),
    valueLabel: (v) => formatUsdCompact(v),
    series: {
      name: verb,
      data: input.rows.map((r) => ({ value: r.value, name: chartText(r.name) })),
      color: (palette) => (input.flow === 'export' ? palette.exports : palette.imports),
      barMaxWidth: 24,
      clickable: true,
    },
  });
}
