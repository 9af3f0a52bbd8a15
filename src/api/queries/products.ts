/**
 * Query factories for the product endpoints. Keys:
 *   ['tds', source, 'products', 'search', { q, limit }]
 *   ['tds', source, 'products', PID, 'detail' | 'trade' | 'markets', params?]
 * PID is the digits of the product id (`hs:` stripped), so `hs:090111` and `090111` share a key.
 */
import { queryOptions } from '@tanstack/react-query';
import { normaliseCountryId, normaliseProductId, yearParam, type Flow } from '../service-conventions';
import { compactParams, sourceRoot, type TradeSource } from './keys';

type Year = number | string;

export interface ProductSearchParams {
  q: string;
  limit?: number;
}

export interface ProductTradeFilters {
  reporter?: string;
  partner?: string;
  /** Omitted: both directions. */
  flow?: Flow;
  from?: Year;
  to?: Year;
}

export interface ProductMarketsParams {
  from?: Year;
  to?: Year;
  limit?: number;
}

export const productQueries = {
  all: (source: Pick<TradeSource, 'key'> | string) => [...sourceRoot(source), 'products'] as const,
  one: (source: Pick<TradeSource, 'key'> | string, pid: string) =>
    [...productQueries.all(source), normaliseProductId(pid)] as const,

  search: (source: TradeSource, params: ProductSearchParams) => {
    const p = compactParams({ q: params.q.trim(), limit: params.limit });
    return queryOptions({
      queryKey: [...productQueries.all(source), 'search', p] as const,
      queryFn: ({ signal }) => source.client.searchProducts({ ...p, q: p.q ?? '' }, { signal }),
    });
  },

  detail: (source: TradeSource, pid: string) => {
    const id = normaliseProductId(pid);
    return queryOptions({
      queryKey: [...productQueries.one(source, id), 'detail'] as const,
      queryFn: ({ signal }) => source.client.getProduct({ pid: id }, { signal }),
    });
  },

  trade: (source: TradeSource, pid: string, filters: ProductTradeFilters = {}) => {
    const id = normaliseProductId(pid);
    const p = compactParams({
      reporter: filters.reporter ? normaliseCountryId(filters.reporter) : undefined,
      partner: filters.partner ? normaliseCountryId(filters.partner) : undefined,
      flow: filters.flow,
      from: yearParam(filters.from),
      to: yearParam(filters.to),
    });
    return queryOptions({
      queryKey: [...productQueries.one(source, id), 'trade', p] as const,
      queryFn: ({ signal }) => source.client.getProductTrade({ pid: id, ...p }, { signal }),
    });
  },

  markets: (source: TradeSource, pid: string, params: ProductMarketsParams = {}) => {
    const id = normaliseProductId(pid);
    const p = compactParams({ from: yearParam(params.from), to: yearParam(params.to), limit: params.limit });
    return queryOptions({
      queryKey: [...productQueries.one(source, id), 'markets', p] as const,
      queryFn: ({ signal }) => source.client.getProductMarkets({ pid: id, ...p }, { signal }),
    });
  },
};
