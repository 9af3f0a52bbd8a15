/**
 * Pure option builder of the `product-mix` treemap: the country's ranked products grouped by HS
 * section, one colour per section. The grouping is also drawn as labelled parent rectangles,
 * so sections stay distinguishable where colours alone would not be (21 sections exceed any
 * colour-blind-safe palette; the colours repeat, the labels and borders do not).
 */
import type { ComposeOption } from 'echarts/core';
import type { TreemapSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, TooltipComponentOption } from 'echarts/components';
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdExact } from '@/lib/format';
import { hsSectionOf, type HsSection } from '@/lib/hs/hs-sections';
import { chartPalette, readableTextOn, type ColorScheme } from '@/components/charts/options/palette';
import { shareLine, tooltipBase } from '@/components/charts/options/tooltip';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type ProductMixChartOption = ComposeOption<TreemapSeriesOption | TooltipComponentOption | AriaComponentOption>;

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

export interface SectionGroup {
  section: HsSection;
  value: number;
  products: ProductRow[];
}

/** Products grouped by HS section, sections by value descending. */
export function groupBySection(rows: readonly ProductRow[]): SectionGroup[] {
  const groups = new Map<string, SectionGroup>();
  for (const row of rows) {
    const group = groups.get(row.section.id) ?? { section: row.section, value: 0, products: [] };
    group.value += row.value;
    group.products.push(row);
    groups.set(row.section.id, group);
  }
  return [...groups.values()].sort((a, b) => b.value - a.value || a.section.index - b.section.index);
}

/** The colour of a section: stable per section (by its HS position), not per rank. */
export function sectionColor(section: HsSection, palette: readonly string[]): string {
  return palette[section.index % palette.length] ?? '#888888';
}

export interface ProductMixOptionInput {
  rows: readonly ProductRow[];
  theme?: ColorScheme;
}

interface TreeParam {
  data?: { hs6?: string; productName?: string; share?: number | null; section?: string };
  value?: unknown;
  name?: string;
}

export function productLabel(row: ProductRow): string {
  return row.name ? `${row.hs6} ${row.name}` : row.hs6;
}

export function buildProductMixOption(input: ProductMixOptionInput): ProductMixChartOption {
  const palette = chartPalette(input.theme);
  const groups = groupBySection(input.rows);
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    tooltip: {
      ...tooltipBase(palette),
      formatter: (params: unknown) => {
        const p = params as TreeParam;
        const value = typeof p.value === 'number' ? p.value : null;
        const data = p.data ?? {};
        if (data.hs6) {
          return `${escapeHtml(data.productName ?? data.hs6)}<br/>${escapeHtml(data.section ?? '')}<br/><b>${escapeHtml(
            formatUsdExact(value),
          )}</b>${shareLine(data.share)}`;
        }
        return `${escapeHtml(p.name ?? '')}<br/><b>${escapeHtml(formatUsdExact(value))}</b>`;
      },
    },
    series: [
      {
        type: 'treemap',
        name: 'Product mix',
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        levels: [
          // Level 0 is the invisible root.
          { itemStyle: { borderWidth: 0, gapWidth: 3 }, upperLabel: { show: false } },
          // Sections: a labelled band on top and a gap, so the grouping reads without colour.
          {
            itemStyle: { borderColor: palette.splitLine, borderWidth: 2, gapWidth: 1 },
            // The band behind a section's label is drawn in the border colour, so the label
            // takes the theme's text colour rather than one computed from the section colour.
            upperLabel: { show: true, height: 20, fontWeight: 'bold', overflow: 'truncate', color: palette.text },
          },
          // Products.
          { itemStyle: { borderWidth: 1, gapWidth: 1, borderColorSaturation: 0.35 } },
        ],
        label: { show: true, overflow: 'truncate', formatter: '{b}' },
        data: groups.map((g) => {
          const color = sectionColor(g.section, palette.categorical);
          return {
            name: `${g.section.id} ${g.section.name}`,
            value: g.value,
            itemStyle: { color },
            children: g.products.map((row) => ({
              // Names reach a text label (plain text) and the tooltip (escaped above).
              name: row.name ? `${row.hs6} ${row.name}` : row.hs6,
              value: row.value,
              hs6: row.hs6,
              productName: productLabel(row),
              share: row.share,
              section: `${g.section.id} ${g.section.name}`,
              label: { color: readableTextOn(color) },
            })),
          };
        }),
      },
    ],
  };
}
