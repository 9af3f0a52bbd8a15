/**
 * The one home of the charts' colours: the palettes the option builders read and the ECharts
 * themes built from them (registered by echarts-core.ts). Categorical colours are Okabe-Ito
 * (distinguishable with the common forms of colour-vision deficiency); the sequential ramp is one
 * hue ordered in lightness, the same for every viewer and in greyscale. Each colour
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
  /** Blues, low to high: pale to dark on light, dark to pale on dark (see BLUES). */
  sequential: readonly string[];
  /** Map regions with no trade in the range. */
  noData: string;
  /** HHI bands: unconcentrated, moderately, highly concentrated. */
  bands: readonly [string, string, string];
}

const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
/**
 * ColorBrewer "Blues", pale to dark: one hue, so a class has the same hue in both schemes and
 * differs from its neighbours in lightness alone (readable with every colour-vision deficiency
 * and in greyscale). Light runs it pale to dark, dark runs it dark to pale: in both, a small
 * class sits close to the page and a large one stands out from it.
 */
const BLUES = [
  '#f7fbff',
  '#deebf7',
  '#c6dbef',
  '#9ecae1',
  '#6baed6',
  '#4292c6',
  '#2171b5',
  '#08519c',
  '#08306b',
];

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
  // Light background: pale to dark, "more" reads as "darker" (the palest step would be "no data").
  sequential: BLUES.slice(2),
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
  // Dark background: the same blues dark to bright, "more" reads as "brighter".
  sequential: BLUES.slice(1, 8).reverse(),
  noData: '#2d333b',
  bands: ['#009E73', '#E69F00', '#D55E00'],
};

/**
 * The 21 HS sections' colours, in HS order (I live animals … XXI works of art): Paul Tol's
 * discrete rainbow in its 21-colour selection (SRON technical note, tol_colors `rainbow_discrete`
 * with 21 colours), the one well-kept scheme with this many classes that was designed with the
 * common colour-vision deficiencies in mind. Every section gets its own colour; with 21 classes
 * some neighbouring hues still come close for dichromats (CIEDE2000 between the closest pair,
 * checked with culori's simulations on 2026-11-22: 7.9 with normal vision, 6.4 tritan, 1.7
 * deutan and protan, the reds of XIX-XXI), so the treemaps also label each section band with
 * its number and name and separate sections by a border: colour is never the only cue.
 */
export const HS_SECTION_COLORS: readonly string[] = [
  '#D9CCE3',
  '#CAACCB',
  '#BA8DB4',
  '#AA6F9E',
  '#994F88',
  '#882E72',
  '#1965B0',
  '#437DBF',
  '#6195CF',
  '#7BAFDE',
  '#4EB265',
  '#90C987',
  '#CAE0AB',
  '#F7F056',
  '#F7CB45',
  '#F4A736',
  '#EE8026',
  '#E65518',
  '#DC050C',
  '#A5170E',
  '#72190E',
];
/** Codes outside every section (chapters 98-99): Tol's grey for "no class", unlike any section. */
export const OTHER_SECTION_COLOR = '#777777';

/** A section's colour by its 0-based HS position; positions past XXI are "other". */
export function hsSectionColor(sectionIndex: number): string {
  return HS_SECTION_COLORS[sectionIndex] ?? OTHER_SECTION_COLOR;
}

// Stryker disable next-line StringLiteral: equivalent, every scheme but 'dark' gets the light palette
export function chartPalette(theme: ColorScheme = 'light'): ChartPalette {
  return theme === 'dark' ? DARK : LIGHT;
}

/** Picks `count` evenly spaced colours of a ramp (first and last included). */
export function sampleRamp(ramp: readonly string[], count: number): string[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, Array.from makes no entries for a length of 0 or less either
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
  // Stryker disable next-line EqualityOperator: equivalent, no #rrggbb colour has a luminance of exactly 0.179 (all 16.7 million checked)
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
