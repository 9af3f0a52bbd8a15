/**
 * The seam between the synthetic world (world + engine) and the service layer (validation,
 * auth, rate limit, msw handlers, HTTP server). Handlers validate and normalise every
 * parameter first; the engine only ever sees well-formed, resolved values:
 * - country ids: canonical ids as stored in the world (ISO alpha-2 upper case, or a group id)
 * - product: a digits-only prefix of length 2, 4 or 6 (`hs:` already stripped)
 * - years: integers, inclusive; an absent bound means the start/end of coverage
 *
 * Record shapes are the contract's own schemas (src/api/contract → src/api/generated): a
 * type-only import, so the engine has no runtime dependency on generated code, and a change
 * of the contract shows up as a type error in the engine rather than as drift.
 */
import type { components } from '@/api/generated/contract';
import type { Flow } from '@/api/service-conventions';

export type { Flow };

export interface YearBounds {
  from?: number;
  to?: number;
}

export interface Selection extends YearBounds {
  reporter?: string;
  partner?: string;
  product?: string;
  /** Absent: both directions (only where open-points.md allows it). */
  flow?: Flow;
}

type Schemas = components['schemas'];

export type TradeObservation = Schemas['TradeObservation'];
export type GroupedPoint = Schemas['GroupedPoint'];
export type TradeSummary = Schemas['TradeSummary'];
export type Markets = Schemas['Markets'];
export type ProductRow = Schemas['ProductRow'];
export type ProductMatch = Schemas['ProductMatch'];
export type ProductDetail = Schemas['ProductDetail'];
export type CountryRow = Schemas['CountryRow'];
export type CountryDetail = Schemas['CountryDetail'];

export interface SeriesFilter extends YearBounds {
  partner?: string;
  product?: string;
}

/** Synchronous query engine over one generated world. Every method answers from indexes. */
export interface TradeEngine {
  /** First and last year of coverage (2010..2025 by default). */
  readonly coverage: { first: number; last: number };
  /** alpha-2 or alpha-3 (any case) or a group id → canonical id; null when unknown. */
  resolveCountry(input: string): string | null;
  /** True when at least one catalog HS6 code starts with this 2/4/6-digit prefix. */
  productPrefixExists(prefix: string): boolean;

  trade(sel: Selection, limit: number): TradeObservation[];
  summary(sel: Selection): TradeSummary;
  searchProducts(q: string, limit: number): ProductRow[];
  /** null when the prefix matches no catalog code (the handler answers 404). */
  productDetail(prefix: string): ProductDetail | null;
  productTrade(prefix: string, sel: Omit<Selection, 'product'>): GroupedPoint[];
  productMarkets(prefix: string, years: YearBounds, limit: number): Markets;
  searchCountries(q: string, limit: number): CountryRow[];
  /** null when the id matches nothing (the handler answers 404). */
  countryDetail(id: string): CountryDetail | null;
  countrySeries(id: string, flow: Flow, filter: SeriesFilter): GroupedPoint[];
  countryPartners(
    id: string,
    flow: Flow,
    filter: Omit<SeriesFilter, 'partner'>,
    limit: number,
  ): GroupedPoint[];
  countryProducts(id: string, flow: Flow, years: YearBounds, limit: number): GroupedPoint[];
}

/** The same engine seen through an async boundary (a Web Worker in the browser). */
export type AsyncTradeEngine = {
  readonly coverage: TradeEngine['coverage'];
} & {
  [K in Exclude<keyof TradeEngine, 'coverage'>]: TradeEngine[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<R>
    : never;
};
