import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { chartPalette } from './palette';
import { formatQuantity, formatQuantityExact, formatUnitValue } from '@/lib/format';
import {
  buildSeriesOption,
  formatSeriesExact,
  formatSeriesValue,
  gapText,
  measureOf,
  seriesTotal,
  toYearSeries,
} from './series-option';

describe('series builder', () => {
  const points = [
    { period: '2012-01-01', value_usd: 100, quantity: 10 },
    { period: '2013-01-01', value_usd: 150, quantity: null },
    { period: '2015-01-01', value_usd: 0, quantity: 0 },
  ];

  it('fills years without a point with null, never zero', () => {
    const rows = toYearSeries(points, 'value', 2011, 2016);
    expect(rows).toEqual([
      { year: 2011, value: null },
      { year: 2012, value: 100 },
      { year: 2013, value: 150 },
      { year: 2014, value: null },
      { year: 2015, value: 0 },
      { year: 2016, value: null },
    ]);
  });

  it('spans the data when the range is open and uses quantities for the quantity measure', () => {
    expect(toYearSeries(points, 'quantity').map((r) => r.value)).toEqual([10, null, null, 0]);
    expect(toYearSeries([], 'value')).toEqual([]);
  });

  it('sums only years with trade', () => {
    expect(seriesTotal(toYearSeries(points, 'value', 2010, 2020))).toBe(250);
    expect(seriesTotal([{ year: 2010, value: null }])).toBeNull();
  });

  it('draws gaps as breaks in the line', () => {
    const option = buildSeriesOption({
      rows: toYearSeries(points, 'value', 2012, 2015),
      flow: 'export',
      measure: 'value',
    });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const series = firstSeries<{ data: unknown[]; connectNulls: boolean; type: string }>(option);
    expect(series.type).toBe('line');
    expect(series.data).toEqual([100, 150, null, 0]);
    expect(series.connectNulls).toBe(false);
    expect((option.xAxis as { data: string[] }).data).toEqual(['2012', '2013', '2014', '2015']);
  });

  it('labels the tooltip with the exact value or "no trade reported"', () => {
    const option = buildSeriesOption({
      rows: toYearSeries(points, 'value', 2012, 2014),
      flow: 'import',
      measure: 'value',
    });
    const format = tooltipFormatter(option);
    expect(format([{ axisValueLabel: '2012', value: 1234567 }])).toContain('$1,234,567');
    expect(format([{ axisValueLabel: '2014', value: null }])).toContain('no trade reported');
    expect(format([{ axisValueLabel: EVIL, value: 1 }])).not.toContain('<img');
  });

  it('formats quantities with the unit', () => {
    const option = buildSeriesOption({
      rows: [{ year: 2012, value: 2500 }],
      flow: 'export',
      measure: 'quantity',
      unit: 'kg',
    });
    expect(tooltipFormatter(option)([{ axisValueLabel: '2012', value: 2500 }])).toContain('2,500 kg');
    const axisLabel = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel;
    expect(axisLabel.formatter(2500)).toBe('2.5 t');
  });

  it('uses the flow colour of the theme', () => {
    const dark = buildSeriesOption({ rows: [], flow: 'export', measure: 'value', theme: 'dark' });
    expect(dark.color).toEqual([chartPalette('dark').exports, chartPalette('dark').exports]);
  });

  it('highlights the selected years on the whole series, so one year is a marked point, not a one-point line', () => {
    const rows = toYearSeries(points, 'value', 2010, 2016);
    const option = buildSeriesOption({
      rows,
      flow: 'export',
      measure: 'value',
      selected: { from: 2013, to: 2013 },
    });
    const series = option.series as { name: string; data: (number | null)[]; symbolSize: number }[];
    expect(series).toHaveLength(2);
    // The context: every year of the coverage.
    expect(series[0]!.data).toEqual([null, null, 100, 150, null, 0, null]);
    // The highlight: only the selection, drawn over it with a larger symbol.
    expect(series[1]!.data).toEqual([null, null, null, 150, null, null, null]);
    expect(series[1]!.name).toBe('Exports (USD), selected years');
    expect(series[1]!.symbolSize).toBeGreaterThan(series[0]!.symbolSize);
    // Without a selection: one series, as before.
    expect(buildSeriesOption({ rows, flow: 'export', measure: 'value' }).series).toHaveLength(1);
  });
});

describe('series measures', () => {
  it('divide value by a positive quantity for the unit value, else have none', () => {
    expect(measureOf({ value_usd: 300, quantity: 4 }, 'unit_value')).toBe(75);
    expect(measureOf({ value_usd: 300, quantity: 0 }, 'unit_value')).toBeNull();
    expect(measureOf({ value_usd: 300, quantity: null }, 'unit_value')).toBeNull();
    expect(measureOf({ value_usd: 300, quantity: 4 }, 'quantity')).toBe(4);
    expect(measureOf({ value_usd: 300, quantity: 4 }, 'value')).toBe(300);
  });

  it('skip points without a year and give nothing for an empty or reversed range', () => {
    const points = [
      { period: 'n/a', value_usd: 1, quantity: null },
      { period: null, value_usd: 2, quantity: null },
      { period: '2014-01-01', value_usd: 3, quantity: null },
    ];
    expect(toYearSeries(points, 'value')).toEqual([{ year: 2014, value: 3 }]);
    expect(toYearSeries(points, 'value', 2015, 2013)).toEqual([]);
    expect(toYearSeries(points, 'value', 2013)).toEqual([
      { year: 2013, value: null },
      { year: 2014, value: 3 },
    ]);
    expect(toYearSeries(points, 'value', undefined, 2015)).toEqual([
      { year: 2014, value: 3 },
      { year: 2015, value: null },
    ]);
    expect(toYearSeries([], 'value', undefined, 2015)).toEqual([]);
    expect(toYearSeries([], 'value', 2015)).toEqual([]);
  });

  it('say what a gap means for each measure', () => {
    expect(gapText('value')).toBe('no trade reported');
    expect(gapText('quantity')).toBe('no quantity reported');
    expect(gapText('unit_value')).toBe('no unit value (no quantity reported)');
    expect(formatSeriesValue(null, 'quantity')).toBe('no quantity reported');
    expect(formatSeriesExact(null, 'unit_value')).toBe('no unit value (no quantity reported)');
  });

  it('format each measure compactly on the axis and exactly in the tooltip', () => {
    expect(formatSeriesValue(2_500_000, 'value')).toBe('$2.5M');
    // USD is USD whatever the unit of the quantities, and whole dollars on the axis.
    expect(formatSeriesValue(2_500_000, 'value', 'kg')).toBe('$2.5M');
    expect(formatSeriesValue(950.5, 'value')).toBe('$951');
    expect(formatSeriesValue(2500, 'quantity', 'kg')).toBe(formatQuantity(2500, 'kg'));
    expect(formatSeriesValue(12.5, 'unit_value', 'kg')).toBe(formatUnitValue(12.5, 'kg'));
    expect(formatSeriesExact(2_500_000, 'value')).toBe('$2,500,000');
    expect(formatSeriesExact(2500, 'quantity', 'kg')).toBe(formatQuantityExact(2500, 'kg'));
    expect(formatSeriesExact(12.5, 'unit_value', 'kg')).toBe(formatUnitValue(12.5, 'kg'));
    // The three formatters differ, so each measure's branch is seen.
    expect(
      new Set([formatQuantity(2500, 'kg'), formatQuantityExact(2500, 'kg'), formatUnitValue(2500, 'kg')])
        .size,
    ).toBe(3);
  });
});

describe('series chart', () => {
  const rows = [
    { year: 2012, value: 5 },
    { year: 2013, value: null },
  ];
  const nameOf = (input: Parameters<typeof buildSeriesOption>[0]) =>
    firstSeries<{ name: string }>(buildSeriesOption(input)).name;

  it('names the series by flow and measure unless the view names it', () => {
    expect(nameOf({ rows, flow: 'export', measure: 'value' })).toBe('Exports (USD)');
    expect(nameOf({ rows, flow: 'import', measure: 'quantity' })).toBe('Imports (quantity)');
    expect(nameOf({ rows, flow: 'import', measure: 'unit_value' })).toBe('Imports (USD per unit)');
    expect(nameOf({ rows, flow: 'import', measure: 'value', name: 'Coffee' })).toBe('Coffee');
  });

  it('colours imports in the import colour', () => {
    const light = buildSeriesOption({ rows, flow: 'import', measure: 'value' });
    expect(light.color).toEqual([chartPalette('light').imports, chartPalette('light').imports]);
  });

  it('reads one tooltip point or a list, the year from the axis or the name, and a gap for a non-number', () => {
    const format = tooltipFormatter(
      buildSeriesOption({ rows, flow: 'export', measure: 'quantity', unit: 'kg' }),
    );
    expect(format({ axisValueLabel: '2012', value: 5 })).toBe(
      `2012<br/>Exports (quantity): <b>${formatQuantityExact(5, 'kg')}</b>`,
    );
    expect(format([{ name: '2013', value: '-' }])).toBe(
      '2013<br/>Exports (quantity): <b>no quantity reported</b>',
    );
    expect(format([{ value: 5 }])).toMatch(/^<br\/>Exports/);
    expect(format([])).toBe('');
  });

  it('is still, on a category axis of years from zero, in the theme’s colours', () => {
    const palette = chartPalette('dark');
    const option = buildSeriesOption({ rows, flow: 'export', measure: 'value', theme: 'dark' });
    expect(option.animation).toBe(false);
    expect(option.grid).toMatchObject({ containLabel: true });
    expect(option.tooltip).toMatchObject({ trigger: 'axis', backgroundColor: palette.tooltipBackground });
    expect(option.xAxis).toMatchObject({
      type: 'category',
      boundaryGap: false,
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisLabel: { color: palette.mutedText },
    });
    expect(option.yAxis).toMatchObject({
      type: 'value',
      min: 0,
      splitLine: { lineStyle: { color: palette.splitLine } },
    });
    expect(firstSeries(option)).toMatchObject({
      showSymbol: true,
      lineStyle: { opacity: 1 },
      itemStyle: { opacity: 1 },
      areaStyle: { opacity: 0.12 },
    });
  });

  it('mutes the whole series under a selection and draws the selection over it without its own tooltip', () => {
    const option = buildSeriesOption({
      rows,
      flow: 'export',
      measure: 'value',
      selected: { from: 2012, to: 2013 },
    });
    const [context, highlight] = option.series as object[];
    expect(context).toMatchObject({
      lineStyle: { opacity: 0.5 },
      itemStyle: { opacity: 0.5 },
      areaStyle: { opacity: 0.05 },
    });
    expect(highlight).toMatchObject({
      type: 'line',
      data: [5, null],
      connectNulls: false,
      showSymbol: true,
      lineStyle: { width: 3 },
      areaStyle: { opacity: 0.25 },
      tooltip: { show: false },
    });
  });
});
