/**
 * Pure option builder of the world choropleths (the country view's `partner-map`, the product
 * view's `market-map`). Trade values span six orders of
 * magnitude, so a linear colour scale would paint every partner but the top three alike; the
 * legend uses quantile classes instead (each class holds about as many partners), with breaks
 * rounded to two significant digits and labelled in USD.
 */
import type { Flow } from '@/api/service-conventions';
import type { ComposeOption } from 'echarts/core';
import type { MapSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import { escapeHtml } from '@/lib/escape-html';
import { formatUsdCompact } from '@/lib/format';
import { countryName } from '@/lib/country-names';
import { chartPalette, sampleRamp, type ColorScheme } from './palette';
import { tooltipText } from './chart-text';
import { partnerTooltip, partnerVerb, tooltipBase } from './tooltip';
import { FRAME_PROVIDES_ARIA } from './aria';

export type WorldMapOption = ComposeOption<
  MapSeriesOption | TooltipComponentOption | VisualMapComponentOption | AriaComponentOption
>;

/** The name under which the world geometry is registered with echarts.registerMap. */
// Stryker disable next-line StringLiteral: equivalent, any name works as long as registerMap and the series share this constant
export const WORLD_MAP_NAME = 'tradescope-world';

export interface MapPartner {
  /** ISO alpha-2: the region name in the registered geometry. */
  id: string;
  name: string;
  value: number;
  share: number | null;
}

export interface ValueRange {
  /** Inclusive lower bound. */
  gte: number;
  /** Exclusive upper bound; undefined for the top class. */
  lt?: number;
  label: string;
  color: string;
}

/** Rounds down to two significant digits, so that legend breaks read as round numbers. */
export function roundBreak(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.floor(value / magnitude) * magnitude;
}

/**
 * Quantile classes over the positive values: at most `classes` ranges, fewer when values are
 * few or repeat. Ranges are contiguous and together cover every value.
 */
export function valueRanges(values: readonly number[], colors: readonly string[], classes = 5): ValueRange[] {
  const sorted = values.filter((v) => Number.isFinite(v) && v > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const count = Math.max(1, Math.min(classes, sorted.length));
  const breaks: number[] = [];
  // Stryker disable next-line EqualityOperator: equivalent, a pass with i = count reads past the end, rounds 0 and keeps no break
  for (let i = 1; i < count; i += 1) {
    const q = sorted[Math.floor((i * sorted.length) / count)] ?? 0;
    const b = roundBreak(q);
    // Keep breaks strictly increasing and above the minimum, so no class is empty by construction.
    if (b > (breaks[breaks.length - 1] ?? 0) && b > (sorted[0] ?? 0)) breaks.push(b);
  }
  const bounds = [0, ...breaks];
  const ramp = sampleRamp(colors, bounds.length);
  return bounds.map((gte, i) => {
    const lt = bounds[i + 1];
    const label =
      lt === undefined
        ? i === 0
          ? `any value`
          : `${formatUsdCompact(gte)} or more`
        : i === 0
          ? `under ${formatUsdCompact(lt)}`
          : `${formatUsdCompact(gte)} to ${formatUsdCompact(lt)}`;
    // Stryker disable next-line StringLiteral: unreachable, sampleRamp gives one colour per bound (the fallback is for the type checker)
    return { gte, ...(lt === undefined ? {} : { lt }), label, color: ramp[i] ?? '#000000' };
  });
}

export interface WorldMapInput {
  partners: readonly MapPartner[];
  flow: Flow;
  /** What the tooltip says before a country's name; by default "Exports to" / "Imports from". */
  verb?: string;
  /** What the tooltip says of a country without a value; by default "not among the partners shown". */
  absent?: string;
  theme?: ColorScheme;
}

interface MapParam {
  name?: string;
  data?: { partnerName?: string; share?: number | null; value?: number } | null;
}

export function buildWorldMapOption(input: WorldMapInput): WorldMapOption {
  const palette = chartPalette(input.theme);
  const ranges = valueRanges(
    input.partners.map((p) => p.value),
    palette.sequential,
  );
  const verb = input.verb ?? partnerVerb(input.flow);
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    tooltip: {
      ...tooltipBase(palette, 'item'),
      formatter: (params: unknown) => {
        const p = params as MapParam;
        const data = p.data;
        if (!data || typeof data.value !== 'number') {
          return `${tooltipText(countryName(p.name ?? ''))}<br/>${escapeHtml(input.absent ?? 'not among the partners shown')}`;
        }
        return partnerTooltip(verb, data.partnerName ?? p.name ?? '', data.value, data.share);
      },
    },
    visualMap: {
      type: 'piecewise',
      // Legend text is the formatted USD range; pieces carry their own colours.
      pieces: ranges.map((r) => ({
        gte: r.gte,
        ...(r.lt === undefined ? {} : { lt: r.lt }),
        label: r.label,
        color: r.color,
      })),
      ...WIDE_LEGEND,
      itemWidth: 14,
      itemHeight: LEGEND_ITEM_HEIGHT,
      itemGap: LEGEND_ITEM_GAP,
      textStyle: { color: palette.text, fontSize: 11 },
      // The legend is informative only; hiding classes by click would need its own announcement.
      selectedMode: false,
    },
    series: [
      {
        type: 'map',
        map: WORLD_MAP_NAME,
        name: verb,
        roam: false,
        // The whole world inside the box, whatever its width: without left/right ECharts
        // derives the width from the height and a phone crops Alaska and Australia.
        left: 0,
        right: 0,
        top: MAP_TOP,
        bottom: WIDE_LEGEND_HEIGHT,
        preserveAspect: 'contain',
        selectedMode: false,
        itemStyle: { areaColor: palette.noData, borderColor: palette.splitLine, borderWidth: 0.5 },
        // Stryker disable next-line LogicalOperator,StringLiteral: equivalent, the fallback is unreachable (eight categorical colours) and is that same orange
        emphasis: { label: { show: false }, itemStyle: { areaColor: palette.categorical[1] ?? '#E69F00' } },
        data: input.partners.map((p) => ({
          name: p.id,
          value: p.value,
          partnerName: p.name,
          share: p.share,
        })),
      },
    ],
    media: narrowLayout(ranges.length),
  };
}

const MAP_TOP = 8;
const LEGEND_ITEM_HEIGHT = 10;
const LEGEND_ITEM_GAP = 8;
/** A legend row is as tall as its 11 px label's line, more than the swatch. */
const LEGEND_ROW_HEIGHT = 16;
/** One row of legend classes under the map, with room for its labels. */
const WIDE_LEGEND_HEIGHT = 44;
const WIDE_LEGEND = { orient: 'horizontal', left: 'center', right: 'auto', bottom: 0 } as const;
/**
 * Below this chart width the legend's classes do not fit on one row (five "$1.2B to $5.6B"
 * labels take about 550 px), so they stack, one class a row, and the map keeps the space above.
 */
export const NARROW_MAP_WIDTH = 640;

/**
 * ECharts media queries, evaluated on every resize: the first entry (no query) restores the wide
 * layout when a narrow chart grows again.
 */
function narrowLayout(classes: number): WorldMapOption['media'] {
  const stacked = classes * (LEGEND_ROW_HEIGHT + LEGEND_ITEM_GAP) + 10;
  return [
    { option: { visualMap: { ...WIDE_LEGEND }, series: [{ bottom: WIDE_LEGEND_HEIGHT }] } },
    {
      query: { maxWidth: NARROW_MAP_WIDTH - 1 },
      option: {
        visualMap: { orient: 'vertical', left: 0, right: 'auto', bottom: 0 },
        series: [{ bottom: stacked }],
      },
    },
  ];
}
