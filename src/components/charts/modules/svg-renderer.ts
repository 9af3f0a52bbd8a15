// One ECharts module per chunk: loaded by echarts-setup.ts only when a chart asks for SVG.
export { SVGRenderer as module } from 'echarts/renderers';
