/**
 * The compare view over the real service handlers and the synthetic world: three countries side
 * by side with every chart ready, products side by side, per-chart errors, Back without
 * requests, and bad entries that never reach the service.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDataTable } from '@/components/charts/open-data-table';
import { createDataSourceStore, type DataSourceStore } from '@/api/data-source';
import { serviceError } from '@/emulator/node/overrides';
import { setupTestServer, TEST_SERVER_LISTEN_OPTIONS } from '@/emulator/node/setup-test-server';
import { renderRoutes } from '@/test/render-route';
import { CompareView } from './compare-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server, limiter } = setupTestServer();
let requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname + new URL(request.url).search);
});
beforeAll(() => server.listen(TEST_SERVER_LISTEN_OPTIONS));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  limiter.reset();
  requests = [];
});
afterAll(() => server.close());

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`);

function renderPage(path: string, store?: DataSourceStore) {
  return renderRoutes([{ path: '/compare', element: <CompareView /> }], path, store);
}

async function ready(ids: string[], timeout = 30_000) {
  await waitFor(() => {
    for (const id of ids) expect(chart(id)?.getAttribute('data-state')).toBe('ready');
  }, { timeout });
}

describe('compare view over the synthetic world', () => {
  it('shows three countries side by side with every chart ready and figures for each', async () => {
    renderPage('/compare?countries=BR,AR,CL&from=2012&to=2024');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    expect(screen.getByRole('heading', { level: 1, name: /Exports of Brazil, Argentina, Chile/ })).toBeInTheDocument();
    const figures = within(chart('compare-figures')!).getByRole('table');
    const header = within(figures).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['Figure', 'Brazil', 'Argentina', 'Chile']);
    const valueRow = within(figures).getByRole('row', { name: /^Value/ });
    expect(within(valueRow).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^\$[\d.]+[KMBT]$/),
      expect.stringMatching(/^\$[\d.]+[KMBT]$/),
      expect.stringMatching(/^\$[\d.]+[KMBT]$/),
    ]);
    // Every chosen country links to its own view with the same years.
    expect(screen.getByRole('link', { name: 'Brazil' })).toHaveAttribute('href', '/countries/BR?flow=export&from=2012&to=2024');
    // The series table lists each country per year of the coverage.
    const table = await openDataTable(chart('compare-series')!);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Year', 'Brazil', 'Argentina', 'Chile']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  });

  it('switches the series to an index (first year = 100) in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/compare?countries=BR,AR');
    await ready(['compare-series']);
    await user.click(screen.getByRole('radio', { name: 'Index (first year = 100)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,AR&mode=index'));
    await ready(['compare-series']);
    const table = await openDataTable(chart('compare-series')!);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['100', '100']);
  });

  it('shows every chart loading while its requests are pending, then ready', async () => {
    renderPage('/compare?countries=BR,AR');
    for (const id of ['compare-series', 'compare-figures', 'compare-concentration']) expect(chart(id)?.getAttribute('data-state')).toBe('loading');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
  });

  it('says so when a country has no trade in the product compared, instead of drawing zeros', async () => {
    // Tonga does not export crude petroleum: its figures read n/a, never $0.
    renderPage('/compare?countries=TO&product=270900&from=2020&to=2020');
    await waitFor(() => expect(chart('compare-concentration')?.getAttribute('data-state')).toBe('empty'), { timeout: 30_000 });
    expect(chart('compare-concentration')).toHaveTextContent(/No data for this selection/);
  });

  it('live mode without a key: every chart says so with a way to Settings, none keeps loading, nothing is sent', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    store.update({ mode: 'live', baseUrl: 'https://tds.example.test', apiKey: '' });
    renderPage('/compare?countries=BR,AR', store);
    await waitFor(() => {
      for (const id of ['compare-series', 'compare-figures', 'compare-concentration']) expect(chart(id)?.getAttribute('data-state')).toBe('error');
    });
    expect(within(chart('compare-series')!).getByRole('link', { name: /Settings/ })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('starts empty with a way to add countries, and asks for nothing but the coverage', async () => {
    renderPage('/compare');
    expect(await screen.findByText(/Add a country above/)).toBeInTheDocument();
    expect(document.querySelector('[data-chart]')).toBeNull();
    // Only the service's coverage (the unfiltered summary, for the year pickers) is asked for.
    expect(requests.filter((r) => r !== '/trade/summary')).toEqual([]);
  });

  it('removes and adds countries, and Back restores the previous set without a request', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/compare?countries=BR,AR,CL');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    await user.click(screen.getByRole('button', { name: 'Remove AR from the comparison' }));
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,CL'));
    await user.type(screen.getByRole('textbox', { name: 'Add a country' }), 'Peru');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,CL,PE'));
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    requests = [];
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,CL'));
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,AR,CL'));
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    expect(requests).toEqual([]);
  });

  it('keeps a name it cannot read in the field with the reason', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/compare?countries=BR');
    await user.type(screen.getByRole('textbox', { name: 'Add a country' }), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Atlantis" is not a country name or ISO code.');
    expect(screen.getByRole('textbox', { name: 'Add a country' })).toHaveValue('Atlantis');
    expect(router.state.location.search).toBe('?countries=BR');
  });

  it('never requests an unknown or malformed entry, and says so', async () => {
    renderPage('/compare?countries=BR,QQ,<script>');
    expect(await screen.findByTestId('url-notices')).toHaveTextContent('"QQ" is not a known country code');
    await ready(['compare-series']);
    expect(requests.some((r) => r.includes('QQ') || r.includes('script'))).toBe(false);
  });

  it('compares products: world trade, figures and each one’s top exporters', async () => {
    renderPage('/compare?products=090111,180100&from=2020&to=2024');
    await ready(['compare-series', 'compare-figures', 'compare-concentration', 'compare-exporters']);
    const lists = within(chart('compare-exporters')!).getAllByRole('list');
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(lists[0]!).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/countries\/[A-Z]{2}\?product=090111&flow=export$/));
  });

  it('one failing request errors its chart only, with the request id and Retry', async () => {
    server.use(serviceError('/countries/:cid/partners', 500, 'internal_error', { message: 'Boom' }));
    renderPage('/compare?countries=BR,AR');
    await ready(['compare-series', 'compare-concentration']);
    await waitFor(() => expect(chart('compare-figures')?.getAttribute('data-state')).toBe('error'), { timeout: 30_000 });
    expect(chart('compare-figures')).toHaveTextContent(/Boom/);
    expect(chart('compare-figures')).toHaveTextContent(/Request ID/i);
    expect(within(chart('compare-figures')!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
