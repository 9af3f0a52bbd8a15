/**
 * The flow explorer's `pair-dependence` over the real service handlers and the default synthetic
 * world: each listed product's partner share and largest supplier's share equal the service's own
 * answers for that product, fetched here.
 */
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { createDataSourceStore, DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { installTestServer } from '@/test/msw';
import { partnersInAlpha3, serviceNotesIn } from '@/test/variant-answers';
import { openDataTable } from '@/components/charts/open-data-table';
import { countryName } from '@/lib/country-names';
import { formatPercent, formatUsdExact } from '@/lib/format';
import { FlowsView } from '../flows-view';
import { PAIR_DEPENDENCE_BUDGET } from './pair-dependence';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
afterEach(cleanup);

const period = { from: '2018', to: '2020' };
const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
const pairView = `/flows?reporter=BR&partner=CN&flow=import&from=${period.from}&to=${period.to}&dependence=1`;

function renderPairView() {
  renderRoutes(
    [{ path: '/flows', element: <FlowsView /> }],
    pairView,
    createDataSourceStore({ local: null, session: null }),
  );
}

async function answer<T>(path: string, params: Record<string, string>): Promise<T> {
  const response = await fetch(`${DEMO_BASE_URL}${path}?${new URLSearchParams(params)}`, {
    headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
  });
  return ((await response.json()) as { data: T }).data;
}

const importsOf = async (product: string, partner?: string) =>
  (
    await answer<{ trade_value: number }>('/trade/summary', {
      reporter: 'BR',
      ...(partner ? { partner } : {}),
      product,
      flow: 'import',
      ...period,
    })
  ).trade_value;

describe('dependence on the pair’s partner', () => {
  it('shows the partner’s and the largest supplier’s shares as the service answers them', async () => {
    renderPairView();
    await waitFor(() => expect(chart('pair-dependence')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    const frame = chart('pair-dependence');
    expect(within(frame).getByRole('heading', { name: /Dependence on the partner/ })).toBeVisible();
    expect(within(frame).getByLabelText(/Threshold: China provides at least/)).toHaveValue(1);
    expect(frame).toHaveTextContent(`the pair's ${PAIR_DEPENDENCE_BUDGET} largest import products`);
    expect(within(frame).getByRole('button', { name: /Get this chart/ })).toBeInTheDocument();
    // Every answer was read as sent: the frame says nothing was guessed.
    expect(serviceNotesIn(frame)).toBeNull();
    await openDataTable(frame);
    const table = within(frame).getByRole('table');
    expect(table).toHaveAccessibleName(/Brazil.*imports from China: products at least 1% from China/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(PAIR_DEPENDENCE_BUDGET);
    for (const row of rows) {
      const cells = [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '');
      const code = /\((\d{6})\)$/.exec(cells[0]!)![1]!;
      const [total, pair, largest] = await Promise.all([
        importsOf(code),
        importsOf(code, 'CN'),
        answer<{ partner: string; value_usd: number }[]>('/countries/BR/partners', {
          flow: 'import',
          product: code,
          ...period,
          limit: '1',
        }),
      ]);
      expect(cells.slice(1)).toEqual([
        countryName('CN'),
        formatUsdExact(pair),
        formatPercent(pair / total),
        formatUsdExact(total),
        countryName(largest[0]!.partner),
        formatPercent(largest[0]!.value_usd / total),
      ]);
    }
  });

  it('says the largest suppliers were read from partners named by three-letter codes', async () => {
    server.use(partnersInAlpha3());
    renderPairView();
    await waitFor(() => expect(chart('pair-dependence')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    expect(serviceNotesIn(chart('pair-dependence'))).toHaveTextContent(
      /Note: The service names countries by three-letter ISO codes \([A-Z]{3}\); they are read as the two-letter codes \([A-Z]{2}\)\./,
    );
  });
});
