import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
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
    const option = buildRankedBarsOption({ rows: [{ id: 'XX', name: EVIL, value: 1500, share: 0.25 }], flow: 'import' });
    const html = tooltipFormatter(option)({ dataIndex: 0 });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).toContain('Imports from');
    expect(html).toContain('$1,500');
    expect(html).toContain('25.0%');
  });
});
