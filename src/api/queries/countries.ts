/**
 * Query factories for the country endpoints. Keys:
 *   ['tds', source, 'countries', 'search', { q, limit }]
 *   ['tds', source, 'countries', CID, 'detail']
 *   ['tds', source, 'countries', CID, 'series', flow, { partner, product, from, to }]
 *   ['tds', source, 'countries', CID, 'partners', { flow, product, from, to, limit }]
 *   ['tds', source, 'countries', CID, 'products', { flow, from, to, limit }]
 * so that everything about one country (or one source) can be invalidated with a prefix.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_RANKING_FLOW,
  normaliseCountryId,
  normaliseProductId,
  yearParam,
  type Flow,
} from '../service-conventions';
import { compactParams, sourceRoot, type TradeSource } from './keys';

type Year = number | string;

export interface CountrySearchParams {
  q: string;
  limit?: number;
}

/** Filters of the imports/exports series. */
export interface CountrySeriesFilters {
  partner?: string;
  product?: string;
  from?: Year;
  to?: Year;
}

export interface CountryPartnersParams {
  flow?: Flow;
  product?: string;
  from?: Year;
  to?: Year;
  limit?: number;
}

export interface CountryProductsParams {
  flow?: Flow;
  from?: Year;
  to?: Year;
  limit?: number;
}

/**
 * Canonical forms, so that equal requests share one cache entry (`de` = `DE`, 2015 = '2015').
 */
function canonicalCountryParams<T extends { partner?: string; product?: string; from?: Year; to?: Year }>(
  params: T,
) {
  return compactParams({
    ...params,
    partner: params.partner ? normaliseCountryId(params.partner) : undefined,
    product: params.product ? normaliseProductId(params.product) : undefined,
    from: yearParam(params.from),
    to: yearParam(params.to),
  });
}

export const countryQueries = {
  all: (source: Pick<TradeSource, 'key'> | string) => [...sourceRoot(source), 'countries'] as const,
  one: (source: Pick<TradeSource, 'key'> | string, cid: string) =>
    [...countryQueries.all(source), normaliseCountryId(cid)] as const,

  search: (source: TradeSource, params: CountrySearchParams) => {
    const p = compactParams({ q: params.q.trim(), limit: params.limit });
    return queryOptions({
      queryKey: [...countryQueries.all(source), 'search', p] as const,
      queryFn: ({ signal }) => source.client.searchCountries({ ...p, q: p.q ?? '' }, { signal }),
    });
  },

  detail: (source: TradeSource, cid: string) => {
    const id = normaliseCountryId(cid);
    return queryOptions({
      queryKey: [...countryQueries.one(source, id), 'detail'] as const,
      queryFn: ({ signal }) => source.client.getCountry({ cid: id }, { signal }),
    });
  },

  series: (source: TradeSource, cid: string, flow: Flow, filters: CountrySeriesFilters = {}) => {
    const id = normaliseCountryId(cid);
    const p = canonicalCountryParams(filters);
    return queryOptions({
      queryKey: [...countryQueries.one(source, id), 'series', flow, p] as const,
      queryFn: ({ signal }) =>
        flow === 'import'
          ? source.client.getCountryImports({ cid: id, ...p }, { signal })
          : source.client.getCountryExports({ cid: id, ...p }, { signal }),
    });
  },

  partners: (source: TradeSource, cid: string, params: CountryPartnersParams = {}) => {
    const id = normaliseCountryId(cid);
    const p = canonicalCountryParams({ ...params, flow: params.flow ?? DEFAULT_RANKING_FLOW });
    return queryOptions({
      queryKey: [...countryQueries.one(source, id), 'partners', p] as const,
      queryFn: ({ signal }) => source.client.getCountryPartners({ cid: id, ...p }, { signal }),
    });
  },

  products: (source: TradeSource, cid: string, params: CountryProductsParams = {}) => {
    const id = normaliseCountryId(cid);
    const p = canonicalCountryParams({ ...params, flow: params.flow ?? DEFAULT_RANKING_FLOW });
    return queryOptions({
      queryKey: [...countryQueries.one(source, id), 'products', p] as const,
      queryFn: ({ signal }) => source.client.getCountryProducts({ cid: id, ...p }, { signal }),
    });
  },
};
