/**
 * The variant service: an HTTP proxy in front of the emulator's server (`npm run api`) that
 * answers as a service built differently would (variant-conventions.ts), one switch per
 * convention, combinable and switchable while it runs (the e2e spec reuses one proxy).
 *
 *   TARGET=http://127.0.0.1:8787 VARIANTS=alpha3-ids,growth-percent PORT=8788 \
 *     node --import tsx src/emulator/node/variant-service.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseVariants, variantAnswer, variantRequest, type Variant } from './variant-conventions';

export interface VariantService {
  url: string;
  /** Switches the conventions the proxy applies from the next request on. */
  setVariants(variants: readonly Variant[]): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, X-Request-ID',
};

function reply(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  res.writeHead(status, headers);
  res.end(body);
}

async function relay(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  variants: readonly Variant[],
) {
  // A CORS preflight is answered as a FastAPI service's CORS middleware would: before the
  // route, whatever the route then does with the request.
  const outcome: ReturnType<typeof variantRequest> =
    req.method === 'OPTIONS'
      ? { kind: 'forward', pathAndQuery: req.url ?? '/' }
      : variantRequest(variants, req.url ?? '/');
  if (outcome.kind === 'answer') {
    const body = typeof outcome.body === 'string' ? outcome.body : JSON.stringify(outcome.body);
    const type = typeof outcome.body === 'string' ? 'text/plain' : 'application/json';
    return reply(res, outcome.status, { 'Content-Type': type, ...(outcome.cors ? CORS : {}) }, body);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string' && name !== 'host') headers.set(name, value);
  const upstream = await fetch(`${target}${outcome.pathAndQuery}`, { method: req.method, headers });
  const out: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding')
      out[name] = value;
  });
  const text = await upstream.text();
  const json = (upstream.headers.get('content-type') ?? '').includes('json');
  const path = new URL(outcome.pathAndQuery, 'http://variant.invalid').pathname;
  const body =
    json && text ? JSON.stringify(variantAnswer(variants, path, upstream.status, JSON.parse(text))) : text;
  reply(res, upstream.status, out, body);
}

export function startVariantService(options: {
  target: string;
  variants?: readonly Variant[];
  port?: number;
}): Promise<VariantService> {
  let variants: readonly Variant[] = options.variants ?? [];
  const server = createServer((req, res) => {
    relay(req, res, options.target, variants).catch((error: unknown) => {
      if (!res.headersSent) reply(res, 502, CORS, `variant proxy: ${String(error)}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        setVariants: (next) => {
          variants = [...next];
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const variants = parseVariants(process.env.VARIANTS ?? '');
  const target = process.env.TARGET ?? 'http://127.0.0.1:8787';
  void startVariantService({ target, variants, port: Number(process.env.PORT ?? 8788) }).then((s) =>
    console.log(
      `Variant service (${variants.join(', ') || 'no variant'}) on ${s.url}, in front of ${target}`,
    ),
  );
}
