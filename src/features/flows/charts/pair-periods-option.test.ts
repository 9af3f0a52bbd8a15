// @vitest-environment node
/** The pair's value per year (pair-periods-option.ts): joined directions, balance, gaps, escaping. */
import { describe, expect, it } from 'vitest';
import { EVIL, tooltipFormatter } from '@/test/echarts-option';
import { formatUsdExact } from '@/lib/format';
import { formatSeriesExact } from '@/components/charts/options/series-option';
import { buildPairPeriodsOption, pairSeriesNames, toPairYears } from './pair-periods-option';

describe('pair periods', () => {
  const exportsRows = [
    { year: 2019, value: 10 },
    { year: 2020, value: null },
    { year: 2021, value: 12 },
  ];
  const importsRows = [
    { year: 2019, value: 4 },
    { year: 2020, value: 5 },
    { year: 2021, value: 20 },
  ];

  it('joins the directions per year; a balance only where both are reported', () => {
    expect(toPairYears(exportsRows, importsRows)).toEqual([
      { year: 2019, exports: 10, imports: 4, balance: 6 },
      { year: 2020, exports: null, imports: 5, balance: null },
      { year: 2021, exports: 12, imports: 20, balance: -8 },
    ]);
  });

  it('draws two lines and balance bars with a legend; gaps stay null', () => {
    const names = pairSeriesNames('Germany', 'China');
    const option = buildPairPeriodsOption({ rows: toPairYears(exportsRows, importsRows), names });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const series = option.series as { type: string; name: string; data: (number | null)[] }[];
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['bar', 'Balance (exports − imports)'],
      ['line', 'Exports Germany → China'],
      ['line', 'Imports Germany ← China'],
    ]);
    expect(series[1]!.data).toEqual([10, null, 12]);
    expect(series[0]!.data).toEqual([6, null, -8]);
    // Every entry in view at any width: not paged, one per row, with the plot below the three rows.
    const legend = option.legend as { type?: string; orient?: string; top?: number; itemGap?: number };
    expect(legend.type).not.toBe('scroll');
    expect(legend.orient).toBe('vertical');
    const gridTop = (option.grid as { top: number }).top;
    expect(gridTop).toBeGreaterThanOrEqual((legend.top ?? 0) + 3 * 14 + 2 * (legend.itemGap ?? 10));
    expect((option.xAxis as { data: string[] }).data).toEqual(['2019', '2020', '2021']);
  });

  it('escapes names in the tooltip', () => {
    const names = pairSeriesNames(EVIL, 'China');
    const option = buildPairPeriodsOption({ rows: toPairYears(exportsRows, importsRows), names });
    const html = tooltipFormatter(option)([{ axisValueLabel: '2019', seriesName: names.exports, value: 10 }]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });

  it('says each series in the tooltip: the balance signed and exact, or n/a where a direction is missing', () => {
    const names = pairSeriesNames('Germany', 'China');
    const option = buildPairPeriodsOption({ rows: toPairYears(exportsRows, importsRows), names });
    const format = tooltipFormatter(option);
    const year2021 = format([
      { axisValueLabel: '2021', seriesName: names.balance, value: -8 },
      { axisValueLabel: '2021', seriesName: names.imports, value: 20 },
    ]);
    expect(year2021.split('<br/>')).toEqual([
      '2021',
      `${names.balance}: <b>${formatUsdExact(-8)}</b>`,
      expect.stringContaining(`<b>${formatSeriesExact(20, 'value')}</b>`),
    ]);
    // A lone parameter (not a list) and a balance not reported.
    const year2020 = format({ axisValueLabel: '2020', seriesName: names.balance, value: null });
    expect(year2020).toBe(`2020<br/>${names.balance}: <b>n/a</b>`);
    expect(format([])).toBe('');
  });

  it('labels the value axis with a true minus sign below zero', () => {
    const option = buildPairPeriodsOption({ rows: [], names: pairSeriesNames('A', 'B') });
    const label = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    expect(label(-1_000_000)).toBe(`−${label(1_000_000)}`);
    expect(label(1_000_000)).not.toContain('−');
  });
});
