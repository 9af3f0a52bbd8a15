/**
 * The ECharts core, loaded lazily by echarts-setup.ts the first time a chart is about to draw:
 * zrender, the canvas renderer, the components every chart uses (tooltip, aria) and the app's
 * themes (built in options/palette.ts). Chart types and the other components are separate
 * chunks (./modules/), loaded only when an option needs them, so no single task evaluates the
 * whole library.
 */
import { AriaComponent, TooltipComponent } from 'echarts/components';
import {
  dispose,
  getInstanceByDom,
  init,
  registerMap,
  registerTheme,
  use as installModules,
} from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { ECHARTS_THEME_NAME, echartsTheme } from './options/palette';

installModules([TooltipComponent, AriaComponent, CanvasRenderer]);
registerTheme(ECHARTS_THEME_NAME.light, echartsTheme('light'));
registerTheme(ECHARTS_THEME_NAME.dark, echartsTheme('dark'));

/**
 * What the app and echarts-for-react call of `echarts/core`, with the core's modules and the
 * themes registered. A plain object, not the module's namespace: handing the namespace over
 * kept every export of the core's API in the bundle, about 3 KB gzip that no chart calls
 * (tools/perf/js-floor.ts does the same).
 */
export const echartsCore = { init, dispose, getInstanceByDom, use: installModules, registerMap };
