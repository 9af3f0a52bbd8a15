/**
 * The service's handlers over an engine as one fetch-shaped function (Request → Response), for
 * callers in this process that speak HTTP semantics without a socket: the MCP server's local
 * backend. The same handlers, auth, rate limit and validation as `npm run api`.
 */
import { getResponse } from 'msw';
import type { AsyncTradeEngine } from '../engine/engine-types';
import { createServiceHandlers } from '../service/create-handlers';
import type { RateLimitConfig } from '../service/rate-limit';

/** The origin in-process requests are addressed to; `.invalid` never resolves to a real host. */
export const IN_PROCESS_ORIGIN = 'http://in-process.tradescope.invalid';

export interface ServiceFetchOptions {
  /** The synthetic world's engine (toAsyncEngine) or a database's. */
  engine: AsyncTradeEngine;
  keys: string[];
  rateLimit?: RateLimitConfig;
  onError?: (error: unknown, request: Request) => void;
}

export function createServiceFetch(options: ServiceFetchOptions): (request: Request) => Promise<Response> {
  const { handlers } = createServiceHandlers({
    engine: options.engine,
    baseUrl: IN_PROCESS_ORIGIN,
    keys: options.keys,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  return async (request) =>
    (await getResponse(handlers, request)) ??
    Response.json({ error: 'not_found', message: 'No such endpoint', request_id: '' }, { status: 404 });
}
