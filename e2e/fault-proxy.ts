/**
 * A small fault-injecting HTTP proxy for the browser tests (never part of the app): it stands
 * between the browser and `npm run api`, forwards everything, and on request answers chosen
 * paths with a fault instead: 500, 503 with Retry-After, 429 with a short or long Retry-After,
 * a hang (never answers), a connection reset, malformed JSON, a body of the wrong shape, an HTML
 * error page or an empty body. In `hostile` mode it rewrites every name the service sends
 * (countries, regions, products) into markup, 10,000-character and bidi-override variants.
 *
 * Controlled from the test process (`proxy.fault(...)`), and it counts what it answered per
 * path so a test can prove attempts are bounded.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  | '500'
  | '503-retry-after'
  | '429-short'
  | '429-long'
  | 'hang'
  | 'reset'
  | 'malformed-json'
  | 'wrong-shape'
  | 'html-error'
  | 'empty-body';

interface FaultRule {
  /** Matched against the request's path (without the query). */
  path: RegExp;
  fault: Fault;
}

export interface FaultProxy {
  url: string;
  /** Answers requests whose path matches with the fault (replaces earlier rules). */
  fault(path: RegExp, fault: Fault): void;
  /** Forward everything again (faults off). */
  clear(): void;
  /** Rewrite names in forwarded answers into hostile variants. */
  hostile(on: boolean): void;
  /** The original names the hostile mode has rewritten so far. */
  rewrittenNames(): string[];
  /** Requests answered with a hang that the browser has not yet given up (closed). */
  openHangs(): number;
  /** GET requests (not preflights) seen so far whose path matches. */
  hits(path: RegExp): number;
  /** Attempts per distinct request (path and query) whose path matches. */
  attempts(path: RegExp): Map<string, number>;
  /** The request IDs the proxy itself gave its faults. */
  faultRequestIds(): string[];
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, X-Request-ID',
};

/** The markers a hostile name carries, so a test can find it and check it was not executed. */
export const HOSTILE = {
  /** Set on window by the markup payload if it ever runs. */
  xssFlag: '__tradescopeXss',
  longLength: 10_000,
  rlo: '\u202E',
};

/** Three hostile rewrites of a name, chosen by a stable hash so every page gets each kind. */
export function hostileName(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  switch (h % 3) {
    case 0:
      return `${name}<img src=x onerror="window.${HOSTILE.xssFlag}=1"><script>window.${HOSTILE.xssFlag}=1</script>`;
    case 1:
      return `${name}${'W'.repeat(HOSTILE.longLength)}`;
    default:
      // A right-to-left override that is never closed: it must not reorder the text around it.
      return `${HOSTILE.rlo}${name}`;
  }
}

const NAME_FIELDS = new Set(['name', 'region', 'note', 'product_name', 'description']);
/**
 * Kept as sent: the client finds the World group by its name, and a World it cannot find is a
 * different case (its charts say so; the unit tests cover it), not a display hazard.
 */
const KEPT_NAMES = new Set(['World']);

function rewriteNames(value: unknown, seen: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteNames(v, seen));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (NAME_FIELDS.has(k) && typeof v === 'string' && v !== '' && !KEPT_NAMES.has(v)) {
        seen.add(v);
        out[k] = hostileName(v);
      } else {
        out[k] = rewriteNames(v, seen);
      }
    }
    return out;
  }
  return value;
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  res.writeHead(status, { ...CORS, ...headers });
  res.end(body);
}

export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  let rules: FaultRule[] = [];
  let hostileOn = false;
  const rewritten = new Set<string>();
  let openHangs = 0;
  const seen: string[] = [];
  const ids: string[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;

  function injectFault(fault: Fault, req: IncomingMessage, res: ServerResponse) {
    counter += 1;
    const id = `proxy-${fault}-${counter}`;
    ids.push(id);
    const json = { 'Content-Type': 'application/json', 'X-Request-ID': id };
    const error = (status: number, code: string, message: string, extra: Record<string, string> = {}) =>
      answer(res, status, { ...json, ...extra }, JSON.stringify({ error: code, message, request_id: id }));
    switch (fault) {
      case '500':
        return error(500, 'internal_error', 'Internal server error');
      case '503-retry-after':
        return error(503, 'unavailable', 'Service temporarily unavailable', { 'Retry-After': '1' });
      case '429-short':
        return error(429, 'rate_limited', 'Too many requests', { 'Retry-After': '1' });
      case '429-long':
        return error(429, 'rate_limited', 'Too many requests', { 'Retry-After': '3600' });
      case 'hang':
        // Never answered; counted until the browser closes the connection (an abort) or the proxy closes.
        openHangs += 1;
        req.socket.once('close', () => {
          openHangs -= 1;
        });
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'malformed-json':
        return answer(res, 200, json, '{"data": [{"period": "2020-01-01", ');
      case 'wrong-shape':
        return answer(
          res,
          200,
          json,
          JSON.stringify({ data: { unexpected: true }, request_id: id, duration_ms: 1 }),
        );
      case 'html-error':
        return answer(
          res,
          502,
          { 'Content-Type': 'text/html', 'X-Request-ID': id },
          '<html><body><h1>502 Bad Gateway</h1></body></html>',
        );
      case 'empty-body':
        return answer(res, 200, { ...json, 'Content-Length': '0' }, '');
    }
  }

  const server = createServer((req, res) => {
    // A fresh connection per request: Chrome silently re-sends a request whose reused keep-alive
    // connection was reset, which would blur the count of the app's own attempts.
    res.shouldKeepAlive = false;
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    if (req.method === 'GET') seen.push(`${url.pathname}${url.search}`);
    const rule = req.method === 'GET' ? rules.find((r) => r.path.test(url.pathname)) : undefined;
    if (rule) return injectFault(rule.fault, req, res);

    const upstream = forward(
      new URL(req.url ?? '/', target),
      {
        method: req.method,
        headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' },
      },
      (up) => {
        const rewrite =
          hostileOn && req.method === 'GET' && (up.headers['content-type'] ?? '').includes('json');
        if (!rewrite) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          try {
            body = JSON.stringify(rewriteNames(JSON.parse(body), rewritten));
          } catch {
            // not JSON after all: passed on as it came
          }
          const headers = { ...up.headers };
          delete headers['content-length'];
          res.writeHead(up.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => answer(res, 502, { 'Content-Type': 'text/plain' }, 'upstream unavailable'));
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${actual}`,
    fault(path, fault) {
      rules = [{ path, fault }];
    },
    clear() {
      rules = [];
    },
    hostile(on) {
      hostileOn = on;
    },
    rewrittenNames: () => [...rewritten],
    openHangs: () => openHangs,
    hits: (path) => seen.filter((p) => path.test(p.split('?')[0]!)).length,
    attempts(path) {
      const counts = new Map<string, number>();
      for (const p of seen) if (path.test(p.split('?')[0]!)) counts.set(p, (counts.get(p) ?? 0) + 1);
      return counts;
    },
    faultRequestIds: () => [...ids],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
