// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { TradeClient } from '../client';
import { countryQueries } from './countries';
import { productQueries } from './products';
import { tradeQueries } from './trade';
import { MARKETS_LIMIT, WORLD_PRODUCTS_LIMIT, worldRankingQueries } from './world-ranking';
import { compactParams, type TradeSource } from './keys';

function fakeSource(key = 'demo') {
  const calls: { method: string; params: unknown; signal?: AbortSignal }[] = [];
  const client = new Proxy({} as TradeClient, {
    get: (_, method: string) =>
      vi.fn((params: unknown, options?: { signal?: AbortSignal }) => {
        calls.push({ method, params, signal: options?.signal });
        return Promise.resolve({ data: [], durationMs: 0 });
      }),
  });
  return { source: { client, key } satisfies TradeSource, calls };
}

const isPrefix = (prefix: readonly unknown[], key: readonly unknown[]) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

const ctx = (signal = new AbortController().signal) => ({ signal }) as never;

describe('query keys', () => {
  const { source } = fakeSource();

  it('are hierarchical: source → resource → id → view → params', () => {
    expect(countryQueries.detail(source, 'de').queryKey).toEqual([
      'tds',
      'demo',
      'countries',
      'DE',
      'detail',
    ]);
    expect(countryQueries.series(source, 'DE', 'export', { from: 2015, to: 2023 }).queryKey).toEqual([
      'tds',
      'demo',
      'countries',
      'DE',
      'series',
      'export',
      { from: '2015', to: '2023' },
    ]);
    expect(countryQueries.partners(source, 'DE', { limit: 10 }).queryKey).toEqual([
      'tds',
      'demo',
      'countries',
      'DE',
      'partners',
      { flow: 'export', limit: 10 },
    ]);
    expect(productQueries.markets(source, 'hs:090111', { limit: 5 }).queryKey).toEqual([
      'tds',
      'demo',
      'products',
      '090111',
      'markets',
      { limit: 5 },
    ]);
    expect(tradeQueries.summary(source, { reporter: 'ke', product: '09' }).queryKey).toEqual([
      'tds',
      'demo',
      'trade',
      'summary',
      { reporter: 'KE', product: '09' },
    ]);
  });

  it('nest under one country and one source', () => {
    const keys = [
      countryQueries.detail(source, 'DE').queryKey,
      countryQueries.series(source, 'DE', 'import').queryKey,
      countryQueries.partners(source, 'DE').queryKey,
      countryQueries.products(source, 'DE', { flow: 'import' }).queryKey,
    ];
    for (const key of keys) {
      expect(isPrefix(countryQueries.one(source, 'de'), key)).toBe(true);
      expect(isPrefix(['tds', 'demo'], key)).toBe(true);
    }
    expect(isPrefix(countryQueries.one(source, 'FR'), keys[0]!)).toBe(false);
  });

  it('separate sources never share keys', () => {
    const live = fakeSource('live:https://tds.example.test').source;
    expect(countryQueries.detail(live, 'DE').queryKey).not.toEqual(
      countryQueries.detail(source, 'DE').queryKey,
    );
    expect(countryQueries.detail(live, 'DE').queryKey[1]).toBe('live:https://tds.example.test');
  });

  it('omit undefined values and canonicalise equal requests', () => {
    expect(countryQueries.series(source, 'DE', 'export', { from: undefined, partner: '' }).queryKey).toEqual(
      countryQueries.series(source, 'de', 'export', {}).queryKey,
    );
    expect(countryQueries.series(source, 'DE', 'export', { from: 2015 }).queryKey).toEqual(
      countryQueries.series(source, 'DE', 'export', { from: '2015' }).queryKey,
    );
    expect(countryQueries.partners(source, 'DE').queryKey).toEqual(
      countryQueries.partners(source, 'DE', { flow: 'export' }).queryKey,
    );
    expect(countryQueries.series(source, 'DE', 'export').queryKey).not.toEqual(
      countryQueries.series(source, 'DE', 'import').queryKey,
    );
  });
});

describe('query functions', () => {
  it('call the matching client method with compact params and the signal', async () => {
    const { source, calls } = fakeSource();
    const signal = new AbortController().signal;
    await countryQueries.series(source, 'de', 'import', {
      from: 2015,
      product: 'hs:0901',
      partner: undefined,
    }).queryFn!(ctx(signal));
    await countryQueries.series(source, 'DE', 'export').queryFn!(ctx());
    await countryQueries.search(source, { q: ' ger ' }).queryFn!(ctx());
    await productQueries.trade(source, '09', { reporter: 'de' }).queryFn!(ctx());
    await tradeQueries.observations(source, { limit: 20 }).queryFn!(ctx());
    expect(calls.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'getCountryImports', params: { cid: 'DE', product: '0901', from: '2015' } },
      { method: 'getCountryExports', params: { cid: 'DE' } },
      { method: 'searchCountries', params: { q: 'ger' } },
      { method: 'getProductTrade', params: { pid: '09', reporter: 'DE' } },
      { method: 'getTrade', params: { limit: 20 } },
    ]);
    expect(calls[0]?.signal).toBe(signal);
  });

  it('every factory calls its endpoint with the id, the canonical params and the query signal (so a left view cancels)', async () => {
    const { source, calls } = fakeSource();
    const factories = [
      countryQueries.search(source, { q: 'ger', limit: 5 }),
      countryQueries.detail(source, 'de'),
      countryQueries.series(source, 'de', 'import', { partner: 'fr' }),
      countryQueries.series(source, 'de', 'export', { to: '2020-06-30' }),
      countryQueries.partners(source, 'de', {
        flow: 'import',
        product: 'hs:09',
        from: 2015,
        to: 2020,
        limit: 10,
      }),
      countryQueries.products(source, 'de', { from: 2019, limit: 20 }),
      productQueries.search(source, { q: ' coffee ', limit: 8 }),
      productQueries.detail(source, 'hs:09'),
      productQueries.trade(source, 'hs:090111', {
        reporter: 'br',
        partner: 'de',
        flow: 'export',
        from: 2015,
        to: 2016,
      }),
      productQueries.markets(source, '090111', { from: 2018, to: '2019', limit: 5 }),
      tradeQueries.observations(source, {
        reporter: 'de',
        partner: 'fr',
        product: 'hs:09',
        flow: 'import',
        from: 2015,
        to: 2016,
        limit: 50,
      }),
      tradeQueries.summary(source, { reporter: 'ke', from: 2010, to: 2012 }),
    ];
    const signals = factories.map(() => new AbortController().signal);
    for (const [i, options] of factories.entries()) await options.queryFn!(ctx(signals[i]));
    expect(calls.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'searchCountries', params: { q: 'ger', limit: 5 } },
      { method: 'getCountry', params: { cid: 'DE' } },
      { method: 'getCountryImports', params: { cid: 'DE', partner: 'FR' } },
      { method: 'getCountryExports', params: { cid: 'DE', to: '2020' } },
      {
        method: 'getCountryPartners',
        params: { cid: 'DE', flow: 'import', product: '09', from: '2015', to: '2020', limit: 10 },
      },
      { method: 'getCountryProducts', params: { cid: 'DE', flow: 'export', from: '2019', limit: 20 } },
      { method: 'searchProducts', params: { q: 'coffee', limit: 8 } },
      { method: 'getProduct', params: { pid: '09' } },
      {
        method: 'getProductTrade',
        params: { pid: '090111', reporter: 'BR', partner: 'DE', flow: 'export', from: '2015', to: '2016' },
      },
      { method: 'getProductMarkets', params: { pid: '090111', from: '2018', to: '2019', limit: 5 } },
      {
        method: 'getTrade',
        params: {
          reporter: 'DE',
          partner: 'FR',
          product: '09',
          flow: 'import',
          from: '2015',
          to: '2016',
          limit: 50,
        },
      },
      { method: 'getTradeSummary', params: { reporter: 'KE', from: '2010', to: '2012' } },
    ]);
    calls.forEach((call, i) => expect(call.signal, call.method).toBe(signals[i]));
  });

  it('a blank search still sends q (the service requires it), as an empty string', async () => {
    const { source, calls } = fakeSource();
    await countryQueries.search(source, { q: '  ' }).queryFn!(ctx());
    await productQueries.search(source, { q: '' }).queryFn!(ctx());
    expect(calls.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'searchCountries', params: { q: '' } },
      { method: 'searchProducts', params: { q: '' } },
    ]);
  });
});

describe('query keys of every factory', () => {
  const { source } = fakeSource();

  it('searches nest under their resource, with the trimmed query', () => {
    expect(countryQueries.search(source, { q: ' ger ', limit: 5 }).queryKey).toEqual([
      'tds',
      'demo',
      'countries',
      'search',
      { q: 'ger', limit: 5 },
    ]);
    expect(productQueries.search(source, { q: ' coffee ' }).queryKey).toEqual([
      'tds',
      'demo',
      'products',
      'search',
      { q: 'coffee' },
    ]);
    expect(productQueries.search(source, { q: ' ' }).queryKey).toEqual([
      'tds',
      'demo',
      'products',
      'search',
      {},
    ]);
  });

  it("a country's products default to exports, like its partners", () => {
    expect(countryQueries.products(source, 'de', { limit: 5 }).queryKey).toEqual([
      'tds',
      'demo',
      'countries',
      'DE',
      'products',
      { flow: 'export', limit: 5 },
    ]);
    expect(countryQueries.products(source, 'DE', { flow: 'import', from: 2019 }).queryKey).toEqual([
      'tds',
      'demo',
      'countries',
      'DE',
      'products',
      { flow: 'import', from: '2019' },
    ]);
  });

  it('years are sent as YYYY and blank or missing years are left out', () => {
    expect(productQueries.trade(source, 'hs:09', { from: 2015, to: '2016-01-01' }).queryKey).toEqual([
      'tds',
      'demo',
      'products',
      '09',
      'trade',
      { from: '2015', to: '2016' },
    ]);
    expect(productQueries.trade(source, '09', { from: '', to: undefined }).queryKey).toEqual([
      'tds',
      'demo',
      'products',
      '09',
      'trade',
      {},
    ]);
    expect(productQueries.markets(source, '09', { from: '', to: 2020 }).queryKey).toEqual([
      'tds',
      'demo',
      'products',
      '09',
      'markets',
      { to: '2020' },
    ]);
    expect(countryQueries.series(source, 'DE', 'export', { from: '', to: '' }).queryKey).toEqual([
      'tds',
      'demo',
      'countries',
      'DE',
      'series',
      'export',
      {},
    ]);
    expect(tradeQueries.summary(source, { from: 2015, to: '' }).queryKey).toEqual([
      'tds',
      'demo',
      'trade',
      'summary',
      { from: '2015' },
    ]);
    expect(tradeQueries.observations(source, { from: '', to: 2016 }).queryKey).toEqual([
      'tds',
      'demo',
      'trade',
      'observations',
      { to: '2016' },
    ]);
  });

  it('product and trade keys nest under their product or the selection endpoints', () => {
    expect(productQueries.detail(source, 'hs:09').queryKey).toEqual([
      'tds',
      'demo',
      'products',
      '09',
      'detail',
    ]);
    expect(isPrefix(productQueries.one(source, '09'), productQueries.trade(source, 'hs:09').queryKey)).toBe(
      true,
    );
    expect(isPrefix(tradeQueries.all(source), tradeQueries.observations(source).queryKey)).toBe(true);
    expect(tradeQueries.observations(source, { limit: 5 }).queryKey).toEqual([
      'tds',
      'demo',
      'trade',
      'observations',
      { limit: 5 },
    ]);
  });
});

describe('compactParams', () => {
  it('drops undefined, null and empty values, so equal requests share one key', () => {
    expect(compactParams({ from: undefined, to: null, q: '', flow: 'export', limit: 0, all: false })).toEqual(
      {
        flow: 'export',
        limit: 0,
        all: false,
      },
    );
    expect(Object.keys(compactParams({ q: undefined }))).toEqual([]);
  });
});

describe('the world ranking behind revealed comparative advantage', () => {
  const years = { from: 2019, to: 2023 };

  it('asks for the World group by name, once per source', async () => {
    const { source, calls } = fakeSource();
    const group = worldRankingQueries.group(source);
    expect(group.queryKey).toEqual(countryQueries.search(source, { q: 'World', limit: 10 }).queryKey);
    expect(group.staleTime).toBe(Number.POSITIVE_INFINITY);
    await group.queryFn!(ctx());
    expect(calls).toEqual([
      expect.objectContaining({ method: 'searchCountries', params: { q: 'World', limit: 10 } }),
    ]);
  });

  it('asks for the largest exports, the total and a product’s markets at each endpoint’s maximum', async () => {
    const { source, calls } = fakeSource();
    const ranking = worldRankingQueries.ranking(source, 'XW', years);
    expect(ranking.queryKey).toEqual(
      countryQueries.products(source, 'XW', { flow: 'export', ...years, limit: WORLD_PRODUCTS_LIMIT })
        .queryKey,
    );
    await ranking.queryFn!(ctx());
    await worldRankingQueries.total(source, years).queryFn!(ctx());
    await worldRankingQueries.markets(source, '090111', years).queryFn!(ctx());
    expect(calls.map((c) => [c.method, c.params])).toEqual([
      ['getCountryProducts', { cid: 'XW', flow: 'export', from: '2019', to: '2023', limit: 500 }],
      ['getTradeSummary', { from: '2019', to: '2023' }],
      ['getProductMarkets', { pid: '090111', from: '2019', to: '2023', limit: MARKETS_LIMIT }],
    ]);
    expect(worldRankingQueries.total(source, years).queryKey).toEqual(
      tradeQueries.summary(source, years).queryKey,
    );
  });
});

describe('one summary per product', () => {
  it('is each product page’s own summary query, in the order given', () => {
    const { source } = fakeSource();
    const selection = { reporter: 'DE', from: 2020 };
    expect(
      tradeQueries.summariesByProduct(source, ['0901', '090111'], selection).map((q) => q.queryKey),
    ).toEqual([
      tradeQueries.summary(source, { ...selection, product: '0901' }).queryKey,
      tradeQueries.summary(source, { ...selection, product: '090111' }).queryKey,
    ]);
    expect(tradeQueries.summariesByProduct(source, [])).toEqual([]);
  });
});
