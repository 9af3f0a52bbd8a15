// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTradeClient } from './client';
import { endpointUrl } from './endpoint-url';
import {
  createEarlyRequests,
  EARLY_REQUESTS_GLOBAL,
  EARLY_RESPONSE_LIFETIME_MS,
  installEarlyRequests,
  takeEarlyResponse,
} from './early-requests';
import { ApiError } from './errors';

const BASE = 'https://tds.test.invalid';
const KEY = 'sk-early-5e1d';
const AUTH = `Bearer ${KEY}`;

const requested: string[] = [];
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    requested.push(request.url);
  });
});
afterEach(() => {
  requested.length = 0;
  server.resetHandlers();
  Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
});
afterAll(() => server.close());

const get = (url: string, authorization = AUTH, signal?: AbortSignal) =>
  new Request(url, { headers: { Authorization: authorization }, ...(signal ? { signal } : {}) });

function answering(body: unknown, init?: ResponseInit) {
  const fetchFn = vi.fn((_request: Request) => Promise.resolve(Response.json(body, init)));
  return fetchFn;
}

/** A registry whose requests never answer, with the abort signal of each request it sent. */
function hanging() {
  const signals: AbortSignal[] = [];
  const registry = createEarlyRequests((request) => {
    signals.push(request.signal);
    return new Promise<Response>(() => undefined);
  });
  return { registry, signals };
}

describe('early requests registry', () => {
  it('hands an early response out once, to a request with the same URL and Authorization', async () => {
    const fetchFn = answering({ data: 1 });
    const registry = createEarlyRequests(fetchFn);
    registry.send(`${BASE}/a`, AUTH);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]![0].headers.get('Authorization')).toBe(AUTH);
    const taken = registry.take(get(`${BASE}/a`));
    expect(await (await taken!).json()).toEqual({ data: 1 });
    expect(registry.take(get(`${BASE}/a`))).toBeUndefined();
  });

  it('never hands a response to another key, another URL, a non-GET or after its lifetime', () => {
    let now = 1000;
    const registry = createEarlyRequests(answering({}), () => now);
    registry.send(`${BASE}/a`, AUTH);
    registry.send(`${BASE}/b`, AUTH);
    registry.send(`${BASE}/c`, AUTH);
    expect(registry.take(get(`${BASE}/a`, 'Bearer other'))).toBeUndefined();
    expect(registry.take(get(`${BASE}/x`))).toBeUndefined();
    expect(
      registry.take(new Request(`${BASE}/b`, { method: 'POST', headers: { Authorization: AUTH } })),
    ).toBeUndefined();
    now += EARLY_RESPONSE_LIFETIME_MS + 1;
    expect(registry.take(get(`${BASE}/c`))).toBeUndefined();
  });

  it('does not send what is in flight or what the app has already asked for itself', () => {
    const fetchFn = answering({});
    const registry = createEarlyRequests(fetchFn);
    registry.send(`${BASE}/a`, AUTH);
    registry.send(`${BASE}/a`, AUTH);
    expect(registry.take(get(`${BASE}/b`))).toBeUndefined();
    expect(registry.sendAndRead(`${BASE}/b`, AUTH)).toBeNull();
    void registry.take(get(`${BASE}/a`));
    registry.send(`${BASE}/a`, AUTH);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('rejects with the signal reason when the taker aborts first, as fetch does, and aborts the early request', async () => {
    const { registry, signals } = hanging();
    registry.send(`${BASE}/a`, AUTH);
    const controller = new AbortController();
    const taken = registry.take(get(`${BASE}/a`, AUTH, controller.signal))!;
    expect(signals[0]!.aborted).toBe(false);
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(taken).rejects.toMatchObject({ name: 'AbortError', message: 'gone' });
    // A hung request must not hold its connection once the app has given up on it.
    expect(signals[0]!.aborted).toBe(true);
  });

  it('aborts an early request nobody took within its lifetime', () => {
    vi.useFakeTimers();
    try {
      const { registry, signals } = hanging();
      registry.send(`${BASE}/a`, AUTH);
      vi.advanceTimersByTime(EARLY_RESPONSE_LIFETIME_MS);
      expect(signals[0]!.aborted).toBe(true);
      expect(registry.take(get(`${BASE}/a`))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the early script its own copy to read, leaving the body for the client', async () => {
    const registry = createEarlyRequests(answering({ data: 'x' }));
    const copy = registry.sendAndRead(`${BASE}/a`, AUTH)!;
    const taken = registry.take(get(`${BASE}/a`))!;
    expect(await (await copy).json()).toEqual({ data: 'x' });
    expect(await (await taken).json()).toEqual({ data: 'x' });
  });

  it('adopts a response at exactly its lifetime, and not a millisecond later', () => {
    let now = 1000;
    const registry = createEarlyRequests(answering({}), () => now);
    registry.send(`${BASE}/a`, AUTH);
    registry.send(`${BASE}/b`, AUTH);
    now += EARLY_RESPONSE_LIFETIME_MS;
    expect(registry.take(get(`${BASE}/a`))).toBeInstanceOf(Promise);
    now += 1;
    expect(registry.take(get(`${BASE}/b`))).toBeUndefined();
  });

  it('does not report a failed early request nobody took as an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const registry = createEarlyRequests(() => Promise.reject(new TypeError('Failed to fetch')));
      registry.send(`${BASE}/a`, AUTH);
      // Node reports an unhandled rejection once the microtasks after it have run: one macrotask later.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('leaves a taken early request alone when its lifetime ends (the client is reading it)', () => {
    vi.useFakeTimers();
    try {
      const { registry, signals } = hanging();
      registry.send(`${BASE}/a`, AUTH);
      void registry.take(get(`${BASE}/a`));
      vi.advanceTimersByTime(EARLY_RESPONSE_LIFETIME_MS);
      expect(signals[0]!.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects at once with the reason of a signal that aborted before the take, and aborts the early request', async () => {
    const signals: AbortSignal[] = [];
    const registry = createEarlyRequests((request) => {
      signals.push(request.signal);
      return Promise.resolve(Response.json({ data: 1 }));
    });
    registry.send(`${BASE}/a`, AUTH);
    const reason = new DOMException('gone', 'AbortError');
    const taken = registry.take(get(`${BASE}/a`, AUTH, AbortSignal.abort(reason)))!;
    await expect(taken).rejects.toBe(reason);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[0]!.reason).toBe(reason);
  });

  it('meets the early script at one namespaced global, the name the built script is checked for', () => {
    const registry = createEarlyRequests(answering({}));
    expect(installEarlyRequests(registry)).toBe(true);
    // Two bundles (index.html's early script and the app) meet here: a short or empty name could
    // collide with another script's global.
    expect((globalThis as Record<string, unknown>).__tradescopeEarlyRequests).toBe(registry);
  });

  it('is not installed once the client has asked for something (a late early script sends nothing)', () => {
    expect(takeEarlyResponse(get(`${BASE}/a`))).toBeUndefined();
    expect(installEarlyRequests(createEarlyRequests(answering({})))).toBe(false);
  });
});

describe('the client adopts early requests', () => {
  it('abandons an adopted answer whose body never ends at the time limit, as its own, and closes it', async () => {
    // Headers, then a body that never ends; it errors when its request aborts, as the browser's does.
    const signals: AbortSignal[] = [];
    const registry = createEarlyRequests((request) => {
      signals.push(request.signal);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data": {'));
          request.signal.addEventListener('abort', () =>
            controller.error(new DOMException('The operation was aborted.', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    });
    installEarlyRequests(registry);
    registry.send(endpointUrl(BASE, 'getCountry', { cid: 'DE' }), AUTH);
    const error = await createTradeClient({ baseUrl: BASE, apiKey: KEY, timeoutMs: 500 })
      .getCountry({ cid: 'DE' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toMatchObject({
      kind: 'timeout',
      message: `The Trade Data Service at ${BASE} did not answer GET /countries/{cid} within 500 ms`,
    });
    expect(signals[0]!.aborted).toBe(true);
    expect(requested).toEqual([]);
  });

  const url = endpointUrl(BASE, 'getCountryPartners', {
    cid: 'DE',
    flow: 'export',
    from: 2020,
    to: 2021,
    limit: 500,
  });

  function withEarly() {
    const registry = createEarlyRequests();
    expect(installEarlyRequests(registry)).toBe(true);
    registry.send(url, AUTH);
  }
  const call = () =>
    createTradeClient({ baseUrl: BASE, apiKey: KEY, now: () => 1_767_000_000_000 }).getCountryPartners({
      cid: 'DE',
      flow: 'export',
      from: 2020,
      to: 2021,
      limit: 500,
    });

  it('builds the URL the client requests, so its answer is taken instead of a second request', async () => {
    server.use(
      http.get(`${BASE}/countries/DE/partners`, () =>
        HttpResponse.json({ data: [], request_id: 'req-1', duration_ms: 1 }),
      ),
    );
    withEarly();
    await expect(call()).resolves.toMatchObject({ data: [], requestId: 'req-1' });
    expect(requested).toEqual([url]);
    expect(url).not.toContain(KEY);
  });

  async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it.each([
    [
      '422',
      () =>
        HttpResponse.json(
          {
            error: 'invalid_parameter',
            message: 'from: must be a year',
            request_id: 'req-422',
            details: [{ field: 'from', message: 'must be a year' }],
          },
          { status: 422 },
        ),
    ],
    [
      '429',
      () =>
        HttpResponse.json(
          { error: 'rate_limited', message: 'Too many requests', request_id: 'req-429' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
    ],
    [
      '401',
      () =>
        HttpResponse.json(
          { error: 'invalid_key', message: 'Invalid or missing API key', request_id: 'req-401' },
          { status: 401 },
        ),
    ],
    [
      'malformed JSON',
      () => new HttpResponse('{"data": [', { headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      'off-contract body',
      () => HttpResponse.json({ data: [{ partner: 5 }], request_id: 'req-x', duration_ms: 1 }),
    ],
    ['dead network', () => HttpResponse.error()],
  ])(
    'a failed early request (%s) surfaces exactly the error the client gives for its own',
    async (_name, resolver) => {
      server.use(http.get(`${BASE}/countries/DE/partners`, resolver));
      const direct = await errorOf(call());
      Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
      requested.length = 0;
      withEarly();
      const adopted = await errorOf(call());
      expect(requested).toHaveLength(1);
      expect({ ...adopted, message: adopted.message }).toEqual({ ...direct, message: direct.message });
    },
  );
});
