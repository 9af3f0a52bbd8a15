/**
 * The flow explorer over the real service handlers and the default synthetic world: a ready
 * selection whose key figure agrees with its raw observations, a 422 shown as such, and the
 * live mode without a key (nothing requested, every part says why).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { createDataSourceStore, type DataSourceStore } from '@/api/data-source';
import { validationError } from '@/emulator/node/overrides';
import { installTestServer } from '@/emulator/node/install-test-server';
import { valueError } from '@/emulator/service/pydantic-errors';
import { FlowsView } from './flows-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
afterEach(() => cleanup());

function renderPage(path: string, configure?: (store: DataSourceStore) => void) {
  const store = createDataSourceStore({ local: null, session: null });
  configure?.(store);
  return renderRoutes([{ path: '/flows', element: <FlowsView /> }], path, store).router;
}

const chart = () => document.querySelector<HTMLElement>('[data-chart="summary-periods"]')!;

describe('flow explorer over the synthetic world', () => {
  it('shows a selection whose trade value is the sum of its observations', async () => {
    // HS chapter 26 (ores): a few dozen rows, so the limit covers the whole selection.
    const router = renderPage('/flows?reporter=BR&partner=CN&product=26&flow=export&from=2015&to=2020&limit=500');
    await waitFor(() => expect(chart()).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Brazil (BR) → China (CN): exports of HS 26, 2015–2020');
    expect(screen.getByRole('link', { name: /Back to Brazil/ })).toHaveAttribute(
      'href',
      '/countries/BR?flow=export&from=2015&to=2020',
    );
    expect(screen.getByText('Growth (CAGR)')).toBeInTheDocument();
    expect(screen.getByText('Partner concentration')).toBeInTheDocument();

    const table = await screen.findByTestId('observations-table', {}, { timeout: 15_000 });
    const valueCells = table.querySelectorAll<HTMLElement>('tbody td[data-value]');
    expect(valueCells.length).toBeGreaterThan(0);
    // The limit covers every row, so the table is the whole selection.
    expect(valueCells.length).toBeLessThan(500);
    const sum = [...valueCells].reduce((s, td) => s + Number(td.dataset.value), 0);
    const tradeValue = Number(screen.getByTestId('figure-trade-value').dataset.value);
    expect(tradeValue).toBeGreaterThan(0);
    expect(Math.abs(sum - tradeValue)).toBeLessThan(Math.max(1, tradeValue * 1e-9));
    // Every row is BR → CN within the years, and links its product.
    for (const row of within(table).getAllByRole('row').slice(1, -1)) {
      const cells = within(row).getAllByRole('cell');
      expect(Number(cells[0]!.textContent)).toBeGreaterThanOrEqual(2015);
      expect(Number(cells[0]!.textContent)).toBeLessThanOrEqual(2020);
      expect(cells[1]).toHaveTextContent('(BR)');
      expect(cells[2]).toHaveTextContent('(CN)');
      expect(cells[3]!.textContent).toMatch(/^26\d{4}$/);
      expect(within(cells[3]!).getByRole('link')).toHaveAttribute('href', `/products/${cells[3]!.textContent}`);
    }
    // The chart draws one point per year of the range (gaps as null).
    const drawn = JSON.parse(within(chart()).getByTestId('echarts-series').textContent) as unknown[];
    expect(drawn).toHaveLength(6);

    // The form writes the selection to the URL.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2018' } });
    fireEvent.change(screen.getByLabelText('Flow'), { target: { value: 'import' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?reporter=BR&partner=CN&product=26&flow=import&from=2018&to=2020&limit=500'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brazil (BR) → China (CN): imports of HS 26, 2018–2020');

    // A malformed value is reported by the form, not sent.
    fireEvent.change(screen.getByLabelText('Reporter'), { target: { value: 'Brazil!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/is not a country code/)).toBeInTheDocument();
    expect(router.state.location.search).toContain('reporter=BR');
  });

  it('shows a 422 as a rejected request, with no data', async () => {
    const detail = [valueError(['query', 'reporter'], 'BR', 'Value error, unknown reporter')];
    server.use(validationError('/trade/summary', detail), validationError('/trade', detail));
    renderPage('/flows?reporter=BR&partner=CN&flow=export&from=2015&to=2020');
    await waitFor(() => expect(chart()).toHaveAttribute('data-state', 'error'), { timeout: 15_000 });
    expect(chart()).toHaveTextContent('The service rejected the request parameters');
    expect((await screen.findByText(/Key figures unavailable/)).closest('[role="alert"]')).toHaveTextContent(
      'rejected the request parameters',
    );
    const observations = screen.getByRole('region', { name: 'Observations' });
    expect(await within(observations).findByText('The service rejected the request parameters')).toBeInTheDocument();
    expect(screen.queryByTestId('observations-table')).toBeNull();
  });

  it('in live mode without a key requests nothing and says why', async () => {
    renderPage('/flows?reporter=BR', (store) => store.setMode('live'));
    await waitFor(() => expect(chart()).toHaveAttribute('data-state', 'error'));
    expect(chart()).toHaveTextContent('No API key');
    expect(screen.getByText(/Key figures unavailable/).closest('[role="alert"]')).toHaveTextContent('No API key');
  });
});
