// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument --
   response bodies are untyped JSON under test; their shape is checked against the contract. */
/** Auth before anything else, the per-key sliding window, envelopes, request ids, 500s. */
import { describe, expect, it, vi } from 'vitest';
import { createHandlers, createServiceHandlers } from './create-handlers';
import { toAsyncEngine } from './async-engine';
import { parseRateLimit } from './rate-limit';
import { call } from './testing/call';
import { createFakeEngine } from './testing/fake-engine';
import { contractErrors } from './testing/contract-validator';

const BASE = 'https://svc.test';
const engine = toAsyncEngine(createFakeEngine());
const handlers = createHandlers({ engine, baseUrl: BASE, keys: ['good-key', 'other-key'] });

describe('authentication', () => {
  it.each([
    ['no header', undefined],
    ['empty bearer', 'Bearer '],
    ['wrong scheme', 'Basic good-key'],
    ['bare key', 'good-key'],
    ['unknown key', 'Bearer bad-key'],
    ['key with trailing junk', 'Bearer good-key extra'],
  ])('%s → 401 invalid_key', async (_name, authorization) => {
    const a = await call(
      handlers,
      `${BASE}/countries?q=br`,
      authorization === undefined ? {} : { authorization },
    );
    expect(a.status).toBe(401);
    expect(a.body).toEqual({
      error: 'invalid_key',
      message: 'Invalid or missing API key',
      request_id: expect.stringMatching(/^req_/),
    });
    expect(a.headers.get('X-Request-ID')).toBe(a.body.request_id);
    expect(contractErrors('/countries', 401, a.body)).toBeNull();
  });

  it('comes before validation and before the 404', async () => {
    expect((await call(handlers, `${BASE}/products`)).status).toBe(401);
    expect((await call(handlers, `${BASE}/products/12x`, { key: 'nope' })).status).toBe(401);
    expect((await call(handlers, `${BASE}/countries/ZZ`)).status).toBe(401);
  });

  it('accepts the scheme in any case', async () => {
    expect(
      (await call(handlers, `${BASE}/countries?q=br`, { authorization: 'bearer good-key' })).status,
    ).toBe(200);
  });
});

describe('envelope and request ids', () => {
  it('every 200 is {data, request_id, duration_ms} with a unique id echoed in X-Request-ID', async () => {
    const a = await call(handlers, `${BASE}/countries/BR`, { key: 'good-key' });
    const b = await call(handlers, `${BASE}/countries/BR`, { key: 'good-key' });
    expect(Object.keys(a.body).sort()).toEqual(['data', 'duration_ms', 'request_id']);
    expect(Number.isInteger(a.body.duration_ms) && a.body.duration_ms >= 0).toBe(true);
    expect(a.headers.get('X-Request-ID')).toBe(a.body.request_id);
    expect(a.body.request_id).not.toBe(b.body.request_id);
    expect(a.headers.get('Access-Control-Expose-Headers')).toMatch(/X-Request-ID/);
  });

  it('the contract validator rejects a body that breaks the contract (it can fail)', () => {
    expect(contractErrors('/countries/{cid}', 200, { data: { id: 'BR' } })).not.toBeNull();
    expect(contractErrors('/trade', 422, { detail: [{ msg: 'x' }] })).not.toBeNull();
  });
});

describe('rate limit', () => {
  it('parses RATE_LIMIT strings', () => {
    expect(parseRateLimit('100/60s')).toEqual({ requests: 100, windowSeconds: 60 });
    expect(() => parseRateLimit('fast')).toThrow(/RATE_LIMIT/);
    expect(() => parseRateLimit('0/60s')).toThrow();
  });

  it('answers 429 with Retry-After after N requests per key, in a sliding window', async () => {
    let now = 1_000_000;
    const limited = createHandlers({
      engine,
      baseUrl: BASE,
      keys: ['good-key', 'other-key'],
      rateLimit: { requests: 3, windowSeconds: 10 },
      now: () => now,
    });
    const ask = (key: string) => call(limited, `${BASE}/countries?q=a`, { key });
    for (let i = 0; i < 3; i += 1) {
      expect((await ask('good-key')).status).toBe(200);
      now += 1000;
    }
    const blocked = await ask('good-key');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'rate_limit_exceeded', message: 'Rate limit exceeded' });
    expect(blocked.headers.get('X-Request-ID')).toBe(blocked.body.request_id);
    // The first request was at t=0 and now is t=3s: it leaves the window in 7 s.
    expect(blocked.headers.get('Retry-After')).toBe('7');
    expect(contractErrors('/countries', 429, blocked.body)).toBeNull();
    // Invalid requests count too (they reach the service), but other keys have their own window.
    expect((await ask('other-key')).status).toBe(200);
    // Unknown keys are rejected before the limiter, never a 429.
    expect((await call(limited, `${BASE}/countries?q=a`, { key: 'bad' })).status).toBe(401);
    now += 7000;
    expect((await ask('good-key')).status).toBe(200);
    expect((await ask('good-key')).status).toBe(429);
  });

  it('rate limiting comes before validation', async () => {
    const limited = createHandlers({
      engine,
      baseUrl: BASE,
      keys: ['k'],
      rateLimit: { requests: 1, windowSeconds: 60 },
    });
    expect((await call(limited, `${BASE}/products`, { key: 'k' })).status).toBe(422);
    expect((await call(limited, `${BASE}/products`, { key: 'k' })).status).toBe(429);
  });
});

describe('failures and unknown routes', () => {
  it('an engine that throws gives 500 internal_error and reports the error', async () => {
    const onError = vi.fn();
    const broken = createHandlers({
      engine: { ...engine, summary: () => Promise.reject(new Error('boom')) },
      baseUrl: BASE,
      keys: ['k'],
      onError,
    });
    const a = await call(broken, `${BASE}/trade/summary`, { key: 'k' });
    expect(a.status).toBe(500);
    expect(a.body).toMatchObject({ error: 'internal_error', request_id: a.headers.get('X-Request-ID') });
    expect(JSON.stringify(a.body)).not.toContain('boom');
    expect(contractErrors('/trade/summary', 500, a.body)).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('unknown paths under the base URL are 404 JSON; other methods on endpoints are 405', async () => {
    const a = await call(handlers, `${BASE}/nope`, { key: 'good-key' });
    expect(a.status).toBe(404);
    expect(a.body.error).toBe('not_found');
    const b = await call(handlers, `${BASE}/trade`, { key: 'good-key', method: 'POST' });
    expect(b.status).toBe(405);
    expect(b.headers.get('Allow')).toBe('GET');
  });

  it('exposes the shared limiter so callers can clear it', async () => {
    const { handlers: hs, limiter } = createServiceHandlers({
      engine,
      baseUrl: BASE,
      keys: ['k'],
      rateLimit: { requests: 1, windowSeconds: 60 },
    });
    expect((await call(hs, `${BASE}/countries?q=a`, { key: 'k' })).status).toBe(200);
    expect((await call(hs, `${BASE}/countries?q=a`, { key: 'k' })).status).toBe(429);
    limiter.reset();
    expect((await call(hs, `${BASE}/countries?q=a`, { key: 'k' })).status).toBe(200);
  });
});
