/**
 * The set-up every chart of horizontal bars ranked top to bottom shares: frame-provided aria,
 * the grid, an item tooltip looked up by the bar's row, a value axis below, the category labels
 * on the left (first row at the top), value labels at the bars' ends, the palette's colours.
 * The charts give only what differs (`HorizontalBarsSpec`): the ranked partners, exporters,
 * importers and products (ranked-bars-option.ts), the product view's price by origin.
 */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { chartPalette, type ChartPalette, type ColorScheme } from './palette';
import { tooltipBase } from './tooltip';
import { FRAME_PROVIDES_ARIA } from './aria';

export type HorizontalBarsOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption
>;

interface BarParam {
  dataIndex?: number;
}

/** What differs between two charts of horizontal ranked bars. */
export interface HorizontalBarsSpec<Row> {
  /** The rows drawn, top to bottom; the tooltip of a bar is its row's. */
  rows: readonly Row[];
  theme?: ColorScheme;
  /** Plain-text category labels, one a row (ECharts does not render axis labels as HTML). */
  labels: string[];
  /** Widest a category label may be before it is cut, in px. */
  labelWidth: number;
  /** Room right of the plot for the value label at a bar's end, in px. */
  valueLabelRoom: number;
  /** Tooltip HTML of a row (every data string escaped). */
  tooltip: (row: Row) => string;
  /** The value axis' labels. */
  axisLabel: (value: number) => string;
  /** The label at a bar's end; null when the bar has no number. */
  valueLabel: (value: number | null) => string;
  /** The value axis starts at 0 whatever ECharts would pick. */
  fromZero?: boolean;
  series: {
    name: string;
    data: NonNullable<BarSeriesOption['data']>;
    color: (palette: ChartPalette) => string;
    barMaxWidth: number;
    /** The bars are links (the pointer says so). */
    clickable?: boolean;
  };
}

/**
 * Wider charts give the category labels more room (ECharts media queries on the chart's width):
 * a fixed width cut "0901.11 Coffee, not roasted…" to "0901.11 Coffee, n…" in a 1,100 px card.
 * The label width is a spec's narrow width, raised to these where the chart is wider.
 */
const WIDER_LABELS = [
  { minWidth: 560, labelWidth: 220 },
  { minWidth: 800, labelWidth: 320 },
] as const;

export function horizontalBarsOption<Row>(spec: HorizontalBarsSpec<Row>): HorizontalBarsOption {
  const palette = chartPalette(spec.theme);
  const { rows, series } = spec;
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    grid: { left: 8, right: spec.valueLabelRoom, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      ...tooltipBase(palette, 'item'),
      formatter: (params: unknown) => {
        const index = (params as BarParam).dataIndex;
        // Stryker disable next-line ConditionalExpression: equivalent, rows[undefined] is undefined too (the guard is for the type checker)
        const row = index === undefined ? undefined : rows[index];
        return row === undefined ? '' : spec.tooltip(row);
      },
    },
    xAxis: {
      type: 'value',
      ...(spec.fromZero ? { min: 0 } : {}),
      splitLine: { lineStyle: { color: palette.splitLine } },
      // hideOverlap: at 360 px the compact labels would otherwise run into each other.
      axisLabel: { color: palette.mutedText, hideOverlap: true, formatter: spec.axisLabel },
    },
    yAxis: {
      type: 'category',
      // The first row at the top, as a ranking reads.
      inverse: true,
      data: spec.labels,
      axisLabel: { color: palette.text, width: spec.labelWidth, overflow: 'truncate' },
      axisLine: { lineStyle: { color: palette.axisLine } },
    },
    series: [
      {
        type: 'bar',
        name: series.name,
        data: series.data,
        itemStyle: { color: series.color(palette) },
        ...(series.clickable ? { cursor: 'pointer' } : {}),
        barMaxWidth: series.barMaxWidth,
        label: {
          show: true,
          position: 'right',
          color: palette.mutedText,
          formatter: (p: unknown) => {
            const v = (p as { value?: unknown }).value;
            return spec.valueLabel(typeof v === 'number' ? v : null);
          },
        },
      },
    ],
    media: WIDER_LABELS.map(({ minWidth, labelWidth }) => ({
      query: { minWidth },
      option: { yAxis: { axisLabel: { width: Math.max(spec.labelWidth, labelWidth) } } },
    })),
  };
}
