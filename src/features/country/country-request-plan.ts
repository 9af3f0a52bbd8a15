/**
 * The country view's request plan: which requests its first load sends, and in which wave. The
 * route loader (prefetchCountryView in country-requests.ts) turns each request into the query
 * options of its factory; the performance floor (tools/perf/floor) sends the same waves.
 * The waves:
 * - at once: the detail, the product filter's catalog entry or else the two series, the coverage;
 * - once the coverage has answered (and the product's catalog entry, when there is a filter):
 *   the year-dependent requests, for the view those answers resolve to. Never guessed years.
 */
import type { Flow } from '@/api/service-conventions';
import { canonicalCountryId, isKnownCountryId } from '@/lib/country-ids';
import type { Coverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { resolveCountryView } from './country-state';

/** The partners endpoint's maximum `limit`; a full page means there may be more. */
export const ALL_PARTNERS_LIMIT = 500;

interface Years {
  from: number;
  to: number;
}

/** One request of the view, by what it asks for (country-requests.ts maps each to its query factory). */
export type CountryRequest =
  | { kind: 'detail'; cid: string }
  /** The product filter's catalog entry. */
  | { kind: 'product'; pid: string }
  /** The service's coverage (the world summary's periods). */
  | { kind: 'coverage' }
  | { kind: 'series'; cid: string; flow: Flow; filter: { partner?: string; product?: string } }
  | { kind: 'summary'; cid: string; flow: Flow; years: Years; product?: string }
  | { kind: 'partners'; cid: string; params: Years & { flow: Flow; product?: string; limit: number } }
  | { kind: 'products'; cid: string; params: Years & { flow: Flow; limit: number } };

export interface CountryRequestPlan {
  /** Sent at once. */
  first: CountryRequest[];
  /** The coverage request (one of `first`), when the year-dependent requests follow it. */
  coverage?: CountryRequest;
  /** The product filter's catalog entry (one of `first`): whether it is found decides the rest. */
  productCheck?: CountryRequest;
  /** The requests that need the coverage (and, with a product filter, whether it was found). */
  afterCoverage?: (coverage: Coverage, productKnown: boolean) => CountryRequest[];
}

/**
 * The plan for `/countries/:cid` with `cid` as the route's parameter gives it (decoded) and the
 * URL's `search`. Nothing for a non-canonical id (the route redirects first, and the loader runs
 * again for the canonical URL); only the detail for an id the client does not know (the detail
 * confirms it before anything else is asked).
 */
export function countryRequestPlan(cid: string, search: string | URLSearchParams): CountryRequestPlan {
  if (canonicalCountryId(cid) !== cid) return { first: [] };
  const detail: CountryRequest = { kind: 'detail', cid };
  if (!isKnownCountryId(cid)) return { first: [detail] };
  const explicit = parse(search).state;
  const productCheck: CountryRequest | undefined =
    explicit.product === undefined ? undefined : { kind: 'product', pid: explicit.product };
  // The series span the whole coverage, so without a product filter to confirm they need nothing
  // else from the URL and leave at once, while the coverage is in flight.
  const seriesNow = productCheck === undefined;
  const coverage: CountryRequest = { kind: 'coverage' };
  return {
    first: [
      detail,
      ...(productCheck ? [productCheck] : seriesRequests(cid, { partner: explicit.partner })),
      coverage,
    ],
    coverage,
    productCheck,
    afterCoverage: (known, productKnown) => {
      const { view } = resolveCountryView(
        cid,
        productKnown ? explicit : { ...explicit, product: undefined },
        known,
      );
      const years = { from: view.from, to: view.to };
      const partners = (flow: Flow, product?: string): CountryRequest => ({
        kind: 'partners',
        cid,
        params: { flow, ...years, product, limit: ALL_PARTNERS_LIMIT },
      });
      return [
        { kind: 'summary', cid, flow: 'export', years },
        { kind: 'summary', cid, flow: 'import', years },
        ...(seriesNow ? [] : seriesRequests(cid, { partner: view.partner, product: view.product })),
        partners('export'),
        partners('import'),
        ...(view.product === undefined
          ? []
          : [
              partners(view.flow, view.product),
              partners(view.flow === 'export' ? 'import' : 'export', view.product),
              { kind: 'summary', cid, flow: 'export', years, product: view.product } as const,
              { kind: 'summary', cid, flow: 'import', years, product: view.product } as const,
            ]),
        { kind: 'products', cid, params: { flow: view.flow, ...years, limit: view.limit } },
      ];
    },
  };
}

function seriesRequests(cid: string, filter: { partner?: string; product?: string }): CountryRequest[] {
  return [
    { kind: 'series', cid, flow: 'export', filter },
    { kind: 'series', cid, flow: 'import', filter },
  ];
}
