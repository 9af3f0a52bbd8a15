/**
 * The ECharts core, loaded lazily by echarts-setup.ts the first time a chart is about to draw:
 * zrender, the canvas renderer, the components every chart uses (tooltip, aria) and the app's
 * themes. Chart types and the other components are separate chunks (./modules/), loaded only
 * when an option needs them, so no single task evaluates the whole library.
 */
import { AriaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PALETTE, CHART_THEME_NAME } from './echarts-setup';

echarts.use([TooltipComponent, AriaComponent, CanvasRenderer]);

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
