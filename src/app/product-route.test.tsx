/**
 * The product routes as the app wires them (lazy modules, loaders, redirects) over the service
 * handlers and the synthetic world: the canonical URL, malformed ids, the loader's one wave, the
 * HS index and the walk from it down to an HS6 code.
 */
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createDataSourceStore } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { setupTestServer, TEST_SERVER_LISTEN_OPTIONS } from '@/emulator/node/setup-test-server';
import { openDataTable } from '@/components/charts/open-data-table';
import { renderRoutes } from '@/test/render-route';
import { createProductLoader } from './product-loader';
import { createRoutes } from './router';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));
configure({ asyncUtilTimeout: 15_000 });

const { server, limiter } = setupTestServer();
let requested: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url));
});
beforeAll(async () => {
  server.listen(TEST_SERVER_LISTEN_OPTIONS);
  await Promise.all([import('./routes/product'), import('./routes/products')]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  limiter.reset();
  requested = [];
});
afterAll(() => server.close());

function renderAt(path: string) {
  // The app's routes with their loaders, bound to the test's QueryClient and store.
  return renderRoutes((deps) => createRoutes(deps), path, createDataSourceStore({ local: null, session: null }));
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`);

describe('product routes', () => {
  it('redirects hs:HS6 to the bare digits, keeping the search', async () => {
    const { router } = renderAt('/products/hs:870323?from=2016');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/870323'));
    expect(router.state.location.search).toBe('?from=2016');
    expect(await screen.findByRole('heading', { level: 1, name: /8703\.23/ })).toBeInTheDocument();
  });

  it('shows not-found for a malformed id at once, with no request', async () => {
    renderAt('/products/12x');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Find a product' })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('the loader starts both waves without the page: one request per query, none twice', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    const queryClient = createQueryClient({ dataSource: null });
    createProductLoader({ queryClient, store })({
      params: { pid: '0901' },
      request: new Request('http://localhost/products/0901?from=2015&to=2024'),
    } as unknown as LoaderFunctionArgs);
    // First wave at once: detail, series and markets (a heading's summary waits for the detail).
    const started = queryClient.getQueryCache().getAll().map((q) => q.queryKey.slice(2, 5).join(' '));
    expect(started.sort()).toEqual(['products 0901 detail', 'products 0901 markets', 'products 0901 trade']);
    // Second wave: the summary, one summary per HS6 code of the heading, five exporter series.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const keys = requested.map((u) => `${u.pathname}${u.search}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.startsWith('/products/0901/trade?reporter='))).toHaveLength(5);
    expect(keys).toContain('/trade/summary?product=0901&from=2015&to=2024');
    expect(keys.filter((k) => /^\/trade\/summary\?product=0901\d\d&/.test(k)).length).toBeGreaterThan(1);
  });

  it('the loader sends nothing for a malformed id', () => {
    const store = createDataSourceStore({ local: null, session: null });
    const queryClient = createQueryClient({ dataSource: null });
    createProductLoader({ queryClient, store })({
      params: { pid: '12x' },
      request: new Request('http://localhost/products/12x'),
    } as unknown as LoaderFunctionArgs);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('walks section > chapter > heading > HS6 from /products with the keyboard', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/products');
    const section = await screen.findByRole('region', { name: /Section II: Vegetable products/ });
    expect(screen.getAllByRole('region', { name: /^Section [IVX]+:/ })).toHaveLength(21);
    const chapter = within(section).getByRole('link', { name: /09 Coffee, tea/ });
    chapter.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/09'));
    await screen.findByRole('heading', { level: 1, name: /^09 / });
    await waitFor(() => expect(chart('product-children')).toHaveAttribute('data-state', 'ready'));
    const headings = await openDataTable(chart('product-children')!);
    within(headings).getByRole('link', { name: /09\.01 Coffee/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/0901'));
    await screen.findByRole('heading', { level: 1, name: /09\.01/ });
    await waitFor(() => expect(chart('product-children')).toHaveAttribute('data-state', 'ready'));
    const codes = await openDataTable(chart('product-children')!);
    within(codes).getByRole('link', { name: /0901\.11/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/090111'));
    expect(await screen.findByRole('heading', { level: 1, name: /0901\.11/ })).toBeInTheDocument();
  });

  it('/products shows world trade by chapter and says what it leaves out', async () => {
    renderAt('/products?from=2015&to=2024');
    await waitFor(() => expect(chart('hs-treemap')).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByTestId('hs-coverage')).toHaveTextContent(/The 500 ranked codes account for \$[\d.]+[KMBT]? of the world's \$[\d.]+[KMBT]? \([\d.]+%\)/);
    const table = await openDataTable(chart('hs-treemap')!);
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/products\/\d{2}\?from=2015&to=2024$/);
  });
});
