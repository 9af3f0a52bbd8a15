/**
 * The country view's requests as its route loader sends them (prefetchCountryView in
 * country-requests.ts), described as endpoints and parameters for the early script
 * (src/app/first-requests), which sends them while the HTML is parsed:
 * - at once: the detail, the product filter's catalog entry or else the two series, the coverage;
 * - once the coverage has answered (and the product's catalog entry, when there is a filter):
 *   the year-dependent requests, for the view those answers resolve to. Never guessed: without
 *   those answers the early script sends nothing more, and the loader does as it always did.
 * country-first-requests.test.ts checks these are exactly the loader's requests, URL for URL,
 * so the client adopts every one of them and nothing is sent twice.
 */
import type { EndpointName, EndpointParams, ENDPOINTS } from '@/api/client';
import { canonicalCountryParams } from '@/api/queries/countries';
import { canonicalSelection } from '@/api/queries/trade';
import { DEFAULT_RANKING_FLOW, normaliseProductId, type Flow } from '@/api/service-conventions';
import type { Coverage } from '@/lib/coverage';
import { canonicalCountryId, isKnownCountryId } from '@/lib/country-ids';
import { parse } from '@/lib/url-state';
import { ALL_PARTNERS_LIMIT } from './country-requests';
import { resolveCountryView } from './view-state';

/** One request: an endpoint of the client and its parameters. */
export type FirstRequest = { [N in EndpointName]: { endpoint: N; params: EndpointParams<(typeof ENDPOINTS)[N]> } }[EndpointName];

/** The world summary without filters: the service's coverage. */
export const COVERAGE_REQUEST: FirstRequest = { endpoint: 'getTradeSummary', params: {} };

export interface FirstRequestPlan {
  /** Sent at once. */
  first: FirstRequest[];
  /** The product filter's catalog entry (one of `first`): whether it is found decides the rest. */
  productCheck?: FirstRequest;
  /** The requests that need the coverage (and, with a product filter, whether it was found). */
  afterCoverage?: (coverage: Coverage, productKnown: boolean) => FirstRequest[];
}

/** `rawCid` as the route's `:cid` parameter gives it (decoded), `search` as in the URL. */
export function countryFirstRequests(rawCid: string, search: string): FirstRequestPlan {
  // A non-canonical id is redirected by the route first; the loader asks for nothing until then.
  const cid = canonicalCountryId(rawCid);
  if (cid === null || cid !== rawCid) return { first: [] };
  const detail: FirstRequest = { endpoint: 'getCountry', params: { cid } };
  // An id the client does not know is confirmed by the detail before anything else is asked.
  if (!isKnownCountryId(cid)) return { first: [detail] };
  const explicit = parse(search).state;
  const productCheck: FirstRequest | undefined =
    explicit.product === undefined ? undefined : { endpoint: 'getProduct', params: { pid: normaliseProductId(explicit.product) } };
  // Without a product filter to confirm, the series (over the whole coverage) need nothing else.
  const seriesNow = productCheck === undefined;
  const first = [detail, ...(productCheck ? [productCheck] : seriesRequests(cid, { partner: explicit.partner })), COVERAGE_REQUEST];
  return {
    first,
    productCheck,
    afterCoverage: (coverage, productKnown) => {
      const { view } = resolveCountryView(productKnown ? explicit : { ...explicit, product: undefined }, coverage);
      const years = { from: view.from, to: view.to };
      // Each object is built in the factories' key order, which is the URL's parameter order.
      const partners = (flow: Flow, product?: string): FirstRequest => ({
        endpoint: 'getCountryPartners',
        params: { cid, ...canonicalCountryParams({ flow, ...years, product, limit: ALL_PARTNERS_LIMIT }) },
      });
      return [
        { endpoint: 'getTradeSummary', params: canonicalSelection({ reporter: cid, flow: 'export', ...years }) },
        { endpoint: 'getTradeSummary', params: canonicalSelection({ reporter: cid, flow: 'import', ...years }) },
        ...(seriesNow ? [] : seriesRequests(cid, { partner: view.partner, product: view.product })),
        partners('export'),
        partners('import'),
        ...(view.product === undefined ? [] : [partners(view.flow ?? DEFAULT_RANKING_FLOW, view.product)]),
        {
          endpoint: 'getCountryProducts',
          params: { cid, ...canonicalCountryParams({ flow: view.flow ?? DEFAULT_RANKING_FLOW, ...years, limit: view.limit }) },
        },
      ];
    },
  };
}

function seriesRequests(cid: string, filter: { partner?: string; product?: string }): FirstRequest[] {
  const p = canonicalCountryParams(filter);
  return [
    { endpoint: 'getCountryExports', params: { cid, ...p } },
    { endpoint: 'getCountryImports', params: { cid, ...p } },
  ];
}
