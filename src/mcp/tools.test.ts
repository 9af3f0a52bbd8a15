// @vitest-environment node
/** The links of the cases the sample calls of mcp-tools.test.ts do not reach. */
import { describe, expect, it } from 'vitest';
import { TOOLS } from './tools';

const href = (name: string, args: Record<string, unknown>, data: unknown = []) =>
  TOOLS.find((t) => t.name === name)!.href(args, data);

describe('tool links', () => {
  it('opens the flow explorer for a product series with a partner (the product view has none)', () => {
    expect(
      href('get_product_series', { pid: 'hs:090111', reporter: 'vnm', partner: 'us', from: '2015-06-30' }),
    ).toBe('/flows?reporter=VN&partner=US&product=090111&from=2015');
    expect(href('get_product_series', { pid: 'hs:090111', flow: 'import' })).toBe(
      '/products/090111?flow=import',
    );
  });

  it('opens a pair in the one direction a flow names, and in both without one (the tool answers both)', () => {
    expect(href('get_trade_summary', { reporter: 'KE', partner: 'NL', flow: 'import' })).toBe(
      '/flows?reporter=KE&partner=NL&flow=import&directions=one',
    );
    expect(href('get_trade_observations', { reporter: 'KE', partner: 'NL' })).toBe(
      '/flows?reporter=KE&partner=NL',
    );
    // Without a partner the explorer has one direction only: `flow` is enough.
    expect(href('get_trade_summary', { reporter: 'KE', flow: 'import' })).toBe(
      '/flows?reporter=KE&flow=import',
    );
  });

  it('opens home or the HS index when a search finds nothing', () => {
    expect(href('search_countries', { q: 'zzz' })).toBe('/');
    expect(href('search_products', { q: 'zzz' })).toBe('/products');
  });

  it('drops what is not a view parameter and keeps ids in their canonical case', () => {
    expect(href('get_country_partners', { cid: 'ke', flow: 'sideways', limit: 5, product: 'HS:0901' })).toBe(
      '/countries/KE?product=0901&limit=5',
    );
  });
});
