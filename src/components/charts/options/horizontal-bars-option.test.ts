import { describe, expect, it } from 'vitest';
import { firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { chartPalette } from './palette';
import { horizontalBarsOption, type HorizontalBarsSpec } from './horizontal-bars-option';

interface Row {
  id: string;
  value: number;
}

const rows: Row[] = [
  { id: 'A', value: 30 },
  { id: 'B', value: 10 },
];

function spec(overrides: Partial<HorizontalBarsSpec<Row>> = {}): HorizontalBarsSpec<Row> {
  return {
    rows,
    labels: ['Row A', 'Row B'],
    labelWidth: 99,
    valueLabelRoom: 44,
    tooltip: (row) => `tip ${row.id}`,
    axisLabel: (v) => `axis ${v}`,
    valueLabel: (v) => `label ${v ?? 'none'}`,
    series: { name: 'Things', data: [30, 10], color: (p) => p.imports, barMaxWidth: 17 },
    ...overrides,
  };
}

type Axis = {
  type: string;
  inverse?: boolean;
  min?: number;
  data?: string[];
  axisLabel: Record<string, unknown>;
  axisLine?: unknown;
  splitLine?: unknown;
};
type Bar = {
  type: string;
  name: string;
  data: unknown[];
  itemStyle: { color: string };
  cursor?: string;
  barMaxWidth: number;
  label: { show: boolean; position: string; color: string; formatter: (p: unknown) => string };
};

describe('horizontal bars option', () => {
  it('ranks the rows top to bottom on a category axis, values on a value axis below', () => {
    const option = horizontalBarsOption(spec());
    const palette = chartPalette('light');
    expect(option.aria).toEqual({ enabled: false }); // the chart frame names the chart
    expect(option.animation).toBe(false);
    expect(option.grid).toEqual({ left: 8, right: 44, top: 8, bottom: 8, containLabel: true });
    const yAxis = option.yAxis as Axis;
    expect(yAxis).toMatchObject({ type: 'category', inverse: true, data: ['Row A', 'Row B'] });
    expect(yAxis.axisLabel).toEqual({ color: palette.text, width: 99, overflow: 'truncate' });
    expect(yAxis.axisLine).toEqual({ lineStyle: { color: palette.axisLine } });
    const xAxis = option.xAxis as Axis;
    expect(xAxis.type).toBe('value');
    expect(xAxis.splitLine).toEqual({ lineStyle: { color: palette.splitLine } });
    expect(xAxis.axisLabel).toMatchObject({ color: palette.mutedText, hideOverlap: true });
    expect((xAxis.axisLabel.formatter as (v: number) => string)(5)).toBe('axis 5');
  });

  it('draws one bar series in the colour it picks from the theme palette, labelled at the bars’ ends', () => {
    const dark = chartPalette('dark');
    const bar = firstSeries<Bar>(horizontalBarsOption(spec({ theme: 'dark' })));
    expect(bar).toMatchObject({
      type: 'bar',
      name: 'Things',
      data: [30, 10],
      itemStyle: { color: dark.imports },
      barMaxWidth: 17,
    });
    expect(bar.label).toMatchObject({ show: true, position: 'right', color: dark.mutedText });
    expect(bar.label.formatter({ value: 30 })).toBe('label 30');
    // A bar without a number (ECharts hands '-' or nothing) is labelled as such, not as "NaN".
    expect(bar.label.formatter({ value: '-' })).toBe('label none');
    expect(bar.label.formatter({})).toBe('label none');
  });

  it('shows the tooltip of the hovered bar’s row, and none off the rows', () => {
    const tooltip = tooltipFormatter(horizontalBarsOption(spec()));
    expect(tooltip({ dataIndex: 1 })).toBe('tip B');
    expect(tooltip({ dataIndex: 2 })).toBe('');
    expect(tooltip({})).toBe('');
    expect((horizontalBarsOption(spec()).tooltip as { trigger: string }).trigger).toBe('item');
  });

  it('starts the value axis at zero and points at clickable bars only when asked', () => {
    const plain = horizontalBarsOption(spec());
    expect(plain.xAxis).not.toHaveProperty('min');
    expect(firstSeries<Bar>(plain)).not.toHaveProperty('cursor');
    const asked = horizontalBarsOption(
      spec({ fromZero: true, series: { ...spec().series, clickable: true } }),
    );
    expect((asked.xAxis as Axis).min).toBe(0);
    expect(firstSeries<Bar>(asked).cursor).toBe('pointer');
  });

  it('gives the category labels more room in a wider chart, never less than the spec asks', () => {
    const media = horizontalBarsOption(spec()).media as {
      query: { minWidth: number };
      option: { yAxis: { axisLabel: { width: number } } };
    }[];
    expect(media.map((m) => [m.query.minWidth, m.option.yAxis.axisLabel.width])).toEqual([
      [560, 220],
      [800, 320],
    ]);
    const wide = horizontalBarsOption(spec({ labelWidth: 250 })).media as typeof media;
    expect(wide.map((m) => m.option.yAxis.axisLabel.width)).toEqual([250, 320]);
  });
});
