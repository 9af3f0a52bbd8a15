import { describe, expect, it } from 'vitest';
import { formatUsdCompact } from '@/lib/format';
import { EVIL, firstSeries, tooltipFormatter, type Formatter } from '@/test/echarts-option';
import { chartPalette } from './palette';
import { buildRankedBarsOption, toPartnerRows } from './ranked-bars-option';

describe('partner bars', () => {
  const points = [
    { partner: 'US', value_usd: 50 },
    { partner: 'CN', value_usd: 200 },
    { partner: 'AR', value_usd: 50 },
    { partner: null, value_usd: 999 },
  ];

  it('ranks by value, ties by id, with shares of the given total', () => {
    const rows = toPartnerRows(points, (id) => `name ${id}`, 400);
    expect(rows.map((r) => r.id)).toEqual(['CN', 'AR', 'US']);
    expect(rows[0]?.share).toBe(0.5);
    expect(toPartnerRows(points, (id) => id, null)[0]?.share).toBeNull();
  });

  it('draws horizontal bars, largest at the top', () => {
    const rows = toPartnerRows(points, (id) => id, 400);
    const option = buildRankedBarsOption({ rows, flow: 'export' });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const yAxis = option.yAxis as { type: string; inverse: boolean; data: string[] };
    expect(yAxis.type).toBe('category');
    expect(yAxis.inverse).toBe(true);
    expect(yAxis.data).toEqual(['CN', 'AR', 'US']);
    const series = firstSeries<{ type: string; data: { value: number }[] }>(option);
    expect(series.type).toBe('bar');
    expect(series.data.map((d) => d.value)).toEqual([200, 50, 50]);
  });

  it('escapes partner names in the tooltip and shows value and share', () => {
    const option = buildRankedBarsOption({
      rows: [{ id: 'XX', name: EVIL, value: 1500, share: 0.25 }],
      flow: 'import',
    });
    const html = tooltipFormatter(option)({ dataIndex: 0 });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).toContain('Imports from');
    expect(html).toContain('$1,500');
    expect(html).toContain('25.0%');
  });
});

describe('partner rows', () => {
  it('drop points without a partner code, missing or empty', () => {
    const rows = toPartnerRows(
      [{ partner: '', value_usd: 5 }, { value_usd: 7 }, { partner: 'BR', value_usd: 1 }],
      (id) => id,
      10,
    );
    expect(rows.map((r) => r.id)).toEqual(['BR']);
  });

  it('leave the share unknown when the total is zero or missing', () => {
    expect(toPartnerRows([{ partner: 'BR', value_usd: 1 }], (id) => id, 0)[0]?.share).toBeNull();
    expect(toPartnerRows([{ partner: 'BR', value_usd: 1 }], (id) => id)[0]?.share).toBeNull();
    expect(toPartnerRows([{ partner: 'BR', value_usd: 1 }], (id) => id, -4)[0]?.share).toBeNull();
    expect(toPartnerRows([{ partner: 'BR', value_usd: 1 }], (id) => id, 4)[0]?.share).toBe(0.25);
  });
});

describe('ranked bars', () => {
  const rows = [
    { id: 'CN', name: 'China', value: 2_500_000, share: 0.5 },
    { id: 'US', name: 'United States', value: 950, share: null },
  ];

  it('colour the bars by flow in each scheme', () => {
    const colourOf = (flow: 'export' | 'import', theme: 'light' | 'dark') =>
      firstSeries<{ itemStyle: { color: string } }>(buildRankedBarsOption({ rows, flow, theme })).itemStyle
        .color;
    expect(colourOf('export', 'light')).toBe(chartPalette('light').exports);
    expect(colourOf('import', 'light')).toBe(chartPalette('light').imports);
    expect(colourOf('export', 'dark')).toBe(chartPalette('dark').exports);
    expect(colourOf('import', 'dark')).toBe(chartPalette('dark').imports);
  });

  it('name the series and the tooltip with the given verb, else the flow’s', () => {
    const named = buildRankedBarsOption({ rows, flow: 'export', verb: 'Exporter' });
    expect(firstSeries<{ name: string }>(named).name).toBe('Exporter');
    expect(tooltipFormatter(named)({ dataIndex: 0 })).toMatch(/^Exporter China<br\/>/);
    expect(firstSeries<{ name: string }>(buildRankedBarsOption({ rows, flow: 'export' })).name).toBe(
      'Exports to',
    );
  });

  it('give an empty tooltip for a point that is not a bar', () => {
    const tooltip = tooltipFormatter(buildRankedBarsOption({ rows, flow: 'export' }));
    expect(tooltip({})).toBe('');
    expect(tooltip({ dataIndex: 5 })).toBe('');
    expect(tooltip({ dataIndex: 1 })).not.toContain('of the total'); // unknown share: no share line
  });

  it('label each bar and the value axis in compact USD', () => {
    const option = buildRankedBarsOption({ rows, flow: 'export' });
    const series = firstSeries<{ label: { show: boolean; position: string; formatter: Formatter } }>(option);
    expect(series.label).toMatchObject({ show: true, position: 'right' });
    expect(series.label.formatter({ value: 2_500_000 })).toBe('$2.5M');
    expect(series.label.formatter({ value: 950 })).toBe('$950');
    expect(series.label.formatter({ value: 'x' })).toBe(formatUsdCompact(null));
    const xAxis = option.xAxis as {
      type: string;
      axisLabel: { hideOverlap: boolean; formatter: (v: number) => string };
    };
    expect(xAxis.type).toBe('value');
    expect(xAxis.axisLabel.hideOverlap).toBe(true);
    expect(xAxis.axisLabel.formatter(1_000_000)).toBe('$1M');
  });

  it('are still, clickable, in the theme’s colours, and cut long names on the axis', () => {
    const palette = chartPalette('dark');
    const option = buildRankedBarsOption({ rows, flow: 'import', theme: 'dark' });
    expect(option.animation).toBe(false);
    expect(option.grid).toMatchObject({ containLabel: true });
    expect(option.tooltip).toMatchObject({ trigger: 'item', backgroundColor: palette.tooltipBackground });
    expect(option.xAxis).toMatchObject({
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: { color: palette.mutedText },
    });
    expect(option.yAxis).toMatchObject({
      axisLabel: { color: palette.text, width: 120, overflow: 'truncate' },
      axisLine: { lineStyle: { color: palette.axisLine } },
    });
    expect(firstSeries(option)).toMatchObject({ cursor: 'pointer', label: { color: palette.mutedText } });
  });
});
