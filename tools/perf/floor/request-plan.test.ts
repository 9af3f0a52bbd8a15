// @vitest-environment node
/**
 * The same-plan floor's waves (request-plan.ts) against what the app's own route loader does:
 * the loader runs against the service's handlers (the fake engine) with the coverage's and the
 * product entry's answers held back a moment, and every URL the floor would hold until those
 * answers must be one the loader sent only after them, and every other one before.
 */
import { QueryClient } from '@tanstack/react-query';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTradeClient } from '@/api/client';
import { toAsyncEngine } from '@/emulator/service/async-engine';
import { createHandlers } from '@/emulator/service/create-handlers';
import { createFakeEngine } from '@/emulator/service/testing/fake-engine';
import { prefetchCountryView } from '@/features/country/country-requests';
import { periodYear } from '@/api/service-conventions';
import { toCoverage } from '@/lib/coverage';
import { floorWaves, splitByPlan } from './request-plan';

const BASE = 'https://tds.floor-plan.invalid';
const KEY = 'sk-floor-plan-11';
const APP = 'http://127.0.0.1:9/countries/DE';
const HOLD_MS = 80;

/** Request starts and answers, in the order the service saw them. */
const events: { kind: 'start' | 'answer'; url: string }[] = [];
const server = setupServer(
  ...createHandlers({ engine: toAsyncEngine(createFakeEngine()), baseUrl: BASE, keys: [KEY] }),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => events.push({ kind: 'start', url: request.url }));
  server.events.on('response:mocked', ({ request }) => events.push({ kind: 'answer', url: request.url }));
});
afterEach(() => {
  events.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

/** Holds the answers the year-dependent requests wait for; a resolver that returns nothing hands the request on to the service's handler. */
function holdAwaitedAnswers() {
  server.use(
    http.get(`${BASE}/trade/summary`, async ({ request }) => {
      if (new URL(request.url).search === '') await delay(HOLD_MS);
    }),
    http.get(`${BASE}/products/:pid`, async () => {
      await delay(HOLD_MS);
    }),
  );
}

/** The loader's view requests (catalog names aside, as the benchmark hands them) once every query it started has settled. */
async function loaderUrls(search: string): Promise<string[]> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchCountryView(
    queryClient,
    { client: createTradeClient({ baseUrl: BASE, apiKey: KEY }), key: `live:${BASE}` },
    'DE',
    search,
  );
  await vi.waitFor(
    () => {
      const queries = queryClient.getQueryCache().getAll();
      expect(queries.some((q) => q.queryKey.includes('products') && q.queryKey.includes('DE'))).toBe(true);
      expect(queries.every((q) => q.state.status !== 'pending')).toBe(true);
    },
    { timeout: 10_000 },
  );
  const urls = events
    .filter((e) => e.kind === 'start' && !/\/products\/\d{2}$/.test(e.url))
    .map((e) => e.url);
  return [...new Set(urls)];
}

const started = (url: string) => events.findIndex((e) => e.kind === 'start' && e.url === url);
const answered = (url: string) => events.findIndex((e) => e.kind === 'answer' && e.url === url);

describe("the same-plan floor's waves", () => {
  it.each([
    ['the default view', ''],
    ['years, flow, limit and partner', '?from=2019&to=2020&flow=import&limit=5&partner=br'],
    ['a product filter', '?product=0901'],
    ['a product filter with partner and years', '?product=0901&partner=FR&from=2018&to=2021'],
  ])('hold back exactly what the loader sends only after the coverage: %s', async (_, search) => {
    holdAwaitedAnswers();
    const urls = await loaderUrls(search);
    const waves = floorWaves(APP + search, BASE, urls);
    expect(waves.awaited).toContain(`${BASE}/trade/summary`);
    expect(waves.afterCoverage.length).toBeGreaterThan(0);
    for (const url of waves.awaited) expect(answered(url), url).toBeGreaterThanOrEqual(0);
    const lastAwaitedAnswer = Math.max(...waves.awaited.map(answered));
    for (const url of urls) {
      expect(started(url) > lastAwaitedAnswer, url).toBe(waves.afterCoverage.includes(url));
    }
  });

  it('sends the detail, the series and the coverage at once on the default view; every year-dependent request names its years', async () => {
    const urls = await loaderUrls('');
    const waves = floorWaves(APP, BASE, urls);
    const first = urls.filter((url) => !waves.afterCoverage.includes(url));
    expect(first.sort()).toEqual([
      `${BASE}/countries/DE`,
      `${BASE}/countries/DE/exports`,
      `${BASE}/countries/DE/imports`,
      `${BASE}/trade/summary`,
    ]);
    expect(waves.awaited).toEqual([`${BASE}/trade/summary`]);
    for (const url of waves.afterCoverage) expect(url).toMatch(/[?&]from=\d{4}&to=\d{4}/);
  });

  it('with a product filter, also waits for its catalog entry, and the series (they carry the product) wait too', async () => {
    const urls = await loaderUrls('?product=0901');
    const waves = floorWaves(`${APP}?product=0901`, BASE, urls);
    expect(waves.awaited.sort()).toEqual([`${BASE}/products/0901`, `${BASE}/trade/summary`]);
    expect(waves.afterCoverage.filter((url) => /\/countries\/DE\/(exports|imports)\?/.test(url)).length).toBe(
      2,
    );
  });

  it('refuses requests that do not follow the plan, rather than guessing', async () => {
    const urls = await loaderUrls('');
    // Without the coverage, nothing would release the year-dependent requests.
    expect(() =>
      floorWaves(
        APP,
        BASE,
        urls.filter((url) => url !== `${BASE}/trade/summary`),
      ),
    ).toThrow(/not sent .*\/trade\/summary/);
    // The URLs of another service than the one the plan is built for.
    expect(() => floorWaves(APP, 'https://elsewhere.invalid', urls)).toThrow(/do not follow its plan/);
    // A page whose plan has no year-dependent wave (an id the client does not know).
    expect(() =>
      floorWaves('http://127.0.0.1:9/countries/QQ', BASE, [
        `${BASE}/countries/QQ`,
        `${BASE}/trade/summary?from=2020&to=2020`,
      ]),
    ).toThrow(/no year-dependent wave/);
  });

  it("splits the app's URLs into the six charts' (the plan's) and the rest, whatever their order", async () => {
    const urls = await loaderUrls('');
    const client = createTradeClient({ baseUrl: BASE, apiKey: KEY });
    const summary = await client.getTradeSummary({});
    const coverage = toCoverage(summary.data.periods.flatMap((p) => periodYear(p.period) ?? []))!;
    const insights = [
      `${BASE}/countries?q=World&limit=10`,
      `${BASE}/countries/DE/products?flow=export&from=2001&to=2001&limit=500`,
    ];
    const split = splitByPlan(APP, BASE, [insights[0]!, ...urls, insights[1]!], coverage);
    expect(split.view).toEqual(urls);
    expect(split.other).toEqual(insights);
    // Without one of the plan's requests the app did not follow its plan.
    expect(() => splitByPlan(APP, BASE, urls.slice(1), coverage)).toThrow(/do not follow its plan/);
  });
});
