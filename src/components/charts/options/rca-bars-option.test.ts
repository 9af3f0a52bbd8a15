import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { buildRcaBarsOption, formatRca } from './rca-bars-option';
import { buildDivergingBarsOption, formatSignedUsd } from './diverging-bars-option';
import { chartPalette } from './palette';

type Bar = { data: { value: number; name: string; itemStyle?: { color: string } }[] };

describe('buildRcaBarsOption', () => {
  const rows = [
    { name: 'Tea', rca: 664.24, value: 602_479_000, worldShare: 0.18 },
    { name: EVIL, rca: 1.25, value: 10, worldShare: null },
  ];

  it('draws one bar per row at its RCA from zero, largest first as given', () => {
    const option = buildRcaBarsOption({ rows });
    expect(firstSeries<Bar>(option).data.map((d) => d.value)).toEqual([664.24, 1.25]);
    expect((option.xAxis as { min?: number }).min).toBe(0);
    expect((option.yAxis as { data: string[] }).data[0]).toBe('Tea');
  });

  it('gives RCA, value and world share in an escaped tooltip', () => {
    const tip = tooltipFormatter(buildRcaBarsOption({ rows }));
    expect(tip({ dataIndex: 0 })).toContain('RCA <b>664.2</b>');
    expect(tip({ dataIndex: 0 })).toContain('$602,479,000');
    expect(tip({ dataIndex: 0 })).toContain('18.0% of world exports');
    expect(tip({ dataIndex: 1 })).not.toContain('<img');
    expect(tip({ dataIndex: 1 })).not.toContain('of world exports');
    expect(formatRca(null)).toBe('n/a');
  });
});

describe('buildDivergingBarsOption', () => {
  const rows = [
    { name: 'China', change: 5_000_000, before: 1_000_000, after: 6_000_000 },
    { name: 'Argentina', change: -2_000_000, before: 3_000_000, after: 1_000_000 },
  ];

  it('colours gains and losses apart, signed labels', () => {
    const option = buildDivergingBarsOption({ rows, years: { before: 2012, after: 2024 } });
    const palette = chartPalette('light');
    const data = firstSeries<Bar>(option).data;
    expect(data.map((d) => [d.value, d.itemStyle?.color])).toEqual([
      [5_000_000, palette.exports],
      [-2_000_000, palette.imports],
    ]);
    expect(formatSignedUsd(-2_000_000)).toBe('−$2M');
    expect(formatSignedUsd(5_000_000)).toBe('+$5M');
    expect(formatSignedUsd(0)).toBe('$0');
  });

  it('names both years and values in the tooltip', () => {
    const tip = tooltipFormatter(buildDivergingBarsOption({ rows, years: { before: 2012, after: 2024 } }));
    expect(tip({ dataIndex: 1 })).toBe('Argentina<br/><b>−$2M</b><br/>2012: $3,000,000<br/>2024: $1,000,000');
  });
});
