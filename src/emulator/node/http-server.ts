/**
 * `npm run api`: the emulator as a real HTTP server, serving the same msw handlers as the
 * tests and the browser demo through msw's getResponse (no interception involved).
 *
 * Environment: PORT (default 8787; 0 picks a free port), API_KEYS (comma-separated; default
 * the documented demo key), RATE_LIMIT (`<requests>/<seconds>s`, default 600/60s), SEED
 * (world seed; default the world's own), TRADESCOPE_APP_URL (the dashboard the MCP tools link to).
 * Listens on 127.0.0.1 only. `/mcp` is the same service as an MCP server (Streamable HTTP,
 * src/mcp/http-transport.ts), behind the same keys and rate limit.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { parse as parseYaml } from 'yaml';
import { DEMO_API_KEY } from '@/api/data-source';
import { DATA_CREDIT_EXTENSION } from '@/api/data-credit';
import { createLocalBackend, type TradeBackend } from '@/mcp/backend';
import { handleMcpHttp, MCP_PATH } from '@/mcp/http-transport';
import { DEFAULT_APP_URL } from '@/mcp/links';
import type { AsyncTradeEngine, TradeEngine } from '../engine/engine-types';
import { authenticate } from '../service/auth';
import { toAsyncEngine } from '../service/async-engine';
import { createHandlers } from '../service/create-handlers';
import { DEFAULT_RATE_LIMIT, parseRateLimit, type RateLimitConfig } from '../service/rate-limit';
import { newRequestId } from '../service/request-id';
import { EXPOSED_HEADERS } from '../service/responses';
import { KeysWithSessions, sessionFromCookie } from './dashboard-session';
import { createDashboardServer, type DashboardOptions } from './static-dashboard';
import { mcpSourceOf, SYNTHETIC_WORLD_CREDIT, type DataCredit } from '../engine/data-credit';
import { openEngine } from './open-engine';

export const DEFAULT_PORT = 8787;
const HOST = '127.0.0.1';
const CONTRACT = fileURLToPath(new URL('../../api/contract/openapi.yaml', import.meta.url));

export interface HttpServerOptions {
  /** The synthetic world's engine, or (`asyncEngine`) any other, e.g. a DuckDB file's. */
  engine?: TradeEngine;
  asyncEngine?: AsyncTradeEngine;
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Also serve the production dashboard, with the service under `dashboard.apiPrefix`. */
  dashboard?: DashboardOptions;
  keys?: string[];
  rateLimit?: RateLimitConfig;
  /** One line per request; defaults to stdout. */
  log?: (line: string) => void;
  /**
   * The dashboard the MCP tools' links point to (default: the dashboard this server serves, else
   * DEFAULT_APP_URL).
   */
  appUrl?: string;
  /**
   * Where the figures come from, named by the served page and the MCP tools' answers (default:
   * the synthetic world for `engine`, none for `asyncEngine`).
   */
  dataCredit?: DataCredit | null;
}

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
};

/** Query parameters that look like credentials are masked in the log, should a caller misplace a key. */
const SECRET_PARAM = /key|token|auth|secret|password/i;

export function redactForLog(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://log.invalid');
  for (const name of new Set(url.searchParams.keys())) {
    if (SECRET_PARAM.test(name)) url.searchParams.set(name, '***');
  }
  return `${url.pathname}${url.search}`;
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Uint8Array,
) {
  // setHeader (not writeHead's object) so the request log can read X-Request-ID back.
  for (const [name, value] of Object.entries({ ...CORS, ...headers })) res.setHeader(name, value);
  res.writeHead(status);
  res.end(body);
}

/** A JSON error in the service's shape, with a new request id. */
function sendError(res: ServerResponse, status: number, error: string, message: string) {
  const requestId = newRequestId();
  send(
    res,
    status,
    { 'Content-Type': 'application/json', 'X-Request-ID': requestId },
    JSON.stringify({ error, message, request_id: requestId }),
  );
}

/** CORS preflight: any origin may call with a bearer key (no cookies are involved). */
function sendPreflight(res: ServerResponse) {
  send(
    res,
    204,
    {
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Max-Age': '600',
      'X-Request-ID': newRequestId(),
    },
    '',
  );
}

/** Node's request as a fetch Request for the handlers; a dashboard session stands in for a key. */
function fetchRequest(req: IncomingMessage, url: URL, method: string, session: string | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  if (session !== null) headers.set('authorization', `Bearer ${session}`);
  return new Request(url, { method, headers });
}

async function sendResponse(res: ServerResponse, response: Response) {
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  send(res, response.status, out, new Uint8Array(await response.arrayBuffer()));
}

/** What answering one request needs of the running server. */
interface Answering {
  origin: () => string;
  dashboard: DashboardOptions | undefined;
  serveDashboard: ReturnType<typeof createDashboardServer> | null;
  handlers: ReturnType<typeof createHandlers>;
  mcpOptions: () => Parameters<typeof handleMcpHttp>[2];
  openapiJson: string;
}

async function answer(
  server: Answering,
  req: IncomingMessage,
  method: string,
  rawTarget: string,
  res: ServerResponse,
) {
  const origin = server.origin();
  const { dashboard, serveDashboard } = server;
  let target = rawTarget;
  let session: string | null = null;
  if (dashboard && serveDashboard) {
    const path = new URL(target, origin).pathname;
    const prefix = dashboard.apiPrefix;
    if (path !== prefix && !path.startsWith(prefix + '/')) {
      const requestId = newRequestId();
      serveDashboard(path, res, { 'X-Request-ID': requestId }, sessionFromCookie(req.headers.cookie));
      return;
    }
    // The service sees its own paths; the dashboard's session stands in for a key.
    target = target.slice(prefix.length) || '/';
    session = req.headers.authorization ? null : sessionFromCookie(req.headers.cookie);
  }
  const pathname = new URL(target, origin).pathname;
  if (pathname === MCP_PATH && method !== 'OPTIONS') {
    await handleMcpHttp(req, res, server.mcpOptions());
    return;
  }
  if (method === 'OPTIONS') return sendPreflight(res);
  if (method === 'GET' && pathname === '/openapi.json') {
    send(
      res,
      200,
      { 'Content-Type': 'application/json', 'X-Request-ID': newRequestId() },
      server.openapiJson,
    );
    return;
  }
  const request = fetchRequest(req, new URL(target, origin), method, session);
  const response = await getResponse(server.handlers, request, { baseUrl: origin });
  // Only paths outside the handlers' reach get no response (the service's own catch-all answers the rest).
  if (!response) return sendError(res, 404, 'not_found', `No endpoint at ${pathname}`);
  await sendResponse(res, response);
}

/** Listens, and resolves with the server, its origin and a close that does not wait for idle sockets. */
function listen(server: Server, options: HttpServerOptions, onOrigin: (origin: string) => void) {
  return new Promise<RunningServer>((resolve, reject) => {
    server.once('error', reject);
    const host = options.host ?? HOST;
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      const { port } = server.address() as AddressInfo;
      const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      onOrigin(origin);
      resolve({
        server,
        url: origin,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Idle keep-alive sockets would hold close() open.
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/**
 * The contract, parsed once at start (the file is the single source), served as JSON with the
 * credit of the data in its `info`, so a dashboard served elsewhere names it too.
 */
function contractJson(credit: DataCredit | null): string {
  const contract = parseYaml(readFileSync(CONTRACT, 'utf8')) as { info: Record<string, unknown> };
  if (credit) contract.info[DATA_CREDIT_EXTENSION] = { name: credit.name, synthetic: credit.synthetic };
  return JSON.stringify(contract);
}

export function startHttpServer(options: HttpServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dashboard = options.dashboard;
  const credit =
    options.dataCredit !== undefined ? options.dataCredit : options.engine ? SYNTHETIC_WORLD_CREDIT : null;
  const keys = dashboard
    ? new KeysWithSessions(options.keys ?? [DEMO_API_KEY], dashboard.sessions)
    : (options.keys ?? [DEMO_API_KEY]);
  const engine = options.asyncEngine ?? (options.engine ? toAsyncEngine(options.engine) : null);
  if (!engine) throw new Error('startHttpServer needs an engine');
  const handlers = createHandlers({
    engine,
    baseUrl: '',
    keys,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    onError: (error, request) =>
      console.error(`engine failure on ${redactForLog(new URL(request.url).pathname)}:`, error),
  });

  let origin = '';
  const keySet = new Set(keys);
  // The MCP tools call the very handlers above (same keys, same limiter) with the caller's key.
  let mcpBackend: TradeBackend | undefined;
  const mcpOptions = () => {
    mcpBackend ??= createLocalBackend({
      fetch: async (request) =>
        (await getResponse(handlers, request, { baseUrl: origin })) ??
        Response.json({ error: 'not_found', message: 'No such endpoint', request_id: '' }, { status: 404 }),
      baseUrl: origin,
      ...(credit ? { source: mcpSourceOf(credit) } : {}),
    });
    return {
      backend: mcpBackend,
      // npm start: its own dashboard shows the same figures as the tools (a dev server's demo would not).
      appUrl: options.appUrl ?? (dashboard ? origin : DEFAULT_APP_URL),
      authenticate: (header: string | undefined) => authenticate(header ?? null, keySet),
      newRequestId,
      onInternalError: (tool: string) => console.error(`MCP tool ${tool} failed inside the server`),
    };
  };
  const answering: Answering = {
    origin: () => origin,
    dashboard,
    serveDashboard: dashboard ? createDashboardServer(dashboard, credit) : null,
    handlers,
    mcpOptions,
    openapiJson: contractJson(credit),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    res.on('finish', () => {
      const ms = Math.round(performance.now() - started);
      const rid = res.getHeader('X-Request-ID') ?? '-';
      log(`${method} ${redactForLog(target)} ${res.statusCode} ${ms}ms ${String(rid)}`);
    });
    void answer(answering, req, method, target, res).catch((error: unknown) => {
      console.error('request failed:', error);
      if (!res.headersSent)
        sendError(res, 500, 'internal_error', 'The service failed to answer this request');
    });
  });
  return listen(server, options, (listening) => {
    origin = listening;
  });
}

export interface CliConfig {
  port: number;
  keys: string[];
  rateLimit: RateLimitConfig;
  seed?: number;
  appUrl?: string;
}

/** Reads PORT, API_KEYS, RATE_LIMIT, SEED and TRADESCOPE_APP_URL; throws with a readable message on bad values. */
export function readConfig(env: NodeJS.ProcessEnv): CliConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got '${env.PORT}'`);
  const keys = (env.API_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const rateLimit = env.RATE_LIMIT ? parseRateLimit(env.RATE_LIMIT) : DEFAULT_RATE_LIMIT;
  const config: CliConfig = { port, keys: keys.length > 0 ? keys : [DEMO_API_KEY], rateLimit };
  if (env.SEED !== undefined && env.SEED !== '') {
    const seed = Number(env.SEED);
    if (!Number.isSafeInteger(seed)) throw new Error(`SEED must be an integer, got '${env.SEED}'`);
    config.seed = seed;
  }
  if (env.TRADESCOPE_APP_URL) config.appUrl = env.TRADESCOPE_APP_URL.replace(/\/+$/, '');
  return config;
}

/** Command-line flags: `--db <file>` serves a database file instead of the synthetic world. */
export function readArgs(argv: string[]): { db?: string } {
  const out: { db?: string } = {};
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k]!;
    if (arg === '--db' || arg.startsWith('--db=')) {
      const value = arg === '--db' ? argv[++k] : arg.slice('--db='.length);
      if (!value) throw new Error('--db needs a database file (see npm run data:import)');
      out.db = value;
    } else throw new Error(`unknown argument '${arg}' (expected --db <file>)`);
  }
  return out;
}

/**
 * `npm run api` (service only) and `npm start` (`withDashboard`: the production dashboard at /
 * and the service under /api, reachable by the dashboard without a key).
 */
export async function runCli(withDashboard: boolean) {
  let config: CliConfig;
  let args: { db?: string };
  try {
    config = readConfig(process.env);
    args = readArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Signal handlers go in first, long before the banner: a supervisor that reacts to the banner
  // with a signal must never meet Node's default action (exit without closing). `npm run api`
  // runs this file in one process (`node --import tsx`): the tsx CLI would be a second process
  // that relays a signal and kills this one unless its IPC acknowledgement comes within 30 ms.
  let running: Awaited<ReturnType<typeof startHttpServer>> | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    if (!running) process.exit(0);
    running.server.closeAllConnections();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  let opened: Awaited<ReturnType<typeof openEngine>>;
  try {
    opened = await openEngine(args.db, config.seed);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let dashboard: DashboardOptions | undefined;
  if (withDashboard) {
    const { createDashboardSessions } = await import('./dashboard-session');
    dashboard = {
      dir: fileURLToPath(new URL('../../../dist', import.meta.url)),
      apiPrefix: '/api',
      sessions: createDashboardSessions(process.env.SESSION_SECRET || undefined),
      secureCookies: process.env.SECURE_COOKIES === '1',
    };
  }
  try {
    running = await startHttpServer({
      asyncEngine: opened.engine,
      port: config.port,
      host: process.env.HOST || HOST,
      keys: config.keys,
      rateLimit: config.rateLimit,
      dataCredit: opened.credit,
      ...(config.appUrl ? { appUrl: config.appUrl } : {}),
      ...(dashboard ? { dashboard } : {}),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const api = withDashboard ? `${running.url}/api` : running.url;
  console.log(
    withDashboard
      ? `Tradescope dashboard on ${running.url} (no key needed in the browser), service on ${api} (${opened.what})`
      : `Tradescope emulator listening on ${running.url} (${opened.what})`,
  );
  console.log(
    config.keys.includes(DEMO_API_KEY)
      ? `Demo key: ${DEMO_API_KEY}   e.g. curl -H 'Authorization: Bearer ${DEMO_API_KEY}' '${api}/countries?q=bra'`
      : `${config.keys.length} key(s) configured from API_KEYS`,
  );
  console.log(
    `Rate limit: ${config.rateLimit.requests} requests per ${config.rateLimit.windowSeconds}s per key; contract at ${api}/openapi.json; MCP (Streamable HTTP) at ${api}${MCP_PATH}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void runCli(false);
