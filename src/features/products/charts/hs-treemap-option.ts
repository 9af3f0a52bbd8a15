/**
 * Pure option builder of `hs-treemap` on /products: world trade by HS section (labelled bands)
 * and chapter, one colour per section as in the country view's product mix.
 */
import type { ComposeOption } from 'echarts/core';
import type { TreemapSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, TooltipComponentOption } from 'echarts/components';
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdExact } from '@/lib/format';
import { chartPalette, readableTextOn, type ColorScheme } from '@/components/charts/options/palette';
import { shareLine, tooltipBase } from '@/components/charts/options/tooltip';
import type { SectionTrade } from '../hs-index-figures';
import { FRAME_PROVIDES_ARIA } from '@/components/charts/options/aria';

export type HsTreemapOption = ComposeOption<TreemapSeriesOption | TooltipComponentOption | AriaComponentOption>;

interface TreeParam {
  data?: { chapter?: string; share?: number | null };
  value?: unknown;
  name?: string;
}

export function buildHsTreemapOption(input: { sections: readonly SectionTrade[]; total: number | null; theme?: ColorScheme }): HsTreemapOption {
  const palette = chartPalette(input.theme);
  const total = input.total;
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    tooltip: {
      ...tooltipBase(palette),
      formatter: (params: unknown) => {
        const p = params as TreeParam;
        const value = typeof p.value === 'number' ? p.value : null;
        return `${escapeHtml(p.name ?? '')}<br/><b>${escapeHtml(formatUsdExact(value))}</b>${shareLine(p.data?.share)}`;
      },
    },
    series: [
      {
        type: 'treemap',
        name: 'World trade by HS section and chapter',
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
        data: input.sections
          .filter((s) => s.value !== null && s.value > 0)
          .map((s) => {
            const color = palette.categorical[s.section.index % palette.categorical.length] ?? '#888888';
            return {
              name: `${s.section.id} ${s.section.name}`,
              value: s.value ?? 0,
              itemStyle: { color },
              children: s.chapters
                .filter((c) => c.value !== null && c.value > 0)
                .map((c) => ({
                  // Plain-text label; the tooltip escapes.
                  name: `${c.code} ${c.name}`,
                  value: c.value ?? 0,
                  chapter: c.code,
                  share: total && total > 0 && c.value !== null ? c.value / total : null,
                  label: { color: readableTextOn(color) },
                })),
            };
          }),
      },
    ],
  };
}
