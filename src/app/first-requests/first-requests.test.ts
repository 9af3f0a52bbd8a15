// @vitest-environment node
/**
 * The early script against the service's own handlers (the fake engine): what it sends, that the
 * route loader then adopts every answer instead of asking again, and when it sends nothing.
 */
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { matchRoutes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTradeClient } from '@/api/client';
import {
  SESSION_KEY_ORIGIN_STORAGE_KEY,
  SESSION_KEY_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
} from '@/api/data-source';
import { createEarlyRequests, EARLY_REQUESTS_GLOBAL, installEarlyRequests } from '@/api/early-requests';
import { ApiError } from '@/api/errors';
import { toAsyncEngine } from '@/emulator/service/async-engine';
import { createHandlers } from '@/emulator/service/create-handlers';
import { createFakeEngine } from '@/emulator/service/testing/fake-engine';
import { prefetchCountryView } from '@/features/country/country-requests';
import { paths } from '@/lib/paths';
import { firstRequestsFor, sendFirstRequests } from './first-requests';
import { FIRST_REQUEST_ROUTES } from './routes';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

const BASE = 'https://tds.early.invalid';
const KEY = 'sk-first-requests-77';

const requests: Request[] = [];
const server = setupServer(
  ...createHandlers({ engine: toAsyncEngine(createFakeEngine()), baseUrl: BASE, keys: [KEY] }),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(() => {
  // The key travels only in the Authorization header, whatever the test did.
  for (const request of requests) {
    expect(decodeURIComponent(request.url)).not.toContain(KEY);
    expect(request.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
  }
  requests.length = 0;
  server.resetHandlers();
  Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
});
afterAll(() => server.close());

/** Storages as the settings view leaves them: live mode, the key remembered for its service. */
function storages({
  mode = 'live',
  remembered = true,
}: { mode?: 'live' | 'demo'; remembered?: boolean } = {}) {
  const local = new Map([[SETTINGS_STORAGE_KEY, JSON.stringify({ mode, baseUrl: BASE })]]);
  const session = new Map(
    remembered
      ? [
          [SESSION_KEY_STORAGE_KEY, KEY],
          [SESSION_KEY_ORIGIN_STORAGE_KEY, BASE],
        ]
      : [],
  );
  const readable = (map: Map<string, string>) => ({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: vi.fn(),
    removeItem: vi.fn(),
  });
  return { local: readable(local), session: readable(session) };
}

async function early(
  pathname: string,
  search = '',
  options: Parameters<typeof storages>[0] & { demoBuild?: boolean } = {},
) {
  // A fresh page: the client of the loader runs before has not asked yet.
  Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
  const registry = createEarlyRequests();
  expect(installEarlyRequests(registry)).toBe(true);
  const { local, session } = storages(options);
  const sent = await sendFirstRequests({
    location: { pathname, search },
    base: '/',
    local,
    session,
    demoBuild: options.demoBuild ?? false,
    registry,
  });
  return { sent, local, session };
}

/** The route loader's requests, through the app's client, until every query it started has settled. */
async function loader(cid: string, search: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchCountryView(
    queryClient,
    { client: createTradeClient({ baseUrl: BASE, apiKey: KEY }), key: `live:${BASE}` },
    cid,
    search,
  );
  // The year-dependent requests follow the coverage, the catalog names the product list.
  // (The catalog names, a wave later and not the early script's, are not waited for.)
  await vi.waitFor(
    () => {
      const queries = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.queryKey.includes('countries') || q.queryKey.includes('trade'));
      expect(queries.some((q) => q.queryKey.includes('products') && q.queryKey.includes('DE'))).toBe(true);
      expect(queries.every((q) => q.state.status !== 'pending')).toBe(true);
    },
    { timeout: 10_000 },
  );
  return queryClient;
}

/** The view's requests; the catalog names (`/products/{chapter}`) follow later and are not the script's. */
const urls = () => requests.map((r) => r.url).filter((url) => !/\/products\/\d{2}$/.test(url));
const counts = () => urls().reduce((m, u) => m.set(u, (m.get(u) ?? 0) + 1), new Map<string, number>());

describe('the early script', () => {
  it.each([
    ['/countries/DE', ''],
    ['/countries/DE', '?from=2019&to=2020&flow=import&limit=5&partner=br'],
    ['/countries/DE', '?product=0901'],
    ['/countries/DE', '?product=999999'],
  ])(
    'sends exactly what the loader of %s%s sends, and the loader adopts every answer',
    async (path, search) => {
      await loader('DE', search);
      const alone = new Set(urls());
      requests.length = 0;

      const { sent } = await early(path, search);
      await vi.waitFor(() => expect(urls()).toHaveLength(sent.length), WAIT_FOR_STATE);
      const earlyUrls = urls();
      // The detail, the series or the product's entry, the coverage, and the year-dependent ones.
      expect(earlyUrls.length).toBeGreaterThanOrEqual(9);
      await loader('DE', search);
      // Everything the loader needs, each once: what the early script sent was taken, not repeated.
      expect([...new Set(urls())].sort()).toEqual([...alone].sort());
      expect([...counts().values()].every((n) => n === 1)).toBe(true);
      for (const url of earlyUrls) expect(alone.has(url)).toBe(true);
    },
  );

  it('leaves a failed answer to the app, which reports it with the same message as its own request', async () => {
    server.use(
      http.get(`${BASE}/countries/DE/exports`, () =>
        HttpResponse.json(
          { error: 'rate_limited', message: 'Slow down, 60 a minute', request_id: 'req-429' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    const errorOf = (queryClient: QueryClient) =>
      queryClient
        .getQueryCache()
        .getAll()
        .find((q) => q.queryKey.includes('series') && q.queryKey.includes('export'))?.state.error;
    const direct = errorOf(await loader('DE', ''));
    requests.length = 0;
    await early('/countries/DE');
    const adopted = errorOf(await loader('DE', ''));
    expect(direct).toMatchObject({ status: 429, message: 'Slow down, 60 a minute', requestId: 'req-429' });
    // The same error but for the moment the limit ends (each answer's own Retry-After).
    const same = ({ kind, status, code, message, requestId, retryAfterMs, endpoint }: ApiError) => ({
      kind,
      status,
      code,
      message,
      requestId,
      retryAfterMs,
      endpoint,
    });
    expect(adopted).toBeInstanceOf(ApiError);
    expect(same(adopted as ApiError)).toEqual(same(direct as ApiError));
    expect([...counts().values()].every((n) => n === 1)).toBe(true);
  });

  it('sends no year-dependent request when the coverage is not a plain success', async () => {
    server.use(
      http.get(
        `${BASE}/trade/summary`,
        () => new HttpResponse('{"data": {', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { sent } = await early('/countries/DE');
    expect(sent.map((r) => r.endpoint)).toEqual([
      'getCountry',
      'getCountryExports',
      'getCountryImports',
      'getTradeSummary',
    ]);
  });

  it('waits for a product filter to be settled: found, not found, or else it stops', async () => {
    const withProduct = (await early('/countries/DE', '?product=0901')).sent;
    expect(
      withProduct
        .filter((r) => r.endpoint === 'getCountryPartners')
        .map((r) => 'product' in r.params && r.params.product),
    ).toContain('0901');
    Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
    const unknown = (await early('/countries/DE', '?product=999999')).sent;
    expect(
      unknown.filter((r) => r.endpoint === 'getCountryPartners').every((r) => !('product' in r.params)),
    ).toBe(true);
    Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
    server.use(
      http.get(`${BASE}/products/:pid`, () =>
        HttpResponse.json({ error: 'internal', message: 'boom', request_id: 'r' }, { status: 500 }),
      ),
    );
    const failed = (await early('/countries/DE', '?product=0901')).sent;
    expect(failed.map((r) => r.endpoint)).toEqual(['getCountry', 'getProduct', 'getTradeSummary']);
  });

  it('sends nothing in demo mode, without a remembered key, or on a page without first requests', async () => {
    expect((await early('/countries/DE', '', { mode: 'demo', demoBuild: true })).sent).toEqual([]);
    Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
    expect((await early('/countries/DE', '', { remembered: false })).sent).toEqual([]);
    Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
    expect((await early('/settings')).sent).toEqual([]);
    Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
    expect((await early('/countries/usa')).sent).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('is live in a production build whatever mode was stored, and never writes the storages', async () => {
    const { sent, local, session } = await early('/countries/DE', '', { mode: 'demo', demoBuild: false });
    expect(sent.length).toBeGreaterThan(0);
    for (const storage of [local, session]) {
      expect(storage.setItem).not.toHaveBeenCalled();
      expect(storage.removeItem).not.toHaveBeenCalled();
    }
  });

  it('reads the route parameter as the router does', () => {
    // matchRoutes decodes the path as the app's router does before matching.
    const routerParam = (href: string) =>
      matchRoutes([{ path: paths.country.path }], href)?.[0]?.params['cid'];
    for (const cid of ['DE', 'BR', 'D%45', 'usa', 'x%20y', '%E0%A4%A']) {
      const href = `/countries/${cid}`;
      const detail = firstRequestsFor(href, '').first.find((r) => r.endpoint === 'getCountry');
      // Sent only for the canonical id the router hands the loader (DE, BR, and D%45 decoded).
      if (detail) expect(detail.params).toEqual({ cid: routerParam(href) });
      else expect(['usa', 'x y', '%E0%A4%A']).toContain(routerParam(href));
    }
    expect(firstRequestsFor('/countries/D%45', '').first.length).toBeGreaterThan(1);
    for (const href of ['/countries/DE/', '/countries/DE/extra', '/countries/', '/products/DE']) {
      expect(FIRST_REQUEST_ROUTES.country.test(href), href).toBe(
        matchRoutes([{ path: paths.country.path }], href) !== null,
      );
    }
  });
});
