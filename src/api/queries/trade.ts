/**
 * Query factories for the selection endpoints. Keys:
 *   ['tds', source, 'trade', 'observations', { reporter, partner, product, flow, from, to, limit }]
 *   ['tds', source, 'trade', 'summary', { reporter, partner, product, flow, from, to }]
 * `summariesByProduct` is a batch of `summary` queries under those same keys, so a list of
 * products (the HS index's chapters) shares its cache entries with each product's own page.
 */
import { queryOptions } from '@tanstack/react-query';
import { normaliseCountryId, normaliseProductId, yearParam, type Flow } from '../service-conventions';
import { compactParams, sourceRoot, type TradeSource } from './keys';

/** A selection of flows; every field optional (omitted flow: both directions). */
export interface TradeSelection {
  reporter?: string;
  partner?: string;
  product?: string;
  flow?: Flow;
  from?: number | string;
  to?: number | string;
}

function canonicalSelection(selection: TradeSelection) {
  return compactParams({
    reporter: selection.reporter ? normaliseCountryId(selection.reporter) : undefined,
    partner: selection.partner ? normaliseCountryId(selection.partner) : undefined,
    product: selection.product ? normaliseProductId(selection.product) : undefined,
    flow: selection.flow,
    from: yearParam(selection.from),
    to: yearParam(selection.to),
  });
}

export const tradeQueries = {
  all: (source: Pick<TradeSource, 'key'> | string) => [...sourceRoot(source), 'trade'] as const,

  observations: (source: TradeSource, selection: TradeSelection & { limit?: number } = {}) => {
    const p = compactParams({ ...canonicalSelection(selection), limit: selection.limit });
    return queryOptions({
      queryKey: [...tradeQueries.all(source), 'observations', p] as const,
      queryFn: ({ signal }) => source.client.getTrade(p, { signal }),
    });
  },

  summary: (source: TradeSource, selection: TradeSelection = {}) => {
    const p = canonicalSelection(selection);
    return queryOptions({
      queryKey: [...tradeQueries.all(source), 'summary', p] as const,
      queryFn: ({ signal }) => source.client.getTradeSummary(p, { signal }),
    });
  },

  /** One summary per product, each exactly the query its product page asks for its total. */
  summariesByProduct: (
    source: TradeSource,
    products: readonly string[],
    selection: Omit<TradeSelection, 'product'> = {},
  ) => products.map((product) => tradeQueries.summary(source, { ...selection, product })),
};
