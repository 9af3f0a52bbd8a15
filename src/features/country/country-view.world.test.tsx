/**
 * The country view over the real service handlers and the default synthetic world (the
 * Service engineer's test server): a large economy, a small one and a group, end to end
 * through the typed client, plus per-test error overrides in the service's own shapes.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { openDataTable } from '@/components/charts/open-data-table';
import { installTestServer, networkError, serviceError } from '@/test/msw';
import { CountryView } from './country-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const CHART_IDS = [
  'exports-series',
  'imports-series',
  'top-partners',
  'partner-concentration',
  'partner-map',
  'product-mix',
];

const { server } = installTestServer();
afterEach(cleanup);

function Route() {
  const { cid = '' } = useParams();
  return <CountryView cid={cid} />;
}

function renderPage(path: string) {
  renderRoutes([{ path: '/countries/:cid', element: <Route /> }], path);
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
const states = () => Object.fromEntries(CHART_IDS.map((id) => [id, chart(id)?.getAttribute('data-state')]));

async function settled(timeout = 15_000) {
  await waitFor(
    () => {
      for (const id of CHART_IDS)
        expect(['ready', 'empty', 'error']).toContain(chart(id)?.getAttribute('data-state'));
    },
    { timeout },
  );
  return states();
}

describe('country view over the synthetic world', () => {
  it('shows the full profile of a large economy with totals that agree', async () => {
    renderPage('/countries/BR?flow=export&from=2012&to=2024');
    expect(await settled(30_000)).toEqual(Object.fromEntries(CHART_IDS.map((id) => [id, 'ready'])));
    expect(screen.getByRole('heading', { level: 1, name: /Brazil/ })).toBeInTheDocument();
    const totals = screen.getByTestId('totals-note');
    // The service's series, summary and partner list describe the same trade.
    expect(totals).toHaveTextContent(/The yearly exports series sums to the total of \$[\d.]+[KMBT]?\./);
    expect(totals).toHaveTextContent(/All \d+ partners together account for the same/);
    expect(totals).not.toHaveTextContent('disagree');
    // Product names come from the catalog.
    const mix = await openDataTable(chart('product-mix'));
    expect(within(mix).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(mix).queryAllByText('name not available')).toHaveLength(0);
  });

  it('works for a country group as reporter', async () => {
    renderPage('/countries/EU?from=2015&to=2020');
    expect(await settled(30_000)).toEqual(Object.fromEntries(CHART_IDS.map((id) => [id, 'ready'])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Country group');
    // Not an ISO entity: its id is not called an ISO code.
    expect(screen.getByText('Id')).toBeInTheDocument();
    expect(screen.queryByText('ISO alpha-2')).toBeNull();
  });

  it('settles every chart of a small economy without errors', async () => {
    renderPage('/countries/TV?flow=import');
    const result = await settled(30_000);
    for (const id of CHART_IDS) expect(['ready', 'empty']).toContain(result[id]);
    // One partner is no ranking: "its only import origin", not "its 1 largest import origins".
    expect(chart('top-partners')).toHaveTextContent("Tuvalu's only import origin, ");
    expect(chart('partner-map')).toHaveTextContent("Tuvalu's only import origin, ");
    expect(chart('product-mix')).toHaveTextContent("Tuvalu's only import by HS6 product");
  });

  it('keeps the rest of the page when one endpoint fails', async () => {
    server.use(
      serviceError('/countries/{cid}/products', 500, 'internal_error', { message: 'Products index offline' }),
    );
    server.use(networkError('/countries/{cid}/imports'));
    renderPage('/countries/DE?from=2015&to=2023');
    const result = await settled(30_000);
    expect(result['product-mix']).toBe('error');
    expect(result['imports-series']).toBe('error');
    expect(chart('product-mix')).toHaveTextContent('Products index offline');
    expect(chart('product-mix')).toHaveTextContent(/Request ID/);
    for (const id of ['exports-series', 'top-partners', 'partner-concentration', 'partner-map'])
      expect(result[id]).toBe('ready');
  });

  it('shows not-found for an unknown id', async () => {
    renderPage('/countries/QQ');
    expect(
      await screen.findByRole('heading', { name: 'Country not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/knows no country or country group/)).toHaveTextContent(
      'The service knows no country or country group with the id QQ.',
    );
  });
});
