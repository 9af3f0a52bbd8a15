/**
 * Hooks over the query factories for the current data source. They wait until the source is
 * ready (live mode needs a key) and keep the previous result on screen while filters change.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTradeSource } from '../data-source-context';
import type { Flow } from '../service-conventions';
import {
  countryQueries,
  type CountryPartnersParams,
  type CountryProductsParams,
  type CountrySearchParams,
  type CountrySeriesFilters,
} from './countries';
import { productQueries, type ProductMarketsParams, type ProductSearchParams, type ProductTradeFilters } from './products';
import { tradeQueries, type TradeSelection } from './trade';

export function useCountrySearch(params: CountrySearchParams) {
  const source = useTradeSource();
  return useQuery({
    ...countryQueries.search(source, params),
    enabled: source.ready && params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCountryDetail(cid: string) {
  const source = useTradeSource();
  return useQuery({ ...countryQueries.detail(source, cid), enabled: source.ready && cid !== '' });
}

export function useCountrySeries(cid: string, flow: Flow, filters: CountrySeriesFilters = {}) {
  const source = useTradeSource();
  return useQuery({
    ...countryQueries.series(source, cid, flow, filters),
    enabled: source.ready && cid !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCountryPartners(cid: string, params: CountryPartnersParams = {}) {
  const source = useTradeSource();
  return useQuery({
    ...countryQueries.partners(source, cid, params),
    enabled: source.ready && cid !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCountryProducts(cid: string, params: CountryProductsParams = {}) {
  const source = useTradeSource();
  return useQuery({
    ...countryQueries.products(source, cid, params),
    enabled: source.ready && cid !== '',
    placeholderData: keepPreviousData,
  });
}

export function useProductSearch(params: ProductSearchParams) {
  const source = useTradeSource();
  return useQuery({
    ...productQueries.search(source, params),
    enabled: source.ready && params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useProductDetail(pid: string) {
  const source = useTradeSource();
  return useQuery({ ...productQueries.detail(source, pid), enabled: source.ready && pid !== '' });
}

export function useProductTrade(pid: string, filters: ProductTradeFilters = {}) {
  const source = useTradeSource();
  return useQuery({
    ...productQueries.trade(source, pid, filters),
    enabled: source.ready && pid !== '',
    placeholderData: keepPreviousData,
  });
}

export function useProductMarkets(pid: string, params: ProductMarketsParams = {}) {
  const source = useTradeSource();
  return useQuery({
    ...productQueries.markets(source, pid, params),
    enabled: source.ready && pid !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTradeObservations(selection: TradeSelection & { limit?: number } = {}) {
  const source = useTradeSource();
  return useQuery({
    ...tradeQueries.observations(source, selection),
    enabled: source.ready,
    placeholderData: keepPreviousData,
  });
}

export function useTradeSummary(selection: TradeSelection = {}) {
  const source = useTradeSource();
  return useQuery({
    ...tradeQueries.summary(source, selection),
    enabled: source.ready,
    placeholderData: keepPreviousData,
  });
}
