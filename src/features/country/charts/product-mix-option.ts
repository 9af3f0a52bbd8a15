/**
 * The `product-mix` treemap's data: the country's ranked products grouped by HS section, drawn
 * by the shared section treemap (components/charts/options/section-treemap-option.ts), which
 * gives each section its colour and a labelled band.
 */
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdExact } from '@/lib/format';
import { hsSectionOf, type HsSection } from '@/lib/hs/hs-sections';
import type { ColorScheme } from '@/components/charts/options/palette';
import {
  buildSectionTreemapOption,
  type TreemapSize,
  sectionLabel,
  type SectionTreemapOption,
} from '@/components/charts/options/section-treemap-option';
import { tooltipText } from '@/components/charts/options/chart-text';
import { shareLine } from '@/components/charts/options/tooltip';
import { formatRca } from '@/components/charts/options/rca-bars-option';
import { rcaColor, RCA_UNKNOWN_LABEL, type ProductRcaRow } from './product-mix-rca';

export type ProductMixChartOption = SectionTreemapOption;

export interface ProductRow {
  hs6: string;
  /** Product name from the catalog; null while unknown (the code is shown instead). */
  name: string | null;
  value: number;
  /** Fraction of the reference total. */
  share: number | null;
  section: HsSection;
}

export function toProductRows(
  points: readonly { hs6?: string | null; value_usd: number }[],
  nameOf: (hs6: string) => string | null,
  total?: number | null,
): ProductRow[] {
  return points
    .filter((p): p is { hs6: string; value_usd: number } => typeof p.hs6 === 'string' && p.hs6 !== '')
    .map((p) => ({
      hs6: p.hs6,
      name: nameOf(p.hs6),
      value: p.value_usd,
      share: total && total > 0 ? p.value_usd / total : null,
      section: hsSectionOf(p.hs6),
    }))
    .sort((a, b) => b.value - a.value || a.hs6.localeCompare(b.hs6));
}

export interface SectionGroup<R extends ProductRow = ProductRow> {
  section: HsSection;
  value: number;
  products: R[];
}

/** Products grouped by HS section, sections by value descending. */
export function groupBySection<R extends ProductRow>(rows: readonly R[]): SectionGroup<R>[] {
  const groups = new Map<string, SectionGroup<R>>();
  for (const row of rows) {
    const group: SectionGroup<R> = groups.get(row.section.id) ?? {
      section: row.section,
      value: 0,
      products: [],
    };
    group.value += row.value;
    group.products.push(row);
    groups.set(row.section.id, group);
  }
  return [...groups.values()].sort((a, b) => b.value - a.value || a.section.index - b.section.index);
}

export interface ProductMixOptionInput {
  /** With `rca`, the rows joined with their RCA (product-mix-rca.ts). */
  rows: readonly (ProductRow | ProductRcaRow)[];
  theme?: ColorScheme;
  size?: TreemapSize;
  /** Colour each product by its RCA band (grey without one); the sections still frame them. */
  rca?: boolean;
}

function rcaTipLine(row: ProductRow | ProductRcaRow): string {
  if (!('rca' in row)) return '';
  return row.rca === null
    ? `<br/>${escapeHtml(RCA_UNKNOWN_LABEL)}`
    : `<br/>RCA <b>${escapeHtml(formatRca(row.rca))}</b> (1 = world average)`;
}

function productLabel(row: ProductRow): string {
  return row.name ? `${row.hs6} ${row.name}` : row.hs6;
}

export function buildProductMixOption(input: ProductMixOptionInput): ProductMixChartOption {
  return buildSectionTreemapOption({
    seriesName: 'Product mix',
    theme: input.theme,
    size: input.size,
    sections: groupBySection(input.rows).map((g) => {
      const section = sectionLabel(g.section);
      return {
        section: g.section,
        value: g.value,
        tip: `${escapeHtml(section)}<br/><b>${escapeHtml(formatUsdExact(g.value))}</b>`,
        children: g.products.map((row) => ({
          // Names reach a text label (plain text) and the tooltip (escaped).
          name: productLabel(row),
          value: row.value,
          hs6: row.hs6,
          share: row.share,
          ...(input.rca && 'rca' in row ? { color: rcaColor(row.rca, input.theme) } : {}),
          tip: `${tooltipText(productLabel(row))}<br/>${escapeHtml(section)}<br/><b>${escapeHtml(formatUsdExact(row.value))}</b>${shareLine(row.share)}${input.rca ? rcaTipLine(row) : ''}`,
        })),
      };
    }),
  });
}
