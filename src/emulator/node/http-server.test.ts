// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call --
   response bodies are untyped JSON under test; their shape is checked against the contract. */
/**
 * The HTTP server in-process on a free port, over real sockets with Node's fetch (the fake
 * engine keeps these about the transport, not the world).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY } from '@/api/data-source';
import { createFakeEngine } from '../service/testing/fake-engine';
import { contractErrors } from '../service/testing/contract-validator';
import { readConfig, redactForLog, startHttpServer, type RunningServer } from './http-server';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

let running: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  running = await startHttpServer({
    engine: createFakeEngine(),
    port: 0,
    keys: [DEMO_API_KEY, 'second-key'],
    rateLimit: { requests: 5, windowSeconds: 60 },
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await running.close();
});

const get = async (path: string, key: string | null = DEMO_API_KEY, headers: Record<string, string> = {}) => {
  const res = await fetch(`${running.url}${path}`, {
    headers: key ? { Authorization: `Bearer ${key}`, ...headers } : headers,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON under test
  const body: any = await res.json();
  return { res, body };
};

describe('HTTP server', () => {
  it('answers a 200 envelope with X-Request-ID and CORS headers, and logs one line without the key', async () => {
    const { res, body } = await get('/countries/br', DEMO_API_KEY, { Origin: 'http://localhost:5173' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(body.data.id).toBe('BR');
    expect(res.headers.get('x-request-id')).toBe(body.request_id);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(contractErrors('/countries/{cid}', 200, body)).toBeNull();
    // The line is written on the response's 'finish', which may follow the client's read.
    const line = await vi.waitFor(
      () => lines.find((l) => l.includes(body.request_id as string)) ?? Promise.reject(new Error('no line')),
      WAIT_FOR_STATE,
    );
    expect(line).toMatch(new RegExp(`^GET /countries/br 200 \\d+ms ${body.request_id as string}$`));
    expect(lines.join('\n')).not.toContain(DEMO_API_KEY);
  });

  it('401 without a key, 422 with the Pydantic body, 404 for unknown ids and paths', async () => {
    const unauth = await get('/products?q=coffee', null);
    expect(unauth.res.status).toBe(401);
    expect(unauth.body).toMatchObject({ error: 'invalid_key', message: 'Invalid or missing API key' });
    expect(unauth.res.headers.get('x-request-id')).toBe(unauth.body.request_id);

    const invalid = await get('/trade?limit=0&flow=both', 'second-key');
    expect(invalid.res.status).toBe(422);
    expect(invalid.body.detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['flow', 'limit']);
    expect(invalid.res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(contractErrors('/trade', 422, invalid.body)).toBeNull();

    const missingId = await get('/countries/ZZ', 'second-key');
    expect(missingId.res.status).toBe(404);
    expect(missingId.body.error).toBe('not_found');

    const nowhere = await get('/no/such/path', 'second-key');
    expect(nowhere.res.status).toBe(404);
    expect(nowhere.body).toMatchObject({
      error: 'not_found',
      request_id: nowhere.res.headers.get('x-request-id'),
    });
  });

  it('answers CORS preflights without a key', async () => {
    const res = await fetch(`${running.url}/trade/summary?reporter=BR`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/GET/);
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After, X-Request-ID');
  });

  it('serves the contract as JSON at /openapi.json', async () => {
    const res = await fetch(`${running.url}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: Record<string, unknown>;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toHaveLength(12);
    // An engine without a database is the synthetic world, and its document says so.
    expect(doc.info['x-data-credit']).toEqual({ name: "Tradescope's synthetic world", synthetic: true });
  });

  it('answers 429 with Retry-After after the per-key budget, other keys unaffected', async () => {
    // The demo key used some of its 5 requests above; exhaust the rest.
    let last = await get('/countries?q=b');
    for (let i = 0; i < 5; i += 1) last = await get('/countries?q=b');
    expect(last.res.status).toBe(429);
    const retry = Number(last.res.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(last.body).toMatchObject({ error: 'rate_limit_exceeded', message: 'Rate limit exceeded' });
    expect(last.res.headers.get('x-request-id')).toBe(last.body.request_id);
    expect((await get('/countries?q=b', 'second-key')).res.status).not.toBe(429);
  });
});

describe('configuration', () => {
  it('reads PORT, API_KEYS, RATE_LIMIT and SEED', () => {
    expect(readConfig({})).toEqual({
      port: 8787,
      keys: [DEMO_API_KEY],
      rateLimit: { requests: 600, windowSeconds: 60 },
    });
    expect(readConfig({ PORT: '0', API_KEYS: ' a, b ,,', RATE_LIMIT: '100/60s', SEED: '7' })).toEqual({
      port: 0,
      keys: ['a', 'b'],
      rateLimit: { requests: 100, windowSeconds: 60 },
      seed: 7,
    });
    expect(() => readConfig({ RATE_LIMIT: 'lots' })).toThrow(/RATE_LIMIT/);
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT/);
  });

  it('masks credential-looking query parameters in log lines', () => {
    expect(redactForLog('/trade?api_key=secret&reporter=BR')).toBe('/trade?api_key=***&reporter=BR');
  });
});
