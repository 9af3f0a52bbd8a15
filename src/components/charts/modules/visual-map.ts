// One ECharts module per chunk: loaded by echarts-setup.ts only when an option needs it.
export { VisualMapComponent as module } from 'echarts/components';
