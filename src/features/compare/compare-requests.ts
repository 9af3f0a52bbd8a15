/**
 * What the compare view asks for, without the view itself (so the app's shell can import it for
 * the route loader): the query options of its requests, which of them each chart needs, and the
 * route loader's prefetch; the data hook (use-compare-data.ts) reads the same. Every request of
 * the compare view, started together (one wave; the route loader prefetches the same factories). Per country (countries=...):
 *   series   /trade/summary?reporter=C&flow=F[&product]            every year: the series chart
 *   figures  /trade/summary?reporter=C&flow=F[&product]&from&to    value, growth, HHI, top partner
 *   other    /trade/summary?reporter=C&flow=other[&product]&from&to the balance
 *   partners /countries/C/partners?flow=F[&product]&from&to&limit=500 the number of partners
 * Per product (products=...):
 *   series   /trade/summary?product=P&flow=F                       world trade every year
 *   figures  /trade/summary?product=P&flow=F&from&to               value, growth, HHI of exporters
 *   markets  /products/P/markets?from&to&limit=5                   its top exporters
 *   detail   /products/P                                           its name, and whether it exists
 * At most six entries, so at most 24 requests, plus the session's one coverage request
 * (/trade/summary without filters), which fixes the selected years: the series (no years) start
 * at once, the rest as soon as the coverage is known (at once when cached).
 *
 * The catalog first, where the client cannot vouch for a product: an HS6 code (a chapter or a
 * heading parseCompare has already checked against the nomenclature), compared itself or as the
 * countries' product filter, goes into no data request before its /products/P detail has
 * answered. The service answers an unknown product filter with 422; the catalog's 404 instead
 * leaves that product out, with a notice (catalogNotices), and its data is never asked. A
 * chapter or heading goes at once (the nomenclature vouches for it), and is left out the same way
 * when its detail answers 404 (a service over a release cut to a few chapters).
 */
import type { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@/api/errors';
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { productQueries } from '@/api/queries/products';
import { tradeQueries } from '@/api/queries/trade';
import { fetchCoverage } from '@/api/queries/coverage';
import type { Coverage } from '@/lib/coverage';
import { knownPrefix } from '@/lib/hs/hs-nomenclature';
import { resolveCompareView, type CompareNotice, type CompareState } from './compare-state';
import type { CompareChartId } from './compare-charts';
import { fetchUnlessFailed, prefetchUnlessFailed } from '@/api/queries/head-start';

export const ALL_PARTNERS_LIMIT = 500;
const TOP_EXPORTERS = 5;

export interface CompareRange {
  from: number;
  to: number;
}

/**
 * Whether the catalog must confirm a product before a data request carries it: an HS6 code, or a
 * heading HS 2022 does not list (another revision's service may: HS 1992 has headings HS 2022
 * dropped), which a service without it would refuse with a 422.
 */
function needsCatalog(productId: string): boolean {
  return productId.length === 6 || !knownPrefix(productId);
}

/**
 * The products whose catalog entry the comparison asks for: every compared product (its name),
 * or the countries' product filter (a chapter or heading too: a service whose release lacks it
 * says so with a 404, and the filter is then left out, as an unknown HS6 code is).
 */
export function catalogLookups(state: CompareState): string[] {
  if (state.kind === 'products') return state.ids;
  return state.product !== undefined ? [state.product] : [];
}

export type CatalogVerdict = 'known' | 'unknown' | 'waiting';

/** What a product's catalog lookup (settled or not) means for the data requests that carry it. */
export function catalogVerdict(
  productId: string,
  lookup: { status: string; error: unknown } | undefined,
): CatalogVerdict {
  // Not in the catalog: a 404, for a chapter or heading too (the nomenclature has it, but a
  // service over a release cut to a few chapters does not), which leaves it out.
  if (lookup?.status === 'error' && isNotFound(lookup.error)) return 'unknown';
  // Only what needsCatalog names waits for the catalog; any other failure is shown with its Retry.
  if (!needsCatalog(productId) || lookup?.status === 'success') return 'known';
  return 'waiting';
}

export interface AskedComparison {
  /** The comparison the data requests are made for: without what the catalog does not know. */
  state: CompareState;
  /** Per entry of `state.ids`: its data requests wait for the catalog. */
  waiting: boolean[];
  /** The products left out (compared, or the countries' filter), for the notices. */
  unknown: string[];
}

export function askedComparison(
  state: CompareState,
  verdictOf: (productId: string) => CatalogVerdict,
): AskedComparison {
  if (state.kind === 'products') {
    const ids = state.ids.filter((id) => verdictOf(id) !== 'unknown');
    return {
      state: { ...state, ids },
      waiting: ids.map((id) => verdictOf(id) === 'waiting'),
      unknown: state.ids.filter((id) => !ids.includes(id)),
    };
  }
  const verdict = state.product === undefined ? 'known' : verdictOf(state.product);
  if (verdict === 'unknown')
    return {
      state: { ...state, product: undefined },
      waiting: state.ids.map(() => false),
      unknown: [state.product!],
    };
  return { state, waiting: state.ids.map(() => verdict === 'waiting'), unknown: [] };
}

/** The notices of the products the catalog does not know (never requested). */
export function catalogNotices(state: CompareState, unknown: readonly string[]): CompareNotice[] {
  return unknown.map((id) =>
    state.kind === 'products'
      ? {
          param: 'products',
          input: id,
          message: `Product ${id} is not in the HS catalog; it is left out of the comparison.`,
        }
      : {
          param: 'product',
          input: id,
          message: `Product ${id} is not in the HS catalog; the product filter is left out.`,
        },
  );
}

/** The catalog lookups' query options, in the order of catalogLookups. */
export function catalogQueries(source: TradeSource, state: CompareState) {
  return catalogLookups(state).map((id) => productQueries.detail(source, id));
}

/**
 * The data requests' query options, for a comparison the catalog has vouched for (askedComparison).
 * Without a range (the coverage not yet known) only those that need no years: the series (every
 * year of the coverage).
 */
export function compareViewQueries(source: TradeSource, state: CompareState, range: CompareRange | null) {
  const { flow } = state;
  const each = <T>(make: (id: string, years: CompareRange) => T): T[] =>
    range ? state.ids.map((id) => make(id, { from: range.from, to: range.to })) : [];
  if (state.kind === 'countries') {
    const product = state.product;
    return {
      series: state.ids.map((id) => tradeQueries.summary(source, { reporter: id, flow, product })),
      figures: each((id, years) => tradeQueries.summary(source, { reporter: id, flow, product, ...years })),
      other: each((id, years) =>
        tradeQueries.summary(source, {
          reporter: id,
          flow: flow === 'export' ? 'import' : 'export',
          product,
          ...years,
        }),
      ),
      partners: each((id, years) =>
        countryQueries.partners(source, id, { flow, product, ...years, limit: ALL_PARTNERS_LIMIT }),
      ),
      markets: [],
    };
  }
  return {
    series: state.ids.map((id) => tradeQueries.summary(source, { product: id, flow })),
    figures: each((id, years) => tradeQueries.summary(source, { product: id, flow, ...years })),
    other: [],
    partners: [],
    markets: each((id, years) => productQueries.markets(source, id, { ...years, limit: TOP_EXPORTERS })),
  };
}

/**
 * Starts every request of the view (for the route loader), in the page's order: the catalog
 * lookups at once, each entry's series once the catalog has vouched for it, the rest once the
 * coverage has fixed the years too. Never throws; the page reports failures.
 */
export function prefetchCompareView(queryClient: QueryClient, source: TradeSource, state: CompareState) {
  const ids = catalogLookups(state);
  const lookups = catalogQueries(source, state).map((options, i): Promise<CatalogVerdict> => {
    // A chapter's or a listed heading's lookup is only its name: nothing waits for it.
    if (!needsCatalog(ids[i]!)) return (prefetchUnlessFailed(queryClient, options), Promise.resolve('known'));
    return fetchUnlessFailed(queryClient, options).then(
      () => 'known',
      (error: unknown) => catalogVerdict(ids[i]!, { status: 'error', error }),
    );
  });
  const prefetch = (asked: AskedComparison, range: CompareRange | null) => {
    const q = compareViewQueries(source, asked.state, range);
    const lists = range ? [q.figures, q.other, q.partners, q.markets] : [q.series];
    for (const list of lists)
      list.forEach((options, i) => {
        if (!asked.waiting[i])
          prefetchUnlessFailed(queryClient, options as Parameters<QueryClient['prefetchQuery']>[0]);
      });
  };
  const range = (coverage: Coverage) => resolveCompareView(state, coverage).view;
  const coverage = fetchCoverage(queryClient, source);
  // What needs no catalog answer (a chapter, a heading, a country without an HS6 filter) goes
  // without waiting for the HS6 codes' answers: its series at once, the rest with the coverage.
  const unvouched = askedComparison(state, (id) => catalogVerdict(id, undefined));
  prefetch(unvouched, null);
  void coverage.then((c) => prefetch(unvouched, range(c))).catch(() => undefined);
  const verdicts = Promise.all(lookups).then((settled) =>
    askedComparison(state, (id) => settled[ids.indexOf(id)] ?? 'known'),
  );
  void verdicts.then((asked) => prefetch(asked, null));
  void Promise.all([verdicts, coverage])
    .then(([asked, c]) => prefetch(asked, range(c)))
    .catch(() => {
      // A prefetch is only a head start: the page's own queries make and report the requests.
    });
}

export type CompareRequestName = 'series' | 'figures' | 'other' | 'partners' | 'markets' | 'details';

/** The requests one chart needs (an embed asks for these alone); products always need their names. */
export function compareChartNeeds(chart: CompareChartId): CompareRequestName[] {
  switch (chart) {
    case 'compare-series':
      return ['series', 'details'];
    case 'compare-figures':
      return ['figures', 'other', 'partners', 'markets', 'details'];
    case 'compare-concentration':
      return ['figures', 'details'];
    case 'compare-exporters':
      return ['markets', 'details'];
  }
}
