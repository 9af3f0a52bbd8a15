/**
 * The "Get this chart" panel in every state, through the real country view over the test
 * service in live mode with a secret key: the actions a state allows, the outputs' contents,
 * focus handling, and the key in none of them.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import Papa from 'papaparse';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { installTestServer, serviceError } from '@/test/msw';
import { CountryView } from './country-view';
import { renderRoutes } from '@/test/render-route';
import {
  catchSavedFiles,
  closeChartPanel,
  curlUrls,
  expectUnitColumnsNumeric,
  openPanelOf,
  saveData,
  type SavedFile,
} from '@/test/get-chart-panel';
import { decodeSnapshot } from '@/components/charts/export/snapshot';
import { readRecordedAnswers } from '@/components/charts/export/recorded-answers';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const KEY = 'sk-test-SECRET-9f8e7d';
const BASE = 'https://tds.test.example';
const { server } = installTestServer({ keys: [KEY], baseUrl: BASE });
afterEach(() => {
  cleanup();
});

/** Every file the panel saves, as text. */
let saved: SavedFile[] = [];
beforeEach(() => {
  saved = catchSavedFiles();
});

function Route() {
  const { cid = '' } = useParams();
  return <CountryView cid={cid} />;
}

function renderBrazil(path = '/countries/BR?to=2024') {
  const store = createDataSourceStore({ local: null, session: null });
  store.update({ mode: 'live', baseUrl: BASE, apiKey: KEY });
  renderRoutes([{ path: '/countries/:cid', element: <Route /> }], path, store);
}

/** Every URL the page sent to the service in this test, as sent (path and query in order). */
const sent = new Set<string>();
beforeEach(() => sent.clear());
server.events.on('request:start', ({ request }) => {
  sent.add(request.url);
});

const frame = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

async function openPanel(id: string) {
  const button = within(frame(id)).getByRole('button', { name: /Get this chart/ });
  return { button, panel: await openPanelOf(id) };
}

/** Every text the panel shows or offers: its text, its fields' values, the saved files. */
async function everyOutput(panel: HTMLElement): Promise<string> {
  const values = [...panel.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
    (e) => e.value,
  );
  const files = await Promise.all(saved.map((f) => f.text));
  return [panel.textContent ?? '', ...values, ...files].join('\n');
}

/** Brazil with its partners answering 500: the top-partners chart in error, its panel open. */
async function openPanelOfFailedPartners() {
  server.use(
    serviceError('/countries/:cid/partners', 500, 'internal_error', { message: 'Boom', baseUrl: BASE }),
  );
  renderBrazil();
  await waitFor(() => expect(frame('top-partners')).toHaveAttribute('data-state', 'error'), {
    timeout: 15_000,
  });
  return (await openPanel('top-partners')).panel;
}

describe('Get this chart', () => {
  it('offers every action of a ready chart, with correct outputs and no key in any', async () => {
    renderBrazil();
    await waitFor(() => expect(frame('top-partners')).toHaveAttribute('data-state', 'ready'), {
      timeout: 15_000,
    });
    const { button, panel } = await openPanel('top-partners');
    expect(panel).toHaveAccessibleName(/Get this chart: Top export destinations/);

    const link = within(panel).getByLabelText('Link to this chart in its view');
    expect(link).toHaveValue(`${window.location.origin}/countries/BR?to=2024#chart-top-partners`);
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy link to this chart in its view' }));
    expect(await within(panel).findByText('Link to this chart in its view copied.')).toBeInTheDocument();

    // Snapshot embed by default: the data is in the fragment and reads back.
    expect(within(panel).getByRole('radio', { name: /Snapshot/ })).toBeChecked();
    const snippet = await within(panel).findByLabelText<HTMLTextAreaElement>(
      'Embed code',
      {},
      { timeout: 15_000 },
    );
    const src = /src="([^"]+)"/.exec(snippet.value)![1]!.replace(/&amp;/g, '&');
    expect(src).toMatch(
      new RegExp(`^${window.location.origin}/embed/countries/BR/top-partners\\?to=2024&theme=light#s=2\\.`),
    );
    expect(snippet.value).toMatch(/sandbox="allow-scripts/);
    const snapshot = await decodeSnapshot(new URL(src).hash.slice(3));
    expect(snapshot).toMatchObject({
      view: 'countries',
      id: 'BR',
      chart: 'top-partners',
      title: 'Top export destinations',
    });
    // The request_ids travel with their answers (below), not twice.
    expect(snapshot.source.requestIds).toEqual([]);
    // The snapshot is the recording of the chart's requests and their answers, nothing else.
    const answers = readRecordedAnswers(snapshot.data);
    const partners = answers.find((a) => a.request.startsWith('/countries/BR/partners?'));
    expect(partners?.request).toBe('/countries/BR/partners?flow=export&from=2014&limit=500&to=2024');
    // Trimmed to what the chart reads: the 20 partners shown, the flow's total; the link fixes
    // the years, so no coverage answer.
    expect(partners?.data as unknown[]).toHaveLength(20);
    expect(answers.map((a) => a.request.split('?')[0]).sort()).toEqual([
      '/countries/BR',
      '/countries/BR/partners',
      '/trade/summary',
    ]);
    // Pinned to the span the view shows for ?to=2024 (the default span up to it), not one year.
    expect(snapshot.search).toBe('to=2024&from=2014');
    expect(answers.every((a) => a.requestId)).toBe(true);

    // Live embed: the view's parameters, no fragment.
    fireEvent.click(within(panel).getByRole('radio', { name: /Live/ }));
    await waitFor(() =>
      expect(within(panel).getByLabelText<HTMLTextAreaElement>('Embed code').value).not.toContain('#s='),
    );

    // Data: CSV with the header block and the table's rows.
    fireEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Download JSON' }));
    const csv = await saved.find((f) => f.name.endsWith('.csv'))!.text;
    expect(saved.map((f) => f.name)).toEqual([
      expect.stringMatching(/^tradescope-countries-BR-top-partners-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^tradescope-countries-BR-top-partners-\d{4}-\d{2}-\d{2}-provenance\.txt$/),
      expect.stringMatching(/\.json$/),
    ]);
    const provenance = await saved[1]!.text;
    expect(provenance).toMatch(/^\uFEFF?Title: Top export destinations\r\n/);
    // Every request behind the chart, each with its request_id.
    expect(provenance).toMatch(
      /Request (\d): GET \S+\/countries\/BR\/partners\?flow=export&from=2014&to=2024&limit=500\r\nrequest_id \1: req_/,
    );
    expect(provenance).not.toMatch(/request_id \d: none/);
    // One header row, then the 20 partners shown, values and shares as plain numbers.
    const rows = Papa.parse<unknown[]>(csv, { dynamicTyping: true, skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Partner', 'Value (USD)', 'Share (fraction)']);
    expect(rows).toHaveLength(21);
    expect(rows.slice(1).every(([, v, s]) => typeof v === 'number' && typeof s === 'number' && s < 1)).toBe(
      true,
    );

    // API request and citation.
    const curl = within(panel).getByLabelText<HTMLTextAreaElement>('curl');
    expect(curl.value).toContain(
      `curl -H "Authorization: Bearer $TRADE_API_KEY" "${BASE}/countries/BR/partners?flow=export&from=2014&to=2024&limit=500"`,
    );
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Citation').value).toMatch(
      /^Tradescope \(\d{4}\)\. Top export destinations: Brazil, 2014–2024, top 20 by value in US dollars \[chart\]\. Data: Trade Data Service v1 at https:\/\/tds\.test\.example\. .*request_id: req_/,
    );
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('BibTeX').value).toMatch(
      /^@misc\{tradescope_top_export_destinations_brazil/,
    );
    expect(within(panel).getByRole('button', { name: 'Download PNG (2x)' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download SVG' })).toBeInTheDocument();

    expect(await everyOutput(panel)).not.toContain(KEY);

    // Closing returns focus to the button.
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('get-chart-panel')).toBeNull());
    expect(button).toHaveFocus();
  }, 60_000);

  it('offers only the link, the live embed and the request of a chart in error', async () => {
    const panel = await openPanelOfFailedPartners();
    expect(within(panel).getByRole('note')).toHaveTextContent(/could not load its data/);
    expect(within(panel).getByRole('radio', { name: /Snapshot/ })).toBeDisabled();
    expect(within(panel).getByRole('radio', { name: /Live/ })).toBeChecked();
    expect(within(panel).getByLabelText('curl')).toBeInTheDocument();
    for (const name of ['Download PNG (2x)', 'Download SVG', 'Download CSV', 'Download JSON']) {
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    }
    expect(within(panel).queryByLabelText('Citation')).toBeNull();
    expect(await everyOutput(panel)).not.toContain(KEY);
  });

  it('says what waits for the data while a chart loads', async () => {
    server.use(http.get(`${BASE}/countries/:cid/partners`, () => delay('infinite')));
    renderBrazil();
    await waitFor(() => expect(frame('exports-series')).toHaveAttribute('data-state', 'ready'), {
      timeout: 15_000,
    });
    expect(frame('top-partners')).toHaveAttribute('data-state', 'loading');
    const { panel } = await openPanel('top-partners');
    expect(within(panel).getByRole('note')).toHaveTextContent(/still loading/);
    expect(within(panel).getByRole('radio', { name: /Snapshot/ })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Download PNG (2x)' })).toBeNull();
    expect(within(panel).getByLabelText('curl')).toHaveValue(
      `curl -H "Authorization: Bearer $TRADE_API_KEY" "${BASE}/countries/BR"\n` +
        `curl -H "Authorization: Bearer $TRADE_API_KEY" "${BASE}/trade/summary?reporter=BR&flow=export&from=2014&to=2024"\n` +
        `curl -H "Authorization: Bearer $TRADE_API_KEY" "${BASE}/countries/BR/partners?flow=export&from=2014&to=2024&limit=500"`,
    );
    expect(await everyOutput(panel)).not.toContain(KEY);
  });

  it('lists for every chart exactly the URLs its queries asked, with a product filter too', async () => {
    renderBrazil('/countries/BR?to=2024&product=8703');
    const charts = [
      'exports-series',
      'imports-series',
      'top-partners',
      'partner-concentration',
      'partner-map',
      'product-mix',
    ];
    for (const id of charts)
      await waitFor(() => expect(frame(id)).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    for (const id of charts) {
      const { panel } = await openPanel(id);
      const urls = curlUrls(panel);
      expect(urls.length, id).toBeGreaterThan(1);
      // Each one is, character for character, a request the page's queries sent.
      for (const url of urls) expect([...sent], `${id}: ${url}`).toContain(url);
      await closeChartPanel(panel);
    }
  }, 120_000);

  it('still lists the requests of a chart in error, the failed one included', async () => {
    const panel = await openPanelOfFailedPartners();
    const urls = curlUrls(panel);
    expect(urls.map((url) => new URL(url).pathname)).toEqual([
      '/countries/BR',
      '/trade/summary',
      '/countries/BR/partners',
    ]);
    for (const url of urls) expect([...sent]).toContain(url);
  });
});

describe('Get this chart: the insights', () => {
  const insights = ['specialisations', 'changes-partners', 'changes-products', 'dependence'];
  const changeHeader = (name: string) => [
    name,
    '2014 (USD)',
    '2024 (USD)',
    'Change (USD)',
    'Share 2014 (fraction)',
    'Share 2024 (fraction)',
    'Share change (fraction)',
    'Part of the total change (fraction)',
    'Market',
  ];

  /** Every URL of a chart's panel is, character for character, one its queries sent. */
  async function expectPanelUrlsSent(id: string) {
    const { panel } = await openPanel(id);
    const urls = curlUrls(panel);
    expect(urls.length, id).toBeGreaterThan(1);
    for (const url of urls) expect([...sent], `${id}: ${url}`).toContain(url);
    await closeChartPanel(panel);
    return urls;
  }

  it('lists for every insight exactly the URLs its queries asked', async () => {
    renderBrazil();
    for (const id of insights)
      await waitFor(() => expect(frame(id)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
    for (const id of insights) await expectPanelUrlsSent(id);

    // Their files hold the table's figures as numbers, the unit in the header, as every chart's.
    const headers: Record<string, unknown[]> = {};
    for (const id of insights) {
      saved.length = 0;
      const { panel } = await openPanel(id);
      const { rows } = await saveData(panel, saved);
      expectUnitColumnsNumeric(rows, id);
      headers[id] = rows[0]!;
      await closeChartPanel(panel);
    }
    expect(headers).toEqual({
      specialisations: [
        'Product',
        'RCA',
        'Exports (USD)',
        'Share of its exports (fraction)',
        'Share of world exports (fraction)',
        'World rank',
      ],
      'changes-partners': changeHeader('Name'),
      'changes-products': changeHeader('Name'),
      dependence: [
        'Product',
        'Supplier',
        'Supplier provides (USD)',
        'Share of imports (fraction)',
        'Imports of the product (USD)',
      ],
    });
  }, 120_000);

  it('lists the URLs the chapter-level specialisation asked', async () => {
    renderBrazil('/countries/BR?to=2024&rca_level=chapter');
    await waitFor(() => expect(frame('specialisations')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    const urls = await expectPanelUrlsSent('specialisations');
    // The chapters' own totals are among them (a product parameter on /trade/summary).
    expect(urls.some((url) => /\/trade\/summary\?.*product=/.test(url))).toBe(true);
  }, 120_000);

  it('still lists the requests of an insight in error, the failed ones included', async () => {
    server.use(
      serviceError('/products/:pid/markets', 500, 'internal_error', { message: 'Boom', baseUrl: BASE }),
    );
    renderBrazil();
    await waitFor(() => expect(frame('specialisations')).toHaveAttribute('data-state', 'error'), {
      timeout: 30_000,
    });
    const urls = await expectPanelUrlsSent('specialisations');
    expect(urls.filter((url) => new URL(url).pathname.endsWith('/markets')).length).toBeGreaterThan(0);
  }, 120_000);
});
