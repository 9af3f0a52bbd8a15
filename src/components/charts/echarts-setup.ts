/**
 * The one place ECharts modules are registered. Only what the app's charts use is imported from
 * `echarts/core`, so the bundle carries no unused chart types (the full `echarts` entry is never
 * imported anywhere). Add a module here before using it in an option builder.
 */
import {
  BarChart,
  GaugeChart,
  LineChart,
  MapChart,
  TreemapChart,
  type BarSeriesOption,
  type GaugeSeriesOption,
  type LineSeriesOption,
  type MapSeriesOption,
  type TreemapSeriesOption,
} from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  type AriaComponentOption,
  type DatasetComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TitleComponentOption,
  type TooltipComponentOption,
  type VisualMapComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  GaugeChart,
  TreemapChart,
  MapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  TitleComponent,
  AriaComponent,
  DatasetComponent,
  // The option builders use `grid.containLabel` (keep axis labels inside the box); ECharts 6
  // moved it to this opt-in feature and logs a console message without it.
  LegacyGridContainLabel,
  CanvasRenderer,
  SVGRenderer,
]);

/** Every option builder returns this type (or a narrower ComposeOption of the same parts). */
export type AppChartOption = echarts.ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GaugeSeriesOption
  | TreemapSeriesOption
  | MapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
  | TitleComponentOption
  | AriaComponentOption
  | DatasetComponentOption
>;

/**
 * Okabe–Ito palette: distinguishable with the common colour-vision deficiencies. The dark theme
 * uses the same hues (they keep enough contrast on a dark background) with lighter text/axes.
 */
export const CHART_PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#999999'];

export type ChartTheme = 'light' | 'dark';
export const CHART_THEME_NAME: Record<ChartTheme, string> = {
  light: 'tradescope-light',
  dark: 'tradescope-dark',
};

function axis(text: string, line: string, split: string) {
  return {
    axisLine: { lineStyle: { color: line } },
    axisTick: { lineStyle: { color: line } },
    axisLabel: { color: text },
    splitLine: { lineStyle: { color: split } },
    nameTextStyle: { color: text },
  };
}

function theme(text: string, line: string, split: string, tooltipBg: string) {
  const a = axis(text, line, split);
  return {
    color: CHART_PALETTE,
    backgroundColor: 'transparent',
    textStyle: { color: text },
    title: { textStyle: { color: text }, subtextStyle: { color: text } },
    legend: { textStyle: { color: text } },
    tooltip: { backgroundColor: tooltipBg, borderColor: line, textStyle: { color: text } },
    categoryAxis: a,
    valueAxis: a,
    timeAxis: a,
    logAxis: a,
    visualMap: { textStyle: { color: text } },
  };
}

echarts.registerTheme(CHART_THEME_NAME.light, theme('#1f2933', '#7b8794', '#e4e7eb', '#ffffff'));
echarts.registerTheme(CHART_THEME_NAME.dark, theme('#e4e7eb', '#9aa5b1', '#323f4b', '#1f2933'));

export { echarts };
