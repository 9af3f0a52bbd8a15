/**
 * One GET endpoint = auth → rate limit → validation → engine → envelope. Every domain's
 * handlers are built from this so the order (and thus what a caller can learn without a
 * valid key) is the same everywhere.
 */
import { http, type HttpHandler } from 'msw';
import type { AsyncTradeEngine } from '../engine/engine-types';
import { authenticate } from './auth';
import { ParamReader } from './params';
import { toRoutePattern, type DataOf, type EndpointPath } from './contract-types';
import type { RateLimiter } from './rate-limit';
import { newRequestId } from './request-id';
import { errorResponse, okResponse, validationResponse } from './responses';

export interface ServiceContext {
  engine: AsyncTradeEngine;
  /** '' for relative paths (the HTTP server resolves them per request). */
  baseUrl: string;
  keys: ReadonlySet<string>;
  limiter: RateLimiter;
  /** Called with any error the engine throws (the HTTP server logs it; tests may assert). */
  onError?: (error: unknown, request: Request) => void;
}

/** Returned by a plan when a well-formed path id matches nothing. */
export class NotFound {
  constructor(readonly message: string) {}
}

/** What runs once validation passed; it may still find that the path id matches nothing. */
type Plan<D> = () => Promise<D | NotFound>;

/**
 * Parses the request with the reader (collecting errors) and returns the plan to run when
 * there are none. Parsers run to completion even after an error, so all errors are reported.
 */
export type Parse<D> = (reader: ParamReader, engine: AsyncTradeEngine) => Promise<Plan<D>> | Plan<D>;

/** `path` is the contract's template; the plan's result must be the contract's `data` type. */
export function endpoint<P extends EndpointPath>(
  ctx: ServiceContext,
  path: P,
  parse: Parse<DataOf<P>>,
): HttpHandler {
  return http.get(`${ctx.baseUrl}${toRoutePattern(path)}`, async ({ request, params }) => {
    const startedAt = performance.now();
    const requestId = newRequestId();
    const key = authenticate(request.headers.get('authorization'), ctx.keys);
    if (key === null) return errorResponse(401, 'invalid_key', 'Invalid or missing API key', requestId);
    const rate = ctx.limiter.check(key);
    if (!rate.allowed) {
      return errorResponse(429, 'rate_limit_exceeded', 'Rate limit exceeded', requestId, {
        'Retry-After': String(rate.retryAfterSeconds),
      });
    }
    try {
      const reader = new ParamReader(new URL(request.url), params, ctx.engine);
      const plan = await parse(reader, ctx.engine);
      if (reader.errors.length > 0) return validationResponse(requestId, reader.errors);
      const result = await plan();
      if (result instanceof NotFound) return errorResponse(404, 'not_found', result.message, requestId);
      return okResponse(requestId, result, startedAt);
    } catch (error) {
      ctx.onError?.(error, request);
      return errorResponse(500, 'internal_error', 'The service failed to answer this request', requestId);
    }
  });
}
