import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { buildWorldMapOption, roundBreak, valueRanges, WORLD_MAP_NAME } from './world-map-option';

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
    const series = firstSeries<{ type: string; map: string; data: { name: string; value: number }[] }>(option);
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
