/**
 * The proof slice through every layer: route → page → query hooks → typed client → HTTP (msw/node
 * answering as the service would) → ChartFrame/EChart. Each state is a per-test override of the
 * default handlers; unhandled requests fail the test.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createDataSourceStore, DEMO_API_KEY, DEMO_BASE_URL, type DataSourceStore } from '@/api/data-source';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';
import { createQueryClient } from '@/api/query-client';
import { openDataTable } from '@/components/charts/open-data-table';
import { AppProviders } from './providers';
import { quietCountryHandlers } from '@/test/quiet-country-handlers';
import { coverageSummaryData } from '@/test/coverage-summary';
import {
  envelope,
  envelopeFrom,
  envelopeResponse,
  installStubServer,
  serviceErrorResponse,
  validationErrorResponse,
} from '@/test/msw';
import { createCountryLoader } from './country-loader';
import { createRoutes } from './router';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));
// The machine is shared and lazy route modules compile on first use: wait longer than 1 s.

const LIVE_URL = 'https://live.tradescope.test';
const LIVE_KEY = 'live-secret-key';

const germany = { id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false, region: 'Europe', note: null };
const point = (year: number, value: number) => ({
  period: `${year}-01-01`,
  value_usd: value,
  quantity: null,
  flow_count: 10,
});
// 2018 is absent: the chart must draw a gap there, not a zero.
const exportsSeries = [2015, 2016, 2017, 2019, 2020, 2021, 2022, 2023].map((y) =>
  point(y, (y - 2000) * 1e11),
);

let requests: { url: URL; auth: string | null }[] = [];
/** Requests for the coverage (the unfiltered summary): they carry no country id. */
let coverageRequests: URL[] = [];

/** The service's coverage in these tests: 2015-2023 (not the clock's). */
const COVERAGE = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];

function handlers(base: string) {
  return [
    http.get(`${base}/trade/summary`, ({ request }) => {
      const url = new URL(request.url);
      // Summaries with a reporter are recorded and fall through to the quiet handlers.
      if (url.search !== '') {
        requests.push({ url, auth: request.headers.get('authorization') });
        return undefined;
      }
      coverageRequests.push(url);
      return envelopeResponse(coverageSummaryData(COVERAGE), { requestId: 'req-coverage' });
    }),
    http.get(`${base}/countries/:cid`, ({ params, request }) => {
      requests.push({ url: new URL(request.url), auth: request.headers.get('authorization') });
      if (params['cid'] !== 'DE')
        return serviceErrorResponse(404, 'not_found', {
          message: `Country ${String(params['cid'])} not found`,
          requestId: 'req-404',
        });
      return envelopeResponse(germany, { requestId: 'req-detail', durationMs: 2 });
    }),
    envelopeFrom(
      '/countries/{cid}/exports',
      ({ request }) => {
        const url = new URL(request.url);
        requests.push({ url, auth: request.headers.get('authorization') });
        // Filters like the service: inclusive years.
        const from = Number(url.searchParams.get('from') ?? 0);
        const to = Number(url.searchParams.get('to') ?? 9999);
        return exportsSeries.filter((p) => {
          const y = Number(p.period.slice(0, 4));
          return y >= from && y <= to;
        });
      },
      { baseUrl: base, requestId: 'req-exports', durationMs: 3 },
    ),
  ];
}

const server = installStubServer(
  ...handlers(DEMO_BASE_URL),
  ...handlers(LIVE_URL),
  ...quietCountryHandlers(DEMO_BASE_URL),
  ...quietCountryHandlers(LIVE_URL),
);

beforeAll(async () => {
  // Compile the (large) lazy route modules up front, so a loaded machine does not time out the first test.
  await Promise.all([import('./routes/country'), import('./routes/settings')]);
});
// Every client a test made: its loaders' prefetches and retries outlive the page, and one sent late
// (a live client waits briefly for the service's profile first) would count in the next test.
const clients: QueryClient[] = [];
afterEach(async () => {
  cleanup();
  await Promise.all(clients.splice(0).map((client) => client.cancelQueries()));
  requests = [];
  coverageRequests = [];
});

function renderAt(
  url: string,
  store: DataSourceStore = createDataSourceStore({ local: null, session: null }),
  adapt: (routes: RouteObject[]) => RouteObject[] = (r) => r,
) {
  // Real retry policy with tiny delays: the attempt count is what is asserted, not the timing.
  const queryClient = createQueryClient({ dataSource: store, retry: { baseDelayMs: 1, maxDelayMs: 5 } });
  clients.push(queryClient);
  // The app's wiring: the route loaders prefetch into the same client the page reads.
  const router = createMemoryRouter(adapt(createRoutes({ queryClient, store })), { initialEntries: [url] });
  render(
    <AppProviders queryClient={queryClient} store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store };
}

const chart = () => screen.findByRole('figure', { name: 'Exports per year' });
const exportRequests = () => requests.filter((r) => r.url.pathname.endsWith('/exports'));
const summaryRequests = () => requests.filter((r) => r.url.pathname === '/trade/summary');

function liveStore() {
  const store = createDataSourceStore({ local: null, session: null });
  store.setLiveBaseUrl(LIVE_URL);
  store.setApiKey(LIVE_KEY);
  store.setMode('live');
  return store;
}

describe('/countries/:cid — exports series slice', () => {
  it('shows the country and its series, with gaps as gaps, once the chart has drawn', async () => {
    renderAt('/countries/DE?from=2015&to=2023');
    // The first test of the file pays for compiling the chart modules: allow a loaded machine more.
    expect(
      await screen.findByRole('heading', { level: 1, name: /Germany/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const figure = await screen.findByRole('figure', { name: 'Exports per year' }, { timeout: 15_000 });
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    expect(figure).toHaveAttribute('data-chart', 'exports-series');

    // The series handed to ECharts has null (a gap) for 2018, never 0.
    const drawn = JSON.parse(
      within(figure).getAllByTestId('echarts-series')[0]!.textContent ?? '[]',
    ) as unknown[];
    expect(drawn).toHaveLength(9);
    expect(drawn[3]).toBeNull();

    const table = await openDataTable(figure);
    const years = within(table)
      .getAllByRole('rowheader', { hidden: true })
      .map((c) => c.textContent);
    expect(years).toEqual(['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023']);
    expect(within(table).getByRole('row', { name: /2018/, hidden: true })).toHaveTextContent(
      /no trade reported/,
    );

    // The loader's prefetch and the page share one request.
    expect(exportRequests()).toHaveLength(1);
    const req = exportRequests()[0]!;
    // The series spans the whole coverage: no years in the request.
    expect(req.url.searchParams.has('from')).toBe(false);
    expect(req.url.searchParams.has('to')).toBe(false);
    expect(coverageRequests).toHaveLength(1);
    expect(req.auth).toBe(`Bearer ${DEMO_API_KEY}`);
    expect(req.url.toString()).not.toContain(DEMO_API_KEY);
  });

  it('shows a loading state until the series arrives', async () => {
    server.use(http.get(`${DEMO_BASE_URL}/countries/:cid/exports`, async () => delay('infinite')));
    renderAt('/countries/DE');
    const figure = await chart();
    expect(figure).toHaveAttribute('data-state', 'loading');
    expect(within(figure).getByRole('status')).toHaveTextContent(/Loading exports per year/);
    expect(await screen.findByRole('heading', { level: 1, name: /Germany/ })).toBeInTheDocument();
    expect(figure).toHaveAttribute('data-state', 'loading');
  });

  it('while a hung request is retried after its time limit, says it is still waiting and which attempt', async () => {
    server.use(http.get(`${DEMO_BASE_URL}/countries/:cid/exports`, async () => delay('infinite')));
    const store = createDataSourceStore({ local: null, session: null });
    // A short limit, long enough for a loaded machine to render the second attempt's state.
    store.setRequestTimeout(2_000);
    renderAt('/countries/DE', store);
    await chart();
    // The figure is looked up afresh: the view may mount it again while the page settles.
    const figure = () => screen.getByRole('figure', { name: 'Exports per year' });
    // The first attempt passes its time limit and is sent again: the frame says so.
    await waitFor(
      () =>
        expect(figure()).toHaveTextContent(
          /Still waiting for the service: it did not answer in time, trying again \(attempt 2 of 3\)/,
        ),
      WAIT_FOR_STATE,
    );
    expect(figure()).toHaveAttribute('data-state', 'loading');
    expect(within(figure()).getByRole('status')).not.toHaveTextContent(/Loading exports per year/);
  });

  it('while a hung coverage request is retried, the view says it is still waiting for the years and which attempt', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/trade/summary`, async ({ request }) => {
        if (new URL(request.url).search !== '') return undefined;
        await delay('infinite');
        return undefined;
      }),
    );
    const store = createDataSourceStore({ local: null, session: null });
    store.setRequestTimeout(2_000);
    renderAt('/countries/DE', store);
    expect(await screen.findByText('Loading the years the service covers…')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.getByText(
            /The years the service covers: still waiting for the service: it did not answer in time, trying again \(attempt 2 of 3\)/,
          ),
        ).toHaveAttribute('role', 'status'),
      WAIT_FOR_STATE,
    );
  });

  it('while hung summaries are retried, the key figures and the totals say they are still waiting, and which attempt', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/trade/summary`, async ({ request }) => {
        if (new URL(request.url).search === '') return undefined; // the coverage answers
        await delay('infinite');
        return undefined;
      }),
    );
    const store = createDataSourceStore({ local: null, session: null });
    store.setRequestTimeout(2_000);
    renderAt('/countries/DE', store);
    const strip = await screen.findByTestId('key-figures');
    const attempt2 =
      /still waiting for the service: it did not answer in time, trying again \(attempt 2 of 3\)/;
    await waitFor(
      () => expect(within(screen.getByTestId('key-figures')).getByRole('status')).toHaveTextContent(attempt2),
      WAIT_FOR_STATE,
    );
    expect(strip).toHaveTextContent(/Key figures: still waiting/);
    const totals = screen.getByTestId('totals-note');
    expect(within(totals).getByRole('status')).toHaveTextContent(
      /The totals: still waiting .*attempt [23] of 3/,
    );
    expect(totals).toHaveAttribute('aria-busy', 'true');
  });

  it('after the summaries failed, no section is left busy: the totals and the summary in words say why', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/trade/summary`, ({ request }) => {
        if (new URL(request.url).search === '') return undefined; // the coverage answers
        return HttpResponse.json(
          { error: 'internal_error', message: 'Summary store down', request_id: 'req-500' },
          { status: 500 },
        );
      }),
    );
    renderAt('/countries/DE');
    const totals = await screen.findByTestId('totals-note');
    await waitFor(
      () => expect(totals).toHaveTextContent('The totals need the summary, which could not be loaded.'),
      WAIT_FOR_STATE,
    );
    expect(totals).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(document.querySelector('[data-summary]')).not.toBeNull(), WAIT_FOR_STATE);
    const story = document.querySelector('[data-summary]')!;
    await waitFor(() => expect(story).toHaveAttribute('aria-busy', 'false'), WAIT_FOR_STATE);
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });

  it('shows an empty state when no year has exports', async () => {
    server.use(envelope('/countries/{cid}/exports', [], { requestId: 'req-empty' }));
    renderAt('/countries/DE?from=2016&to=2017');
    const figure = await chart();
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'empty'));
    // The series covers the service's whole coverage, so that is what has nothing.
    expect(figure).toHaveTextContent('No exports reported for Germany in 2015–2023.');
  });

  it('on 401 in live mode: clears the key, shows the service message and asks for the key again', async () => {
    const store = liveStore();
    server.use(
      http.get(`${LIVE_URL}/countries/:cid/exports`, ({ request }) => {
        requests.push({ url: new URL(request.url), auth: request.headers.get('authorization') });
        return serviceErrorResponse(401, 'invalid_key', {
          message: 'Invalid or missing API key',
          requestId: 'req-401',
        });
      }),
    );
    renderAt('/countries/DE', store);
    const banner = await screen.findByTestId('auth-banner');
    expect(banner).toHaveTextContent('Invalid or missing API key');
    expect(within(banner).getByRole('link', { name: /API key/ })).toHaveAttribute('href', '/settings');
    expect(store.getSnapshot().hasLiveKey).toBe(false);
    // Not retried by the retry policy: a rejected key does not get better by asking again.
    // (Clearing the key resets failed queries once, which may re-send one request.)
    expect(exportRequests().length).toBeLessThanOrEqual(2);
    for (const r of exportRequests()) expect(r.auth).toBe(`Bearer ${LIVE_KEY}`);
    const figure = await chart();
    expect(figure).toHaveAttribute('data-state', 'error');
  });

  it('on 404 shows a not-found state with search', async () => {
    renderAt('/countries/QQ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
    expect(screen.getByText(/Country QQ not found/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find a country' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    // A well-formed id the client does not know: only the detail asks, the data requests
    // (two of which the service would answer 422) wait for it.
    expect(requests.map((r) => r.url.pathname)).toEqual(['/countries/QQ']);
  });

  it('an id the client does not know gets its data once the service confirms it', async () => {
    server.use(
      envelopeFrom(
        '/countries/QQ',
        ({ request }) => {
          requests.push({ url: new URL(request.url), auth: null });
          return { ...germany, id: 'QQ', iso3: null, name: 'Qualia' };
        },
        { requestId: 'r' },
      ),
    );
    renderAt('/countries/QQ?from=2015&to=2023');
    expect(await screen.findByRole('heading', { level: 1, name: /Qualia/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(exportRequests().map((r) => r.url.pathname)).toEqual(['/countries/QQ/exports']),
    );
  });

  it('alpha-3 ids in any case redirect to the alpha-2 URL; non-ASCII never becomes an id', async () => {
    for (const [from, to] of [
      ['/countries/usa?flow=import', '/countries/US'],
      ['/countries/DEU', '/countries/DE'],
      ['/countries/deu?from=2016', '/countries/DE'],
    ] as const) {
      const { router } = renderAt(from);
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
      expect(router.state.location.search).toBe(from.includes('?') ? from.slice(from.indexOf('?')) : '');
      // Replaced, not pushed: Back leaves the page instead of bouncing to the redirect.
      expect(router.state.historyAction).toBe('REPLACE');
      cleanup();
    }
    requests = [];
    renderAt(`/countries/${encodeURIComponent('ß')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
    expect(screen.getByText('ß')).toBeInTheDocument();
    // Not South Sudan ('ß'.toUpperCase() is 'SS'): nothing asks about SS.
    expect(requests.filter((r) => r.url.href.includes('SS'))).toEqual([]);
  });

  it('on 422 shows the service message and request id; no retry, the details to copy', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/countries/:cid/exports`, ({ request }) => {
        requests.push({ url: new URL(request.url), auth: null });
        return validationErrorResponse(
          [{ loc: ['query', 'partner'], msg: 'Unknown country: ZZ', type: 'value_error', input: 'ZZ' }],
          { requestId: 'req-422' },
        );
      }),
    );
    renderAt('/countries/DE');
    const figure = await chart();
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'error'));
    const alert = within(figure).getByRole('alert');
    expect(alert).toHaveTextContent(/rejected the request parameters/);
    expect(alert).toHaveTextContent(/Unknown country: ZZ/);
    expect(alert).toHaveTextContent('req-422');
    expect(exportRequests()).toHaveLength(1);
    // Repeating the request would be rejected again: no Retry, the details to copy instead.
    expect(within(figure).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(figure).getByRole('button', { name: 'Copy details' })).toBeInTheDocument();
    expect(exportRequests()).toHaveLength(1);
  });

  it('on 429 with a long Retry-After says until when, without retrying automatically', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/countries/:cid/exports`, ({ request }) => {
        requests.push({ url: new URL(request.url), auth: null });
        return serviceErrorResponse(429, 'rate_limit_exceeded', {
          message: 'Rate limit exceeded',
          requestId: 'req-429',
          retryAfterSeconds: 3600,
        });
      }),
    );
    renderAt('/countries/DE');
    const figure = await chart();
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'error'));
    expect(within(figure).getByRole('alert')).toHaveTextContent(/Rate-limited until \d\d:\d\d/);
    expect(within(figure).getByRole('alert')).toHaveTextContent('req-429');
    expect(exportRequests()).toHaveLength(1);
  });

  it('on a network error retries at most twice, then offers Retry', async () => {
    let fail = true;
    server.use(
      http.get(`${DEMO_BASE_URL}/countries/:cid/exports`, ({ request }) => {
        requests.push({ url: new URL(request.url), auth: null });
        if (fail) return HttpResponse.error();
        return envelopeResponse(exportsSeries, { requestId: 'req-ok' });
      }),
    );
    renderAt('/countries/DE');
    const figure = await chart();
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'error'));
    // The service answered the page's other requests: this one did not get through (the network
    // may be down, or the service failed or blocked it), which is not an unreachable service.
    expect(within(figure).getByRole('alert')).toHaveTextContent(/did not get through/);
    expect(exportRequests()).toHaveLength(3);

    fail = false;
    await userEvent.click(within(figure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'));
  });

  it('clamps a malformed range with a visible notice and never sends it', async () => {
    renderAt('/countries/DE?from=20x5&to=2999');
    // A cold start (the file's first test, or run alone) may take longer than findBy's 1 s.
    const notices = await screen.findByTestId('url-notices', {}, { timeout: 15_000 });
    expect(notices).toHaveTextContent(/20x5/);
    // A year past the coverage is named once the coverage has answered, in a render of its own.
    await waitFor(() => expect(screen.getByTestId('url-notices')).toHaveTextContent(/2999/), {
      timeout: 15_000,
    });
    const figure = await chart();
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'));
    // `to` 2999 is clamped into the coverage (ends 2023), `from` defaults to the span up to it
    // (its first year here, 2015).
    // The coverage's notice comes with the coverage's answer, in a render of its own (the notices
    // element may be a new one by then).
    await waitFor(() =>
      expect(screen.getByTestId('url-notices')).toHaveTextContent('the service covers 2015–2023'),
    );
    await waitFor(() => expect(summaryRequests().length).toBeGreaterThan(0));
    // The key figures ask for the whole clamped range; the insights also ask for single years
    // inside it. No request carries the malformed or out-of-coverage years.
    const ranges = summaryRequests().map((req) => [
      Number(req.url.searchParams.get('from')),
      Number(req.url.searchParams.get('to')),
    ]);
    expect(ranges).toContainEqual([2015, 2023]);
    for (const [from, to] of ranges) {
      expect(from).toBeGreaterThanOrEqual(2015);
      expect(to).toBeLessThanOrEqual(2023);
    }
  });

  it('says a year after the coverage once: ?to=2031 is one fault, one notice', async () => {
    renderAt('/countries/DE?to=2031');
    const notices = await screen.findByTestId('url-notices', {}, { timeout: 15_000 });
    // The coverage's notice alone: the URL parser no longer adds its own by the clock.
    expect(
      within(notices)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Year 2031 has no data yet (the service covers 2015–2023); "to" set to 2023.']);
    const figure = await chart();
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'));
    await waitFor(() => expect(summaryRequests().length).toBeGreaterThan(0));
    const tos = summaryRequests().map((req) => Number(req.url.searchParams.get('to')));
    expect(tos).toContain(2023);
    // Neither the URL's year nor the promised span's last year is sent: only the coverage's. (A
    // loader whose coverage fetch was cancelled used to fall back to the promised span, up to
    // last year, and send its head start for it.)
    for (const req of summaryRequests())
      expect(Number(req.url.searchParams.get('to')), req.url.search).toBeLessThanOrEqual(2023);
  });

  it('redirects a lower-case id to the canonical upper-case URL, keeping the search', async () => {
    const { router } = renderAt('/countries/de?from=2016');
    await screen.findByRole('heading', { level: 1, name: /Germany/ });
    // The tab says the country's name, not "Country DE".
    await waitFor(() => expect(document.title).toBe('Germany — Tradescope'));
    expect(router.state.location.pathname).toBe('/countries/DE');
    expect(router.state.location.search).toBe('?from=2016');
  });

  it("starts the page's requests while the route module is still loading (loader, no waterfall)", async () => {
    // The country module never arrives: only the loader can have asked for the data.
    const stalled = (routes: RouteObject[]): RouteObject[] =>
      routes.map((r) => ({
        ...r,
        ...(r.path === '/countries/:cid' ? { lazy: () => new Promise<never>(() => {}) } : {}),
        children: r.children ? stalled(r.children) : undefined,
      })) as RouteObject[];
    renderAt('/countries/DE?from=2015&to=2023', undefined, stalled);
    await waitFor(() =>
      expect(requests.map((r) => r.url.pathname).sort()).toEqual([
        '/countries/DE',
        '/countries/DE/exports',
        '/trade/summary',
        '/trade/summary',
      ]),
    );
    expect(coverageRequests).toHaveLength(1);
    expect(summaryRequests()[0]!.url.searchParams.get('from')).toBe('2015');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('the loader never blocks or throws: malformed ids and params, or no key, just skip or clean up', async () => {
    const args = (url: string, cid: string) =>
      ({
        params: { cid },
        request: new Request(`https://app.test${url}`),
        context: {},
      }) as unknown as LoaderFunctionArgs;
    const queryClient = createQueryClient({ dataSource: null });
    const demo = createCountryLoader({
      queryClient,
      store: createDataSourceStore({ local: null, session: null }),
    });

    expect(demo(args('/countries/%3Cscript%3E', '<script>'))).toBeNull();
    expect(demo(args('/countries/', ''))).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    const noKey = createDataSourceStore({ local: null, session: null });
    noKey.setLiveBaseUrl(LIVE_URL);
    noKey.setMode('live');
    expect(createCountryLoader({ queryClient, store: noKey })(args('/countries/DE', 'DE'))).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    // Malformed parameters are cleaned as the page cleans them: requests start, none a 422.
    expect(demo(args('/countries/DE?from=abc&to=1800&limit=-5&flow=both', 'DE'))).toBeNull();
    await waitFor(() => expect(summaryRequests()).toHaveLength(2));
    // `to` 1800 clamps to 2010, then into the coverage (2015-2023); `from` defaults to it.
    expect(summaryRequests()[0]!.url.searchParams.get('to')).toBe('2015');
    expect(summaryRequests()[0]!.url.searchParams.get('from')).toBe('2015');
    expect(exportRequests()).toHaveLength(1);
    await queryClient.cancelQueries();
    queryClient.clear();
  });

  it('odd deep links: markup in the id is shown as text, junk parameters are cleaned, nothing crashes', async () => {
    renderAt('/countries/%3Cscript%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
    expect(screen.getByText('<script>')).toBeInTheDocument();
    expect(screen.getByText('<script>').parentElement).toHaveTextContent('<script> is not a country id.');
    expect(document.querySelector('script')).toBeNull();
    expect(requests).toEqual([]);
    cleanup();

    const second = renderAt('/countries/zz?from=abc&to=1800&limit=-5&flow=both');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/countries/ZZ'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
    // Only the detail asked (the service could only say "unknown country").
    expect(requests.map((r) => r.url.pathname)).toEqual(['/countries/ZZ']);
  });
});
