/**
 * The one description of the pair insights' requests: the query options the hooks
 * (pair-change.tsx, pair-dependence.tsx) ask and, built with DESCRIBING_SOURCE, the requests each
 * insight's "Get this chart" panel lists (query-request.ts). So the URL a panel shows is, by
 * construction, the one the query asks, whether the chart is ready, loading or in error.
 */
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { tradeQueries } from '@/api/queries/trade';
import { TRADE_LIMIT_MAX, type FlowsViewState } from '../flows-state';

type PairSelection = Pick<FlowsViewState, 'reporter' | 'partner' | 'product' | 'flow' | 'from' | 'to'>;

/** The change: one year's /trade rows of the pair (at the service's maximum) and its total. */
export function pairChangeQueries(source: TradeSource, view: PairSelection) {
  const selection = (y: number) => ({
    reporter: view.reporter ?? '',
    partner: view.partner ?? '',
    product: view.product,
    flow: view.flow,
    from: y,
    to: y,
  });
  return {
    rows: (y: number) => tradeQueries.observations(source, { ...selection(y), limit: TRADE_LIMIT_MAX }),
    total: (y: number) => tradeQueries.summary(source, selection(y)),
  };
}

/**
 * The dependence: the pair's import rows, and for each examined product the reporter's import
 * total and its largest supplier.
 */
export function pairDependenceQueries(source: TradeSource, view: PairSelection) {
  const reporter = view.reporter ?? '';
  const period = { from: view.from, to: view.to };
  return {
    rows: tradeQueries.observations(source, {
      reporter,
      partner: view.partner ?? '',
      product: view.product,
      flow: 'import',
      ...period,
      limit: TRADE_LIMIT_MAX,
    }),
    total: (hs6: string) =>
      tradeQueries.summary(source, { reporter, product: hs6, flow: 'import', ...period }),
    largest: (hs6: string) =>
      countryQueries.partners(source, reporter, { flow: 'import', product: hs6, ...period, limit: 1 }),
  };
}
