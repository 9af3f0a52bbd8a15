/**
 * Pure option builder of the `pair-products` treemap: what the pair trades (both directions
 * together, or the one shown), grouped by HS section with one colour per section and labelled
 * section bands, so sections stay distinguishable where colours repeat.
 */
import type { TreemapSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { chartPalette, readableTextOn, type ColorScheme } from '@/components/charts/options/palette';
import { tooltipBase } from '@/components/charts/options/tooltip';
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdExact } from '@/lib/format';
import type { PairSection } from './pair-products';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type PairProductsOption = ComposeOption<TreemapSeriesOption | TooltipComponentOption | AriaComponentOption>;

/** Labels in the treemap are cut: a catalog name can be long (the tooltip and table have it whole). */
export const LABEL_MAX_CHARS = 60;

export function shortLabel(text: string, max = LABEL_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
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
}

interface TreeParam {
  name?: string;
  value?: unknown;
  data?: { tip?: string };
}

export function buildPairProductsOption(input: PairProductsOptionInput): PairProductsOption {
  const palette = chartPalette(input.theme);
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
    input.both ? `<br/>${escapeHtml(input.exportLabel)}: ${escapeHtml(formatUsdExact(exports))}<br/>${escapeHtml(input.importLabel)}: ${escapeHtml(formatUsdExact(imports))}` : '';
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    tooltip: {
      ...tooltipBase(palette),
      formatter: (params: unknown) => {
        const p = params as TreeParam;
        return p.data?.tip ?? escapeHtml(p.name ?? '');
      },
    },
    series: [
      {
        type: 'treemap',
        name: 'What the pair trades',
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        levels: [
          { itemStyle: { borderWidth: 0, gapWidth: 3 }, upperLabel: { show: false } },
          {
            itemStyle: { borderColor: palette.splitLine, borderWidth: 2, gapWidth: 1 },
            upperLabel: { show: true, height: 20, fontWeight: 'bold', overflow: 'truncate', color: palette.text },
          },
          { itemStyle: { borderWidth: 1, gapWidth: 1, borderColorSaturation: 0.35 } },
        ],
        label: { show: true, overflow: 'truncate', formatter: '{b}' },
        data: input.sections.map((s) => {
          const color = palette.categorical[s.section.index % palette.categorical.length] ?? '#888888';
          const sectionName = `${s.section.id} ${s.section.name}`;
          return {
            name: sectionName,
            value: s.total,
            itemStyle: { color },
            tip: `${escapeHtml(sectionName)}<br/><b>${escapeHtml(formatUsdExact(s.total))}</b>${splitLine(s.exports, s.imports)}`,
            children: s.products
              .filter((p) => drawn.has(p.hs6))
              .map((p) => {
                const name = input.nameOf(p.hs6);
                const full = name ? `${p.hs6} ${name}` : p.hs6;
                return {
                  // Plain text in the label (ECharts draws it as text); escaped in the tooltip.
                  name: shortLabel(full),
                  value: p.total,
                  tip: `${escapeHtml(full)}<br/>${escapeHtml(sectionName)}<br/><b>${escapeHtml(formatUsdExact(p.total))}</b>${splitLine(p.exports, p.imports)}`,
                  label: { color: readableTextOn(color) },
                };
              }),
          };
        }),
      },
    ],
  };
}
