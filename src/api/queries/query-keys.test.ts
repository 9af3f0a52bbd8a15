// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { TradeClient } from '../client';
import { countryQueries } from './countries';
import { productQueries } from './products';
import { tradeQueries } from './trade';
import { compactParams, type TradeSource } from './keys';

function fakeSource(key = 'demo') {
  const calls: { method: string; params: unknown }[] = [];
  const client = new Proxy({} as TradeClient, {
    get: (_, method: string) =>
      vi.fn((params: unknown) => {
        calls.push({ method, params });
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
    expect(countryQueries.detail(source, 'de').queryKey).toEqual(['tds', 'demo', 'countries', 'DE', 'detail']);
    expect(countryQueries.series(source, 'DE', 'export', { from: 2015, to: 2023 }).queryKey).toEqual([
      'tds', 'demo', 'countries', 'DE', 'series', 'export', { from: '2015', to: '2023' },
    ]);
    expect(countryQueries.partners(source, 'DE', { limit: 10 }).queryKey).toEqual([
      'tds', 'demo', 'countries', 'DE', 'partners', { flow: 'export', limit: 10 },
    ]);
    expect(productQueries.markets(source, 'hs:090111', { limit: 5 }).queryKey).toEqual([
      'tds', 'demo', 'products', '090111', 'markets', { limit: 5 },
    ]);
    expect(tradeQueries.summary(source, { reporter: 'ke', product: '09' }).queryKey).toEqual([
      'tds', 'demo', 'trade', 'summary', { reporter: 'KE', product: '09' },
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
    expect(countryQueries.detail(live, 'DE').queryKey).not.toEqual(countryQueries.detail(source, 'DE').queryKey);
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
    await countryQueries.series(source, 'de', 'import', { from: 2015, product: 'hs:0901', partner: undefined }).queryFn!(ctx(signal));
    await countryQueries.series(source, 'DE', 'export').queryFn!(ctx());
    await countryQueries.search(source, { q: ' ger ' }).queryFn!(ctx());
    await productQueries.trade(source, '09', { reporter: 'de' }).queryFn!(ctx());
    await tradeQueries.observations(source, { limit: 20 }).queryFn!(ctx());
    expect(calls).toEqual([
      { method: 'getCountryImports', params: { cid: 'DE', product: '0901', from: '2015' } },
      { method: 'getCountryExports', params: { cid: 'DE' } },
      { method: 'searchCountries', params: { q: 'ger' } },
      { method: 'getProductTrade', params: { pid: '09', reporter: 'DE' } },
      { method: 'getTrade', params: { limit: 20 } },
    ]);
  });
});

describe('compactParams', () => {
  it('drops undefined, null and empty values, so equal requests share one key', () => {
    expect(compactParams({ from: undefined, to: null, q: '', flow: 'export', limit: 0, all: false })).toEqual({
      flow: 'export',
      limit: 0,
      all: false,
    });
    expect(Object.keys(compactParams({ q: undefined }))).toEqual([]);
  });
});
