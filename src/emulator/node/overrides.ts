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

/** `{error, message, request_id}` with the given status, e.g. 500 internal_error or 429 with Retry-After. */
export function serviceError(
  path: string,
  status: number,
  error: string,
  options: { message?: string; retryAfterSeconds?: number; baseUrl?: string; once?: boolean } = {},
): HttpHandler {
  return http.get(
    route(path, options.baseUrl ?? DEMO_BASE_URL),
    () => {
      const requestId = newRequestId();
      const extra: Record<string, string> =
        options.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(options.retryAfterSeconds) };
      return HttpResponse.json(
        { error, message: options.message ?? error.replaceAll('_', ' '), request_id: requestId },
        { status, headers: headersFor(requestId, extra) },
      );
    },
    { once: options.once ?? false },
  );
}

/** A 422 with the given detail items (see service/pydantic-errors.ts for builders). */
export function validationError(
  path: string,
  detail: ValidationErrorItem[],
  baseUrl = DEMO_BASE_URL,
): HttpHandler {
  return http.get(route(path, baseUrl), () => {
    const requestId = newRequestId();
    return HttpResponse.json({ detail }, { status: 422, headers: headersFor(requestId) });
  });
}

/** The service's 200 body: `{data, request_id, duration_ms}`, with its request-id headers. */
function envelopeResponse(data: unknown, requestId: string = newRequestId()): Response {
  return HttpResponse.json(
    { data, request_id: requestId, duration_ms: 1 },
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
  once?: boolean;
}

/** A 200 envelope around data computed from the request (a stub that filters by query). */
export function envelopeFrom(
  path: string,
  compute: (info: EnvelopeRequest) => unknown,
  options: EnvelopeOptions = {},
): HttpHandler {
  const { baseUrl = DEMO_BASE_URL, requestId, once = false } = options;
  return http.get(
    route(path, baseUrl),
    ({ request, params }) =>
      envelopeResponse(
        compute({ request, params }),
        typeof requestId === 'function' ? requestId(request) : requestId,
      ),
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
