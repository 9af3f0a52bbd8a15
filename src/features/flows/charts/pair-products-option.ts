/**
 * The `pair-products` treemap's data: what the pair trades (both directions together, or the one
 * shown), grouped by HS section, drawn by the shared section treemap
 * (components/charts/options/section-treemap-option.ts).
 */
import type { ColorScheme } from '@/components/charts/options/palette';
import {
  buildSectionTreemapOption,
  type TreemapSize,
  sectionLabel,
  type SectionTreemapOption,
} from '@/components/charts/options/section-treemap-option';
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdExact } from '@/lib/format';
import type { PairSection } from '../pair-products';
import { chartText, tooltipText } from '@/components/charts/options/chart-text';

export type PairProductsOption = SectionTreemapOption;

/** Labels in the treemap are cut: a catalog name can be long (the tooltip and table have it whole). */
const LABEL_MAX_CHARS = 60;

/** The shared chart-text cut (overrides stripped, whole characters), at this chart's length. */
export function shortLabel(text: string, max = LABEL_MAX_CHARS): string {
  return chartText(text, max);
}

export interface PairProductsOptionInput {
  sections: readonly PairSection[];
  nameOf: (hs6: string) => string | null;
  /** Both directions: show the export/import split in tooltips. */
  both: boolean;
  exportLabel: string;
  importLabel: string;
  theme?: ColorScheme;
  /** At most this many products are drawn (the rest are in the table). */
  maxProducts?: number;
  size?: TreemapSize;
}

export function buildPairProductsOption(input: PairProductsOptionInput): PairProductsOption {
  const max = input.maxProducts ?? 300;
  // The largest products overall, so that a long tail of tiny rectangles does not cost the draw.
  const drawn = new Set(
    input.sections
      .flatMap((s) => s.products)
      .sort((a, b) => b.total - a.total || a.hs6.localeCompare(b.hs6))
      .slice(0, max)
      .map((p) => p.hs6),
  );
  const splitLine = (exports: number, imports: number) =>
    input.both
      ? `<br/>${tooltipText(input.exportLabel)}: ${escapeHtml(formatUsdExact(exports))}<br/>${tooltipText(input.importLabel)}: ${escapeHtml(formatUsdExact(imports))}`
      : '';
  return buildSectionTreemapOption({
    seriesName: 'What the pair trades',
    theme: input.theme,
    size: input.size,
    sections: input.sections.map((s) => {
      const sectionName = sectionLabel(s.section);
      return {
        section: s.section,
        value: s.total,
        tip: `${escapeHtml(sectionName)}<br/><b>${escapeHtml(formatUsdExact(s.total))}</b>${splitLine(s.exports, s.imports)}`,
        children: s.products
          .filter((p) => drawn.has(p.hs6))
          .map((p) => {
            const name = input.nameOf(p.hs6);
            const full = name ? `${p.hs6} ${name}` : p.hs6;
            return {
              // The names arrive after the first draw: the code keeps each rectangle's identity.
              id: p.hs6,
              // Plain text in the label (ECharts draws it as text); escaped in the tooltip.
              name: shortLabel(full),
              value: p.total,
              tip: `${tooltipText(full)}<br/>${escapeHtml(sectionName)}<br/><b>${escapeHtml(formatUsdExact(p.total))}</b>${splitLine(p.exports, p.imports)}`,
            };
          }),
      };
    }),
  });
}
