/**
 * The Image export: the chart's own option, redrawn off screen with its title, subtitle (the
 * selection), legend and source line inside the picture, as SVG (ECharts' server-side SVG
 * renderer, no DOM needed) or as PNG at twice the pixel density (canvas renderer on a detached
 * element). The page's chart is left untouched.
 */
import { chartPalette, ECHARTS_THEME_NAME, type ColorScheme } from '../options/palette';
import { loadECharts, type AppChartOption } from '../echarts-setup';

export interface ImageInput {
  option: AppChartOption;
  title: string;
  subtitle: string;
  source: string;
  theme: ColorScheme;
  transparent: boolean;
  width: number;
  /** Height of the chart area alone; title and source are added above and below. */
  chartHeight: number;
}

/** The image's words and background in the charts' own palette (options/palette.ts). */
function colorsOf(theme: ColorScheme) {
  const palette = chartPalette(theme);
  return { text: palette.text, muted: palette.mutedText, background: palette.surface };
}

/** The picture's margin: nothing of the chart is drawn in it. */
export const PADDING = 16;
const LEGEND_BAND = 28;
/** The map's colour classes, one row under the map (the page's own responsive layout is left out). */
const VISUAL_MAP_BAND = 48;
const SOURCE_FONT = 11;
const SOURCE_LINE_HEIGHT = 15;
/** Below the source line, as much as the margin. */
const SOURCE_BOTTOM = PADDING;

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/** Lines of `text` at `fontSize` in `width` px (about 0.6 em a character, generous). */
function linesOf(text: string, width: number, fontSize: number): number {
  const perLine = Math.max(20, Math.floor(width / (fontSize * 0.6)));
  return text ? Math.ceil(text.length / perLine) : 0;
}

/** How tall the title block is for this subtitle at this width. */
function headerHeight(subtitle: string, width: number): number {
  return PADDING + 32 + linesOf(subtitle, width - 2 * PADDING, 12) * 17;
}

/**
 * The band kept for the source line at the bottom: its lines, the margin under them, and a gap
 * above them that no part of the chart enters.
 */
export function sourceBandHeight(source: string, width: number): number {
  return SOURCE_BOTTOM + linesOf(source, width - 2 * PADDING, SOURCE_FONT) * SOURCE_LINE_HEIGHT + 12;
}

export interface ImageLayout {
  option: AppChartOption;
  width: number;
  height: number;
  /** The chart's box inside the picture: title above, legend and source line below. */
  chartBox: { top: number; bottom: number; left: number; right: number };
  /** Where the source line's band starts (px from the top). */
  sourceTop: number;
}

type SeriesOf<T> = T extends readonly (infer S)[] ? S : T;
type Series = SeriesOf<NonNullable<AppChartOption['series']>>;

/** A treemap or map placed in the chart's box, in pixels (a page's 100% would cover title and source). */
function placeSeries(s: Series, box: ImageLayout['chartBox'], width: number, height: number): Series {
  if (s.type === 'map' || s.type === 'treemap') {
    return {
      ...s,
      left: box.left,
      top: box.top,
      width: width - box.left - box.right,
      height: height - box.top - box.bottom,
      right: undefined,
      bottom: undefined,
    };
  }
  if (s.type === 'gauge') {
    const chartHeight = height - box.top - box.bottom;
    return {
      ...s,
      center: [width / 2, box.top + chartHeight * 0.6],
      radius: Math.min(chartHeight * 0.55, width / 2 - PADDING),
    };
  }
  return s;
}

/** The option drawn in the image: pure, so it is unit-tested on the object. */
export function buildImageOption(input: ImageInput): ImageLayout {
  const colors = colorsOf(input.theme);
  const header = headerHeight(input.subtitle, input.width);
  const series = asList(input.option.series);
  const hasLegend = series.some(
    (s) => (s.type === 'line' || s.type === 'bar') && typeof s.name === 'string' && s.name !== '',
  );
  const visualMaps = asList(input.option.visualMap);
  const sourceBand = sourceBandHeight(input.source, input.width);
  const footer = sourceBand + (hasLegend ? LEGEND_BAND : 0) + (visualMaps.length ? VISUAL_MAP_BAND : 0);
  const height = header + input.chartHeight + footer;
  const box = { top: header + 8, bottom: footer, left: PADDING, right: PADDING };

  const grids = asList(input.option.grid).map((g) => ({
    ...g,
    top: num(g.top) + header,
    bottom: num(g.bottom) + footer,
    left: Math.max(num(g.left), PADDING),
    right: Math.max(num(g.right), PADDING),
  }));
  // The page's media queries lay the chart out for the page's width; the picture has its own.
  const { media: _media, ...base } = input.option as AppChartOption & { media?: unknown };

  const option: AppChartOption = {
    ...base,
    animation: false,
    backgroundColor: input.transparent ? 'transparent' : colors.background,
    series: series.map((s) => placeSeries(s, box, input.width, height)),
    ...(grids.length ? { grid: grids } : {}),
    ...(visualMaps.length
      ? {
          visualMap: visualMaps.map((v) => ({
            ...v,
            orient: 'horizontal',
            left: 'center',
            right: 'auto',
            top: 'auto',
            bottom: sourceBand,
          })),
        }
      : {}),
    ...(hasLegend
      ? {
          legend: { show: true, bottom: sourceBand, left: PADDING, textStyle: { color: colors.text } },
        }
      : {}),
    title: [
      {
        text: input.title,
        subtext: input.subtitle,
        left: PADDING,
        top: PADDING,
        textStyle: { color: colors.text, fontSize: 16, fontWeight: 'bold' },
        subtextStyle: {
          color: colors.muted,
          fontSize: 12,
          width: input.width - 2 * PADDING,
          overflow: 'break',
          lineHeight: 17,
        },
      },
      {
        text: input.source,
        left: PADDING,
        bottom: SOURCE_BOTTOM,
        textStyle: {
          color: colors.muted,
          fontSize: SOURCE_FONT,
          fontWeight: 'normal',
          width: input.width - 2 * PADDING,
          overflow: 'break',
          lineHeight: SOURCE_LINE_HEIGHT,
        },
      },
    ],
  };
  return { option, width: input.width, height, chartBox: box, sourceTop: height - sourceBand };
}

/** The chart as an SVG document (text). */
export async function renderSvg(input: ImageInput): Promise<string> {
  const { option, width, height } = buildImageOption(input);
  const echarts = await loadECharts(option, 'svg');
  const chart = echarts.init(null, ECHARTS_THEME_NAME[input.theme], {
    renderer: 'svg',
    ssr: true,
    width,
    height,
  });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The chart as a PNG data URL at 2x. */
export async function renderPng(input: ImageInput): Promise<string> {
  const { option, width, height } = buildImageOption(input);
  const echarts = await loadECharts(option, 'canvas');
  const host = document.createElement('div');
  const chart = echarts.init(host, ECHARTS_THEME_NAME[input.theme], {
    renderer: 'canvas',
    width,
    height,
    devicePixelRatio: 2,
  });
  try {
    chart.setOption(option);
    return chart.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: input.transparent ? 'transparent' : colorsOf(input.theme).background,
    });
  } finally {
    chart.dispose();
  }
}
