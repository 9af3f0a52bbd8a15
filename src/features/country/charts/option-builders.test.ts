import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { feature } from 'topojson-client';
import atlas from 'world-atlas/countries-110m.json';
import { numericToAlpha2 } from 'i18n-iso-countries';
import { buildRankedBarsOption, toPartnerRows } from '@/components/charts/options/ranked-bars-option';
import { buildProductMixOption, groupBySection, toProductRows } from './product-mix-option';
import { buildWorldMapOption, roundBreak, valueRanges, WORLD_MAP_NAME } from '@/components/charts/options/world-map-option';
import { hsSectionOf } from '@/lib/hs/hs-sections';
import { readableTextOn } from '@/components/charts/options/palette';
import { toAlpha2Features, unwrapPolygon } from '@/components/charts/world-map/world-geometry';



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
    const series = firstSeries<{
      type: string;
      data: { name: string; value: number; itemStyle: { color: string }; children: { hs6: string; value: number }[] }[];
    }>(option);
    expect(series.type).toBe('treemap');
    expect(series.data.map((d) => d.name)).toEqual(['V Mineral products', 'II Vegetable products', '— Other (special or unclassified)']);
    const colors = series.data.map((d) => d.itemStyle.color);
    expect(new Set(colors).size).toBe(3);
    expect(series.data[0]?.children.map((c) => c.hs6)).toEqual(['260111', '270900']);
  });

  it('escapes product names in the tooltip', () => {
    const rows = toProductRows([{ hs6: '090111', value_usd: 10 }], () => EVIL, 10);
    const option = buildProductMixOption({ rows });
    const series = firstSeries<{ data: { children: Record<string, unknown>[] }[] }>(option);
    const leaf = series.data[0]?.children[0];
    const html = tooltipFormatter(option)({ data: leaf, value: 10, name: String(leaf?.name) });
    expect(html).not.toContain('<img');
    expect(html).toContain('100.0% of the total');
    expect(tooltipFormatter(option)({ name: EVIL, value: 10 })).not.toContain('<img');
  });

  it('keeps label text readable on every section colour', () => {
    expect(readableTextOn('#F0E442')).toBe('#000000');
    expect(readableTextOn('#0072B2')).toBe('#ffffff');
  });
});

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

  it('converts Natural Earth numeric ids to alpha-2', () => {
    const topology = atlas as unknown as Parameters<typeof feature>[0];
    const objects = (topology as unknown as { objects: Record<string, Parameters<typeof feature>[1]> }).objects;
    const collection = feature(topology, objects.countries!) as unknown as Parameters<typeof toAlpha2Features>[0];
    const converted = toAlpha2Features(collection, (n) => numericToAlpha2(n));
    const names = converted.features.map((f) => f.properties?.name);
    for (const id of ['BR', 'DE', 'US', 'CN', 'KE', 'XK']) expect(names).toContain(id);
    expect(converted.features.find((f) => f.properties?.name === 'BR')?.properties?.label).toBe('Brazil');
  });
});

describe('world geometry on a plane', () => {
  it('keeps a polygon crossing the antimeridian in one piece', () => {
    const crossing: [number, number][][] = [[[179, 65], [-179, 65], [-179, 66], [179, 66], [179, 65]]];
    expect(unwrapPolygon(crossing)[0]!.map(([lon]) => lon)).toEqual([179, 181, 181, 179, 179]);
    const normal: [number, number][][] = [[[10, 50], [12, 50], [12, 52], [10, 50]]];
    expect(unwrapPolygon(normal)).toBe(normal);
  });

  it('leaves Antarctica out and no country spans the whole map', () => {
    const topology = atlas as unknown as Parameters<typeof feature>[0];
    const objects = (topology as unknown as { objects: Record<string, Parameters<typeof feature>[1]> }).objects;
    const collection = feature(topology, objects.countries!) as unknown as Parameters<typeof toAlpha2Features>[0];
    const converted = toAlpha2Features(collection, (n) => numericToAlpha2(n));
    expect(converted.features.some((f) => f.properties?.name === 'AQ')).toBe(false);
    for (const f of converted.features) {
      const g = f.geometry as { type: string; coordinates: unknown };
      const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as [number, number][][][];
      for (const polygon of polygons) {
        const lons = polygon[0]!.map(([lon]) => lon);
        expect(Math.max(...lons) - Math.min(...lons)).toBeLessThanOrEqual(180);
      }
    }
  });
});
