/**
 * The early script (issue 11): sends the requests of the page being opened while its HTML is
 * still being parsed, long before the app's shell has downloaded and its route loader has run,
 * and the year-dependent ones as soon as the coverage has answered. The client adopts each answer
 * when it asks for the same thing (src/api/early-requests.ts), so nothing is sent twice and every
 * answer is handled exactly as before (status, contract, retries, 401, time limit).
 *
 * It is built on its own as a small classic script (tools/first-requests-script.ts), and a line
 * in index.html starts it only on the routes in routes.ts. It sends nothing:
 * - in demo mode: the demo's requests go to the msw worker, which the app starts first;
 * - without a base URL and a key the app would use (a key is only here when the user chose
 *   "remember" for that service: data-source.ts);
 * - that the route's loader would not send: the requests are the view's own plan, which its
 *   loader reads too (country-request-plan.ts), each with the URL of the client call its query
 *   factory makes (countryRequestQuery); and nothing after an answer that is not a plain success (or,
 *   for a product filter, "not found"): the app then decides, with its retries and fallbacks.
 * It reads the stored settings and never writes them. The key goes only into the Authorization
 * header.
 */
import { bearer, type EndpointName, type EndpointParams, type ENDPOINTS } from '@/api/client';
import { readStoredDataSource } from '@/api/data-source';
import type { EarlyRequests } from '@/api/early-requests';
import { endpointUrl } from '@/api/endpoint-url';
import { coverageOf } from '@/api/queries/coverage';
import type { TradeSource } from '@/api/queries/keys';
import type { Coverage } from '@/lib/coverage';
import { countryRequestPlan, type CountryRequest } from '@/features/country/country-request-plan';
import { countryRequestQuery } from '@/features/country/country-requests';
import { FIRST_REQUEST_ROUTES } from './routes';

/** One request as the client makes it: an endpoint and its parameters. */
export type FirstRequest = {
  [N in EndpointName]: { endpoint: N; params: EndpointParams<(typeof ENDPOINTS)[N]> };
}[EndpointName];

/** A route's plan in the client's terms (the same waves as the route's own plan). */
export interface FirstRequestPlan {
  first: FirstRequest[];
  /** The coverage request (one of `first`), when the year-dependent requests follow it. */
  coverage?: FirstRequest;
  /** The product filter's catalog entry (one of `first`): whether it is found decides the rest. */
  productCheck?: FirstRequest;
  afterCoverage?: (coverage: Coverage, productKnown: boolean) => FirstRequest[];
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
function clientCall(request: CountryRequest): FirstRequest {
  const { queryFn } = countryRequestQuery(RECORDER, request);
  return (queryFn as (context: { signal?: AbortSignal }) => unknown)({}) as FirstRequest;
}

function inClientTerms(plan: ReturnType<typeof countryRequestPlan>): FirstRequestPlan {
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

const PLANS: Record<keyof typeof FIRST_REQUEST_ROUTES, (param: string, search: string) => FirstRequestPlan> =
  {
    country: (cid, search) => inClientTerms(countryRequestPlan(cid, search)),
  };

type ReadableStorage = Pick<Storage, 'getItem'> | null;

/** The route's plan for a path (after the base) and search; nothing on any other route. */
export function firstRequestsFor(path: string, search: string): FirstRequestPlan {
  for (const [route, pattern] of Object.entries(FIRST_REQUEST_ROUTES) as [
    keyof typeof FIRST_REQUEST_ROUTES,
    RegExp,
  ][]) {
    const match = pattern.exec(path);
    if (!match) continue;
    let param: string;
    try {
      // The router decodes path parameters the same way.
      param = decodeURIComponent(match[1]!);
    } catch {
      return { first: [] }; // a malformed escape: the page says so, and asks for nothing
    }
    return PLANS[route](param, search);
  }
  return { first: [] };
}

export interface FirstRequestsInput {
  location: Pick<Location, 'pathname' | 'search'>;
  /** Vite's base, ending in a slash. */
  base: string;
  local: ReadableStorage;
  session: ReadableStorage;
  /** Production builds have no demo: the app always runs in live mode there (main.tsx). */
  demoBuild: boolean;
  registry: EarlyRequests;
}

/**
 * Sends the requests of the page at `location`, if the app will make them. Resolves once the
 * last has been sent (or it stopped), with every request sent; never rejects.
 */
export async function sendFirstRequests({
  location,
  base,
  local,
  session,
  demoBuild,
  registry,
}: FirstRequestsInput): Promise<FirstRequest[]> {
  // What the app's store starts from (read only: the app itself saves settings).
  const stored = readStoredDataSource(local, session);
  // Demo requests must wait for the msw worker; without a base URL and key the page asks for them.
  if ((demoBuild && stored.mode !== 'live') || !stored.liveApiKey || !location.pathname.startsWith(base))
    return [];
  const { liveBaseUrl: baseUrl, liveApiKey: apiKey } = stored;
  const plan = firstRequestsFor(`/${location.pathname.slice(base.length)}`, location.search);
  const sent: FirstRequest[] = [];
  const send = (request: FirstRequest, read = false) => {
    const url = endpointUrl(baseUrl, request.endpoint, request.params as never);
    sent.push(request);
    if (read) return registry.sendAndRead(url, bearer(apiKey));
    registry.send(url, bearer(apiKey));
    return null;
  };
  const answers = new Map<FirstRequest, Promise<Response> | null>();
  for (const request of plan.first)
    answers.set(request, send(request, request === plan.coverage || request === plan.productCheck));
  if (!plan.afterCoverage || !plan.coverage) return sent;
  try {
    const [coverage, productKnown] = await Promise.all([
      readCoverage(answers.get(plan.coverage)),
      productFound(plan.productCheck && answers.get(plan.productCheck)),
    ]);
    for (const request of plan.afterCoverage(coverage, productKnown)) void send(request);
  } catch {
    // An answer the app must judge (an error, a retry, a fallback): it sends the rest itself.
  }
  return sent;
}

/** The coverage from the world summary's answer; throws unless it is a plain success with years. */
async function readCoverage(answer: Promise<Response> | null | undefined) {
  const response = await answer;
  if (!response?.ok) throw new Error('no coverage');
  const body = (await response.json()) as { data: { periods: { period: string }[] } };
  if (!Array.isArray(body.data.periods)) throw new Error('no periods');
  const coverage = coverageOf({ data: body.data } as Parameters<typeof coverageOf>[0]);
  if (!coverage) throw new Error('no years');
  return coverage;
}

/** Whether the product filter's catalog entry exists: found, or "not found"; anything else throws. */
async function productFound(answer: Promise<Response> | null | undefined): Promise<boolean> {
  if (answer === undefined) return true;
  const response = await answer;
  if (response?.ok) return true;
  if (response?.status === 404) return false;
  throw new Error('product not settled');
}
