import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { coverageSummaryBody } from '@/test/coverage-summary';
import { createCompareLoader } from './compare-loader';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

vi.mock('../components/charts/echarts-setup', () => ({ preloadEChartsModules: vi.fn() }));

function liveStore() {
  const store = createDataSourceStore({ local: null, session: null });
  store.update({ mode: 'live', baseUrl: 'https://tds.test', apiKey: 'k' });
  return store;
}

const argsFor = (url: string) => ({ params: {}, request: new Request(url) }) as unknown as LoaderFunctionArgs;

/** The service's coverage here: 2010-2022 without 2016, which neither the clock nor a gapless span could pass for. */
const SHORT_COVERAGE = [2010, 2011, 2012, 2013, 2014, 2015, 2017, 2018, 2019, 2020, 2021, 2022];

/** A service that answers the coverage (the unfiltered summary) and leaves every other request pending. */
function stubService() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url);
      urls.push(url.pathname + url.search);
      if (url.pathname === '/trade/summary' && url.search === '')
        return Promise.resolve(
          Response.json(coverageSummaryBody(SHORT_COVERAGE), { headers: { 'x-request-id': 'req-coverage' } }),
        );
      return new Promise(() => undefined);
    }),
  );
  return urls;
}

function keysOf(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll()
    .map((q) => JSON.stringify(q.queryKey));
}

/** The from-to of every query that names years. */
function yearsOf(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll()
    .flatMap((q) => {
      const params = q.queryKey.find(
        (k): k is { from?: unknown; to?: unknown } =>
          typeof k === 'object' && k !== null && ('from' in k || 'to' in k),
      );
      return params ? [`${String(params.from)}-${String(params.to)}`] : [];
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('compare loader', () => {
  it('asks for the coverage and the series at once, then the rest for the default span up to the latest complete year the coverage gives, and nothing for bad entries', async () => {
    const urls = stubService();
    const queryClient = new QueryClient();
    createCompareLoader({ queryClient, store: liveStore() })(
      argsFor('http://app.test/compare?countries=BR,AR,QQ'),
    );
    // At once: the coverage and the two series (every year: no years named); nothing that names years yet.
    expect(urls).toContain('/trade/summary');
    expect(urls.filter((u) => u.startsWith('/trade/summary?reporter='))).toHaveLength(2);
    expect(yearsOf(queryClient)).toEqual([]);
    // Once the coverage is known: figures, balance and partners of each country, over the eleven
    // years up to 2022 (every view's default span; not the clock's year).
    await vi.waitFor(() => expect(yearsOf(queryClient)).toHaveLength(6), WAIT_FOR_STATE);
    expect(new Set(yearsOf(queryClient))).toEqual(new Set(['2012-2022']));
    expect(keysOf(queryClient)).toHaveLength(9);
    expect(keysOf(queryClient).some((k) => k.includes('QQ'))).toBe(false);
  });

  it('clamps URL years to the coverage as the page does, and keeps years inside it', async () => {
    stubService();
    const clamped = new QueryClient();
    // A heading: the nomenclature vouches for it, no catalog answer needed (the stub gives none).
    createCompareLoader({ queryClient: clamped, store: liveStore() })(
      argsFor('http://app.test/compare?products=0901&from=2024&to=2026'),
    );
    await vi.waitFor(() => expect(yearsOf(clamped)).toHaveLength(2), WAIT_FOR_STATE);
    expect(new Set(yearsOf(clamped))).toEqual(new Set(['2022-2022']));

    const inside = new QueryClient();
    createCompareLoader({ queryClient: inside, store: liveStore() })(
      argsFor('http://app.test/compare?countries=BR&from=2015&to=2020'),
    );
    await vi.waitFor(() => expect(yearsOf(inside)).toHaveLength(3), WAIT_FOR_STATE);
    expect(new Set(yearsOf(inside))).toEqual(new Set(['2015-2020']));
  });

  it('asks for nothing carrying an HS6 code until the catalog has answered for it', async () => {
    const urls = stubService();
    const queryClient = new QueryClient();
    createCompareLoader({ queryClient, store: liveStore() })(
      argsFor('http://app.test/compare?products=090111,0901&countries='),
    );
    // The heading's requests go as soon as the coverage is known; the HS6 code's lookup stays pending.
    await vi.waitFor(() => expect(urls.filter((u) => u.includes('0901'))).toHaveLength(5), WAIT_FOR_STATE);
    expect(urls.filter((u) => u.includes('090111'))).toEqual(['/products/090111']);
  });

  it('asks only for the coverage (for the year pickers) for an empty comparison', () => {
    const urls = stubService();
    const queryClient = new QueryClient();
    createCompareLoader({ queryClient, store: liveStore() })(argsFor('http://app.test/compare'));
    expect(urls).toEqual(['/trade/summary']);
  });
});
