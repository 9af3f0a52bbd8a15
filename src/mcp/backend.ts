/**
 * Where the tools' answers come from. Both backends go through the project's typed client
 * (src/api/client.ts), so every answer is checked against the contract and every failure is one
 * ApiError, whichever service answered:
 * - local: the service handlers this process runs (the emulator's engine today, a database
 *   later), reached through a fetch-shaped function (Request → Response) and never through
 *   the engine itself, so a change of engine or service layer changes nothing here;
 * - remote: a Trade Data Service at a base URL with the user's key, over the network, with the
 *   client's time limit and the project's retry policy (src/api/retry-policy.ts).
 * The key comes from the process's configuration or from the caller's HTTP credentials, never
 * from a tool's arguments, and is sent only in the Authorization header.
 */
import { dataCreditFor } from '@/api/data-credit';
import {
  createTradeClient,
  readProfileAhead,
  type ApiResult,
  type EndpointName,
  type TradeClient,
} from '@/api/client';
import { createRetryPolicy, type RetryPolicy } from '@/api/retry-policy';
import { mcpSourceOf } from '@/emulator/engine/data-credit';

/** Answers one request of the service: the narrow seam to whatever runs it. */
type ServiceFetch = (request: Request) => Promise<Response>;

interface CallContext {
  /** The caller's own key (the HTTP transport's bearer credential), when it has one. */
  apiKey?: string;
  signal?: AbortSignal;
}

export interface TradeBackend {
  /** Where the figures come from, said with every answer (e.g. that they are synthetic). */
  readonly source: string;
  /** Learns what `source` needs before the server describes itself (a remote service's credit). */
  ready?(): Promise<void>;
  call(
    endpoint: EndpointName,
    params: Record<string, unknown>,
    context?: CallContext,
  ): Promise<ApiResult<unknown>>;
}

type LooseClient = Record<
  EndpointName,
  (p: Record<string, unknown>, o?: { signal?: AbortSignal }) => Promise<ApiResult<unknown>>
>;

function loose(client: TradeClient): LooseClient {
  return client as unknown as LooseClient;
}

export interface LocalBackendOptions {
  fetch: ServiceFetch;
  /** The origin the service's handlers answer (requests are built against it). */
  baseUrl: string;
  /** Used when the caller brings no key (stdio: the process's own, never shown to the model). */
  defaultKey?: string;
  source?: string;
}

/**
 * The service in this process. No retries: a rate-limited caller retrying against its own
 * window only uses it up, and the engine does not fail transiently.
 */
export function createLocalBackend(options: LocalBackendOptions): TradeBackend {
  const clients = new Map<string, LooseClient>();
  const clientFor = (apiKey: string) => {
    let client = clients.get(apiKey);
    if (!client) {
      // The client only ever hands its fetch a Request (openapi-fetch builds one per call).
      const fetch = ((input: Request) => options.fetch(input)) as typeof globalThis.fetch;
      client = loose(createTradeClient({ baseUrl: options.baseUrl, apiKey, fetch }));
      // Keys are few (configured ones); the bound guards against a caller cycling keys.
      if (clients.size > 100) clients.clear();
      clients.set(apiKey, client);
    }
    return client;
  };
  return {
    source: options.source ?? 'the Tradescope emulator: a synthetic world, not real trade statistics',
    call(endpoint, params, context = {}) {
      const client = clientFor(context.apiKey ?? options.defaultKey ?? '');
      return client[endpoint](params, { signal: context.signal });
    },
  };
}

export interface RemoteBackendOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  retryPolicy?: RetryPolicy;
  fetch?: typeof globalThis.fetch;
  /** Waits between attempts; injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** How long the server's start waits for a remote service's document (its description names the data). */
const DESCRIPTION_WAIT_MS = 3000;

/** A Trade Data Service elsewhere, with the client's time limit and the project's retry policy. */
export function createRemoteBackend(options: RemoteBackendOptions): TradeBackend {
  const client = loose(
    createTradeClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      // As the dashboard in live mode: the service's own document states its conventions and credit.
      discoverProfile: true,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
  const policy = options.retryPolicy ?? createRetryPolicy();
  const sleep = options.sleep ?? defaultSleep;
  return {
    // The credit the service states in its OpenAPI document: read before the server describes
    // itself (a slow or absent document leaves the service named alone), or by the first call.
    ready: () => readProfileAhead(options, DESCRIPTION_WAIT_MS),
    get source() {
      const credit = dataCreditFor(options.baseUrl, undefined);
      const service = `the Trade Data Service at ${options.baseUrl}`;
      return credit ? `${mcpSourceOf(credit)}, via ${service}` : service;
    },
    async call(endpoint, params, context = {}) {
      for (let failures = 0; ; failures += 1) {
        try {
          return await client[endpoint](params, { signal: context.signal });
        } catch (error) {
          if (context.signal?.aborted || !policy.retry(failures, error)) throw error;
          await sleep(policy.retryDelay(failures, error), context.signal);
        }
      }
    },
  };
}
