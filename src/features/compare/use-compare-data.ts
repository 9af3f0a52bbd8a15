/**
 * Every request of the compare view, started together (one wave; a route loader prefetches the
 * same factories). Per country (countries=...):
 *   series   /trade/summary?reporter=C&flow=F[&product]            every year: the series chart
 *   figures  /trade/summary?reporter=C&flow=F[&product]&from&to    value, growth, HHI, top partner
 *   other    /trade/summary?reporter=C&flow=other[&product]&from&to the balance
 *   partners /countries/C/partners?flow=F[&product]&from&to&limit=500 the number of partners
 * Per product (products=...):
 *   series   /trade/summary?product=P&flow=F                       world trade every year
 *   figures  /trade/summary?product=P&flow=F&from&to               value, growth, HHI of exporters
 *   markets  /products/P/markets?from&to&limit=5                   its top exporters
 *   detail   /products/P                                           its name
 * At most six entries, so at most 24 requests, plus the session's one coverage request
 * (/trade/summary without filters), which fixes the selected years: the series (no years) start
 * at once, the rest as soon as the coverage is known (at once when cached).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useTradeSource } from '@/api/use-trade-source';
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { productQueries } from '@/api/queries/products';
import { tradeQueries } from '@/api/queries/trade';
import { keepPrevious, useSourceQueries } from '@/api/queries/use-source-query';
import { fetchCoverage } from '@/api/queries/coverage';
import { resolveCompareView, type CompareState } from './compare-state';
import { prefetchUnlessFailed } from '@/api/queries/head-start';

export const ALL_PARTNERS_LIMIT = 500;
export const TOP_EXPORTERS = 5;

export interface CompareRange {
  from: number;
  to: number;
}

/**
 * The query options of the view. Without a range (the coverage not yet known) only the requests
 * that need no years: the series (every year of the coverage) and a product's detail (its name).
 */
export function compareViewQueries(source: TradeSource, state: CompareState, range: CompareRange | null) {
  const { flow } = state;
  const each = <T>(make: (id: string, years: CompareRange) => T): T[] => (range ? state.ids.map((id) => make(id, { from: range.from, to: range.to })) : []);
  if (state.kind === 'countries') {
    const product = state.product;
    return {
      series: state.ids.map((id) => tradeQueries.summary(source, { reporter: id, flow, product })),
      figures: each((id, years) => tradeQueries.summary(source, { reporter: id, flow, product, ...years })),
      other: each((id, years) => tradeQueries.summary(source, { reporter: id, flow: flow === 'export' ? 'import' : 'export', product, ...years })),
      partners: each((id, years) => countryQueries.partners(source, id, { flow, product, ...years, limit: ALL_PARTNERS_LIMIT })),
      markets: [],
      details: [],
    };
  }
  return {
    series: state.ids.map((id) => tradeQueries.summary(source, { product: id, flow })),
    figures: each((id, years) => tradeQueries.summary(source, { product: id, flow, ...years })),
    other: [],
    partners: [],
    markets: each((id, years) => productQueries.markets(source, id, { ...years, limit: TOP_EXPORTERS })),
    details: state.ids.map((id) => productQueries.detail(source, id)),
  };
}

/**
 * Starts every request of the view (for the route loader): those without years at once, the
 * rest once the coverage has fixed the years (as the page does). Never throws.
 */
export function prefetchCompareView(queryClient: QueryClient, source: TradeSource, state: CompareState) {
  const prefetch = (range: CompareRange | null) => {
    const q = compareViewQueries(source, state, range);
    const lists = range ? [q.figures, q.other, q.partners, q.markets] : [q.series, q.details];
    for (const list of lists) for (const options of list) prefetchUnlessFailed(queryClient, options as Parameters<QueryClient['prefetchQuery']>[0]);
  };
  prefetch(null);
  void fetchCoverage(queryClient, source).then((coverage) => prefetch(resolveCompareView(state, coverage).view));
}

export type CompareRequestName = 'series' | 'figures' | 'other' | 'partners' | 'markets' | 'details';

/**
 * Every request of the view; `range` null while the coverage is not known (only those without
 * years). `only`: an embed of one chart (issue 10) asks for that chart's requests alone.
 */
export function useCompareData(state: CompareState, range: CompareRange | null, only?: readonly CompareRequestName[]) {
  const source = useTradeSource();
  const q = compareViewQueries(source, state, range);
  const on = (name: CompareRequestName) => (only === undefined || only.includes(name) ? {} : { enabled: false });
  return {
    series: useSourceQueries(q.series.map((o) => ({ ...o, ...keepPrevious, ...on('series') }))),
    figures: useSourceQueries(q.figures.map((o) => ({ ...o, ...keepPrevious, ...on('figures') }))),
    other: useSourceQueries(q.other.map((o) => ({ ...o, ...keepPrevious, ...on('other') }))),
    partners: useSourceQueries(q.partners.map((o) => ({ ...o, ...keepPrevious, ...on('partners') }))),
    markets: useSourceQueries(q.markets.map((o) => ({ ...o, ...keepPrevious, ...on('markets') }))),
    details: useSourceQueries(q.details.map((o) => ({ ...o, ...on('details') }))),
  };
}

export type CompareData = ReturnType<typeof useCompareData>;
