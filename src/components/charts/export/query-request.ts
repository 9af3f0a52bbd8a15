/**
 * The request a query makes, as the "Get this chart" panel shows it (curl, CSV header,
 * citation), read off the query itself: a view builds its query options with DESCRIBING_SOURCE,
 * whose client only writes down the call (endpoint and parameters) and never sends it, and
 * requestOfQuery runs the query's own queryFn against it. So the URL a panel shows is, by
 * construction, the one the same factory's query asks, whether or not the chart's data arrived.
 */
import { ENDPOINTS, splitParams, type EndpointName, type TradeClient } from '@/api/client';
import type { TradeSource } from '@/api/queries/keys';
import type { ChartRequest } from './chart-export';

interface ClientCall {
  endpoint: EndpointName;
  params: Record<string, unknown>;
}

/** The call the queryFn being described made (set synchronously by the describing client). */
let lastCall: ClientCall | null = null;

const describingClient = Object.fromEntries(
  (Object.keys(ENDPOINTS) as EndpointName[]).map((endpoint) => [
    endpoint,
    (params: Record<string, unknown>) => {
      lastCall = { endpoint, params };
      // Never answered: the query is only read, not run.
      return new Promise<never>(() => undefined);
    },
  ]),
) as unknown as TradeClient;

/** The source to build query options with when only their requests are wanted. */
export const DESCRIBING_SOURCE: TradeSource = { key: 'describing', client: describingClient };

interface DescribableQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * The request of a query built with DESCRIBING_SOURCE: path with its ids filled in, query
 * parameters as the client sends them (same names, order and year form). Throws for a query
 * that asks the client nothing, or one built with another source (a programming error).
 */
export function requestOfQuery(options: DescribableQuery): ChartRequest {
  lastCall = null;
  if (typeof options.queryFn === 'function') {
    const queryFn = options.queryFn as (context: unknown) => unknown;
    queryFn({ queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined });
  }
  const call = lastCall as ClientCall | null;
  lastCall = null;
  if (call === null)
    throw new Error(`The query ${JSON.stringify(options.queryKey)} asks the describing client nothing.`);
  const template = ENDPOINTS[call.endpoint];
  const split = splitParams(template, call.params);
  const path = template.replace(/\{([^{}]+)\}/g, (_, name: string) => split.path[name] ?? '');
  const query = Object.fromEntries(
    Object.entries(split.query).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? String(value) : value,
    ]),
  );
  return Object.keys(query).length > 0 ? { path, query } : { path };
}

/**
 * A query's request as its panel lists it (the query built with DESCRIBING_SOURCE), with the
 * request_id of its answer once there.
 */
export function answeredRequest(
  described: DescribableQuery,
  answer: { data?: { requestId?: string | null } } | undefined,
): ChartRequest {
  const request = requestOfQuery(described);
  const requestId = answer?.data?.requestId ?? undefined;
  return requestId ? { ...request, requestId } : request;
}
