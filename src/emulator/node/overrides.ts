/**
 * Per-test overrides in the service's own error shapes, for `server.use(...)` (errors as
 * per-test overrides, per msw best practice). They answer on DEMO_BASE_URL by default.
 */
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { DEMO_BASE_URL } from '@/api/data-source';
import type { ValidationErrorItem } from '../service/pydantic-errors';
import { newRequestId } from '../service/request-id';
import { EXPOSED_HEADERS } from '../service/responses';

/** Contract template or msw pattern: '/countries/{cid}/exports' and '/countries/:cid/exports' both work. */
const route = (path: string, baseUrl: string) => `${baseUrl}${path.replace(/\{(\w+)\}/g, ':$1')}`;

function headersFor(requestId: string, extra: Record<string, string> = {}) {
  return { 'X-Request-ID': requestId, 'Access-Control-Expose-Headers': EXPOSED_HEADERS, ...extra };
}

/** What every answer may fix: its request id (default: a fresh one per answer). */
interface AnswerOptions {
  requestId?: string;
}

export interface ServiceErrorOptions extends AnswerOptions {
  /** Default: the error code in words ('internal_error' → 'internal error'). */
  message?: string;
  retryAfterSeconds?: number;
  /** More headers, e.g. a Retry-After as an HTTP-date. */
  headers?: Record<string, string>;
}

/**
 * The service's error answer `{error, message, request_id}`, for a resolver that chooses
 * between answers (per path parameter, per attempt); `serviceError` is the handler around it.
 */
export function serviceErrorResponse(
  status: number,
  error: string,
  options: ServiceErrorOptions = {},
): Response {
  const requestId = options.requestId ?? newRequestId();
  const retryAfter: Record<string, string> =
    options.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(options.retryAfterSeconds) };
  return HttpResponse.json(
    { error, message: options.message ?? error.replaceAll('_', ' '), request_id: requestId },
    { status, headers: headersFor(requestId, { ...retryAfter, ...options.headers }) },
  );
}

/** `{error, message, request_id}` with the given status, e.g. 500 internal_error or 429 with Retry-After. */
export function serviceError(
  path: string,
  status: number,
  error: string,
  options: ServiceErrorOptions & { baseUrl?: string; once?: boolean } = {},
): HttpHandler {
  const { baseUrl = DEMO_BASE_URL, once = false, ...answer } = options;
  return http.get(route(path, baseUrl), () => serviceErrorResponse(status, error, answer), { once });
}

/** The service's 422 answer `{detail}`, for a resolver that chooses between answers. */
export function validationErrorResponse(
  detail: ValidationErrorItem[],
  options: AnswerOptions = {},
): Response {
  const requestId = options.requestId ?? newRequestId();
  return HttpResponse.json({ detail }, { status: 422, headers: headersFor(requestId) });
}

/** A 422 with the given detail items (see service/pydantic-errors.ts for builders). */
export function validationError(
  path: string,
  detail: ValidationErrorItem[],
  options: (AnswerOptions & { baseUrl?: string }) | string = {},
): HttpHandler {
  const { baseUrl = DEMO_BASE_URL, ...answer } = typeof options === 'string' ? { baseUrl: options } : options;
  return http.get(route(path, baseUrl), () => validationErrorResponse(detail, answer));
}

export interface EnvelopeAnswerOptions extends AnswerOptions {
  /** Default: 1. */
  durationMs?: number;
}

/**
 * The service's 200 answer `{data, request_id, duration_ms}` with its request-id headers, for a
 * resolver that chooses between answers; `envelope` and `envelopeFrom` are the handlers around it.
 */
export function envelopeResponse(data: unknown, options: EnvelopeAnswerOptions = {}): Response {
  const requestId = options.requestId ?? newRequestId();
  return HttpResponse.json(
    { data, request_id: requestId, duration_ms: options.durationMs ?? 1 },
    { headers: headersFor(requestId) },
  );
}

/** The request an `envelopeFrom` stub computes its data from. */
export interface EnvelopeRequest {
  request: Request;
  params: PathParams;
}

export interface EnvelopeOptions {
  baseUrl?: string;
  /** Default: a fresh id per answer. */
  requestId?: string | ((request: Request) => string);
  /** Default: 1. */
  durationMs?: number;
  once?: boolean;
}

/**
 * A 200 envelope around data computed from the request (a stub that filters by query, records
 * what it was asked, or waits for a gate the test opens).
 */
export function envelopeFrom(
  path: string,
  compute: (info: EnvelopeRequest) => unknown,
  options: EnvelopeOptions = {},
): HttpHandler {
  const { baseUrl = DEMO_BASE_URL, requestId, durationMs, once = false } = options;
  return http.get(
    route(path, baseUrl),
    async ({ request, params }) =>
      envelopeResponse(await compute({ request, params }), {
        requestId: typeof requestId === 'function' ? requestId(request) : requestId,
        durationMs,
      }),
    { once },
  );
}

/** A 200 envelope around arbitrary data, including data that breaks the contract (client robustness tests). */
export function envelope(path: string, data: unknown, options: EnvelopeOptions | string = {}): HttpHandler {
  return envelopeFrom(path, () => data, typeof options === 'string' ? { baseUrl: options } : options);
}

/** A network failure (fetch rejects with TypeError), e.g. to test the "dead network" message. */
export function networkError(path: string, baseUrl = DEMO_BASE_URL): HttpHandler {
  return http.get(route(path, baseUrl), () => HttpResponse.error());
}
