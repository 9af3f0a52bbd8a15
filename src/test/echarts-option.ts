/** Readers of ECharts option objects for option-builder tests. */

/** A name that would run script if a tooltip or label rendered it unescaped. */
export const EVIL = '<img src=x onerror=alert(1)>';

export type Formatter = (params: unknown) => string;

export function tooltipFormatter(option: { tooltip?: unknown }): Formatter {
  const tooltip = option.tooltip as { formatter?: Formatter } | undefined;
  if (typeof tooltip?.formatter !== 'function') throw new Error('no tooltip formatter');
  return tooltip.formatter;
}

export function firstSeries<T>(option: { series?: unknown }): T {
  const series = option.series as T[] | T;
  return (Array.isArray(series) ? series[0] : series) as T;
}
