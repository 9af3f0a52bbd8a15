/** The id of a chart's frame in its view, the fragment of the chart's link (`#chart-<id>`). */
export function chartAnchor(chartId: string): string {
  return `chart-${chartId}`;
}
