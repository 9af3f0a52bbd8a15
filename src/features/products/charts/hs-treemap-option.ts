/**
 * The `hs-treemap` on /products: world trade by HS section and chapter, drawn by the shared
 * section treemap (components/charts/options/section-treemap-option.ts), one colour per section
 * as in the country view's product mix.
 */
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdExact } from '@/lib/format';
import type { ColorScheme } from '@/components/charts/options/palette';
import {
  buildSectionTreemapOption,
  type TreemapSize,
  sectionLabel,
  type SectionTreemapOption,
} from '@/components/charts/options/section-treemap-option';
import { tooltipText } from '@/components/charts/options/chart-text';
import { shareLine } from '@/components/charts/options/tooltip';
import type { SectionTrade } from '../hs-index-figures';

export type HsTreemapOption = SectionTreemapOption;

export function buildHsTreemapOption(input: {
  sections: readonly SectionTrade[];
  total: number | null;
  theme?: ColorScheme;
  size?: TreemapSize;
}): HsTreemapOption {
  const total = input.total;
  const tip = (name: string, value: number, share?: number | null) =>
    `${tooltipText(name)}<br/><b>${escapeHtml(formatUsdExact(value))}</b>${shareLine(share)}`;
  return buildSectionTreemapOption({
    seriesName: 'World trade by HS section and chapter',
    theme: input.theme,
    size: input.size,
    sections: input.sections
      .filter((s) => s.value !== null && s.value > 0)
      .map((s) => ({
        section: s.section,
        value: s.value ?? 0,
        tip: tip(sectionLabel(s.section), s.value ?? 0),
        children: s.chapters
          .filter((c) => c.value !== null && c.value > 0)
          .map((c) => {
            const share = total && total > 0 && c.value !== null ? c.value / total : null;
            // Plain-text label; the tooltip escapes.
            const name = `${c.code} ${c.name}`;
            return { name, value: c.value ?? 0, chapter: c.code, share, tip: tip(name, c.value ?? 0, share) };
          }),
      })),
  });
}
