/**
 * ECharts' own record of what each drawn element shows (series and data index), for tests that
 * click a drawn element (use-chart-click.test.tsx). ECharts ships no declaration for the module.
 */
declare module 'echarts/lib/util/innerStore.js' {
  export function getECData(element: unknown): { seriesIndex?: number; dataIndex?: number };
}
