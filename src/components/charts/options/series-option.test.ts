import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { chartPalette } from './palette';
import { buildSeriesOption, seriesTotal, toYearSeries } from './series-option';



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
    const option = buildSeriesOption({ rows: toYearSeries(points, 'value', 2012, 2015), flow: 'export', measure: 'value' });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const series = firstSeries<{ data: unknown[]; connectNulls: boolean; type: string }>(option);
    expect(series.type).toBe('line');
    expect(series.data).toEqual([100, 150, null, 0]);
    expect(series.connectNulls).toBe(false);
    expect((option.xAxis as { data: string[] }).data).toEqual(['2012', '2013', '2014', '2015']);
  });

  it('labels the tooltip with the exact value or "no trade reported"', () => {
    const option = buildSeriesOption({ rows: toYearSeries(points, 'value', 2012, 2014), flow: 'import', measure: 'value' });
    const format = tooltipFormatter(option);
    expect(format([{ axisValueLabel: '2012', value: 1234567 }])).toContain('$1,234,567');
    expect(format([{ axisValueLabel: '2014', value: null }])).toContain('no trade reported');
    expect(format([{ axisValueLabel: EVIL, value: 1 }])).not.toContain('<img');
  });

  it('formats quantities with the unit', () => {
    const option = buildSeriesOption({ rows: [{ year: 2012, value: 2500 }], flow: 'export', measure: 'quantity', unit: 'kg' });
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
    const option = buildSeriesOption({ rows, flow: 'export', measure: 'value', selected: { from: 2013, to: 2013 } });
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
