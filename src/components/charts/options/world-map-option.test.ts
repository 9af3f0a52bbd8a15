import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { chartPalette } from './palette';
import {
  buildWorldMapOption,
  NARROW_MAP_WIDTH,
  roundBreak,
  valueRanges,
  WORLD_MAP_NAME,
} from './world-map-option';

describe('partner map', () => {
  it('rounds breaks to two significant digits', () => {
    expect(roundBreak(123_456)).toBe(120_000);
    expect(roundBreak(9.87e9)).toBe(9.8e9);
  });

  it('builds contiguous quantile classes labelled in USD', () => {
    const values = [1e6, 2e6, 5e6, 1e7, 3e7, 1e8, 5e8, 1e9, 4e9, 2e10];
    const ranges = valueRanges(values, ['#a', '#b', '#c'], 5);
    expect(ranges).toHaveLength(5);
    expect(ranges[0]).toMatchObject({ gte: 0, lt: 5e6, label: 'under $5M' });
    expect(ranges[4]).toMatchObject({ gte: 4e9, label: '$4B or more' });
    expect(ranges[1]).toMatchObject({ gte: 5e6, lt: 3e7, label: '$5M to $30M' });
    expect(ranges[4]?.lt).toBeUndefined();
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]?.gte).toBe(ranges[i - 1]?.lt);
    // Every value falls in exactly one class.
    for (const v of values) {
      expect(ranges.filter((r) => v >= r.gte && (r.lt === undefined || v < r.lt))).toHaveLength(1);
    }
  });

  it('collapses classes for few or equal values', () => {
    expect(valueRanges([], ['#a'])).toEqual([]);
    expect(valueRanges([5, 5, 5], ['#a', '#b'])).toHaveLength(1);
    expect(valueRanges([100, 200], ['#a', '#b'], 5)).toHaveLength(2);
  });

  it('names regions by alpha-2 and escapes names in the tooltip', () => {
    const option = buildWorldMapOption({
      partners: [{ id: 'CN', name: EVIL, value: 2e9, share: 0.4 }],
      flow: 'export',
    });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const series = firstSeries<{ type: string; map: string; data: { name: string; value: number }[] }>(
      option,
    );
    expect(series.type).toBe('map');
    expect(series.map).toBe(WORLD_MAP_NAME);
    expect(series.data[0]).toMatchObject({ name: 'CN', value: 2e9 });
    const format = tooltipFormatter(option);
    const html = format({ name: 'CN', data: series.data[0] });
    expect(html).not.toContain('<img');
    expect(html).toContain('$2,000,000,000');
    expect(format({ name: 'FR', data: null })).toContain('France');
    const visualMap = option.visualMap as { type: string; pieces: unknown[] };
    expect(visualMap.type).toBe('piecewise');
    expect(visualMap.pieces).toHaveLength(1);
  });
});

describe('map classes', () => {
  it('round nothing to zero', () => {
    expect(roundBreak(0)).toBe(0);
    expect(roundBreak(-5)).toBe(0);
  });

  it('ignore values that are not positive numbers, whatever their order', () => {
    const clean = [1e6, 2e6, 5e6, 1e7, 3e7, 1e8];
    const messy = [1e8, 0, -5, Number.NaN, Number.POSITIVE_INFINITY, 5e6, 1e6, 3e7, 2e6, 1e7];
    expect(valueRanges(messy, ['#a', '#b'])).toEqual(valueRanges(clean, ['#a', '#b']));
    expect(valueRanges([0, -1, Number.NaN], ['#a'])).toEqual([]);
  });

  it('never repeat a break when quantiles round to the same number', () => {
    const ranges = valueRanges([1, 10, 10, 10, 10], ['#a', '#b']);
    expect(ranges.map((r) => r.gte)).toEqual([0, 10]);
  });

  it('say "any value" for one class and give the top class no upper bound at all', () => {
    expect(valueRanges([5, 5, 5], ['#a', '#b'])).toStrictEqual([{ gte: 0, label: 'any value', color: '#b' }]);
    const [low, high] = valueRanges([100, 200], ['#a', '#b', '#c']);
    expect(low).toStrictEqual({ gte: 0, lt: 200, label: 'under $200', color: '#a' });
    expect(high).toStrictEqual({ gte: 200, label: '$200 or more', color: '#c' });
  });
});

describe('partner map option', () => {
  const partners = [
    { id: 'CN', name: 'China', value: 2e9, share: 0.4 },
    { id: 'BR', name: 'Brazil', value: 5e6, share: null },
  ];

  it('says what a country without a value is, by default or as the view says', () => {
    const plain = tooltipFormatter(buildWorldMapOption({ partners, flow: 'export' }));
    expect(plain({ name: 'FR' })).toBe('France<br/>not among the partners shown');
    expect(plain({ name: 'FR', data: { partnerName: 'France' } })).toBe(
      'France<br/>not among the partners shown',
    );
    expect(plain({})).toBe('<br/>not among the partners shown');
    const custom = tooltipFormatter(
      buildWorldMapOption({ partners, flow: 'export', absent: 'no trade <reported>' }),
    );
    expect(custom({ name: 'FR', data: null })).toBe('France<br/>no trade &lt;reported&gt;');
  });

  it('names a partner by its given name, else its region, with the verb of the flow or the view', () => {
    const imports = tooltipFormatter(buildWorldMapOption({ partners, flow: 'import' }));
    expect(imports({ name: 'CN', data: { partnerName: 'China', value: 5, share: null } })).toMatch(
      /^Imports from China<br\/>/,
    );
    expect(imports({ name: 'CN', data: { value: 5, share: null } })).toMatch(/^Imports from CN<br\/>/);
    expect(imports({ data: { value: 5, share: null } })).toMatch(/^Imports from <br\/>/);
    const option = buildWorldMapOption({ partners, flow: 'export', verb: 'Exporter' });
    expect(firstSeries<{ name: string }>(option).name).toBe('Exporter');
    expect(tooltipFormatter(option)({ name: 'CN', data: { partnerName: 'China', value: 5 } })).toMatch(
      /^Exporter China/,
    );
  });

  it('colours the classes from the scheme’s ramp and the regions without trade, still and not selectable', () => {
    const palette = chartPalette('dark');
    const option = buildWorldMapOption({ partners, flow: 'export', theme: 'dark' });
    const ranges = valueRanges([2e9, 5e6], palette.sequential);
    const visualMap = option.visualMap as { pieces: object[] };
    expect(visualMap.pieces).toStrictEqual(
      ranges.map(({ gte, lt, label, color }) => ({ gte, ...(lt === undefined ? {} : { lt }), label, color })),
    );
    expect(visualMap.pieces[1]).not.toHaveProperty('lt');
    expect(option.visualMap).toMatchObject({ selectedMode: false, textStyle: { color: palette.text } });
    expect(option.animation).toBe(false);
    expect(option.tooltip).toMatchObject({ trigger: 'item', backgroundColor: palette.tooltipBackground });
    expect(firstSeries(option)).toMatchObject({
      roam: false,
      selectedMode: false,
      preserveAspect: 'contain',
      itemStyle: { areaColor: palette.noData, borderColor: palette.splitLine },
      // The hovered country in the scheme's second categorical colour (orange), with no label over the map.
      emphasis: { label: { show: false }, itemStyle: { areaColor: palette.categorical[1] } },
      data: [
        { name: 'CN', value: 2e9, partnerName: 'China', share: 0.4 },
        { name: 'BR', value: 5e6, partnerName: 'Brazil', share: null },
      ],
    });
  });

  it('stacks the legend below 640 px and restores the row above', () => {
    const media = buildWorldMapOption({ partners, flow: 'export' }).media as {
      query?: { maxWidth: number };
      option: { visualMap: object; series: { bottom: number }[] };
    }[];
    expect(media).toHaveLength(2);
    expect(media[0]).toStrictEqual({
      option: {
        visualMap: { orient: 'horizontal', left: 'center', right: 'auto', bottom: 0 },
        series: [{ bottom: 44 }],
      },
    });
    expect(media[1]?.query).toStrictEqual({ maxWidth: NARROW_MAP_WIDTH - 1 });
    expect(media[1]?.option.visualMap).toStrictEqual({
      orient: 'vertical',
      left: 0,
      right: 'auto',
      bottom: 0,
    });
    // Two classes, a row each (16 px label and 8 px gap), and 10 px to spare.
    expect(media[1]?.option.series).toStrictEqual([{ bottom: 58 }]);
  });
});
