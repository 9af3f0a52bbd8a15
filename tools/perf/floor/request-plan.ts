/**
 * The same-plan floor's waves, read from the app's own request plan rather than written again,
 * so the floor cannot drift from the app. The app cannot know a view's years before the service's
 * coverage (the unfiltered world summary) has answered: its one plan
 * (src/features/country/country-request-plan.ts) sends `first` at once and the year-dependent
 * requests (`afterCoverage`) once the coverage, and a product filter's catalog entry, have
 * answered. Here that plan is taken in the client's terms (each request's query factory asked for
 * the client call it makes), with each URL built as the client builds it (`endpointUrl`).
 *
 * The rule: of the URLs the app requested for the page, those of the plan's `first` wave leave at
 * once; every other one is year-dependent and waits for the awaited answers. Nothing is guessed
 * from the URL's shape, and a page whose requests do not match its plan is an error, not a floor.
 */
import type { EndpointName, EndpointParams, ENDPOINTS } from '@/api/client';
import { endpointUrl } from './endpoint-url';
import type { TradeSource } from '@/api/queries/keys';
import type { Coverage } from '@/lib/coverage';
import { countryRequestPlan, type CountryRequest } from '@/features/country/country-request-plan';
import { countryRequestQuery } from '@/features/country/country-requests';
import type { FloorWaves } from './floor-config';

/** One request as the client makes it: an endpoint and its parameters. */
type ClientCall = {
  [N in EndpointName]: { endpoint: N; params: EndpointParams<(typeof ENDPOINTS)[N]> };
}[EndpointName];

interface ClientPlan {
  first: ClientCall[];
  coverage?: ClientCall;
  productCheck?: ClientCall;
  afterCoverage?: (coverage: Coverage, productKnown: boolean) => ClientCall[];
}

/** A client that returns the call asked of it instead of making it. */
const RECORDER: TradeSource = {
  key: '',
  client: new Proxy(
    {},
    { get: (_, endpoint) => (params: unknown) => ({ endpoint, params }) },
  ) as TradeSource['client'],
};

/** The client call the request's query factory makes (so exactly the URL the loader asks for). */
function clientCall(request: CountryRequest): ClientCall {
  const { queryFn } = countryRequestQuery(RECORDER, request);
  return (queryFn as (context: { signal?: AbortSignal }) => unknown)({}) as ClientCall;
}

/** The country view's plan for a `/countries/:cid` path, in the client's terms. */
function countryPlanFor(pathname: string, search: string): ClientPlan {
  const match = /^\/countries\/([^/]+)\/?$/.exec(pathname);
  if (!match) throw new Error(`the floor measures the country view, not ${pathname}`);
  const plan = countryRequestPlan(decodeURIComponent(match[1]!), search);
  const calls = new Map(plan.first.map((request) => [request, clientCall(request)]));
  const { afterCoverage } = plan;
  return {
    first: [...calls.values()],
    coverage: plan.coverage && calls.get(plan.coverage),
    productCheck: plan.productCheck && calls.get(plan.productCheck),
    afterCoverage:
      afterCoverage && ((coverage, productKnown) => afterCoverage(coverage, productKnown).map(clientCall)),
  };
}

/**
 * Splits the app's data URLs for `page` (a country view served at the origin's root, catalog
 * names excluded) into the plan's waves. `baseUrl` is the service's, as the app was given it.
 */
export function floorWaves(page: string, baseUrl: string, appUrls: readonly string[]): FloorWaves {
  const { pathname, search } = new URL(page);
  const plan = countryPlanFor(pathname, search);
  const urlOf = (request: ClientCall) => endpointUrl(baseUrl, request.endpoint, request.params as never);
  const first = new Set(plan.first.map(urlOf));
  const sent = new Set(appUrls);
  const missing = [...first].filter((url) => !sent.has(url));
  if (missing.length > 0)
    throw new Error(`the app's requests for ${page} do not follow its plan: not sent ${missing.join(', ')}`);
  const afterCoverage = [...sent].filter((url) => !first.has(url));
  if (afterCoverage.length > 0 && (!plan.afterCoverage || !plan.coverage)) {
    throw new Error(
      `the plan for ${page} has no year-dependent wave, but the app also sent ${afterCoverage.join(', ')}`,
    );
  }
  const awaited = [plan.coverage, plan.productCheck].flatMap((request) => (request ? [urlOf(request)] : []));
  return { awaited: afterCoverage.length > 0 ? awaited : [], afterCoverage };
}

/**
 * The app's data URLs for `page` split into those of the view's six charts (the plan's: the first
 * wave and the year-dependent wave for `coverage`, the service's own) and the rest (the
 * insights' charts and what they lead to). The floors draw the six and send only their requests,
 * so the app's figure for the six compares like with like; the rest is the app's own work.
 */
export function splitByPlan(
  page: string,
  baseUrl: string,
  appUrls: readonly string[],
  coverage: Coverage,
): { view: string[]; other: string[] } {
  const { pathname, search } = new URL(page);
  const plan = countryPlanFor(pathname, search);
  const urlOf = (request: ClientCall) => endpointUrl(baseUrl, request.endpoint, request.params as never);
  const sent = new Set(appUrls);
  // The product filter's entry decides the year-dependent wave: the one the app followed.
  const waves = [true, false].map(
    (productKnown) =>
      new Set([...plan.first, ...(plan.afterCoverage?.(coverage, productKnown) ?? [])].map(urlOf)),
  );
  const planned = waves.find((urls) => [...urls].every((url) => sent.has(url)));
  if (!planned)
    throw new Error(`the app's requests for ${page} do not follow its plan for the service's coverage`);
  return {
    view: appUrls.filter((url) => planned.has(url)),
    other: appUrls.filter((url) => !planned.has(url)),
  };
}
