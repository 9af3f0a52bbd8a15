/**
 * The ECharts core, loaded lazily by echarts-setup.ts the first time a chart is about to draw:
 * zrender, the canvas renderer, the components every chart uses (tooltip, aria) and the app's
 * themes (built in options/palette.ts). Chart types and the other components are separate
 * chunks (./modules/), loaded only when an option needs them, so no single task evaluates the
 * whole library.
 */
import { AriaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { ECHARTS_THEME_NAME, echartsTheme } from './options/palette';

echarts.use([TooltipComponent, AriaComponent, CanvasRenderer]);
echarts.registerTheme(ECHARTS_THEME_NAME.light, echartsTheme('light'));
echarts.registerTheme(ECHARTS_THEME_NAME.dark, echartsTheme('dark'));

/** The `echarts/core` namespace with the core's modules and the themes registered. */
export const echartsCore = echarts;
