/**
 * The one home of the charts' colours: the palettes the option builders read and the ECharts
 * themes built from them (registered by echarts-core.ts). Categorical colours are Okabe-Ito
 * (distinguishable with the common forms of colour-vision deficiency); sequential ramps are
 * viridis samples, which stay ordered in lightness for every viewer and in greyscale. Each colour
 * scheme has its own variant so that text and the darkest/lightest steps keep contrast on the
 * page background.
 *
 * Imports nothing: the ECharts core, the option builders and the app's theme all depend on this
 * module, and it on none of them, so no import cycle can pass through it.
 */

/** The app's resolved light/dark scheme (the user's choice, or the system's); declared only here. */
export type ColorScheme = 'light' | 'dark';

export interface ChartPalette {
  text: string;
  mutedText: string;
  axisLine: string;
  splitLine: string;
  background: string;
  /** The card a chart sits on (styles.css `--surface`): an exported image's opaque background. */
  surface: string;
  tooltipBackground: string;
  /** Okabe-Ito categorical colours, black swapped for a light grey in dark mode. */
  categorical: readonly string[];
  /** Flows: exports and imports keep one colour each across the page. */
  exports: string;
  imports: string;
  /** Viridis, low to high. In dark mode the darkest step is dropped (it vanishes on black). */
  sequential: readonly string[];
  /** Map regions with no trade in the range. */
  noData: string;
  /** HHI bands: unconcentrated, moderately, highly concentrated. */
  bands: readonly [string, string, string];
}

const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
const VIRIDIS = ['#440154', '#46327e', '#365c8d', '#277f8e', '#1fa187', '#4ac16d', '#a0da39', '#fde725'];

const LIGHT: ChartPalette = {
  text: '#1f2328',
  mutedText: '#57606a',
  axisLine: '#8c959f',
  splitLine: '#d8dee4',
  background: 'transparent',
  surface: '#ffffff',
  tooltipBackground: '#ffffff',
  categorical: OKABE_ITO,
  exports: '#0072B2',
  imports: '#D55E00',
  // Light background: the ramp runs from pale to dark so that "more" reads as "darker".
  sequential: [...VIRIDIS].reverse(),
  noData: '#eaeef2',
  bands: ['#009E73', '#E69F00', '#D55E00'],
};

const DARK: ChartPalette = {
  text: '#e6edf3',
  mutedText: '#9da7b3',
  axisLine: '#6e7681',
  splitLine: '#30363d',
  background: 'transparent',
  surface: '#1b232c',
  tooltipBackground: '#161b22',
  categorical: [...OKABE_ITO.slice(0, 7), '#BBBBBB'],
  exports: '#56B4E9',
  imports: '#E69F00',
  // Dark background: dark to bright, so "more" reads as "brighter".
  sequential: VIRIDIS.slice(1),
  noData: '#2d333b',
  bands: ['#009E73', '#E69F00', '#D55E00'],
};

export function chartPalette(theme: ColorScheme = 'light'): ChartPalette {
  return theme === 'dark' ? DARK : LIGHT;
}

/** Picks `count` evenly spaced colours of a ramp (first and last included). */
export function sampleRamp(ramp: readonly string[], count: number): string[] {
  if (count <= 0) return [];
  if (count === 1) return [ramp[ramp.length - 1] ?? '#000000'];
  return Array.from({ length: count }, (_, i) => {
    const index = Math.round((i * (ramp.length - 1)) / (count - 1));
    return ramp[index] ?? '#000000';
  });
}

/** Black or white, whichever reads better on a #rrggbb background (WCAG relative luminance). */
export function readableTextOn(background: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!m) return '#000000';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = Number.parseInt(h ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** Names under which echarts-core.ts registers the theme of each scheme. */
export const ECHARTS_THEME_NAME: Readonly<Record<ColorScheme, string>> = {
  light: 'tradescope-light',
  dark: 'tradescope-dark',
};

/**
 * The ECharts theme of a scheme: the defaults for whatever an option builder leaves unset
 * (series colours, text, axes, tooltip), from the same palette the builders use.
 */
export function echartsTheme(scheme: ColorScheme) {
  const palette = chartPalette(scheme);
  const axis = {
    axisLine: { lineStyle: { color: palette.axisLine } },
    axisTick: { lineStyle: { color: palette.axisLine } },
    axisLabel: { color: palette.mutedText },
    splitLine: { lineStyle: { color: palette.splitLine } },
    nameTextStyle: { color: palette.mutedText },
  };
  const text = { color: palette.text };
  return {
    color: [...palette.categorical],
    backgroundColor: palette.background,
    textStyle: text,
    title: { textStyle: text, subtextStyle: { color: palette.mutedText } },
    legend: { textStyle: text },
    tooltip: { backgroundColor: palette.tooltipBackground, borderColor: palette.axisLine, textStyle: text },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    logAxis: axis,
    visualMap: { textStyle: text },
  };
}
