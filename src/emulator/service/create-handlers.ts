/**
 * The service's msw handlers, shared by Node tests (msw/node), the browser demo (msw
 * setupWorker over a Web Worker engine) and the HTTP server (`npm run api`).
 */
import { http, matchRequestUrl, type HttpHandler } from 'msw';
import type { AsyncTradeEngine } from '../engine/engine-types';
import { countryHandlers } from './country-handlers';
import { toRoutePattern, type EndpointPath } from './contract-types';
import type { ServiceContext } from './endpoint';
import { productHandlers } from './product-handlers';
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitConfig, type RateLimiter } from './rate-limit';
import { newRequestId } from './request-id';
import { errorResponse } from './responses';
import { tradeHandlers } from './trade-handlers';

export interface CreateHandlersOptions {
  engine: AsyncTradeEngine;
  /** Origin (and optional path prefix) the handlers answer, e.g. DEMO_BASE_URL; '' = relative. */
  baseUrl: string;
  /** Accepted bearer keys. */
  keys: Iterable<string>;
  rateLimit?: RateLimitConfig;
  /** Clock for the rate limiter (ms); tests move it to slide the window. */
  now?: () => number;
  onError?: (error: unknown, request: Request) => void;
}

export interface ServiceHandlers {
  handlers: HttpHandler[];
  /** The limiter shared by all handlers, exposed so tests can clear it between cases. */
  limiter: RateLimiter;
}

/** Every GET of the contract, as templates (`/products/{pid}`). */
const ENDPOINT_PATHS = [
  '/trade',
  '/trade/summary',
  '/products',
  '/products/{pid}',
  '/products/{pid}/trade',
  '/products/{pid}/markets',
  '/countries',
  '/countries/{cid}',
  '/countries/{cid}/imports',
  '/countries/{cid}/exports',
  '/countries/{cid}/partners',
  '/countries/{cid}/products',
] as const satisfies readonly EndpointPath[];

export function createServiceHandlers(options: CreateHandlersOptions): ServiceHandlers {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const limiter = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, options.now);
  const ctx: ServiceContext = {
    engine: options.engine,
    baseUrl,
    // A Set is shared, not copied: the HTTP server's keys also accept dashboard sessions.
    keys: options.keys instanceof Set ? (options.keys as ReadonlySet<string>) : new Set(options.keys),
    limiter,
    ...(options.onError ? { onError: options.onError } : {}),
  };
  const fallback = http.all(`${baseUrl}/*`, ({ request }) => {
    const url = new URL(request.url);
    const known = ENDPOINT_PATHS.some(
      (p) => matchRequestUrl(url, `${baseUrl || url.origin}${toRoutePattern(p)}`).matches,
    );
    const requestId = newRequestId();
    if (known) {
      // Every endpoint is a GET; a preflight is the HTTP server's business, not the service's.
      return errorResponse(
        405,
        'method_not_allowed',
        `Method ${request.method} not allowed; use GET`,
        requestId,
        {
          Allow: 'GET',
        },
      );
    }
    return errorResponse(404, 'not_found', `No endpoint at ${url.pathname}`, requestId);
  });
  return {
    handlers: [...tradeHandlers(ctx), ...productHandlers(ctx), ...countryHandlers(ctx), fallback],
    limiter,
  };
}

/** The handler list alone (the shape the brief names); see createServiceHandlers for the limiter. */
export function createHandlers(options: CreateHandlersOptions): HttpHandler[] {
  return createServiceHandlers(options).handlers;
}
