import { describe, expect, it } from 'vitest';
import { firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { buildSpecialisationModel } from '../insights/specialisation-model';
import { buildProductMixOption, toProductRows } from './product-mix-option';
import { rcaBand, rcaBandColors, rcaColor, withRca } from './product-mix-rca';

/**
 * A tiny world by hand. The country (KE) exports coffee 090111 (60), tea 090240 (30) and cut
 * flowers 060311 (10): total 100. World exports total 1000: coffee 100, tea 300, and a World
 * ranking cut at 2 products, so flowers are not listed; only coffee's markets were asked.
 *   coffee: (60/100) / (100/1000) = 6;  tea: (30/100) / (300/1000) = 1;  flowers: unknown.
 */
/** A grouped point as the service sends it (quantities play no part in RCA). */
const point = (p: { hs6?: string; exporter?: string; value_usd: number }) => ({
  ...p,
  quantity: null,
  flow_count: 1,
});

const model = buildSpecialisationModel({
  cid: 'KE',
  country: [
    { hs6: '090111', value_usd: 60 },
    { hs6: '090240', value_usd: 30 },
    { hs6: '060311', value_usd: 10 },
  ].map(point),
  countryTotal: 100,
  world: [
    { hs6: '090240', value_usd: 300 },
    { hs6: '090111', value_usd: 100 },
  ].map(point),
  worldLimit: 2,
  worldTotal: 1000,
  markets: new Map([
    [
      '090111',
      {
        top_exporters: [
          { exporter: 'KE', value_usd: 60 },
          { exporter: 'BR', value_usd: 40 },
        ].map(point),
      },
    ],
  ]),
  marketsLimit: 200,
});

const mix = toProductRows(
  [
    { hs6: '060311', value_usd: 10 },
    { hs6: '090240', value_usd: 30 },
    { hs6: '090111', value_usd: 60 },
  ],
  (code) => ({ '090111': 'Coffee', '090240': 'Tea', '060311': 'Roses' })[code] ?? null,
  100,
);

describe('the product mix joined with RCA', () => {
  it('ranks by RCA, products without one last, each with its world share, rank and reason', () => {
    const rows = withRca(mix, model);
    expect(rows.map((r) => [r.hs6, r.rca, r.worldShare, r.rankText, r.gap])).toEqual([
      ['090111', expect.closeTo(6, 9), 0.6, '1', null],
      ['090240', expect.closeTo(1, 9), 0.1, 'not requested', null],
      ['060311', null, null, 'not requested', 'cut'],
    ]);
  });

  it('says a product the country ranking does not list is not ranked (not weak)', () => {
    const extra = toProductRows([{ hs6: '010121', value_usd: 5 }], () => null, 100);
    expect(withRca(extra, model)[0]).toMatchObject({ rca: null, gap: 'not-ranked' });
  });

  it('puts each RCA in its band, the bounds in the upper band', () => {
    expect([0.49, 0.5, 0.99, 1, 1.99, 2, 60, null].map(rcaBand)).toEqual([0, 1, 1, 2, 2, 3, 3, null]);
    const colors = rcaBandColors('light');
    expect(new Set([...colors.bands, colors.unknown]).size).toBe(5);
    expect(rcaColor(6, 'light')).toBe(colors.bands[3]);
    expect(rcaColor(null, 'light')).toBe(colors.unknown);
  });

  it('colours each product by its band and says its RCA in the tooltip; without rca, by section', () => {
    type Leaf = { hs6: string; itemStyle?: { color: string }; tip: string };
    const leaves = (option: ReturnType<typeof buildProductMixOption>) =>
      firstSeries<{ data: { children: Leaf[] }[] }>(option).data.flatMap((s) => s.children);
    const byRca = leaves(buildProductMixOption({ rows: withRca(mix, model), rca: true, theme: 'light' }));
    const colorOf = (code: string) => byRca.find((l) => l.hs6 === code)?.itemStyle?.color;
    expect(colorOf('090111')).toBe(rcaColor(6, 'light'));
    expect(colorOf('090240')).toBe(rcaColor(1, 'light'));
    expect(colorOf('060311')).toBe(rcaBandColors('light').unknown);
    const tip = tooltipFormatter(buildProductMixOption({ rows: withRca(mix, model), rca: true }));
    expect(tip({ name: 'x', data: byRca.find((l) => l.hs6 === '090111') })).toContain('RCA <b>6</b>');
    expect(tip({ name: 'x', data: byRca.find((l) => l.hs6 === '060311') })).toContain('RCA not known');
    expect(leaves(buildProductMixOption({ rows: mix })).every((l) => l.itemStyle === undefined)).toBe(true);
  });
});
