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

const PADDING = 16;
const SOURCE_BAND = 28;
const LEGEND_BAND = 28;

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/** How tall the title block is for this subtitle at this width (about 6.5 px per character). */
function headerHeight(subtitle: string, width: number): number {
  const perLine = Math.max(20, Math.floor((width - 2 * PADDING) / 6.5));
  const lines = subtitle ? Math.ceil(subtitle.length / perLine) : 0;
  return 44 + lines * 17;
}

export interface ImageLayout {
  option: AppChartOption;
  width: number;
  height: number;
}

/** The option drawn in the image: pure, so it is unit-tested on the object. */
export function buildImageOption(input: ImageInput): ImageLayout {
  const colors = colorsOf(input.theme);
  const header = headerHeight(input.subtitle, input.width);
  const series = asList(input.option.series);
  const hasLegend = series.some(
    (s) => (s.type === 'line' || s.type === 'bar') && typeof s.name === 'string' && s.name !== '',
  );
  const footer = SOURCE_BAND + (hasLegend ? LEGEND_BAND : 0);
  const height = header + input.chartHeight + footer;

  const grids = asList(input.option.grid).map((g) => ({
    ...g,
    top: num(g.top) + header,
    bottom: num(g.bottom) + footer,
  }));
  const laidOut = series.map((s) => {
    if (s.type === 'map' || s.type === 'treemap') return { ...s, top: header + 8, bottom: footer + 8 };
    if (s.type === 'gauge')
      return { ...s, center: ['50%', `${Math.round(((header + input.chartHeight * 0.6) / height) * 100)}%`] };
    return s;
  });
  const visualMaps = asList(input.option.visualMap).map((v) => ({ ...v, bottom: footer }));

  const option: AppChartOption = {
    ...input.option,
    animation: false,
    backgroundColor: input.transparent ? 'transparent' : colors.background,
    series: laidOut,
    ...(grids.length ? { grid: grids } : {}),
    ...(visualMaps.length ? { visualMap: visualMaps } : {}),
    ...(hasLegend
      ? { legend: { show: true, bottom: SOURCE_BAND, left: PADDING, textStyle: { color: colors.text } } }
      : {}),
    title: [
      {
        text: input.title,
        subtext: input.subtitle,
        left: PADDING,
        top: 12,
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
        bottom: 8,
        textStyle: { color: colors.muted, fontSize: 11, fontWeight: 'normal' },
      },
    ],
  };
  return { option, width: input.width, height };
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
