/**
 * Component tests of the country view over msw (fixture handlers per test: exact numbers make
 * the assertions meaningful; the synthetic world is exercised in country-view.world.test.tsx).
 * ECharts is replaced by the shared stub, which fires `finished` like the real chart.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useParams, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  envelopeFrom,
  envelopeResponse,
  installStubServer,
  networkError,
  serviceError,
  validationError,
} from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { createDataSourceStore, DEMO_BASE_URL, type DataSourceStore } from '@/api/data-source';
import { openDataTable } from '@/components/charts/open-data-table';
import { productLabel } from '@/lib/hs/hs-nomenclature';
import { CountryView } from './country-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const CHART_IDS = [
  'exports-series',
  'imports-series',
  'top-partners',
  'partner-concentration',
  'partner-map',
  'product-mix',
] as const;

const detail = {
  id: 'BR',
  iso3: 'BRA',
  name: 'Brazil',
  is_group: false,
  region: 'South America',
  note: null,
};

function summary(flow: string) {
  const exp = flow === 'export';
  return {
    trade_value: exp ? 1000e6 : 600e6,
    quantity: null,
    growth: exp ? 0.041 : -0.02,
    unit_value: null,
    top_partners: exp
      ? [
          { partner: 'CN', value_usd: 500e6, share: 0.5 },
          { partner: 'US', value_usd: 300e6, share: 0.3 },
        ]
      : [{ partner: 'US', value_usd: 360e6, share: 0.6 }],
    partner_concentration: exp ? 3800 : 4400,
    periods: [],
  };
}

/**
 * The unfiltered summary is the service's coverage: 2010-2024 with no trade in 2016, so neither
 * the clock's year nor a gapless range could pass for it.
 */
const COVERAGE_YEARS = [2010, 2011, 2012, 2013, 2014, 2015, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const WORLD_SUMMARY = {
  ...summary('export'),
  periods: COVERAGE_YEARS.map((y) => ({
    period: `${y}-01-01`,
    value_usd: 1e12,
    quantity: null,
    flow_count: 9,
  })),
};

const point = (year: number, value: number) => ({
  period: `${year}-01-01`,
  value_usd: value,
  quantity: null,
  flow_count: 3,
});
const partner = (id: string, value: number) => ({
  partner: id,
  value_usd: value,
  quantity: null,
  flow_count: 2,
});
const product = (hs6: string, value: number) => ({ hs6, value_usd: value, quantity: null, flow_count: 2 });

function defaultHandlers() {
  return [
    envelope('/countries/BR', detail, { requestId: 'req-detail' }),
    serviceError('/countries/ZZ', 404, 'not_found', {
      message: "No country or group has the id 'ZZ'",
      requestId: 'req-404',
    }),
    serviceError('/countries/ZZ/*', 404, 'not_found', {
      message: "No country or group has the id 'ZZ'",
      requestId: 'req-404b',
    }),
    envelopeFrom('/trade/summary', ({ request }) => {
      const params = new URL(request.url).searchParams;
      return params.has('reporter') ? summary(params.get('flow') ?? '') : WORLD_SUMMARY;
    }),
    // 2014 is missing on purpose: a gap, which must stay null.
    envelope('/countries/BR/exports', [point(2012, 300e6), point(2013, 400e6), point(2015, 300e6)], {
      requestId: 'req-exports',
    }),
    envelope('/countries/BR/imports', [point(2012, 200e6), point(2013, 200e6), point(2014, 200e6)]),
    envelopeFrom('/countries/BR/partners', ({ request }) =>
      new URL(request.url).searchParams.get('flow') === 'import'
        ? [partner('US', 360e6), partner('DE', 240e6)]
        : [partner('CN', 500e6), partner('US', 300e6), partner('AR', 200e6)],
    ),
    envelope('/countries/BR/products', [product('260111', 600e6), product('090111', 250e6)], {
      requestId: 'req-products',
    }),
    // The catalog search behind the product filter: names as well as codes.
    envelopeFrom('/products', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      return q.includes('coffee')
        ? [{ hs6: '090111', hs_version: 2022, name: 'Coffee, not roasted', parent_hs4: '0901' }]
        : [];
    }),
    // The insights' requests, answered so that every request has a handler: the service lists no
    // World group (the specialisation chart says so; its own tests give it one) and no markets.
    envelope('/countries', []),
    envelope('/products/:pid/markets', { top_exporters: [], top_importers: [] }),
    envelopeFrom('/products/:pid', ({ params }) => ({
      id: String(params.pid),
      matches:
        params.pid === '26'
          ? [{ hs6: '260111', hs_version: 2022, name: 'Iron ores, non-agglomerated', parent_hs4: '2601' }]
          : [{ hs6: '090111', hs_version: 2022, name: 'Coffee, not roasted', parent_hs4: '0901' }],
    })),
  ];
}

const server = installStubServer(...defaultHandlers());
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function CountryRoute() {
  const { cid = '' } = useParams();
  return (
    <>
      <CountryView cid={cid.toUpperCase()} />
      <LocationProbe />
    </>
  );
}

function renderPage(path: string, store?: DataSourceStore) {
  return renderRoutes(
    [
      { path: '/countries/:cid', element: <CountryRoute /> },
      { path: '/flows', element: <LocationProbe /> },
      { path: '/products/:pid', element: <LocationProbe /> },
    ],
    path,
    store,
  );
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
const stateOf = (id: string) => chart(id)?.getAttribute('data-state');

async function waitForStates(expected: Record<string, string>) {
  await waitFor(
    () => {
      for (const [id, state] of Object.entries(expected)) expect(stateOf(id)).toBe(state);
    },
    { timeout: 15_000 },
  );
}
const all = (state: string) => Object.fromEntries(CHART_IDS.map((id) => [id, state]));

describe('country view', () => {
  it('shows loading states on every chart while requests are pending, all issued at once', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    // The coverage answers (it is cached for the session after the first page); nothing else does.
    server.use(
      http.get(`${DEMO_BASE_URL}/*`, async ({ request }) => {
        if (new URL(request.url).pathname === '/trade/summary' && !new URL(request.url).search)
          return envelopeResponse(WORLD_SUMMARY);
        await delay('infinite');
        return HttpResponse.text('never');
      }),
    );
    renderPage('/countries/BR');
    await waitForStates(all('loading'));
    // Every data request of the page starts without waiting for another (no waterfall).
    // The insights below (specialisation, change, dependence) wait for the country's detail, so an
    // unknown id costs one request; with the detail pending they have asked nothing yet.
    await waitFor(() => expect(new Set(seen).size).toBe(6));
    expect(new Set(seen)).toEqual(
      new Set([
        '/countries/BR',
        '/trade/summary',
        '/countries/BR/exports',
        '/countries/BR/imports',
        '/countries/BR/partners',
        '/countries/BR/products',
      ]),
    );
    server.events.removeAllListeners();
  });

  it('renders the full profile: header, key figures, every chart ready, tables and totals', async () => {
    renderPage('/countries/BR?flow=export&from=2012&to=2015');
    await waitForStates(all('ready'));

    expect(screen.getByRole('heading', { level: 1, name: /Brazil/ })).toBeInTheDocument();
    expect(screen.getByText('BRA')).toBeInTheDocument();
    expect(screen.getByText('ISO alpha-2')).toBeInTheDocument();
    expect(screen.getByTestId('data-source-line')).toHaveTextContent(/Synthetic data/);

    const figures = screen.getByTestId('key-figures');
    const exportsCard = within(figures).getByRole('region', { name: 'Exports: key figures' });
    expect(exportsCard).toHaveTextContent('$1B');
    expect(exportsCard).toHaveTextContent('$1,000,000,000'); // exact value for screen readers
    expect(exportsCard).toHaveTextContent('+4.1% a year');
    expect(exportsCard).toHaveTextContent('compound annual rate');
    expect(exportsCard).toHaveTextContent('3'); // partners
    expect(exportsCard).toHaveTextContent('3,800');
    expect(within(figures).getByRole('region', { name: 'Trade balance' })).toHaveTextContent('$400M');

    // The gap year stays null in what is drawn, and the table says so.
    // The series spans the service's whole coverage (2010-2024); the selection is highlighted.
    const [whole, selected] = within(chart('exports-series')).getAllByTestId('echarts-series');
    expect(whole).toHaveTextContent(
      '[null,null,300000000,400000000,null,300000000,null,null,null,null,null,null,null,null,null]',
    );
    expect(selected).toHaveTextContent(
      '[null,null,300000000,400000000,null,300000000,null,null,null,null,null,null,null,null,null]',
    );
    expect(await openDataTable(chart('exports-series'))).toHaveTextContent('no trade reported');

    // Partner rows link to the flow explorer for the pair.
    const partnersTable = await openDataTable(chart('top-partners'));
    const china = within(partnersTable).getByRole('link', { name: /China/ });
    expect(china).toHaveAttribute('href', '/flows?reporter=BR&partner=CN&flow=export&from=2012&to=2015');
    expect(partnersTable).toHaveTextContent('50.0%');

    // Product rows link to the product view and carry the catalog names.
    const mix = await openDataTable(chart('product-mix'));
    expect(within(mix).getByRole('link', { name: '260111' })).toHaveAttribute(
      'href',
      '/products/260111?from=2012&to=2015',
    );
    expect(mix).toHaveTextContent('Iron ores, non-agglomerated');
    expect(mix).toHaveTextContent('60.0%');

    expect(chart('partner-concentration')).toHaveTextContent(/highly concentrated/);
    expect(chart('partner-concentration')).toHaveTextContent(/2\.6 partners/);

    const totals = screen.getByTestId('totals-note');
    expect(totals).toHaveTextContent('The yearly exports series sums to the total of $1B.');
    expect(totals).toHaveTextContent('All 3 partners together account for the same $1B.');
  });

  it('names the chart accessibly and offers the data table', async () => {
    renderPage('/countries/BR');
    await waitForStates(all('ready'));
    for (const id of CHART_IDS) {
      const frame = chart(id);
      expect(frame).toHaveAccessibleName();
      expect(within(frame).getByRole('table')).toBeInTheDocument();
    }
  });

  it('shows empty states when the country has no trade in the range', async () => {
    server.use(
      envelopeFrom('/trade/summary', ({ request }) =>
        new URL(request.url).searchParams.has('reporter')
          ? {
              trade_value: null,
              quantity: null,
              growth: null,
              unit_value: null,
              top_partners: [],
              partner_concentration: null,
              periods: [],
            }
          : WORLD_SUMMARY,
      ),
      envelope('/countries/BR/exports', []),
      envelope('/countries/BR/imports', []),
      envelope('/countries/BR/partners', []),
      envelope('/countries/BR/products', []),
    );
    renderPage('/countries/BR?from=2011&to=2011');
    await waitForStates(all('empty'));
    expect(chart('exports-series')).toHaveTextContent('No exports reported for Brazil in 2010–2024.');
    expect(screen.getByTestId('totals-note')).toHaveTextContent('No exports reported in this range');
  });

  it('keeps the other charts when one request fails, with the message and request id', async () => {
    server.use(
      serviceError('/countries/BR/products', 500, 'internal_error', {
        message: 'Engine exploded',
        requestId: 'req-500',
      }),
    );
    renderPage('/countries/BR');
    await waitForStates({ ...all('ready'), 'product-mix': 'error' });
    const mix = chart('product-mix');
    expect(within(mix).getByRole('alert')).toHaveTextContent('Engine exploded');
    expect(mix).toHaveTextContent('req-500');
    expect(within(mix).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the not-found page with search for an unknown country', async () => {
    renderPage('/countries/ZZ');
    expect(await screen.findByRole('heading', { name: 'Country not found' })).toBeInTheDocument();
    expect(screen.getByText(/No country or group has the id 'ZZ'/)).toBeInTheDocument();
    expect(screen.getByText('req-404')).toBeInTheDocument();
    expect(document.querySelector('[data-chart]')).toBeNull();
  });

  it('reports a rejected key on every chart with a way to settings (401)', async () => {
    server.use(
      serviceError('/*', 401, 'invalid_key', { message: 'Invalid or missing API key', requestId: 'req-401' }),
    );
    renderPage('/countries/BR');
    await waitForStates(all('error'));
    const series = chart('exports-series');
    expect(series).toHaveTextContent('The API key was rejected');
    expect(series).toHaveTextContent('Invalid or missing API key');
    expect(within(series).getByRole('link', { name: /Settings/ })).toBeInTheDocument();
  });

  it('live mode without a key: every chart and figure says so with a way to Settings, none keeps loading', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request.url);
    });
    const store = createDataSourceStore({ local: null, session: null });
    store.setLiveBaseUrl('https://live.tradescope.test');
    store.setMode('live');
    renderPage('/countries/BR', store);
    await waitForStates(all('error'));
    for (const id of CHART_IDS) {
      expect(chart(id)).toHaveTextContent('No API key');
      expect(chart(id)).toHaveTextContent('The live service needs an API key before this can load.');
      expect(within(chart(id)).getByRole('link', { name: 'Enter the API key in Settings' })).toHaveAttribute(
        'href',
        '/settings',
      );
      expect(within(chart(id)).queryByRole('button', { name: 'Retry' })).toBeNull();
    }
    const figures = screen.getByTestId('key-figures');
    expect(figures).not.toHaveTextContent('Loading');
    expect(within(figures).getByRole('region', { name: 'Exports: key figures' })).toHaveTextContent(
      'No API key',
    );
    expect(within(figures).getAllByRole('link', { name: 'Enter the API key in Settings' })).toHaveLength(2);
    expect(figures).not.toHaveTextContent('..');
    const header = document.querySelector<HTMLElement>('.country-header')!;
    expect(within(header).getByRole('alert')).toHaveTextContent(
      /^Country details could not be loaded\.\s*No API key/,
    );
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Brazil');
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(seen).toEqual([]);

    // Once the key is entered, the same page loads (nothing to reload by hand).
    server.use(
      serviceError('/*', 401, 'invalid_key', {
        message: 'Invalid or missing API key',
        requestId: 'req-live',
        baseUrl: 'https://live.tradescope.test',
      }),
    );
    act(() => store.setApiKey('live-key'));
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    server.events.removeAllListeners();
  });

  it('settles the totals after a failed summary: says why, and is not left busy', async () => {
    server.use(
      validationError('/trade/summary', [
        { loc: ['query', 'flow'], msg: 'Input should be a valid flow', type: 'value_error', input: 'both' },
      ]),
    );
    renderPage('/countries/BR');
    await waitForStates({ 'exports-series': 'ready', 'partner-concentration': 'error' });
    const totals = screen.getByTestId('totals-note');
    await waitFor(() => expect(totals).toHaveTextContent('could not be loaded'));
    expect(totals).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the validation message of a 422 on the chart that caused it', async () => {
    server.use(
      validationError(
        '/countries/BR/partners',
        [
          {
            loc: ['query', 'limit'],
            msg: 'Input should be less than or equal to 500',
            type: 'less_than_equal',
            input: '900',
          },
        ],
        { requestId: 'req-422' },
      ),
    );
    renderPage('/countries/BR');
    await waitForStates({
      'exports-series': 'ready',
      'top-partners': 'error',
      'partner-map': 'error',
      'product-mix': 'ready',
    });
    expect(chart('top-partners')).toHaveTextContent('The service rejected the request parameters');
    expect(chart('top-partners')).toHaveTextContent(/less than or equal to 500/);
  });

  it('says until when a 429 rate limit lasts', async () => {
    server.use(
      serviceError('/countries/BR/imports', 429, 'rate_limit_exceeded', {
        message: 'Rate limit exceeded',
        requestId: 'req-429',
        retryAfterSeconds: 600,
      }),
    );
    renderPage('/countries/BR');
    await waitForStates({ 'exports-series': 'ready', 'imports-series': 'error' });
    expect(chart('imports-series')).toHaveTextContent('Rate limit reached');
    expect(chart('imports-series')).toHaveTextContent(/Rate-limited until \d\d:\d\d/);
  });

  it('explains a request that fails at a service answering the others, after the retries', async () => {
    server.use(networkError('/countries/BR/exports'));
    renderPage('/countries/BR');
    await waitForStates({ 'exports-series': 'error', 'imports-series': 'ready' });
    // The other requests were answered: not an unreachable service, but one that failed or
    // blocked this request (as a 500 sent without CORS headers looks to a browser).
    expect(chart('exports-series')).toHaveTextContent('This request did not get through');
  });

  it('switches flow through the URL, keeps charts on screen, and returns with Back', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/countries/BR?from=2012&to=2015');
    await waitForStates(all('ready'));
    await user.click(screen.getByRole('radio', { name: 'Imports' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/countries/BR?flow=import&from=2012&to=2015');
    await waitForStates(all('ready'));
    expect(await openDataTable(chart('top-partners'))).toHaveTextContent('Germany');
    expect(chart('top-partners')).toHaveTextContent('Top import origins');

    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/countries/BR?from=2012&to=2015'),
    );
    await waitForStates(all('ready'));
    expect(await openDataTable(chart('top-partners'))).toHaveTextContent('China');
  });

  it('keeps both of two quick changes made before the URL commits', async () => {
    renderPage('/countries/BR?from=2012&to=2015');
    await waitForStates(all('ready'));
    // In one act, so no render commits in between (as in a browser while the router's
    // transition is pending): the second change must not undo the first.
    const imports = screen.getByRole('radio', { name: 'Imports' });
    const from = screen.getByRole('combobox', { name: /^From/ });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act around both events is the point (see above)
    act(() => {
      fireEvent.click(imports);
      fireEvent.change(from, { target: { value: '2013' } });
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/countries/BR?flow=import&from=2013&to=2015'),
    );
  });

  it("opens on the latest complete year of the service's coverage, series over the whole coverage", async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const u = new URL(request.url);
      if (u.pathname.startsWith('/countries/BR/') || u.searchParams.has('reporter'))
        requested.push(u.pathname + u.search);
    });
    renderPage('/countries/BR');
    await waitForStates(all('ready'));
    // Key figures, ranking, map and mix: the default span up to the latest complete year (2024,
    // the service's, not the clock's).
    expect(requested).toContain('/trade/summary?reporter=BR&flow=export&from=2014&to=2024');
    expect(requested).toContain('/countries/BR/products?flow=export&from=2014&to=2024&limit=20');
    // Series: the whole coverage, never a one-point line.
    expect(requested).toContain('/countries/BR/exports');
    const years = within(await openDataTable(chart('exports-series')))
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect(years[0]).toBe('2010');
    expect(years.at(-1)).toBe('2024');
    expect(screen.getByTestId('exports-series-total').closest('p')).toHaveTextContent('Sum over 2014–2024');
    // The pickers offer the coverage and mark a year without data.
    const to = screen.getByRole('combobox', { name: /^To/ });
    expect(to).toHaveValue('2024');
    const options = within(to)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('2010');
    expect(options.at(-1)).toBe('2024');
    expect(options).toContain('2016 (no data)');
    server.events.removeAllListeners();
  });

  it('clamps years the service does not cover, with a notice, and sends none of them', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).search));
    renderPage('/countries/BR?from=2026&to=2026');
    await waitForStates(all('ready'));
    expect(screen.getByTestId('url-notices')).toHaveTextContent(
      'Year 2026 has no data yet (the service covers 2010–2024)',
    );
    expect(requested.some((q) => q.includes('2026'))).toBe(false);
    expect(requested).toContain('?reporter=BR&flow=export&from=2024&to=2024');
    server.events.removeAllListeners();
  });

  it('says a link’s reporter other than the page’s country is not applied', async () => {
    renderPage('/countries/BR?reporter=AR');
    expect(await screen.findByTestId('url-notices', {}, { timeout: 15_000 })).toHaveTextContent(
      'This page is country BR, from its address: "reporter=AR" is not applied.',
    );
  });

  it('selects a year from a series (its button in the data table, for the keyboard)', async () => {
    const user = userEvent.setup();
    renderPage('/countries/BR?from=2012&to=2015');
    await waitForStates(all('ready'));
    const table = await openDataTable(chart('exports-series'));
    expect(within(table).getByRole('button', { name: '2013' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getByRole('button', { name: '2011' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(table).getByRole('button', { name: '2011' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/countries/BR?from=2011&to=2011');
  });

  it('an unknown product or partner is a visible notice, never a request that carries it', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requested.push(new URL(request.url).pathname + new URL(request.url).search),
    );
    server.use(
      serviceError('/products/99', 404, 'not_found', {
        message: "No product in the catalog matches '99'",
        requestId: 'req-p404',
      }),
    );
    renderPage('/countries/BR?product=99&partner=XX');
    await waitForStates(all('ready'));
    const notices = screen.getByTestId('url-notices');
    expect(notices).toHaveTextContent('Product 99 is not in the HS catalog; the product filter is left out.');
    expect(notices).toHaveTextContent('"XX" is not a known country code; ignored.');
    // Only the catalog was asked about 99; no data request carries either id.
    expect(requested.filter((r) => r.includes('99'))).toEqual(['/products/99']);
    expect(requested.filter((r) => r.includes('XX'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('narrows the series and the key figures with a product filter typed by name or code, and refuses what names none', async () => {
    const user = userEvent.setup();
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const u = new URL(request.url);
      if (u.pathname === '/countries/BR/exports' || u.searchParams.has('product')) requested.push(u.search);
    });
    renderPage('/countries/BR');
    await waitForStates(all('ready'));
    const input = screen.getByRole('combobox', { name: /Product filter/ });
    await user.type(input, '12x{Enter}');
    expect(await screen.findByText('No product matches "12x".')).toBeInTheDocument();
    // A name, as the flow explorer takes it (the same matcher).
    await user.clear(input);
    await user.type(input, 'coffee{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('product=090111'));
    await waitFor(() => expect(requested).toContain('?product=090111'));
    // The key figures are the product's, from its own summaries, and name it.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Key figures/ })).toHaveTextContent(
        'Key figures of Coffee, not roasted (HS 090111), 2014–2024',
      ),
    );
    const productSummary = requested.map((q) => new URLSearchParams(q)).find((q) => q.has('reporter'));
    expect(Object.fromEntries(productSummary ?? [])).toMatchObject({
      reporter: 'BR',
      product: '090111',
      from: '2014',
    });
    expect(chart('exports-series')).toHaveTextContent('Exports of Coffee, not roasted (HS 090111) per year');
    await user.clear(input);
    await user.type(input, 'hs:090111{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('product=090111');
    // Quantity becomes available for a single HS6 product.
    expect(screen.getByRole('radio', { name: 'Quantity' })).toBeEnabled();
    server.events.removeAllListeners();
  });

  it("with a product filter, the partner footnote compares the shown partners with that product's partners", async () => {
    server.use(
      envelopeFrom('/countries/BR/partners', ({ request }) =>
        new URL(request.url).searchParams.get('product') !== '0901'
          ? [partner('CN', 500e6), partner('US', 300e6), partner('AR', 200e6)]
          : [partner('US', 40e6), partner('DE', 30e6), partner('IT', 20e6), partner('JP', 10e6)],
      ),
    );
    renderPage('/countries/BR?product=0901&limit=2&from=2012&to=2015');
    await waitForStates(all('ready'));
    // The concentration card follows the filter: the index over the product's partners
    // (shares 40/30/20/10 %: 1,600 + 900 + 400 + 100), not the all-products 3,800, and says so.
    const concentration = chart('partner-concentration');
    expect(concentration).toHaveTextContent(
      `Brazil's exports of ${productLabel('0901')} are highly concentrated across partners (HHI 3,000 of 10,000)`,
    );
    expect(concentration).toHaveTextContent('The largest partner, United States, accounts for 40%.');
    expect(concentration).toHaveTextContent(
      `${productLabel('0901')} only: the index is computed from that product's 4 partners.`,
    );
    expect(concentration).not.toHaveTextContent('3,800');
    expect(await openDataTable(concentration)).toHaveTextContent(
      'Herfindahl-Hirschman index (0–10,000)3,000',
    );
    const totals = screen.getByTestId('totals-note');
    expect(totals).toHaveTextContent(
      'The partner chart shows the top 2 of 4 partners (cut by the limit): $70M (70.0% of the product-restricted total).',
    );
  });

  it('disables the quantity measure without a single product and says why', async () => {
    renderPage('/countries/BR?measure=quantity');
    await waitForStates(all('ready'));
    expect(screen.getByRole('radio', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Value (USD)' })).toBeChecked();
    expect(screen.getByText(/Quantity needs one HS6 product/)).toBeInTheDocument();
  });
});
