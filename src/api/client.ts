/**
 * Typed client of the Trade Data Service: one method per endpoint, built on openapi-fetch with
 * the generated `paths`. Every call:
 * - sends the key only as `Authorization: Bearer` (never in the URL),
 * - passes the caller's AbortSignal through, and abandons the request after `timeoutMs`
 *   without a complete answer (headers and body: a body that trickles forever is a hang too),
 * - validates the 200 body against the contract (generated ajv validators) and unwraps the
 *   envelope to `{ data, requestId, durationMs }`,
 * - throws ApiError for everything else (http / network / timeout / contract / aborted).
 * No UI side effects and no logging: the key must never reach a log line.
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/contract';
import type { ResponseValidator } from './generated/validators';
import { ApiError } from './errors';
import type * as ErrorBody from './error-body';

type ErrorBodyModule = typeof ErrorBody;
let errorBody: Promise<ErrorBodyModule | null> | undefined;

/**
 * Reading an error response (its body, a 422's details, Retry-After) loads with the first one
 * (not in a page's first bytes). If it cannot be fetched, the error is still an
 * ApiError with the status and the endpoint, without the body's wording (null here).
 */
function loadErrorBody(): Promise<ErrorBodyModule | null> {
  errorBody ??= import('./error-body').catch(() => {
    errorBody = undefined;
    return null;
  });
  return errorBody;
}
import { REQUEST_TIMEOUT } from './data-source';
import {
  REQUEST_ID_HEADER,
  RETRY_AFTER_HEADER,
  formatYearParam,
  inProfileConventions,
  normaliseData,
} from './service-conventions';
import { storedServiceProfile } from './service-profile-store';
import { hasAnswered, markAnswered } from './answered-services';

export { forgetAnsweredServices } from './answered-services';
import { isolateBidi, isolateBidiDeep, jsonMayHoldBidiControls } from '@/lib/bidi';
import { readAnswerForms } from './answers/answer-forms';
import { UnreadableScaleError } from './answers/answer-scales';
import { NoteSink, type ServiceNote } from './answers/service-notes';
import { learnCountryGroups } from '@/lib/country-groups';
import { inServiceLiterals, mappingFrom422, rememberLiterals } from './answers/learned-literals';

/** Client method name → contract path. */
export const ENDPOINTS = {
  getTrade: '/trade',
  getTradeSummary: '/trade/summary',
  searchProducts: '/products',
  getProduct: '/products/{pid}',
  getProductTrade: '/products/{pid}/trade',
  getProductMarkets: '/products/{pid}/markets',
  searchCountries: '/countries',
  getCountry: '/countries/{cid}',
  getCountryImports: '/countries/{cid}/imports',
  getCountryExports: '/countries/{cid}/exports',
  getCountryPartners: '/countries/{cid}/partners',
  getCountryProducts: '/countries/{cid}/products',
} as const satisfies Record<string, keyof paths>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointPath = (typeof ENDPOINTS)[EndpointName];

type Operation<P extends EndpointPath> = paths[P]['get'];
type QueryOf<P extends EndpointPath> = NonNullable<Operation<P>['parameters']['query']>;
type PathOf<P extends EndpointPath> = NonNullable<Operation<P>['parameters']['path']>;
/** Years may be given as numbers; they are sent as `YYYY`. */
type WidenYears<Q> = { [K in keyof Q]: K extends 'from' | 'to' ? Q[K] | number : Q[K] };
type Flat<T> = { [K in keyof T]: T[K] };

/** Path and query parameters of an endpoint as one flat object (`{ cid: 'DE', from: 2015 }`). */
export type EndpointParams<P extends EndpointPath> = Flat<
  ([PathOf<P>] extends [never] ? unknown : PathOf<P>) &
    ([QueryOf<P>] extends [never] ? unknown : WidenYears<QueryOf<P>>)
>;

/** The `data` of the 200 envelope of an endpoint. */
export type EndpointData<P extends EndpointPath> =
  Operation<P>['responses'][200]['content']['application/json']['data'];

export interface ApiResult<T> {
  data: T;
  /** The envelope's request_id, else the X-Request-ID header; absent when neither was given. */
  requestId?: string;
  /** The envelope's duration_ms (processing time on the service), 0 when absent. */
  durationMs: number;
  /** What had to be guessed to read the answer (a scale, an order, an id form); absent when nothing. */
  notes?: ServiceNote[];
}

interface CallOptions {
  signal?: AbortSignal;
}

export type TradeClient = {
  [N in EndpointName]: (
    params: EndpointParams<(typeof ENDPOINTS)[N]>,
    options?: CallOptions,
  ) => Promise<ApiResult<EndpointData<(typeof ENDPOINTS)[N]>>>;
};

export interface TradeClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Defaults to the global fetch, looked up per call (so msw or a test can patch it later). */
  fetch?: typeof globalThis.fetch;
  /** Clock for Retry-After HTTP-dates and rateLimitedUntil; injectable for tests. */
  now?: () => number;
  /** How long one request may take until its body is read; default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * Read the service's profile from its /openapi.json on first use of the base URL (a live
   * service: the demo follows our conventions). Default false.
   */
  discoverProfile?: boolean;
  /**
   * A wait before each request that is not the service's to answer for, so not counted against
   * its time limit: the in-browser demo building its world (`demoReady`, data-source.ts). Null: none.
   */
  notBefore?: () => Promise<unknown> | null;
}

/**
 * How long the first request to a base URL with no profile kept waits for its /openapi.json:
 * a slow or missing document costs the first charts at most this, and they are sent in our
 * conventions (the answers' normalisers and a 422's lesson still apply).
 */
const PROFILE_WAIT_MS = 1000;

/** Per base URL: the discovery of this page (read once; a failed one is tried by the next client). */
const discoveries = new Map<string, Promise<void>>();

function discoverOnce(
  options: Pick<TradeClientOptions, 'baseUrl' | 'apiKey' | 'fetch'> & { timeoutMs: number },
): Promise<void> {
  const { baseUrl } = options;
  const running = discoveries.get(baseUrl);
  if (running) return running;
  const discovery = import('./service-profile-discovery')
    .then(({ discoverServiceProfile }) => discoverServiceProfile(options))
    .then((outcome) => {
      // A document that was there but could not be read now (a key, a time limit, a failure)
      // is asked again by the next client of this base URL; a found or absent one is not.
      if (outcome.state !== 'found' && outcome.state !== 'absent' && outcome.state !== 'not-openapi')
        discoveries.delete(baseUrl);
    })
    .catch(() => {
      discoveries.delete(baseUrl);
    });
  discoveries.set(baseUrl, discovery);
  return discovery;
}

/**
 * Reads the base URL's OpenAPI document now, waiting for it at most `waitMs`, for a caller that
 * names the service's data before its first request (the MCP server's description). The
 * requests that follow use the profile kept, as after any discovery.
 */
export async function readProfileAhead(
  options: Pick<TradeClientOptions, 'baseUrl' | 'apiKey' | 'fetch'> & { timeoutMs?: number },
  waitMs: number,
): Promise<void> {
  await Promise.race([
    discoverOnce({ ...options, timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS }),
    pause(waitMs),
  ]);
}

/** Forgets this page's discoveries (tests). */
export function forgetProfileDiscoveries(): void {
  discoveries.clear();
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The service answers in milliseconds (its p95 is well under a second); 15 s without a complete
 * answer means it is not going to come, and the view should say so and offer Retry.
 */
export const REQUEST_TIMEOUT_MS = REQUEST_TIMEOUT.defaultMs;

/** "15 s", "1.5 s", "400 ms": the limit as the timeout message states it. */
export function formatTimeout(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * One signal that aborts when the caller's does or when `ms` pass, and tells which happened.
 * (Hand-linked rather than AbortSignal.any/timeout: the timer must be cleared as soon as the
 * answer is read, and test environments' AbortSignal lacks `any`.)
 */
function deadline(callerSignal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  // Stryker disable next-line OptionalChaining: equivalent, it runs only as callerSignal's own listener
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  // A signal aborts once; clear() removes the listener when the answer is read.
  else callerSignal?.addEventListener('abort', onCallerAbort);
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`No answer within ${formatTimeout(ms)}`, 'TimeoutError'));
  }, ms);
  return {
    signal: controller.signal,
    expired: () => expired && !callerSignal?.aborted,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

const PATH_PARAM = /\{([^{}]+)\}/g;

/** Splits flat params into path and query parts; drops undefined, null and '' query values. */
export function splitParams(
  path: string,
  params: Record<string, unknown>,
): { path: Record<string, string>; query: Record<string, string | number | boolean> } {
  const pathNames = new Set([...path.matchAll(PATH_PARAM)].map((m) => m[1]!));
  const pathParams: Record<string, string> = {};
  const query: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (pathNames.has(name)) {
      if (typeof value === 'string' || typeof value === 'number') pathParams[name] = String(value);
    } else if (name === 'from' || name === 'to') {
      if (value !== '') query[name] = formatYearParam(value as string | number);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (value !== '') query[name] = value;
    }
  }
  return { path: pathParams, query };
}

function isAbort(cause: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  // Stryker disable next-line OptionalChaining: equivalent, openapi-fetch turns a failure with nothing into a TypeError of its own
  return (cause as { name?: unknown } | null | undefined)?.name === 'AbortError';
}

type ValidatorLoad = Promise<ResponseValidator | undefined>;
const validators = new Map<string, ValidatorLoad>();

/** Keeps an endpoint's validator load; a failed one is forgotten, so the next request tries again. */
function remember(endpoint: string, load: ValidatorLoad): ValidatorLoad {
  validators.set(endpoint, load);
  load.catch(() => {
    // Stryker disable next-line ConditionalExpression: equivalent, this is the load's first handler, so no newer load can be kept yet
    if (validators.get(endpoint) === load) validators.delete(endpoint);
  });
  return load;
}

/**
 * An endpoint's contract validator loads with its first request, in parallel with it, rather
 * than with the app's shell, and only the endpoints a page calls: pages that never call the
 * service download none. Each endpoint's module is reached through a small table of those
 * modules, itself loaded on first need. A failed load is retried by the next request. An
 * endpoint the contract does not describe has no validator (undefined).
 */
function loadValidator(endpoint: string): ValidatorLoad {
  return (
    validators.get(endpoint) ??
    remember(
      endpoint,
      import('./generated/validator-loaders').then(({ validatorLoaders }) => {
        const loader = (
          validatorLoaders as Record<string, (() => Promise<{ validate: ResponseValidator }>) | undefined>
        )[endpoint];
        return loader ? loader().then((m) => m.validate) : undefined;
      }),
    )
  );
}

/** ApiError.code of a failed fetch at a service that answers other requests. */
const FAILED_OR_BLOCKED = 'failed_or_blocked';

/** The service's groups are data: every country answer tells the client which ids are groups. */
function learnGroupsOf(endpoint: string, data: unknown): void {
  if (endpoint === 'GET /countries' && Array.isArray(data)) learnCountryGroups(data as CountryRowLike[]);
  // Stryker disable next-line ConditionalExpression: equivalent, the contract check has made it an object (the typeof is for the type checker)
  if (endpoint === 'GET /countries/{cid}' && data && typeof data === 'object')
    learnCountryGroups([data as CountryRowLike]);
}
type CountryRowLike = { id: string; name: string; is_group: boolean };

/** The Authorization header's value for a key (the only place a key is ever sent). */
function bearer(apiKey: string): string {
  return `Bearer ${apiKey}`;
}

/** openapi-fetch's GET is typed per literal path; the generic caller needs one loose signature. */
type LooseGet = (
  path: string,
  init: {
    params: { path: Record<string, string>; query: Record<string, unknown> };
    signal?: AbortSignal;
    parseAs: 'text';
  },
) => Promise<RawAnswer>;
type RawAnswer = { data?: string; error?: unknown; response: Response };

/** What a request needs of its client: where it goes, how long it may take, the clock. */
interface RequestContext {
  baseUrl: string;
  timeoutMs: number;
  now: () => number;
  get: LooseGet;
  notBefore?: TradeClientOptions['notBefore'];
}

/** Until `ready` settles, or the caller gives up (its abort then ends the request as usual). */
function untilReady(ready: Promise<unknown> | null | undefined, signal: AbortSignal | undefined) {
  if (!ready) return null;
  if (signal?.aborted) return Promise.resolve();
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, a signal aborts once
  const abandoned = new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true }));
  return Promise.race([ready, abandoned]);
}

/** Sends one request and reads its whole body, abandoned after the client's time limit. */
async function fetchWithDeadline(
  context: RequestContext,
  path: EndpointPath,
  params: { path: Record<string, string>; query: Record<string, unknown> },
  signal: AbortSignal | undefined,
): Promise<RawAnswer> {
  const wait = untilReady(context.notBefore?.(), signal);
  if (wait) {
    await wait;
    // Given up on while it waited: never sent.
    if (signal?.aborted) throw fetchFailure(context, `GET ${path}`, signal.reason, false, signal);
  }
  const limit = deadline(signal, context.timeoutMs);
  try {
    // parseAs 'text' reads the whole body inside GET, so the deadline covers it too.
    return await context.get(path, { params, signal: limit.signal, parseAs: 'text' });
  } catch (cause) {
    throw fetchFailure(context, `GET ${path}`, cause, limit.expired(), signal);
  } finally {
    limit.clear();
  }
}

/** The ApiError of a request that got no answer: out of time, cancelled, or not through. */
function fetchFailure(
  { baseUrl, timeoutMs }: RequestContext,
  endpoint: string,
  cause: unknown,
  expired: boolean,
  signal: AbortSignal | undefined,
): ApiError {
  if (expired) {
    return new ApiError({
      kind: 'timeout',
      endpoint,
      message: `The Trade Data Service at ${baseUrl} did not answer ${endpoint} within ${formatTimeout(timeoutMs)}`,
      cause,
    });
  }
  if (isAbort(cause, signal)) {
    return new ApiError({ kind: 'aborted', endpoint, message: `${endpoint} was cancelled`, cause });
  }
  const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  // Once the service has answered a request in this page, a fetch that fails is not an
  // unreachable service but one that failed or blocked that request (a browser reports a 500
  // sent without CORS headers as a failed fetch).
  if (hasAnswered(baseUrl)) {
    return new ApiError({
      kind: 'network',
      code: FAILED_OR_BLOCKED,
      endpoint,
      message: `The Trade Data Service at ${baseUrl} answered earlier requests, but ${endpoint} did not get through: the network may be down, or the service failed or blocked this request (a server error sent without CORS headers looks like this)${detail}`,
      cause,
    });
  }
  return new ApiError({
    kind: 'network',
    endpoint,
    message: `Could not reach the Trade Data Service at ${baseUrl}${detail}`,
    cause,
  });
}

/** The ApiError of an answer that is not a success, worded from its body where it has one. */
async function httpError(
  endpoint: string,
  response: Response,
  raw: unknown,
  headerRequestId: string | null,
  now: () => number,
): Promise<ApiError> {
  const status = response.status;
  // openapi-fetch hands back the parsed JSON, the raw text when the body was not JSON, and
  // nothing for a Content-Length of 0.
  const empty = raw === undefined || raw === '';
  const reader = await loadErrorBody();
  // Stryker disable ObjectLiteral: equivalent, ApiError and the wording below read absent fields as null
  const { code, message, requestId } = reader
    ? reader.readErrorBody(raw)
    : { code: null, message: null, requestId: null };
  // Stryker restore ObjectLiteral
  const details = reader && status === 422 ? reader.readValidationDetails(raw) : [];
  const retryAfterMs = reader
    ? reader.parseRetryAfter(response.headers.get(RETRY_AFTER_HEADER), now())
    : null;
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  let text: string;
  if (reader && details.length > 0) text = reader.summariseDetails(details);
  else if (message) text = isolateBidi(message);
  else if (empty) text = `HTTP ${status}${statusText} from ${endpoint} (the response was empty)`;
  else if (typeof raw === 'string')
    text = `HTTP ${status}${statusText} from ${endpoint} (the response was not JSON)`;
  else text = `HTTP ${status}${statusText} from ${endpoint}`;
  return new ApiError({
    kind: 'http',
    endpoint,
    status,
    code,
    message: text,
    requestId: requestId ?? headerRequestId,
    details,
    retryAfterMs,
    rateLimitedUntil: status === 429 && retryAfterMs !== null ? new Date(now() + retryAfterMs) : null,
  });
}

/** The note an answer carries when its request was sent again in the service's own spellings. */
function literalsNote(learnt: { param: string; map: Map<string, string> }): ServiceNote {
  const spelled = [...learnt.map].map(([ours, theirs]) => `${theirs} for ${ours}`).join(', ');
  return {
    kind: 'flow-names',
    text: `The service names ${learnt.param} values its own way (${spelled}); requests use its names.`,
  };
}

/** A 200's body text as JSON; an empty or non-JSON body breaks the contract. */
function parseBody(endpoint: string, text: string, status: number, requestId: string | null): unknown {
  const unreadable = (what: string) =>
    new ApiError({
      kind: 'contract',
      endpoint,
      status,
      requestId,
      message: `${endpoint}: the response body is ${what}`,
    });
  if (text === '') throw unreadable('empty');
  try {
    return JSON.parse(text);
  } catch {
    throw unreadable('not JSON');
  }
}

/** Checks a 200's body against the endpoint's contract validator; throws the ApiError that says where it differs. */
async function checkContract(
  endpoint: string,
  body: unknown,
  contract: ValidatorLoad,
  status: number,
  headerRequestId: string | null,
): Promise<void> {
  let validator: ResponseValidator | undefined;
  try {
    validator = await contract;
  } catch (cause) {
    throw new ApiError({
      kind: 'network',
      endpoint,
      requestId: headerRequestId,
      message: `The response of ${endpoint} could not be checked: the contract validators did not load (${String(cause)})`,
      cause,
    });
  }
  if (validator && !validator(body)) {
    // ajv keeps the errors on the validator until its next call: read them now, before an
    // await lets another response's check overwrite them.
    const errors = validator.errors ? [...validator.errors] : validator.errors;
    const reader = await loadErrorBody();
    throw new ApiError({
      kind: 'contract',
      endpoint,
      status,
      requestId: (reader ? reader.readErrorBody(body).requestId : null) ?? headerRequestId,
      message: `${endpoint}: ${reader ? reader.contractMessage(errors) : 'the body does not match the contract'}`,
    });
  }
}

/** A 200's body read, checked and unwrapped into the ApiResult (data in our forms, notes of what was guessed). */
async function readSuccess(
  endpoint: string,
  text: string,
  status: number,
  headerRequestId: string | null,
  contract: ValidatorLoad,
): Promise<ApiResult<unknown>> {
  // Numbers as strings, a year as period, alpha-3 ids, unit words: read as ours before the check.
  const notes = new NoteSink();
  const body = readAnswerForms(endpoint, parseBody(endpoint, text, status, headerRequestId), notes);
  await checkContract(endpoint, body, contract, status, headerRequestId);
  // A string carrying directional formatting characters is isolated here, once, so it can
  // never reorder the text it is shown in (src/lib/bidi.ts). The raw text is checked first:
  // real answers have none, and are not walked.
  const isolated = jsonMayHoldBidiControls(text) ? isolateBidiDeep(body) : body;
  const envelope = isolated as { data: unknown; request_id?: string; duration_ms?: number };
  const requestId = (envelope.request_id || headerRequestId) ?? undefined;
  let data: unknown;
  try {
    data = normaliseData(endpoint, envelope.data, notes);
  } catch (cause) {
    // Stryker disable next-line ConditionalExpression: explained, not tested: after the contract check no answer makes the rules throw anything else; a fault of ours is not reported as the service's
    if (!(cause instanceof UnreadableScaleError)) throw cause;
    throw new ApiError({
      kind: 'contract',
      endpoint,
      status,
      requestId,
      message: `${endpoint}: ${cause.message}`,
    });
  }
  learnGroupsOf(endpoint, data);
  const guessed = notes.notes;
  return {
    data,
    requestId,
    durationMs: envelope.duration_ms ?? 0,
    ...(guessed.length > 0 ? { notes: guessed } : {}),
  };
}

export function createTradeClient(options: TradeClientOptions): TradeClient {
  const { baseUrl, apiKey } = options;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let discovery: Promise<void> | undefined;
  /**
   * The profile the request is sent under: the one kept for the base URL, refreshed once per
   * page in the background (a changed document replaces it); with none kept, the first requests
   * wait for the document at most PROFILE_WAIT_MS.
   */
  async function serviceProfile() {
    if (!baseUrl) return null;
    discovery ??= discoverOnce({ baseUrl, apiKey, timeoutMs, fetch: options.fetch });
    if (storedServiceProfile(baseUrl) === null) await Promise.race([discovery, pause(PROFILE_WAIT_MS)]);
    return storedServiceProfile(baseUrl);
  }
  const http = createClient<paths>({
    baseUrl,
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
    headers: apiKey ? { Authorization: bearer(apiKey) } : {},
  });
  const context: RequestContext = {
    baseUrl,
    timeoutMs,
    now: options.now ?? Date.now,
    get: http.GET as unknown as LooseGet,
    notBefore: options.notBefore,
  };

  async function call(
    path: EndpointPath,
    params: Record<string, unknown>,
    callOptions?: CallOptions,
    relearned = false,
  ): Promise<ApiResult<unknown>> {
    const endpoint = `GET ${path}`;
    const contract = loadValidator(endpoint);
    // Stryker disable next-line CallExpression: equivalent, remember() already handles the load's rejection
    contract.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    const ours = splitParams(path, params ?? {});
    ours.query = inServiceLiterals(baseUrl, ours.query);
    const split = options.discoverProfile ? inProfileConventions(await serviceProfile(), ours) : ours;
    const result = await fetchWithDeadline(context, path, split, callOptions?.signal);
    const { response } = result;
    const headerRequestId = response.headers.get(REQUEST_ID_HEADER) || null;
    markAnswered(baseUrl);
    if (response.ok) {
      // openapi-fetch gives no data for a Content-Length of 0
      return readSuccess(endpoint, result.data ?? '', response.status, headerRequestId, contract);
    }
    const error = await httpError(endpoint, response, result.error, headerRequestId, context.now);
    // Only a 422's details are read (httpError), so only a 422 teaches a spelling.
    const learnt = relearned ? null : mappingFrom422(error.details);
    if (!learnt) throw error;
    // The service spells a value its own way and said how: remember it, and ask once more.
    rememberLiterals(baseUrl, learnt.param, learnt.map);
    const again = await call(path, params, callOptions, true);
    return { ...again, notes: [...(again.notes ?? []), literalsNote(learnt)] };
  }

  const client = {} as Record<
    EndpointName,
    (params: Record<string, unknown>, o?: CallOptions) => Promise<unknown>
  >;
  for (const [name, path] of Object.entries(ENDPOINTS) as [EndpointName, EndpointPath][]) {
    client[name] = (params, o) => call(path, params, o);
  }
  return client as unknown as TradeClient;
}
