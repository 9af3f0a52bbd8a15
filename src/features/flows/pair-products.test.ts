// @vitest-environment node
/**
 * The pair's products aggregated from /trade rows: unit cases, and against the synthetic world
 * (the real handlers): when the limit does not cut the answer, the per-direction sums equal the
 * summary's trade value for that direction.
 */
import { describe, expect, it } from 'vitest';
import { createTradeClient } from '@/api/client';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { installTestServer } from '@/test/msw';
import { aggregatePairProducts, groupPairProductsBySection } from './pair-products';

installTestServer();

const row = (exporter: string, importer: string, hs6: string, value_usd: number) => ({
  exporter,
  importer,
  hs6,
  value_usd,
});

describe('aggregatePairProducts', () => {
  it('sums per HS6 and direction, ranked by total, ties by code', () => {
    const products = aggregatePairProducts(
      [
        row('DE', 'CN', '870323', 10),
        row('CN', 'DE', '870323', 4),
        row('DE', 'CN', '090111', 14),
        row('CN', 'DE', '010121', 1),
      ],
      'DE',
    );
    expect(products).toEqual([
      { hs6: '090111', exports: 14, imports: 0, total: 14, rowCount: 1 },
      { hs6: '870323', exports: 10, imports: 4, total: 14, rowCount: 2 },
      { hs6: '010121', exports: 0, imports: 1, total: 1, rowCount: 1 },
    ]);
  });

  it("splits a group's rows, which name its members, by the partner's end", () => {
    const rows = [
      row('DE', 'CN', '870323', 5),
      row('FR', 'CN', '870323', 3),
      row('CN', 'DE', '870323', 2),
      row('CN', 'IT', '090111', 4),
    ];
    expect(aggregatePairProducts(rows, 'EU', 'CN')).toEqual([
      { hs6: '870323', exports: 8, imports: 2, total: 10, rowCount: 3 },
      { hs6: '090111', exports: 0, imports: 4, total: 4, rowCount: 1 },
    ]);
    expect(aggregatePairProducts(rows, 'CN', 'EU')).toEqual([
      { hs6: '870323', exports: 2, imports: 8, total: 10, rowCount: 3 },
      { hs6: '090111', exports: 4, imports: 0, total: 4, rowCount: 1 },
    ]);
  });

  it('takes the direction a row was asked for, where a pair of two groups names neither in its rows', () => {
    const rows = [
      { ...row('IE', 'US', '300490', 5), direction: 'export' as const },
      { ...row('NO', 'DE', '271121', 3), direction: 'import' as const },
      // The reporter's id at an end never outweighs the direction the row was asked for.
      { ...row('EU', 'XW', '300490', 2), direction: 'import' as const },
    ];
    expect(aggregatePairProducts(rows, 'EU', 'XW')).toEqual([
      { hs6: '300490', exports: 5, imports: 2, total: 7, rowCount: 2 },
      { hs6: '271121', exports: 0, imports: 3, total: 3, rowCount: 1 },
    ]);
  });

  it('groups by HS section, sections by total', () => {
    const sections = groupPairProductsBySection(
      aggregatePairProducts(
        [row('DE', 'CN', '870323', 10), row('DE', 'CN', '090111', 3), row('DE', 'CN', '090112', 2)],
        'DE',
      ),
    );
    expect(sections.map((s) => [s.section.id, s.total, s.products.length])).toEqual([
      ['XVII', 10, 1],
      ['II', 5, 2],
    ]);
  });

  it('on the synthetic world, sums equal the summary of each direction when the limit does not cut', async () => {
    const client = createTradeClient({ baseUrl: DEMO_BASE_URL, apiKey: DEMO_API_KEY });
    const selection = { reporter: 'BR', partner: 'CN', product: '26', from: '2015', to: '2020' };
    const trade = await client.getTrade({ ...selection, limit: 10_000 });
    expect(trade.data.length).toBeGreaterThan(0);
    expect(trade.data.length).toBeLessThan(10_000);
    const products = aggregatePairProducts(trade.data, 'BR');
    for (const flow of ['export', 'import'] as const) {
      const summary = await client.getTradeSummary({ ...selection, flow });
      const sum = products.reduce((s, p) => s + (flow === 'export' ? p.exports : p.imports), 0);
      const expected = summary.data.trade_value ?? 0;
      expect(Math.abs(sum - expected)).toBeLessThanOrEqual(Math.max(1, expected * 1e-9));
    }
    expect(products.reduce((s, p) => s + p.rowCount, 0)).toBe(trade.data.length);
  });
});
