/**
 * The flow explorer's `changes-pair-products` over the real service handlers and the default
 * synthetic world: the years come from the URL, the totals are the pair's own summaries of those
 * years, and each product's change is its rows' sum in one year less the other's.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { createDataSourceStore, DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { installTestServer } from '@/test/msw';
import { openDataTable } from '@/components/charts/open-data-table';
import { formatUsdExact } from '@/lib/format';
import { FlowsView } from '../flows-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

installTestServer();
afterEach(cleanup);

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

/** The flow explorer at `path`, once its change chart is drawn: the chart's frame. */
async function readyChange(path: string): Promise<HTMLElement> {
  renderRoutes(
    [{ path: '/flows', element: <FlowsView /> }],
    path,
    createDataSourceStore({ local: null, session: null }),
  );
  await waitFor(() => expect(chart('changes-pair-products')).toHaveAttribute('data-state', 'ready'), {
    timeout: 30_000,
  });
  return chart('changes-pair-products');
}

async function pairValue(year: number): Promise<number> {
  const q = new URLSearchParams({
    reporter: 'BR',
    partner: 'CN',
    flow: 'export',
    from: `${year}`,
    to: `${year}`,
  });
  const answer = (await (
    await fetch(`${DEMO_BASE_URL}/trade/summary?${q}`, {
      headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
    })
  ).json()) as {
    data: { trade_value: number };
  };
  return answer.data.trade_value;
}

describe('what changed in a pair’s products', () => {
  it('compares the URL’s two years with the pair’s own totals, as a chart with a data table', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    renderRoutes(
      [{ path: '/flows', element: <FlowsView /> }],
      '/flows?reporter=BR&partner=CN&flow=export&from=2015&to=2020&change_from=2016&change_to=2019',
      store,
    );
    await waitFor(() => expect(chart('changes-pair-products')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    const frame = chart('changes-pair-products');
    expect(within(frame).getByRole('heading', { name: /What changed: the pair's products/ })).toBeVisible();
    await openDataTable(frame);
    const table = within(frame).getByRole('table');
    expect(table).toHaveAccessibleName(/Brazil.*exports to China: change by products, 2016 → 2019/);
    const total = within(table).getAllByRole('row')[1]!;
    const cells = [...total.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual([
      'All',
      formatUsdExact(await pairValue(2016)),
      formatUsdExact(await pairValue(2019)),
    ]);
    expect(within(frame).getByRole('button', { name: /Get this chart/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(2);
  });

  it('names every product it compares from the catalog, the largest losses at the end as well', async () => {
    const frame = await readyChange(
      '/flows?reporter=BR&partner=CN&flow=export&from=2015&to=2020&change_from=2016&change_to=2019',
    );
    await openDataTable(frame);
    const names = () =>
      within(within(frame).getByRole('table'))
        .getAllByRole('row')
        .slice(2)
        .map((row) => row.querySelector('th, td')!.textContent ?? '');
    // Rows run from the largest gain to the largest loss: names looked up for the first rows
    // only left the losers as bare codes. The catalog answers for every code in this world.
    expect(names().length).toBeGreaterThan(40);
    await waitFor(() => expect(names().filter((n) => /^HS \d{6}$/.test(n))).toEqual([]), { timeout: 15_000 });
    expect(names().at(-1)).toMatch(/\p{L}{3}/u);
  });

  it("counts a group's rows, which name its members: the EU's exports to China change by product", async () => {
    const frame = await readyChange(
      '/flows?reporter=EU&partner=CN&flow=export&from=2015&to=2020&change_from=2016&change_to=2019',
    );
    expect(frame).not.toHaveTextContent(/no change between/);
    await openDataTable(frame);
    // The total's row, then one row per product the EU's members sold to China.
    expect(within(within(frame).getByRole('table')).getAllByRole('row').length).toBeGreaterThan(40);
  });
});
