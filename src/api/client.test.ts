// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installStubServer, networkError, serviceError } from '@/test/msw';
import {
  createTradeClient,
  ENDPOINTS,
  forgetAnsweredServices,
  formatTimeout,
  REQUEST_TIMEOUT_MS,
  splitParams,
  type TradeClient,
} from './client';
import { ApiError } from './errors';
import { countryGroups, forgetCountryGroups } from '@/lib/country-groups';

const BASE = 'https://tds.test.invalid';
const KEY = 'sk-test-4f9a1c77e2';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const seen: Request[] = [];
// Only the handlers each test gives: the client's own tests include bodies the service never sends.
const server = installStubServer();

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
});
// Each test starts as a page that has not heard from the service yet.
beforeEach(forgetAnsweredServices);
afterEach(() => {
  // The key travels only in the Authorization header, whatever the test did.
  for (const request of seen) {
    expect(request.url).not.toContain(KEY);
    expect(decodeURIComponent(request.url)).not.toContain(KEY);
  }
  seen.length = 0;
});

function client(): TradeClient {
  return createTradeClient({ baseUrl: BASE, apiKey: KEY, now: () => NOW });
}

const point = (year: number, value: number | string) => ({
  period: `${year}-01-01`,
  value_usd: value,
  quantity: null,
  flow_count: 3,
});

/** Runs the call and returns the ApiError it must throw. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/** The service's error answer on `path`, with the request id `req-<status>` the assertions name. */
function failWith(
  path: string,
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return serviceError(path, status, error, { message, requestId: `req-${status}`, headers, baseUrl: BASE });
}

describe('successful calls', () => {
  it('sends the key as a bearer header, years as YYYY, omits undefined params and unwraps the envelope', async () => {
    server.use(
      envelope('/countries/{cid}/exports', [point(2015, 10), point(2016, 12)], {
        baseUrl: BASE,
        requestId: 'req-1',
        durationMs: 4,
      }),
    );
    const result = await client().getCountryExports({
      cid: 'DE',
      from: 2015,
      to: '2016',
      partner: undefined,
    });
    expect(result).toEqual({ data: [point(2015, 10), point(2016, 12)], requestId: 'req-1', durationMs: 4 });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    const url = new URL(request.url);
    expect(url.pathname).toBe('/countries/DE/exports');
    expect([...url.searchParams.entries()]).toEqual([
      ['from', '2015'],
      ['to', '2016'],
    ]);
  });

  it('falls back to the X-Request-ID header and duration 0 when the envelope omits them', async () => {
    // An envelope without request_id and duration_ms, on purpose: raw.
    server.use(
      http.get(`${BASE}/countries/:cid`, () =>
        HttpResponse.json(
          { data: { id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false } },
          { headers: { 'X-Request-ID': 'hdr-9' } },
        ),
      ),
    );
    const result = await client().getCountry({ cid: 'DE' });
    expect(result.requestId).toBe('hdr-9');
    expect(result.durationMs).toBe(0);
    expect(result.data.name).toBe('Germany');
  });

  it('isolates a name carrying a bidirectional override (FSI…PDI), and leaves ordinary names alone', async () => {
    server.use(
      envelope(
        '/countries',
        [
          { id: 'CN', iso3: 'CHN', name: '\u202EChina', is_group: false },
          { id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false },
        ],
        BASE,
      ),
    );
    const result = await client().searchCountries({ q: 'c' });
    expect(result.data.map((c) => c.name)).toEqual(['\u2068\u202EChina\u2069', 'Germany']);
  });

  it('applies the service conventions: series sorted by period, HHI on a 0-1 scale converted', async () => {
    server.use(
      envelope('/countries/{cid}/imports', [point(2017, 3), point(2015, 1), point(2016, 2)], BASE),
      envelope(
        '/trade/summary',
        {
          trade_value: 100,
          quantity: null,
          growth: 0.05,
          unit_value: null,
          top_partners: [{ partner: 'FR', value_usd: 60, share: 0.6 }],
          partner_concentration: 0.45,
          periods: [{ period: '2015-01-01', value_usd: 100 }],
        },
        BASE,
      ),
    );
    const series = await client().getCountryImports({ cid: 'DE' });
    expect(series.data.map((p) => p.period)).toEqual(['2015-01-01', '2016-01-01', '2017-01-01']);
    const summary = await client().getTradeSummary({ reporter: 'DE' });
    expect(summary.data.partner_concentration).toBe(4500);
    expect(summary.data.top_partners[0]!.share).toBe(0.6);
    expect(summary.notes).toEqual([
      {
        kind: 'concentration-scale',
        text: 'The service gives the concentration index on a 0-1 scale; read on the 0-10,000 scale.',
      },
    ]);
  });

  it('does not send an Authorization header when there is no key', async () => {
    server.use(envelope('/countries', [], BASE));
    await createTradeClient({ baseUrl: BASE, apiKey: '' }).searchCountries({ q: 'ger' });
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });
});

describe('country groups', () => {
  beforeEach(forgetCountryGroups);
  afterEach(forgetCountryGroups);

  it('are learned from the countries search and from one country, and from no other answer', async () => {
    server.use(
      // Product answers that mark aggregates with an `is_group` of their own are no country groups.
      envelope(
        '/products',
        [{ hs6: '090111', hs_version: 2022, name: 'Coffee', id: '09', is_group: true }],
        BASE,
      ),
      envelope(
        '/products/{pid}',
        {
          id: '0901',
          name: 'Coffee, roasted or not',
          is_group: true,
          matches: [{ hs6: '090111', hs_version: 2022, name: 'Coffee', parent_hs4: '0901' }],
        },
        BASE,
      ),
      envelope(
        '/countries',
        [
          { id: 'EU', name: 'European Union', is_group: true },
          { id: 'DE', name: 'Germany', is_group: false },
        ],
        BASE,
      ),
      envelope('/countries/{cid}', { id: 'XW', name: 'World', is_group: true }, BASE),
    );
    await client().searchProducts({ q: 'coffee' });
    await client().getProduct({ pid: '0901' });
    expect(countryGroups()).toEqual([]);
    await client().searchCountries({ q: 'e' });
    expect(countryGroups()).toEqual([{ id: 'EU', name: 'European Union' }]);
    await client().getCountry({ cid: 'XW' });
    expect(countryGroups()).toEqual([
      { id: 'EU', name: 'European Union' },
      { id: 'XW', name: 'World' },
    ]);
  });
});

describe('every endpoint', () => {
  const grouped = [point(2020, 1)];
  const cases: {
    name: keyof typeof ENDPOINTS;
    params: Record<string, unknown>;
    path: string;
    query: string;
    data: unknown;
  }[] = [
    {
      name: 'getTrade',
      params: { reporter: 'DE', flow: 'export', limit: 5 },
      path: '/trade',
      query: 'reporter=DE&flow=export&limit=5',
      data: [
        {
          exporter: 'DE',
          importer: 'FR',
          hs6: '090111',
          hs_version: 2022,
          period: '2023-01-01',
          granularity: 'year',
          value_usd: 5,
          quantity: 1,
          quantity_unit: 'kg',
        },
      ],
    },
    {
      name: 'getTradeSummary',
      params: { product: '09' },
      path: '/trade/summary',
      query: 'product=09',
      data: {
        trade_value: null,
        quantity: null,
        growth: null,
        unit_value: null,
        top_partners: [],
        partner_concentration: null,
        periods: [],
      },
    },
    {
      name: 'searchProducts',
      params: { q: 'coffee', limit: 3 },
      path: '/products',
      query: 'q=coffee&limit=3',
      data: [{ hs6: '090111', hs_version: 2022, name: 'Coffee' }],
    },
    {
      name: 'getProduct',
      params: { pid: 'hs:090111' },
      path: '/products/hs%3A090111',
      query: '',
      data: {
        id: '090111',
        matches: [{ hs6: '090111', hs_version: 2022, name: 'Coffee', parent_hs4: '0901' }],
      },
    },
    {
      name: 'getProductTrade',
      params: { pid: '0901', flow: 'import' },
      path: '/products/0901/trade',
      query: 'flow=import',
      data: grouped,
    },
    {
      name: 'getProductMarkets',
      params: { pid: '09', limit: 2 },
      path: '/products/09/markets',
      query: 'limit=2',
      data: {
        top_exporters: [{ exporter: 'BR', value_usd: 9, quantity: null, flow_count: 1 }],
        top_importers: [],
      },
    },
    {
      name: 'searchCountries',
      params: { q: 'eu' },
      path: '/countries',
      query: 'q=eu',
      data: [{ id: 'EU', iso3: null, name: 'European Union', is_group: true }],
    },
    {
      name: 'getCountry',
      params: { cid: 'KE' },
      path: '/countries/KE',
      query: '',
      data: { id: 'KE', iso3: 'KEN', name: 'Kenya', is_group: false, region: 'Africa', note: null },
    },
    {
      name: 'getCountryImports',
      params: { cid: 'KE', product: '0902' },
      path: '/countries/KE/imports',
      query: 'product=0902',
      data: grouped,
    },
    {
      name: 'getCountryExports',
      params: { cid: 'KE', partner: 'GB' },
      path: '/countries/KE/exports',
      query: 'partner=GB',
      data: grouped,
    },
    {
      name: 'getCountryPartners',
      params: { cid: 'KE', flow: 'export', limit: 10 },
      path: '/countries/KE/partners',
      query: 'flow=export&limit=10',
      data: [{ partner: 'GB', value_usd: 7, quantity: 2, flow_count: 4 }],
    },
    {
      name: 'getCountryProducts',
      params: { cid: 'KE', flow: 'import' },
      path: '/countries/KE/products',
      query: 'flow=import',
      data: [{ hs6: '090240', value_usd: 7, quantity: null, flow_count: 4 }],
    },
  ];

  it('covers all twelve endpoints', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(cases)(
    '$name calls GET $path with its params and validates the body',
    async ({ name, params, path, query, data }) => {
      server.use(envelope(ENDPOINTS[name], data, BASE));
      const call = client()[name] as (p: Record<string, unknown>) => Promise<{ data: unknown }>;
      const result = await call(params);
      expect(result.data).toEqual(data);
      const url = new URL(seen[0]!.url);
      expect(url.pathname).toBe(path);
      expect(url.search.replace(/^\?/, '')).toBe(query);
      expect(seen[0]!.method).toBe('GET');
    },
  );
});

describe('error mapping', () => {
  it('401: invalid_key with the service message and request id', async () => {
    server.use(failWith('/countries/{cid}', 401, 'invalid_key', 'Invalid or missing API key'));
    const error = await failure(client().getCountry({ cid: 'DE' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'invalid_key',
      message: 'Invalid or missing API key',
      requestId: 'req-401',
      endpoint: 'GET /countries/{cid}',
      retryAfterMs: null,
    });
    expect(error.message).not.toContain(KEY);
  });

  it('404: not_found', async () => {
    server.use(failWith('/countries/{cid}', 404, 'not_found', 'Country XQ not found'));
    const error = await failure(client().getCountry({ cid: 'XQ' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      code: 'not_found',
      message: 'Country XQ not found',
    });
  });

  it('422: detail items kept and summarised per parameter', async () => {
    // Raw: one detail item breaks the service's shape on purpose (the client drops it).
    server.use(
      http.get(`${BASE}/countries/:cid/partners`, () =>
        HttpResponse.json(
          {
            detail: [
              {
                loc: ['query', 'limit'],
                msg: 'Input should be less than or equal to 500',
                type: 'less_than_equal',
                input: '900',
                ctx: { le: 500 },
              },
              {
                loc: ['query', 'flow'],
                msg: "Input should be 'export' or 'import'",
                type: 'literal_error',
                input: 'both',
              },
              { nonsense: true },
            ],
          },
          { status: 422, headers: { 'X-Request-ID': 'req-422' } },
        ),
      ),
    );
    const error = await failure(client().getCountryPartners({ cid: 'DE', limit: 900 }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(422);
    expect(error.code).toBeNull();
    expect(error.requestId).toBe('req-422');
    expect(error.details).toEqual([
      {
        loc: ['query', 'limit'],
        msg: 'Input should be less than or equal to 500',
        type: 'less_than_equal',
        input: '900',
        ctx: { le: 500 },
      },
      {
        loc: ['query', 'flow'],
        msg: "Input should be 'export' or 'import'",
        type: 'literal_error',
        input: 'both',
      },
    ]);
    expect(error.message).toBe(
      "limit: Input should be less than or equal to 500; flow: Input should be 'export' or 'import'",
    );
  });

  it('429 with Retry-After in seconds', async () => {
    server.use(
      failWith('/countries', 429, 'rate_limit_exceeded', 'Rate limit exceeded', { 'Retry-After': '7' }),
    );
    const error = await failure(client().searchCountries({ q: 'de' }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded', retryAfterMs: 7000 });
    expect(error.rateLimitedUntil).toEqual(new Date(NOW + 7000));
  });

  it('429 with Retry-After as an HTTP-date', async () => {
    const at = new Date(NOW + 90_000).toUTCString();
    server.use(
      failWith('/countries', 429, 'rate_limit_exceeded', 'Rate limit exceeded', { 'Retry-After': at }),
    );
    const error = await failure(client().searchCountries({ q: 'de' }));
    expect(error.retryAfterMs).toBe(90_000);
    expect(error.rateLimitedUntil).toEqual(new Date(NOW + 90_000));
  });

  it('429 without Retry-After', async () => {
    server.use(failWith('/countries', 429, 'rate_limit_exceeded', 'Rate limit exceeded'));
    const error = await failure(client().searchCountries({ q: 'de' }));
    expect(error).toMatchObject({ status: 429, retryAfterMs: null, rateLimitedUntil: null });
  });

  it('500: internal_error', async () => {
    server.use(failWith('/trade', 500, 'internal_error', 'Something broke'));
    const error = await failure(client().getTrade({}));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      code: 'internal_error',
      message: 'Something broke',
      requestId: 'req-500',
    });
  });

  it('an error status with a non-JSON body', async () => {
    // Raw: a proxy's HTML page, not the service's shape.
    server.use(
      http.get(
        `${BASE}/trade`,
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await failure(client().getTrade({}));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: null, requestId: null });
    expect(error.message).toBe('HTTP 502 Bad Gateway from GET /trade (the response was not JSON)');
  });

  it('network failure (fetch rejects with a TypeError)', async () => {
    server.use(networkError('/countries/{cid}', BASE));
    const error = await failure(client().getCountry({ cid: 'DE' }));
    expect(error).toMatchObject({ kind: 'network', status: null, endpoint: 'GET /countries/{cid}' });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.message).toContain(BASE);
  });

  it('network failure from an injected fetch', async () => {
    const broken = createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await failure(broken.getCountry({ cid: 'DE' }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`Could not reach the Trade Data Service at ${BASE} (Failed to fetch)`);
  });

  it('a fetch that fails with an AbortError of its own (the browser cancelled it) is a cancellation', async () => {
    const cancelled = createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    });
    expect(await failure(cancelled.getCountry({ cid: 'DE' }))).toMatchObject({
      kind: 'aborted',
      message: 'GET /countries/{cid} was cancelled',
    });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'offline'],
    ['an error without a message', new TypeError('')],
  ])('a fetch that fails with %s is a network error, not a crash', async (_, reason) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the point: a failure that may be no Error
    const broken = createTradeClient({ baseUrl: BASE, apiKey: KEY, fetch: () => Promise.reject(reason) });
    const error = await failure(broken.getCountry({ cid: 'DE' }));
    expect(error.kind).toBe('network');
    // openapi-fetch turns a failure with nothing into a TypeError of its own, which is named.
    if (reason === undefined || reason === null)
      expect(error.message).toMatch(`Could not reach the Trade Data Service at ${BASE} (`);
    else expect(error.message).toBe(`Could not reach the Trade Data Service at ${BASE}`);
  });

  it('an error status with an empty body, with and without a status text', async () => {
    // Raw: no body at all.
    server.use(
      http.get(
        `${BASE}/trade`,
        () =>
          new HttpResponse(null, {
            status: 503,
            statusText: 'Service Unavailable',
            headers: { 'Content-Length': '0' },
          }),
      ),
    );
    expect((await failure(client().getTrade({}))).message).toBe(
      'HTTP 503 Service Unavailable from GET /trade (the response was empty)',
    );
    // HTTP/2 has no status text; a body of no length at all reads as empty text.
    const bare = createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: () => Promise.resolve(new Response(null, { status: 502 })),
    });
    expect((await failure(bare.getTrade({}))).message).toBe(
      'HTTP 502 from GET /trade (the response was empty)',
    );
  });

  it('an error status with a JSON body that has no message', async () => {
    // Raw: an error body without error and message, and a status text of its own.
    server.use(
      http.get(`${BASE}/trade`, () =>
        HttpResponse.json({ request_id: 'req-503' }, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const error = await failure(client().getTrade({}));
    expect(error).toMatchObject({
      status: 503,
      code: null,
      requestId: 'req-503',
      message: 'HTTP 503 Service Unavailable from GET /trade',
    });
  });

  it('reads validation details from a 422 only', async () => {
    const detail = [{ loc: ['query', 'limit'], msg: 'too big', type: 'less_than_equal' }];
    // Raw: a 400 with a detail list, which the service never sends.
    server.use(
      http.get(`${BASE}/trade`, () =>
        HttpResponse.json({ error: 'bad_request', message: 'Bad request', detail }, { status: 400 }),
      ),
    );
    const error = await failure(client().getTrade({}));
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Bad request', details: [] });
  });

  it('a Retry-After on a 503 is kept, but the call is not rate-limited', async () => {
    server.use(failWith('/trade', 503, 'unavailable', 'Down for maintenance', { 'Retry-After': '30' }));
    const error = await failure(client().getTrade({}));
    expect(error).toMatchObject({ status: 503, retryAfterMs: 30_000, rateLimitedUntil: null });
  });

  it('abort while waiting for the response', async () => {
    // An answer that never comes.
    server.use(
      http.get(`${BASE}/countries/:cid`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client().getCountry({ cid: 'DE' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await failure(pending);
    expect(error).toMatchObject({ kind: 'aborted', status: null });
  });

  it('a signal aborted before the call', async () => {
    server.use(envelope('/countries/{cid}', {}, BASE));
    const error = await failure(client().getCountry({ cid: 'DE' }, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });
});

/**
 * A fetch that never answers, as a hung service: it settles only when its signal aborts, as the
 * browser's fetch does. `headersThenHang` answers the headers and then never ends the body.
 */
function hangingFetch(mode: 'no-answer' | 'headers-then-hang' = 'no-answer') {
  const signals: AbortSignal[] = [];
  const fetch = (request: Request) => {
    signals.push(request.signal);
    // As fetch does, it fails with the signal's reason (an AbortError DOMException by default).
    const reason = () => request.signal.reason as Error;
    if (mode === 'headers-then-hang') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data": ['));
          request.signal.addEventListener('abort', () => controller.error(reason()));
        },
      });
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }
    return new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(reason()));
    });
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, signals };
}

describe('time limit', () => {
  afterEach(() => vi.useRealTimers());

  it('abandons a request without an answer after 15 s by default, as a timeout', async () => {
    vi.useFakeTimers();
    const hung = hangingFetch();
    const pending = createTradeClient({ baseUrl: BASE, apiKey: KEY, fetch: hung.fetch }).getCountry({
      cid: 'DE',
    });
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    expect(hung.signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure(pending);
    expect(error).toMatchObject({
      kind: 'timeout',
      status: null,
      endpoint: 'GET /countries/{cid}',
      requestId: null,
    });
    expect(error.message).toBe(
      `The Trade Data Service at ${BASE} did not answer GET /countries/{cid} within 15 s`,
    );
    // The request itself is cancelled, not left running in the background.
    expect(hung.signals[0]!.aborted).toBe(true);
  });

  it('takes its limit from the options, and covers a body that never ends', async () => {
    const hung = hangingFetch('headers-then-hang');
    const error = await failure(
      createTradeClient({ baseUrl: BASE, apiKey: KEY, fetch: hung.fetch, timeoutMs: 40 }).getCountryExports({
        cid: 'DE',
      }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('within 40 ms');
    // The request was abandoned with a reason that says why.
    expect(error.cause).toBeInstanceOf(DOMException);
    expect(error.cause).toMatchObject({ name: 'TimeoutError', message: 'No answer within 40 ms' });
  });

  it("the caller's abort stays an abort, not a timeout", async () => {
    const hung = hangingFetch();
    const controller = new AbortController();
    const pending = createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: hung.fetch,
      timeoutMs: 10_000,
    }).getCountry({ cid: 'DE' }, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    expect(hung.signals[0]!.aborted).toBe(true);
  });

  it("the caller's abort ends the call at once, whatever reason it gives", async () => {
    vi.useFakeTimers();
    const hung = hangingFetch();
    const controller = new AbortController();
    const pending = createTradeClient({ baseUrl: BASE, apiKey: KEY, fetch: hung.fetch }).getCountry(
      { cid: 'DE' },
      { signal: controller.signal },
    );
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(hung.signals).toHaveLength(1);
    controller.abort(new Error('the view was left')); // not an AbortError: the signal says it was aborted
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledOnce();
    expect(await failure(pending)).toMatchObject({
      kind: 'aborted',
      message: 'GET /countries/{cid} was cancelled',
    });
  });

  it("a finished call lets go of its timer and of the caller's signal", async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fetch = (request: Request) => {
      signals.push(request.signal);
      return Promise.resolve(Response.json({ data: { id: 'DE', name: 'Germany', is_group: false } }));
    };
    const controller = new AbortController();
    const result = await createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: fetch as typeof globalThis.fetch,
    }).getCountry({ cid: 'DE' }, { signal: controller.signal });
    expect(result.data.name).toBe('Germany');
    expect(vi.getTimerCount()).toBe(0);
    controller.abort(); // e.g. the view is left later: the finished request is not touched
    expect(signals[0]!.aborted).toBe(false);
  });

  describe('a wait that is not the service’s (the demo building its world)', () => {
    /** A demo whose handler answers once its world is built, `buildMs` from now. */
    const demo = (buildMs: number) => {
      const built = new Promise<void>((resolve) => setTimeout(resolve, buildMs));
      server.use(
        http.get(`${BASE}/countries/:cid`, async () => {
          await built;
          return HttpResponse.json({ data: { id: 'DE', name: 'Germany', is_group: false } });
        }),
      );
      return built;
    };

    it('is not counted against the limit: the limit starts once it is over', async () => {
      // Without it, the build's wait is the service's: out of time.
      void demo(150);
      const late = await failure(
        createTradeClient({ baseUrl: BASE, apiKey: KEY, timeoutMs: 50 }).getCountry({ cid: 'DE' }),
      );
      expect(late.kind).toBe('timeout');

      const built = demo(150);
      const result = await createTradeClient({
        baseUrl: BASE,
        apiKey: KEY,
        timeoutMs: 50,
        notBefore: () => built,
      }).getCountry({ cid: 'DE' });
      expect(result.data.name).toBe('Germany');
    });

    it("ends at the caller's abort, before or while it waits, and the request is never sent", async () => {
      const sent: string[] = [];
      const fetch = (request: Request) => {
        sent.push(request.url);
        return Promise.resolve(Response.json({ data: { id: 'DE', name: 'Germany', is_group: false } }));
      };
      const waiting = createTradeClient({
        baseUrl: BASE,
        apiKey: KEY,
        fetch: fetch as typeof globalThis.fetch,
        notBefore: () => new Promise(() => undefined), // a world that never comes
      });
      const controller = new AbortController();
      const pending = waiting.getCountry({ cid: 'DE' }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      expect(await failure(pending)).toMatchObject({
        kind: 'aborted',
        message: 'GET /countries/{cid} was cancelled',
      });
      expect(await failure(waiting.getCountry({ cid: 'DE' }, { signal: AbortSignal.abort() }))).toMatchObject(
        {
          kind: 'aborted',
        },
      );
      expect(sent).toEqual([]);
    });
  });

  it('an answer in time is not affected by the limit', async () => {
    server.use(envelope('/countries/{cid}', { id: 'DE', name: 'Germany', is_group: false }, BASE));
    const result = await createTradeClient({ baseUrl: BASE, apiKey: KEY, timeoutMs: 5_000 }).getCountry({
      cid: 'DE',
    });
    expect(result.data.name).toBe('Germany');
  });

  it.each([
    [400, '400 ms'],
    [1500, '1.5 s'],
    [15_000, '15 s'],
  ])('states %i ms as "%s"', (ms, text) => {
    expect(formatTimeout(ms)).toBe(text);
  });
});

describe('contract errors name the endpoint and the field', () => {
  it('a wrong type deep in a list', async () => {
    // A numeric string is read as its number (Pydantic's Decimal); other text is no number.
    const rows = [point(2015, 1), point(2016, '2'), point(2017, 3), { ...point(2018, 4), value_usd: 'four' }];
    server.use(envelope('/countries/{cid}/exports', rows, { baseUrl: BASE, requestId: 'req-c' }));
    const error = await failure(client().getCountryExports({ cid: 'DE' }));
    expect(error).toMatchObject({
      kind: 'contract',
      status: 200,
      requestId: 'req-c',
      endpoint: 'GET /countries/{cid}/exports',
      message: 'GET /countries/{cid}/exports: data[3].value_usd must be number',
    });
  });

  it('a missing required key', async () => {
    server.use(
      envelope('/countries/{cid}/partners', [{ partner: 'FR', value_usd: 1, quantity: null }], BASE),
    );
    const error = await failure(client().getCountryPartners({ cid: 'DE' }));
    expect(error.message).toBe('GET /countries/{cid}/partners: data[0].flow_count is missing');
  });

  it('a nullable field with the wrong type', async () => {
    server.use(
      envelope(
        '/trade/summary',
        {
          trade_value: 1,
          quantity: null,
          growth: null,
          unit_value: null,
          top_partners: [],
          partner_concentration: 'high',
          periods: [],
        },
        BASE,
      ),
    );
    const error = await failure(client().getTradeSummary({}));
    expect(error.message).toBe('GET /trade/summary: data.partner_concentration must be number or null');
  });

  it('a period that is not a date', async () => {
    server.use(
      envelope(
        '/trade',
        [
          {
            exporter: 'DE',
            importer: 'FR',
            hs6: '090111',
            hs_version: 2022,
            period: 'FY2023',
            granularity: 'year',
            value_usd: 5,
            quantity: 1,
            quantity_unit: 'kg',
          },
        ],
        BASE,
      ),
    );
    const error = await failure(client().getTrade({}));
    expect(error.message).toBe('GET /trade: data[0].period must match format "date"');
  });

  it('no envelope at all', async () => {
    // Raw: the body breaks the envelope on purpose, as the next two do.
    server.use(
      http.get(`${BASE}/countries`, () =>
        HttpResponse.json([{ id: 'DE', name: 'Germany', is_group: false }]),
      ),
    );
    const error = await failure(client().searchCountries({ q: 'de' }));
    expect(error.kind).toBe('contract');
    expect(error.message).toBe('GET /countries: body must be object');
  });

  it('a 200 with an empty body, with or without a length of 0', async () => {
    server.use(
      http.get(
        `${BASE}/countries`,
        () => new HttpResponse(null, { status: 200, headers: { 'Content-Length': '0' } }),
      ),
    );
    expect(await failure(client().searchCountries({ q: 'de' }))).toMatchObject({
      kind: 'contract',
      message: 'GET /countries: the response body is empty',
    });
    const bare = createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: () => Promise.resolve(new Response('', { status: 200 })),
    });
    expect(await failure(bare.searchCountries({ q: 'de' }))).toMatchObject({
      kind: 'contract',
      message: 'GET /countries: the response body is empty',
    });
  });

  it('shares that are neither fractions nor percentages of the whole', async () => {
    server.use(
      envelope(
        '/trade/summary',
        {
          trade_value: null,
          quantity: null,
          growth: null,
          unit_value: null,
          top_partners: [{ partner: 'US', value_usd: 1, share: 500 }],
          partner_concentration: null,
          periods: [],
        },
        { baseUrl: BASE, requestId: 'req-s' },
      ),
    );
    const error = await failure(client().getTradeSummary({ reporter: 'DE' }));
    expect(error).toMatchObject({
      kind: 'contract',
      status: 200,
      requestId: 'req-s',
      endpoint: 'GET /trade/summary',
      message:
        'GET /trade/summary: top_partners shares sum to 500, which is neither a fraction nor a percentage of the whole',
    });
  });

  it('a 200 whose body is not JSON', async () => {
    server.use(http.get(`${BASE}/countries`, () => HttpResponse.text('ok')));
    const error = await failure(client().searchCountries({ q: 'de' }));
    expect(error).toMatchObject({
      kind: 'contract',
      message: 'GET /countries: the response body is not JSON',
    });
  });
});

describe('splitParams', () => {
  it('puts path names in the path and the rest in the query, years as YYYY, and drops what is absent', () => {
    expect(
      splitParams('/countries/{cid}/partners', {
        cid: 'DE',
        from: 2015,
        to: '2020-06-30',
        flow: 'export',
        limit: 20,
        include_groups: false,
        q: '',
        product: undefined,
        partner: null,
        nested: { no: 'objects' },
      }),
    ).toEqual({
      path: { cid: 'DE' },
      query: { from: '2015', to: '2020', flow: 'export', limit: 20, include_groups: false },
    });
  });

  it('writes a numeric path value as text, never an object, and skips empty years', () => {
    expect(splitParams('/products/{pid}', { pid: 90111, from: '', to: null })).toEqual({
      path: { pid: '90111' },
      query: {},
    });
    expect(splitParams('/products/{pid}', { pid: { code: '0901' } })).toEqual({ path: {}, query: {} });
    expect(splitParams('/trade', { from: undefined, to: undefined })).toStrictEqual({ path: {}, query: {} });
  });
});

describe('formatTimeout, at its edge', () => {
  it('says seconds from exactly one second', () => {
    expect(formatTimeout(999)).toBe('999 ms');
    expect(formatTimeout(1000)).toBe('1 s');
  });
});
