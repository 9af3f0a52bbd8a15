// @vitest-environment node
/** The links of the cases the sample calls of mcp-tools.test.ts do not reach. */
import { describe, expect, it } from 'vitest';
import { linkLines, resultLinks } from './links';
import { TOOLS } from './tools';

const links = (name: string, args: Record<string, unknown>, data: unknown = []) =>
  resultLinks(TOOLS.find((t) => t.name === name)!.href(args, data), '');
/** The one link of a call whose selection one view shows. */
const href = (name: string, args: Record<string, unknown>, data: unknown = []) => {
  const all = links(name, args, data);
  expect(all, name).toHaveLength(1);
  return all[0].url;
};

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

  it('links each direction where the call covered both for one country and the view shows one at a time', () => {
    const both = [
      { url: '/flows?reporter=KE&flow=export&from=2020', shows: 'exports' },
      { url: '/flows?reporter=KE&flow=import&from=2020', shows: 'imports' },
    ];
    expect(links('get_trade_summary', { reporter: 'KE', from: '2020' })).toEqual(both);
    expect(links('get_trade_observations', { partner: 'cn' }).map((l) => l.url)).toEqual([
      '/flows?partner=CN&flow=export',
      '/flows?partner=CN&flow=import',
    ]);
    expect(links('get_product_series', { pid: '0901', reporter: 'BR' })).toEqual([
      { url: '/products/0901?reporter=BR&flow=export', shows: 'exports' },
      { url: '/products/0901?reporter=BR&flow=import', shows: 'imports' },
    ]);
    expect(links('get_product_series', { pid: '0901', partner: 'BR' }).map((l) => l.shows)).toEqual([
      'exports',
      'imports',
    ]);
    expect(
      linkLines(
        resultLinks(
          TOOLS.find((t) => t.name === 'get_trade_summary')!.href({ reporter: 'KE' }, []),
          'https://app.example',
        ),
      ),
    ).toEqual([
      'View in Tradescope, exports: https://app.example/flows?reporter=KE&flow=export',
      'View in Tradescope, imports: https://app.example/flows?reporter=KE&flow=import',
    ]);
    // No country named: every flow is one country's export and another's import, the same rows.
    expect(href('get_trade_summary', { product: '0901' })).toBe('/flows?product=0901');
    expect(href('get_product_series', { pid: '0901' })).toBe('/products/0901');
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
