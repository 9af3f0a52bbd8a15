/**
 * The flow explorer over the real service handlers and the default synthetic world: a pair in
 * both directions whose figures agree with its raw rows, the selection form (names, corrections,
 * input kept with its reason), swap and one direction, canonical ids, unknown products, a 422
 * and the live mode without a key.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { catchSavedFiles } from '@/test/get-chart-panel';
import { createDataSourceStore, DEMO_BASE_URL, type DataSourceStore } from '@/api/data-source';
import { envelopeResponse, installTestServer, validationError } from '@/test/msw';
import { valueError } from '@/emulator/service/pydantic-errors';
import { forgetCountryGroups, learnCountryGroups } from '@/lib/country-groups';
import { FlowsView } from './flows-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
afterEach(() => cleanup());

function renderPage(path: string, configure?: (store: DataSourceStore) => void) {
  const store = createDataSourceStore({ local: null, session: null });
  configure?.(store);
  return renderRoutes([{ path: '/flows', element: <FlowsView /> }], path, store).router;
}

/** The paths (with query) the page requested, to check what went out. */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  return seen;
}

/**
 * The view's own /trade requests (its flow is exports here): the changes chart asks for one year
 * at a time (from = to), the dependence chart for the pair's imports.
 */
const viewRows = (seen: string[]) =>
  seen.filter((p) => {
    if (!p.startsWith('/trade?')) return false;
    const q = new URL(p, 'http://x').searchParams;
    return q.get('from') !== q.get('to') && q.get('flow') !== 'import';
  });

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
const ready = (id: string) =>
  waitFor(() => expect(chart(id)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
const figureValue = (flow: string) => Number(screen.getByTestId(`figure-trade-value-${flow}`).dataset.value);

describe('flow explorer over the synthetic world', () => {
  it('names the demo and the observations’ request in their CSV as every chart’s files do', async () => {
    const saved = catchSavedFiles();
    renderPage('/flows?reporter=BR&partner=CN&product=0901&from=2024&to=2025');
    const download = await screen.findByTestId('download-csv', {}, { timeout: 30_000 });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 30_000 });
    fireEvent.click(download);
    await waitFor(() => expect(saved.map((f) => f.name)).toHaveLength(2));
    const lines = (await saved.find((f) => f.name.endsWith('-provenance.txt'))!.text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Source: Trade Data Service v1 (built-in demo) (synthetic data, not real trade statistics)',
        `Request: GET ${DEMO_BASE_URL}/trade?reporter=BR&partner=CN&product=0901&from=2024&to=2025&limit=1000`,
      ]),
    );
  }, 60_000);

  it('while hung summaries and rows are retried, the key figures and observations say they are still waiting, and which attempt', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/trade`, async () => {
        await delay('infinite');
        return undefined;
      }),
      http.get(`${DEMO_BASE_URL}/trade/summary`, async ({ request }) => {
        if (new URL(request.url).search === '') return undefined; // the coverage answers
        await delay('infinite');
        return undefined;
      }),
    );
    renderPage('/flows?reporter=DE&partner=CN', (store) => store.setRequestTimeout(2_000));
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    await waitFor(
      () =>
        expect(figures).toHaveTextContent(
          /Key figures: still waiting for the service: it did not answer in time, trying again \(attempt 2 of 3\)/,
        ),
      { timeout: 30_000 },
    );
    expect(within(figures).getAllByRole('status').length).toBeGreaterThan(0);
    // The rows' request is not sent in the same moment as the summaries': on a busy machine its
    // first time limit can end a little after theirs.
    await waitFor(
      () =>
        expect(chart('observations')).toHaveTextContent(/The observations: still waiting for the service/),
      { timeout: 10_000 },
    );
    expect(chart('observations')).toHaveAttribute('aria-busy', 'true');
  });

  it('a pair that traded nothing in the range: its summary in words says so once, its values "none reported"', async () => {
    renderPage('/flows?reporter=TO&partner=IS&product=270900&from=2015&to=2025');
    const story = await screen.findByRole('region', { name: 'In brief' }, { timeout: 30_000 });
    await waitFor(
      () =>
        expect(story).toHaveTextContent(
          "No trade is reported for Tonga's exports to Iceland over 2015–2025.",
        ),
      { timeout: 30_000 },
    );
    expect(story).not.toHaveTextContent(/missing/);
    expect(screen.getByTestId('figure-trade-value-export')).toHaveTextContent(/none reported/);
    expect(screen.getByTestId('figure-trade-value-import')).toHaveTextContent(/none reported/);
  }, 60_000);

  it('a pair of two groups (the EU and the World): what it trades holds both directions, each asked apart', async () => {
    // Learned as the app's URL gate learns them on a first visit, before the view reads the link.
    learnCountryGroups([
      { id: 'EU', name: 'European Union', is_group: true },
      { id: 'XW', name: 'World', is_group: true },
    ]);
    onTestFinished(() => forgetCountryGroups());
    const seen = recordRequests();
    renderPage('/flows?reporter=EU&partner=XW&product=26&from=2015&to=2016');
    await ready('pair-products');
    const ranked = screen.getByTestId('pair-products-table');
    const headers = within(ranked)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const column = (label: string) =>
      within(ranked)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelectorAll('td')[headers.indexOf(label) - 1]?.textContent);
    // Rows name members at both ends (IE → US): before, every one counted as an import.
    expect(column('European Union → World (USD)').some((v) => v !== '$0')).toBe(true);
    expect(column('European Union ← World (USD)').some((v) => v !== '$0')).toBe(true);
    const pairRows = seen.filter((p) => p.startsWith('/trade?') && p.includes('limit=10000'));
    expect(pairRows.some((p) => p.includes('flow=export'))).toBe(true);
    expect(pairRows.some((p) => p.includes('flow=import'))).toBe(true);
    expect(pairRows.filter((p) => !p.includes('flow='))).toEqual([]);
    // The World supplies every import: no dependence on it is claimed, in the chart or in words.
    expect(document.querySelector('[data-chart="pair-dependence"]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Dependence on the partner' })).toHaveTextContent(
      'Not shown with the World as partner',
    );
    const story = screen.getByRole('region', { name: 'In brief' });
    await waitFor(() => expect(story).toHaveTextContent(/European Union's exports to World/), {
      timeout: 30_000,
    });
    expect(story).not.toHaveTextContent(/depends on World|from World\)/);
    expect(seen.filter((p) => p.startsWith('/countries/EU/partners'))).toEqual([]);
  }, 60_000);

  it('shows a pair in both directions, what it trades and its raw rows, all agreeing', async () => {
    // HS chapter 26 (ores): a few dozen rows, so the limit covers the whole selection.
    const router = renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015&to=2020&limit=500');
    await ready('summary-periods');
    await ready('pair-products');
    await ready('observations');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Brazil (BR) ⇄ China (CN): trade in both directions of HS 26',
    );
    expect(screen.getByRole('link', { name: /Back to Brazil’s country view/ })).toHaveAttribute(
      'href',
      '/countries/BR?flow=export&from=2015&to=2020',
    );
    // One pair: no partner concentration (it would always be 10,000).
    expect(screen.queryByText('Partner concentration')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Both directions' })).toBeChecked();

    // Both directions as two lines plus the balance.
    const series = within(chart('summary-periods'))
      .getAllByTestId('echarts-series')
      .map((el) => JSON.parse(el.textContent) as unknown[]);
    expect(series.map((s) => s.length)).toEqual([6, 6, 6]);

    // The rows cover the selection: their sums per direction are the summaries' values.
    const table = screen.getByTestId('observations-table');
    expect(screen.getByTestId('observations-count')).toHaveTextContent(/observations/);
    expect(screen.queryByTestId('observations-limit-notice')).toBeNull();
    const sum = Number(screen.getByTestId('observations-sum').dataset.value);
    expect(Math.abs(sum - (figureValue('export') + figureValue('import')))).toBeLessThan(1);

    // What the pair trades: ranked, named, each row narrowing the selection.
    const ranked = screen.getByTestId('pair-products-table');
    const [productView, narrow] = within(within(ranked).getAllByRole('row')[1]!).getAllByRole('link');
    expect(productView!.getAttribute('href')).toMatch(/^\/products\/26\d{4}$/);
    expect(narrow!.getAttribute('href')).toMatch(/^\/flows\?.*product=26\d{4}/);
    expect(chart('pair-products')).toHaveTextContent('Covers every row of the selection');

    // Every row is BR ⇄ CN; rows have positions for screen readers, sorting is announced by aria-sort.
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.length).toBeGreaterThan(0);
    for (const r of bodyRows)
      expect(r.textContent).toMatch(/Brazil \(BR\).*China \(CN\)|China \(CN\).*Brazil \(BR\)/);
    const valueHeader = within(table).getByRole('columnheader', { name: /Value/ });
    // Something typed in the form and not yet applied survives a sort.
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: '250' } });
    const shownValues = () =>
      [...table.querySelectorAll<HTMLElement>('tbody td[data-value]')].map((td) => Number(td.dataset.value));
    const serviceOrder = shownValues();
    fireEvent.click(within(valueHeader).getByRole('button'));
    await waitFor(() => expect(valueHeader).toHaveAttribute('aria-sort', 'descending'));
    const values = shownValues();
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // The sort is in the URL, one history entry per sort: Back restores the previous order.
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('-value');
    expect(screen.getByLabelText('Rows')).toHaveValue('250');
    fireEvent.click(within(valueHeader).getByRole('button'));
    await waitFor(() => expect(valueHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('value');
    await router.navigate(-1);
    await waitFor(() => expect(valueHeader).toHaveAttribute('aria-sort', 'descending'));
    await router.navigate(-1);
    await waitFor(() => expect(valueHeader).toHaveAttribute('aria-sort', 'none'));
    expect(shownValues()).toEqual(serviceOrder);
  });

  it('opens a link with a sort sorted, and says when the sort names no column', async () => {
    renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015&to=2020&sort=-quantity');
    await ready('observations');
    const table = screen.getByTestId('observations-table');
    expect(within(table).getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    cleanup();
    renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015&to=2020&sort=price');
    await ready('observations');
    expect(screen.getByTestId('url-notices')).toHaveTextContent(
      '"price" is not a column of the observations',
    );
    expect(
      within(screen.getByTestId('observations-table')).getByRole('columnheader', { name: /Value/ }),
    ).toHaveAttribute('aria-sort', 'none');
  });

  it('takes its years from the service’s coverage, not the clock', async () => {
    // A service whose data ends in 2021: the default end year, and a URL's 2024, become 2021.
    server.use(
      http.get(`${DEMO_BASE_URL}/trade/summary`, ({ request }) => {
        if (new URL(request.url).search !== '') return undefined; // filtered summaries: the world's
        const periods = Array.from({ length: 11 }, (_, i) => ({
          period: `${2011 + i}-01-01`,
          value_usd: 1e12,
          quantity: null,
          flow_count: 9,
        }));
        return envelopeResponse(
          {
            trade_value: 1e13,
            quantity: null,
            growth: null,
            unit_value: null,
            top_partners: [],
            partner_concentration: null,
            periods,
          },
          { requestId: 'req-coverage' },
        );
      }),
    );
    const seen = recordRequests();
    renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015');
    await ready('observations');
    // The table's rows and every row of the pair for its ranking: both up to 2021.
    expect(viewRows(seen).length).toBeGreaterThan(0);
    for (const p of viewRows(seen)) expect(p).toContain('to=2021');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2015–2021');
    cleanup();
    renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015&to=2024');
    expect(await screen.findByTestId('url-notices', {}, { timeout: 15_000 })).toHaveTextContent(
      'Year 2024 has no data yet (the service covers 2011–2021); "to" set to 2021.',
    );
  });

  it('ranks every product of a pair whatever the row limit: its total is the key figures’', async () => {
    renderPage('/flows?reporter=DE&partner=CN');
    await ready('summary-periods');
    await ready('pair-products');
    await ready('observations');
    // The table holds the first 1,000 rows; the ranking, the pair's whole trade.
    expect(screen.getByTestId('observations-limit-notice')).toBeInTheDocument();
    const coverage = screen.getByTestId('pair-products-coverage');
    await waitFor(() => expect(coverage).toHaveTextContent("the key figures' total"));
    const keyTotal = figureValue('export') + figureValue('import');
    expect(Math.abs(Number(coverage.dataset.total) - keyTotal)).toBeLessThan(1);
    expect(screen.getByRole('heading', { name: 'What the pair trades' })).toBeInTheDocument();
  });

  it('asks year by year when the pair has more rows than one answer holds, naming a year still cut', async () => {
    // A service whose answers for the whole range and for 2020 alone reach the maximum.
    const full = (year: number) =>
      Array.from({ length: 10_000 }, (_, i) => ({
        exporter: 'BR',
        importer: 'CN',
        hs6: '260111',
        hs_version: 2017,
        period: `${year}-01-01`,
        granularity: 'year',
        value_usd: 1000 + i,
        quantity: null,
        quantity_unit: 'kg',
      }));
    server.use(
      http.get(`${DEMO_BASE_URL}/trade`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('limit') !== '10000') return undefined;
        if (q.get('from') !== q.get('to') || q.get('from') === '2020')
          return envelopeResponse(full(2020), { requestId: 'req-full' });
        return undefined;
      }),
    );
    renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015&to=2020');
    await ready('pair-products');
    expect(
      screen.getByRole('heading', { name: 'What the pair trades, with 2020 in part only (partial)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pair-products-coverage')).toHaveTextContent(
      /from [\d,]+ rows \(7 requests\): the rows of 2020 reached the service's limit of 10,000/,
    );
  });

  it('shows partner concentration and top partners without a partner', async () => {
    renderPage('/flows?reporter=BR&product=26&from=2015&to=2020');
    await ready('summary-periods');
    expect(await screen.findByText('Partner concentration')).toBeInTheDocument();
    expect(screen.getByTestId('top-partners-export')).toHaveTextContent('China');
    expect(screen.getByRole('checkbox', { name: 'Both directions' })).toBeDisabled();
    expect(chart('pair-products')).toBeNull();
  });

  it('swaps reporter and partner, switches to one direction, and Back restores', async () => {
    const router = renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015&to=2020');
    await ready('summary-periods');
    fireEvent.click(screen.getByRole('button', { name: /Swap reporter and partner/ }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('China (CN) ⇄ Brazil (BR)'),
    );
    expect(router.state.location.search).toContain('reporter=CN&partner=BR');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Both directions' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'China (CN) → Brazil (BR): exports of HS 26',
      ),
    );
    expect(router.state.location.search).toContain('directions=one');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Both directions' })).toBeChecked());
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brazil (BR) ⇄ China (CN)'),
    );
  });

  it('applies names and codes typed in the pickers, corrects visibly, and keeps what it cannot read', async () => {
    const router = renderPage('/flows?product=26&from=2015&to=2020');
    await ready('summary-periods');
    fireEvent.change(screen.getByRole('combobox', { name: 'Reporter' }), { target: { value: 'Brazil' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Partner' }), { target: { value: 'cn' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toContain('reporter=BR&partner=CN'));
    const current = new URLSearchParams(router.state.location.search);
    // 2030 is beyond the coverage: clamped, then the range was reversed and swapped, and the form says so.
    expect(Number(current.get('from'))).toBeLessThanOrEqual(Number(current.get('to')));
    expect(await screen.findByTestId('form-corrections')).toHaveTextContent(/2030/);
    expect(screen.getByRole('combobox', { name: 'Reporter' })).toHaveValue('Brazil (BR)');

    // A name that matches no country stays in its field with the reason; nothing is applied.
    const before = router.state.location.search;
    fireEvent.change(screen.getByRole('combobox', { name: 'Partner' }), { target: { value: 'Atlantis' } });
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No country matches "Atlantis".')).toBeInTheDocument();
    expect(screen.getByText(/Limit "ten" is not a whole number/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Partner' })).toHaveValue('Atlantis');
    expect(screen.getByLabelText('Rows')).toHaveValue('ten');
    expect(router.state.location.search).toBe(before);
  });

  it('clamps a row limit above the service maximum with a notice, never sending it', async () => {
    const seen = recordRequests();
    renderPage('/flows?reporter=BR&partner=CN&product=26&from=2015&to=2020&limit=20000');
    await ready('observations');
    expect(screen.getByTestId('url-notices')).toHaveTextContent(
      'Limit 20000 is outside 1–10000; set to 10000.',
    );
    expect(viewRows(seen)).toEqual([expect.stringContaining('limit=10000')]);
  });

  it('canonicalises the ids in the URL without a history entry', async () => {
    const router = renderPage('/flows?reporter=br&partner=cn&product=hs:260111&from=2015&to=2020');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?reporter=BR&partner=CN&product=260111&from=2015&to=2020'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('drops unknown country ids with a notice and never sends them; alpha-3 ids are looked up as alpha-2', async () => {
    const seen = recordRequests();
    renderPage('/flows?reporter=ZZ&partner=NaN&product=26&from=2015&to=2020');
    expect(await screen.findByTestId('url-notices')).toHaveTextContent('"ZZ" is not a known country code');
    expect(screen.getByTestId('url-notices')).toHaveTextContent('"NaN"');
    await ready('summary-periods');
    expect(seen.filter((p) => /ZZ|NAN/i.test(p))).toEqual([]);

    cleanup();
    seen.length = 0;
    const router = renderPage('/flows?reporter=DEU&partner=FRA&product=26&from=2015&to=2020');
    await waitFor(() => expect(router.state.location.search).toContain('reporter=DE&partner=FR'));
    await ready('summary-periods');
    expect(seen).toContain('/countries/DE');
    expect(seen.filter((p) => /DEU|FRA/.test(p))).toEqual([]);
  });

  it('says an unknown product is unknown and requests no data for it', async () => {
    const seen = recordRequests();
    renderPage('/flows?reporter=BR&partner=CN&product=99&from=2015&to=2020');
    expect(await screen.findByTestId('product-notice', {}, { timeout: 15_000 })).toHaveTextContent(
      'HS 99 is not in the product catalog',
    );
    // The one /trade request is the coverage (the unfiltered world summary), never one for HS 99.
    expect(seen.filter((p) => p.startsWith('/trade'))).toEqual(['/trade/summary']);
  });

  it('shows a 422 as a rejected request, with no data', async () => {
    const detail = [valueError(['query', 'reporter'], 'BR', 'Value error, unknown reporter')];
    server.use(validationError('/trade/summary', detail), validationError('/trade', detail));
    renderPage('/flows?reporter=BR&partner=CN&from=2015&to=2020');
    await waitFor(() => expect(chart('summary-periods')).toHaveAttribute('data-state', 'error'), {
      timeout: 15_000,
    });
    expect(chart('summary-periods')).toHaveTextContent('The service rejected the request parameters');
    expect(
      (await screen.findAllByText(/Key figures unavailable/))[0]!.closest('[role="alert"]'),
    ).toHaveTextContent('rejected the request parameters');
    await waitFor(() => expect(chart('observations')).toHaveAttribute('data-state', 'error'));
    expect(chart('observations')).toHaveTextContent('The service rejected the request parameters');
    expect(screen.queryByTestId('observations-table')).toBeNull();
  });

  it('in live mode without a key requests nothing and says why', async () => {
    const seen = recordRequests();
    // A live service the test server answers, so any request the page sent would be seen here.
    renderPage('/flows?reporter=BR&partner=CN', (store) => {
      store.setMode('live');
      store.setLiveBaseUrl(DEMO_BASE_URL);
    });
    await waitFor(() => expect(chart('summary-periods')).toHaveAttribute('data-state', 'error'));
    expect(chart('summary-periods')).toHaveTextContent('No API key');
    expect(chart('observations')).toHaveTextContent('No API key');
    for (const unavailable of screen.getAllByText(/Key figures unavailable/)) {
      expect(unavailable.closest('[role="alert"]')).toHaveTextContent('No API key');
    }
    // Give a request sent on mount time to reach the server before saying none was.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it('requests only what the selection names: no partner or product detail without them', async () => {
    const seen = recordRequests();
    renderPage('/flows?reporter=BR&from=2015&to=2020');
    await ready('summary-periods');
    await ready('observations');
    // Country details only for the reporter (the picker's name search is /countries?q=…); product
    // names come from the catalog's chapters (/products/01 … /products/97), with no detail.
    expect(seen.filter((p) => p.startsWith('/countries/'))).toEqual(['/countries/BR']);
    expect(seen.filter((p) => p.startsWith('/products') && !/^\/products\/\d{2}$/.test(p))).toEqual([]);
  });
});
