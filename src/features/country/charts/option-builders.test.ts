import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { buildProductMixOption, groupBySection, toProductRows } from './product-mix-option';
import { hsSectionOf } from '@/lib/hs/hs-sections';

describe('product mix treemap', () => {
  const points = [
    { hs6: '090111', value_usd: 300 },
    { hs6: '260111', value_usd: 500 },
    { hs6: '090121', value_usd: 100 },
    { hs6: '270900', value_usd: 50 },
    { hs6: '999999', value_usd: 5 },
  ];

  it('maps HS chapters to sections', () => {
    expect(hsSectionOf('090111').id).toBe('II');
    expect(hsSectionOf('hs:847130').id).toBe('XVI');
    expect(hsSectionOf('15').id).toBe('III');
    expect(hsSectionOf('990000').id).toBe('—');
  });

  it('groups products by section, sections by value', () => {
    const rows = toProductRows(points, (c) => (c === '090111' ? 'Coffee' : null), 1000);
    const groups = groupBySection(rows);
    expect(groups.map((g) => [g.section.id, g.value])).toEqual([
      ['V', 550],
      ['II', 400],
      ['—', 5],
    ]);
    expect(groups[1]?.products.map((p) => p.hs6)).toEqual(['090111', '090121']);
  });

  it('builds a two-level treemap with one colour per section', () => {
    const rows = toProductRows(points, () => null, 1000);
    const option = buildProductMixOption({ rows });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const series = firstSeries<{
      type: string;
      data: {
        name: string;
        value: number;
        itemStyle: { color: string };
        children: { hs6: string; value: number }[];
      }[];
    }>(option);
    expect(series.type).toBe('treemap');
    expect(series.data.map((d) => d.name)).toEqual([
      'V Mineral products',
      'II Vegetable products',
      '— Other (special or unclassified)',
    ]);
    const colors = series.data.map((d) => d.itemStyle.color);
    expect(new Set(colors).size).toBe(3);
    expect(series.data[0]?.children.map((c) => c.hs6)).toEqual(['260111', '270900']);
  });

  it('escapes product names in the tooltip', () => {
    const rows = toProductRows([{ hs6: '090111', value_usd: 10 }], () => EVIL, 10);
    const option = buildProductMixOption({ rows });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const series = firstSeries<{ data: { children: Record<string, unknown>[] }[] }>(option);
    const leaf = series.data[0]?.children[0];
    const html = tooltipFormatter(option)({ data: leaf, value: 10, name: String(leaf?.name) });
    expect(html).not.toContain('<img');
    expect(html).toContain('100.0% of the total');
    expect(tooltipFormatter(option)({ name: EVIL, value: 10 })).not.toContain('<img');
  });
});
