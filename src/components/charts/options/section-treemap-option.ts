/**
 * The one option builder of the treemaps grouped by HS section: the country view's product mix,
 * the /products index (chapters) and the flow explorer's pair products. Each section is a parent
 * rectangle in its own colour (HS_SECTION_COLORS) with a labelled band on top ("XVII Vehicles,
 * aircraft and vessels") and a border, so the grouping reads without colour; its children are
 * the products or chapters. The views decide what a node says: each node carries its tooltip as
 * HTML in which the view has escaped every data string.
 */
import type { ComposeOption } from 'echarts/core';
import type { TreemapSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, TooltipComponentOption } from 'echarts/components';
import type { HsSection } from '@/lib/hs/hs-sections';
import { FRAME_PROVIDES_ARIA } from './aria';
import { chartPalette, hsSectionColor, readableTextOn, type ColorScheme } from './palette';
import { chartText, TOOLTIP_MAX_CHARS, tooltipText } from './chart-text';
import { tooltipBase } from './tooltip';

export type SectionTreemapOption = ComposeOption<
  TreemapSeriesOption | TooltipComponentOption | AriaComponentOption
>;

/** A rectangle inside a section. `Extra` is what the view reads back (an HS code, a share). */
type TreemapLeaf<Extra extends object = object> = Extra & {
  /** Plain text: ECharts draws labels as text. */
  name: string;
  value: number;
  /** Tooltip HTML, every data string already escaped. */
  tip: string;
  /**
   * What the rectangle stands for (an HS code), unchanged when its name changes. ECharts matches
   * an update's rectangles to the drawn ones by id, else by name: with names arriving after the
   * first draw, an id lets it redraw each rectangle in place instead of building all anew.
   */
  id?: string;
  /** Its own fill, when the view colours by a measure (the section still frames it); else the section's. */
  color?: string;
};

export interface TreemapSection<Extra extends object = object> {
  section: HsSection;
  value: number;
  /** Tooltip HTML of the section, escaped. */
  tip: string;
  children: readonly TreemapLeaf<Extra>[];
}

export interface SectionTreemapInput<Extra extends object = object> {
  /** The series name (what the chart shows). */
  seriesName: string;
  sections: readonly TreemapSection<Extra>[];
  theme?: ColorScheme;
  /** The chart's size in px (its box, measured: use-chart-width.ts), which decides which rectangles are labelled. */
  size?: TreemapSize;
}

export interface TreemapSize {
  width: number;
  height: number;
}

/** "XVII Vehicles, aircraft and vessels": the section band's label. */
export function sectionLabel(section: HsSection): string {
  return `${section.id} ${section.name}`;
}

interface TreeParam {
  name?: string;
  data?: { tip?: string };
}

/**
 * A rectangle smaller than this (px²) has no label: ECharts cuts a label to its rectangle and
 * keeps at least a character or two, so a small one read "8" or "84", a code it is not (the
 * tooltip and the data table still name it). A six-digit code with its ellipsis and the label's
 * padding takes about 60 px in 12 px type, and squarified cells are seldom square: about 70 px
 * square (55 px square left cells of 50 × 60 px reading "8703…" at 320 and 1,280 px).
 */
const TREEMAP_LABEL_MIN_AREA = 5000;

/** The share of the whole under which a rectangle has no label, in a chart of this size. */
export function labelMinShare(chartWidth: number, chartHeight: number): number {
  return TREEMAP_LABEL_MIN_AREA / Math.max(1, chartWidth * chartHeight);
}

/**
 * A rectangle's label: its code on a line of its own, its name under it ("847130" / "Automatic
 * data…"). On one line ECharts cut the code with the name ("8473…" in a 55 px cell, a code it
 * is not); alone, a six-digit code fits any labelled rectangle, and the name takes what is left.
 */
export function treemapLabelText(name: string): string {
  return name.replace(/^(\d{2,6}) /, '$1\n');
}

export function buildSectionTreemapOption<Extra extends object>(
  input: SectionTreemapInput<Extra>,
): SectionTreemapOption {
  const palette = chartPalette(input.theme);
  const whole = input.sections.reduce((sum, s) => sum + s.value, 0);
  const size = input.size ?? { width: 1000, height: 360 };
  const minShare = labelMinShare(size.width, size.height);
  const labelled = (value: number) => whole > 0 && value / whole >= minShare;
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    tooltip: {
      ...tooltipBase(palette),
      formatter: (params: unknown) => {
        const p = params as TreeParam;
        return p.data?.tip ?? tooltipText(p.name);
      },
    },
    series: [
      {
        type: 'treemap',
        name: input.seriesName,
        // The treemap reads `animation` from its series, not from the option's root: without
        // this it animates every rectangle and label from its old place on each update (product
        // names arriving), which more than doubled the pair-products redraw.
        animation: false,
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
            upperLabel: {
              show: true,
              height: 20,
              fontWeight: 'bold',
              overflow: 'truncate',
              color: palette.text,
            },
          },
          // Products or chapters.
          { itemStyle: { borderWidth: 1, gapWidth: 1, borderColorSaturation: 0.35 } },
        ],
        label: {
          show: true,
          overflow: 'truncate',
          // Two lines (code, name): without a line height of their own ECharts drew them on each other.
          lineHeight: 15,
          // ECharts' default padding (5) cut a six-digit code in a 55 px cell; 3 leaves it room.
          padding: 3,
          formatter: (params: unknown) => treemapLabelText((params as TreeParam).name ?? ''),
        },
        data: input.sections.map((s) => {
          const color = hsSectionColor(s.section.index);
          return {
            id: `section-${s.section.id}`,
            name: sectionLabel(s.section),
            value: s.value,
            tip: s.tip,
            itemStyle: { color },
            // Names cut (ECharts also cuts each label to its rectangle) and stripped of overrides.
            children: s.children.map(({ color: own, ...leaf }) => ({
              ...leaf,
              name: chartText(leaf.name, TOOLTIP_MAX_CHARS),
              ...(own ? { itemStyle: { color: own } } : {}),
              label: { show: labelled(leaf.value), color: readableTextOn(own ?? color) },
            })),
          };
        }),
      },
    ],
  };
}
