/**
 * The product view over the real service handlers and the default synthetic world: an HS6 code,
 * a heading and a chapter end to end, plus per-test error overrides in the service's shapes.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { EXPORTER_BUDGET } from './insights/use-product-insights';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataSourceStore, DEMO_BASE_URL } from '@/api/data-source';
import { openDataTable } from '@/components/charts/open-data-table';
import { valueError } from '@/emulator/service/pydantic-errors';
import { coverageOf, coverageSummaryData } from '@/test/coverage-summary';
import { envelopeResponse, installTestServer, networkError, serviceError, validationError } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { ProductView } from './product-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const HS6_CHARTS = [
  'product-series',
  'top-exporters',
  'top-importers',
  'market-concentration',
  'market-map',
  'exporter-shares',
  'price-by-origin',
];
const PREFIX_CHARTS = [
  'product-children',
  'product-series',
  'top-exporters',
  'top-importers',
  'market-concentration',
  'market-map',
  'exporter-shares',
];

const { server } = installTestServer();
let requested: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url));
});
afterEach(() => {
  cleanup();
  requested = [];
});

function Route() {
  const { pid = '' } = useParams();
  return <ProductView pid={pid} />;
}

function renderPage(path: string, store = createDataSourceStore({ local: null, session: null })) {
  return renderRoutes(
    [
      { path: '/products/:pid', element: <Route /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
    store,
  );
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

async function settled(ids: string[], timeout = 30_000) {
  await waitFor(
    () => {
      for (const id of ids)
        expect(['ready', 'empty', 'error']).toContain(chart(id)?.getAttribute('data-state'));
    },
    { timeout },
  );
  return Object.fromEntries(ids.map((id) => [id, chart(id).getAttribute('data-state')]));
}

/** The service's coverage in some tests: 2010-2022 without 2016, so neither the clock nor a gapless span passes for it. */
const SHORT_COVERAGE = [2010, 2011, 2012, 2013, 2014, 2015, 2017, 2018, 2019, 2020, 2021, 2022];

/**
 * The catalog's answer for a product comes after the coverage's (which mounts the page's charts),
 * so a request that does not wait for the catalog is made before it answers.
 */
function slowCatalog() {
  const coverageAnswered = new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname !== '/trade/summary' || url.search !== '') return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
  return http.get(`${DEMO_BASE_URL}/products/:pid`, async () => {
    await coverageAnswered;
    await delay(200);
    return undefined;
  });
}

const allReady = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 'ready']));

describe('product view over the synthetic world', () => {
  it('shows the full profile of an HS6 code with totals that agree', async () => {
    renderPage('/products/090111?from=2015&to=2024');
    expect(await settled(HS6_CHARTS)).toEqual(allReady(HS6_CHARTS));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('0901.11');
    // Breadcrumb: section > chapter > heading > HS6, the levels above as links.
    const crumbs = within(screen.getByRole('navigation', { name: 'HS hierarchy' }));
    expect(crumbs.getByRole('link', { name: /Section II/ })).toHaveAttribute(
      'href',
      '/products?from=2015&to=2024#section-II',
    );
    expect(crumbs.getByRole('link', { name: /Chapter 09/ })).toHaveAttribute(
      'href',
      '/products/09?from=2015&to=2024',
    );
    expect(crumbs.getByRole('link', { name: /Heading 09\.01/ })).toHaveAttribute(
      'href',
      '/products/0901?from=2015&to=2024',
    );
    expect(screen.getByTestId('data-source-line')).toHaveTextContent('Synthetic data');
    expect(screen.getByRole('link', { name: /^Add to comparison/ })).toHaveAttribute(
      'href',
      '/compare?products=090111',
    );
    // The unit of an HS6 code, and the key figures from the summary.
    const figures = screen.getByTestId('key-figures');
    await waitFor(() => expect(figures).not.toHaveTextContent('Loading'));
    expect(figures).toHaveTextContent(/World trade\$[\d.]+[KMBT]/);
    expect(figures).toHaveTextContent(/Exporting countries\d+/);
    const totals = screen.getByTestId('totals-note');
    expect(totals).toHaveTextContent('The yearly series sums to the world total');
    expect(totals).toHaveTextContent(/All \d+ exporters together account for the same/);
    expect(totals).not.toHaveTextContent('disagree');
    // Rankings lead to the exporter's country view filtered to this product.
    const exporters = await openDataTable(chart('top-exporters'));
    const first = within(exporters).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(
      /^\/countries\/[A-Z]{2}\?product=090111&flow=export&from=2015&to=2024$/,
    );
    // Prices: a row per exporter, unit value or "no quantity reported", never a zero price.
    const prices = await openDataTable(chart('price-by-origin'));
    expect(within(prices).getAllByRole('rowheader').length).toBeGreaterThan(1);
    expect(prices).not.toHaveTextContent('$0.00 per');
  });

  it('requests the page in two waves and nothing twice', async () => {
    renderPage('/products/090111?from=2015&to=2024');
    await settled([...HS6_CHARTS, 'exporter-specialisation', 'changes-exporters']);
    const all = requested.map((u) => `${u.pathname}${u.search}`);
    expect(new Set(all).size).toBe(all.length);
    // The specialisation and change charts' own plan (use-product-insights.ts): one-year markets
    // and summaries, the product's world summary, exporters' totals and the world total.
    const insight =
      /^\/products\/090111\/markets\?from=(\d{4})&to=\1&|^\/trade\/summary\?(product=090111&from=(\d{4})&to=(\d{4})$|reporter=|(flow=export&)?from=)/;
    const keys = all.filter((k) => !insight.test(k));
    // The coverage, then detail, world series, markets, unit, five exporter series.
    expect(keys).toHaveLength(10);
    // The product's summary (the view's own, which the RCA shares), the world total, the
    // exporters' totals and the change's four.
    expect(all.length - keys.length).toBeLessThanOrEqual(1 + 1 + EXPORTER_BUDGET + 4);
    expect(all).toContain('/trade/summary?product=090111&from=2015&to=2024');
    expect(keys).toContain('/trade/summary');
    // The series span the whole coverage: no years, so a change of years asks for none again.
    expect(keys).toContain('/products/090111/trade');
    expect(
      keys.filter((k) => /^\/products\/090111\/trade\?reporter=[A-Z]{2}&flow=export$/.test(k)),
    ).toHaveLength(5);
    expect(keys).toContain('/products/090111/markets?from=2015&to=2024&limit=200');
  });

  it("opens on the default span up to the latest complete year of the service's coverage, the series over the whole coverage", async () => {
    server.use(coverageOf(SHORT_COVERAGE));
    renderPage('/products/090111');
    expect(await settled(HS6_CHARTS)).toEqual(allReady(HS6_CHARTS));
    // Markets, summary: ten years up to the latest complete year of the service (2022 here), not the clock's.
    const keys = requested.map((u) => `${u.pathname}${u.search}`);
    expect(keys).toContain('/products/090111/markets?from=2012&to=2022&limit=200');
    expect(keys).toContain('/trade/summary?product=090111&from=2012&to=2022');
    // The series: every year of the coverage, the selected one pressed, its total for that year.
    const table = await openDataTable(chart('product-series'));
    const years = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect([years[0], years.at(-1), years.length]).toEqual(['2010', '2022', 13]);
    expect(
      within(table)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(years.filter((y) => Number(y) >= 2012));
    expect(screen.getByTestId('product-series-total').closest('p')).toHaveTextContent('Sum over 2012–2022');
    const shares = await openDataTable(chart('exporter-shares'));
    expect(within(shares).getAllByRole('rowheader')).toHaveLength(13);
    // The pickers offer the coverage and mark a year without data.
    const to = screen.getByRole('combobox', { name: /^To/ });
    expect(to).toHaveValue('2022');
    expect(screen.getByRole('combobox', { name: /^From/ })).toHaveValue('2012');
    const options = within(to)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect([options[0], options.at(-1)]).toEqual(['2010', '2022']);
    expect(options).toContain('2016 (no data)');
  });

  it('clamps years the service does not cover, with a notice, and sends none of them', async () => {
    server.use(coverageOf(SHORT_COVERAGE));
    // Years the URL may name (2010 to the running year) but the service does not have (after 2022).
    renderPage('/products/0901?from=2024&to=2026');
    await settled(PREFIX_CHARTS);
    const notices = screen.getByTestId('url-notices');
    expect(notices).toHaveTextContent(
      'Year 2024 has no data yet (the service covers 2010–2022); "from" set to 2022.',
    );
    expect(notices).toHaveTextContent(
      'Year 2026 has no data yet (the service covers 2010–2022); "to" set to 2022.',
    );
    expect(requested.some((u) => /2024|2026/.test(u.search))).toBe(false);
    expect(requested.map((u) => `${u.pathname}${u.search}`)).toContain(
      '/products/0901/markets?from=2022&to=2022&limit=200',
    );
  });

  it('selects a year from a series with the keyboard (its button in the data table)', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/products/090111?from=2015&to=2018');
    await settled(HS6_CHARTS);
    const series = await openDataTable(chart('product-series'));
    expect(within(series).getByRole('button', { name: '2016' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(series).getByRole('button', { name: '2012' })).toHaveAttribute('aria-pressed', 'false');
    within(series).getByRole('button', { name: '2012' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2012&to=2012'));
    // The shares' table selects the same way.
    await settled(HS6_CHARTS);
    const shares = await openDataTable(chart('exporter-shares'));
    expect(within(shares).getByRole('button', { name: '2012' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(shares).getByRole('button', { name: '2020' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2020&to=2020'));
  });

  it('shows a heading with its HS6 codes ranked, each a link one level down', async () => {
    renderPage('/products/0901?from=2015&to=2024');
    expect(await settled(PREFIX_CHARTS)).toEqual(allReady(PREFIX_CHARTS));
    expect(chart('price-by-origin')).toBeNull();
    const children = await openDataTable(chart('product-children'));
    const links = within(children).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toContain('/products/090111?from=2015&to=2024');
    await waitFor(() =>
      expect(screen.getByTestId('totals-note')).toHaveTextContent(
        'codes one level down add up to the same total',
      ),
    );
  });

  it('shows a chapter with its headings', async () => {
    renderPage('/products/09?from=2015&to=2024');
    expect(await settled(PREFIX_CHARTS)).toEqual(allReady(PREFIX_CHARTS));
    const children = await openDataTable(chart('product-children'));
    expect(within(children).getByRole('link', { name: /09\.01 Coffee/ })).toHaveAttribute(
      'href',
      '/products/0901?from=2015&to=2024',
    );
  });

  it('names a heading of another HS revision by its code, never by the HS 2022 heading of that number', async () => {
    // A service over a BACI release in HS 1992: 8524 was recorded media then, flat panel displays in HS 2022.
    server.use(
      http.get(`${DEMO_BASE_URL}/products/8524`, () =>
        envelopeResponse({
          id: '8524',
          matches: [{ hs6: '852410', hs_version: 1992, name: 'Gramophone records', parent_hs4: '8524' }],
        }),
      ),
    );
    renderPage('/products/8524?from=2015&to=2024');
    expect(await screen.findByTestId('hs-version-note')).toHaveTextContent(
      'This service codes its products in HS 1992. The dashboard knows the names of HS 2022’s chapters and headings only',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^85\.24\s*$/);
    const crumbs = screen.getByRole('navigation', { name: 'HS hierarchy' });
    expect(crumbs).not.toHaveTextContent(/flat panel|Electrical machinery/i);
    expect(crumbs).toHaveTextContent('Section XVI');
  });

  it('ranks the headings of a large chapter from the world ranking, and says what it covers', async () => {
    renderPage('/products/84?from=2015&to=2024');
    expect(await settled(PREFIX_CHARTS)).toEqual(allReady(PREFIX_CHARTS));
    expect(screen.getByTestId('children-note')).toHaveTextContent(
      /cover \$[\d.]+[KMBT]? of the chapter's \$[\d.]+[KMBT]? \([\d.]+%\)/,
    );
    // Two requests for the ranking instead of one per heading.
    expect(
      requested.filter((u) => u.pathname === '/trade/summary' && u.searchParams.get('product')?.length === 4),
    ).toEqual([]);
    expect(requested.filter((u) => /^\/countries\/[A-Z]{2}\/products$/.test(u.pathname))).toHaveLength(1);
    expect(requested.length).toBeLessThanOrEqual(30);
  });

  it('switches the series measure to unit value', async () => {
    const { router } = renderPage('/products/090111?from=2015&to=2024');
    await settled(HS6_CHARTS);
    await userEvent.click(within(chart('product-series')).getByRole('radio', { name: 'Unit value' }));
    await waitFor(() => expect(router.state.location.search).toContain('measure=unit_value'));
    await waitFor(() => expect(chart('product-series')).toHaveAttribute('data-state', 'ready'));
    const table = await openDataTable(chart('product-series'));
    expect(table).toHaveTextContent(/\$[\d.,]+ per (kilogram|kg)/);
  });

  it('offers value only for a prefix, and says why', async () => {
    renderPage('/products/0901?measure=quantity');
    await settled(['product-series']);
    const series = within(chart('product-series'));
    expect(series.getByRole('radio', { name: 'Quantity' })).toBeDisabled();
    expect(series.getByRole('radio', { name: 'Value (USD)' })).toBeChecked();
    expect(series.getByText(/only a 6-digit HS code has/)).toBeInTheDocument();
    expect(screen.getByTestId('url-notices')).toHaveTextContent(
      'Quantity needs a 6-digit HS code (units differ within 0901); showing value instead.',
    );
  });

  it('keeps the rest of the page when one endpoint fails', async () => {
    server.use(
      serviceError('/products/{pid}/markets', 500, 'internal_error', { message: 'Markets offline' }),
    );
    renderPage('/products/090111?from=2015&to=2024');
    const result = await settled(HS6_CHARTS);
    for (const id of [
      'top-exporters',
      'top-importers',
      'market-concentration',
      'market-map',
      'exporter-shares',
      'price-by-origin',
    ])
      expect(result[id]).toBe('error');
    expect(result['product-series']).toBe('ready');
    expect(chart('top-exporters')).toHaveTextContent('Markets offline');
    expect(chart('top-exporters')).toHaveTextContent(/Request ID/);
  });

  it('shows every chart loading while the service has not answered (the coverage has)', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/*`, async ({ request }) => {
        if (new URL(request.url).pathname === '/trade/summary' && new URL(request.url).search === '')
          return envelopeResponse(coverageSummaryData(SHORT_COVERAGE), { requestId: 'req-coverage' });
        await delay('infinite');
        return HttpResponse.text('never');
      }),
    );
    renderPage('/products/090111?from=2015&to=2020');
    await waitFor(() => {
      for (const id of HS6_CHARTS) expect(chart(id)).toHaveAttribute('data-state', 'loading');
    });
    expect(screen.getByTestId('key-figures')).toHaveTextContent('Loading');
  });

  it('shows a 422 as a rejected request in the charts it concerns, with its request ID', async () => {
    const detail = [valueError(['query', 'from'], '2015', 'Value error, no data before 2016')];
    server.use(validationError('/products/{pid}/markets', detail));
    renderPage('/products/090111?from=2015&to=2020');
    const result = await settled(HS6_CHARTS);
    for (const id of [
      'top-exporters',
      'top-importers',
      'market-concentration',
      'market-map',
      'price-by-origin',
    ])
      expect(result[id]).toBe('error');
    expect(result['product-series']).toBe('ready');
    expect(chart('top-exporters')).toHaveTextContent('The service rejected the request parameters');
    expect(chart('top-exporters')).toHaveTextContent(/Request ID/);
  });

  it('says what a wrong key means, in every chart', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    store.setMode('live');
    store.setLiveBaseUrl(DEMO_BASE_URL);
    store.setApiKey('wrong-key');
    renderPage('/products/090111?from=2015&to=2024', store);
    const result = await settled(HS6_CHARTS);
    expect(Object.values(result).every((state) => state === 'error')).toBe(true);
    expect(chart('top-exporters')).toHaveTextContent(/API key/);
  });

  it('says what a dead network and a 429 mean, per chart', async () => {
    server.use(networkError('/products/{pid}/trade'));
    server.use(
      serviceError('/products/{pid}/markets', 429, 'rate_limit_exceeded', { retryAfterSeconds: 3600 }),
    );
    renderPage('/products/090111?from=2015&to=2024');
    const result = await settled(['product-series', 'top-exporters']);
    expect(result).toEqual({ 'product-series': 'error', 'top-exporters': 'error' });
    // Other requests to the same service succeed, so a failed fetch reads as the service failing
    // or blocking this one request, not as a service out of reach.
    expect(chart('product-series')).toHaveTextContent(/failed or blocked/i);
    expect(chart('top-exporters')).toHaveTextContent(/Rate-limited until/);
  });

  it('shows not-found with product search for a well-formed unknown code, and no 422', async () => {
    server.use(slowCatalog());
    renderPage('/products/099999');
    expect(
      await screen.findByRole('heading', { name: 'Product not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The catalog's word, not a claim about the HS: a real code may be missing from a service's data.
    expect(screen.getByText(/catalog has no product with the code/)).toHaveTextContent(
      "The service's catalog has no product with the code 099999: it may not cover that code, or the code may not exist.",
    );
    expect(screen.getByRole('search', { name: 'Find a product' })).toBeInTheDocument();
    // Only the catalog's word (a 404): no request for its series or markets (404s), and no product
    // filter the service would answer with 422. The rest of the page has settled by now.
    await waitFor(() => expect(requested.map((u) => u.pathname + u.search)).toContain('/trade/summary'));
    expect(requested.map((u) => u.pathname + u.search).filter((k) => k.includes('099999'))).toEqual([
      '/products/099999',
    ]);
    await userEvent.type(screen.getByRole('searchbox'), 'coffee');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: /0901\.11/ }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/products/090111',
    );
  });

  it("asks for an HS6 code's series and markets only once its catalog entry has answered", async () => {
    const timeline: string[] = [];
    const started = ({ request }: { request: Request }) =>
      timeline.push(`asked ${new URL(request.url).pathname}`);
    const answered = ({ request }: { request: Request }) =>
      timeline.push(`answered ${new URL(request.url).pathname}`);
    server.events.on('request:start', started);
    server.events.on('response:mocked', answered);
    server.use(slowCatalog());
    try {
      renderPage('/products/090111?from=2015&to=2024');
      await settled(HS6_CHARTS);
    } finally {
      server.events.removeListener('request:start', started);
      server.events.removeListener('response:mocked', answered);
    }
    const detailAnswered = timeline.indexOf('answered /products/090111');
    expect(detailAnswered).toBeGreaterThanOrEqual(0);
    expect(timeline.findIndex((k) => k.startsWith('asked /products/090111/'))).toBeGreaterThan(
      detailAnswered,
    );
  });

  it('writes a reporter\'s possessive in the one form: "Philippines\' exports", never "Philippines\'s"', async () => {
    renderPage('/products/090111?reporter=PH');
    await settled(['product-series']);
    const series = document.querySelector('[data-chart="product-series"]');
    expect(series).toHaveTextContent("Philippines' exports of");
    expect(series).not.toHaveTextContent("Philippines's");
  });

  it('says a link’s partner and other product are not applied, and whose trade an empty series lacks', async () => {
    renderPage('/products/090111?reporter=BR&flow=import&partner=US&product=0901');
    const result = await settled(['product-series']);
    const notices = screen.getByTestId('url-notices');
    expect(notices).toHaveTextContent('The product view has no partner filter: "partner=US" is not applied');
    expect(notices).toHaveTextContent(
      'This page is product 090111, from its address: "product=0901" is not applied.',
    );
    // Brazil imports none of it: the series says so of Brazil, not of the product.
    expect(result['product-series']).toBe('empty');
    expect(chart('product-series')).toHaveTextContent(
      "Brazil's imports of 0901.11 Coffee; not roasted or decaffeinated: none reported in 2010–",
    );
    expect(chart('product-series')).not.toHaveTextContent('No trade reported for');
  });

  it('shows an empty state, not an error, for a range without trade', async () => {
    renderPage('/products/090111?from=2010&to=2010&reporter=TV');
    const result = await settled(['product-series']);
    expect(['empty', 'ready']).toContain(result['product-series']);
  });
});
