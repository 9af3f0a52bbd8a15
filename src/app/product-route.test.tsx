/**
 * The product routes as the app wires them (lazy modules, loaders, redirects) over the service
 * handlers and the synthetic world: the canonical URL, malformed ids, the loader's one wave, the
 * HS index and the walk from it down to an HS6 code.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createDataSourceStore, DEMO_BASE_URL } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { openDataTable } from '@/components/charts/open-data-table';
import { installTestServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { createProductLoader, createProductsIndexLoader } from './product-loader';
import { createRoutes } from './router';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
let requested: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url));
});
beforeAll(async () => {
  await Promise.all([import('./routes/product'), import('./routes/products')]);
});
afterEach(() => {
  cleanup();
  requested = [];
});

function renderAt(path: string) {
  // The app's routes with their loaders, bound to the test's QueryClient and store.
  return renderRoutes(
    (deps) => createRoutes(deps),
    path,
    createDataSourceStore({ local: null, session: null }),
  );
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`);

/** A query key as words, its parameters as JSON ("products 0901 trade {}"). */
const keyLabel = (key: readonly unknown[]) =>
  key
    .slice(2)
    .map((k) => (typeof k === 'string' ? k : JSON.stringify(k)))
    .join(' ');

describe('product routes', () => {
  it('redirects hs:HS6 to the bare digits, keeping the search', async () => {
    const { router } = renderAt('/products/hs:870323?from=2016');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/870323'));
    expect(router.state.location.search).toBe('?from=2016');
    // The loader's heading gives way to the view's, so the one found may be gone by now: finding
    // it (whichever it was) is the check, both name the code.
    await screen.findByRole('heading', { level: 1, name: /8703\.23/ });
  });

  it('while a hung summary is retried, the key figures say they are still waiting, and which attempt', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/trade/summary`, async ({ request }) => {
        if (!new URL(request.url).searchParams.has('product')) return undefined;
        await delay('infinite');
        return undefined;
      }),
    );
    const store = createDataSourceStore({ local: null, session: null });
    store.setRequestTimeout(2_000);
    renderRoutes((deps) => createRoutes(deps), '/products/27', store);
    const figures = await screen.findByTestId('key-figures', {}, { timeout: 30_000 });
    await waitFor(
      () =>
        expect(within(figures).getByRole('status')).toHaveTextContent(
          /Key figures: still waiting for the service: it did not answer in time, trying again \(attempt 2 of 3\)/,
        ),
      { timeout: 30_000 },
    );
  });

  it('shows not-found for a malformed id at once, with no request', async () => {
    renderAt('/products/12x');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText('is not a product code.', { exact: false })).toHaveTextContent(
      '12x is not a product code.',
    );
    expect(screen.getByRole('search', { name: 'Find a product' })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('the loader starts every wave without the page: one request per query, none twice', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    const queryClient = createQueryClient({ dataSource: null });
    createProductLoader({ queryClient, store })({
      params: { pid: '0901' },
      request: new Request('http://localhost/products/0901?from=2015&to=2024'),
    } as unknown as LoaderFunctionArgs);
    // At once: the detail and the coverage. A heading's own paths wait for the catalog's word
    // (the series, whole coverage, no years), the markets for the coverage too (they carry
    // years), its summary for the detail.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => keyLabel(q.queryKey))
        .sort(),
    ).toEqual(['products 0901 detail', 'trade summary {}']);
    // Then: markets, the summary, one summary per HS6 code of the heading, five exporter series.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const keys = requested.map((u) => `${u.pathname}${u.search}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('/trade/summary');
    expect(keys).toContain('/products/0901/trade');
    expect(keys).toContain('/products/0901/markets?from=2015&to=2024&limit=200');
    expect(
      keys.filter((k) => /^\/products\/0901\/trade\?reporter=[A-Z]{2}&flow=export$/.test(k)),
    ).toHaveLength(5);
    expect(keys).toContain('/trade/summary?product=0901&from=2015&to=2024');
    expect(keys.filter((k) => /^\/trade\/summary\?product=0901\d\d&/.test(k)).length).toBeGreaterThan(1);
  });

  it('the loaders prefetch the coverage and open on the default range up to its latest complete year', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    const queryClient = createQueryClient({ dataSource: null });
    const args = (url: string, params: Record<string, string> = {}) =>
      ({ params, request: new Request(`http://localhost${url}`) }) as unknown as LoaderFunctionArgs;
    createProductLoader({ queryClient, store })(args('/products/090111', { pid: '090111' }));
    createProductsIndexLoader({ queryClient, store })(args('/products'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The demo world covers 2010-2025; the clock (2026 or later) would say otherwise.
    const coverage = queryClient
      .getQueryCache()
      .getAll()
      .find((q) => keyLabel(q.queryKey) === 'trade summary {}')?.state.data as
      { data: { periods: { period: string }[] } } | undefined;
    const years = (coverage?.data.periods ?? [])
      .map((p) => Number(p.period.slice(0, 4)))
      .filter((y) => y < new Date().getFullYear());
    const latest = Math.max(...years);
    // Every view opens on the same span: the eleven years up to the latest complete one.
    const first = Math.max(Math.min(...years), latest - 10);
    const keys = requested.map((u) => `${u.pathname}${u.search}`);
    expect(keys.filter((k) => k === '/trade/summary')).toHaveLength(1);
    expect(keys).toContain(`/products/090111/markets?from=${first}&to=${latest}&limit=200`);
    // The index's chapter totals: one World summary per chapter over the same span.
    expect(keys).toContain(`/trade/summary?product=09&from=${first}&to=${latest}`);
    expect(keys.some((k) => k.includes(String(new Date().getFullYear())))).toBe(false);
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
    within(headings)
      .getByRole('link', { name: /09\.01 Coffee/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/0901'));
    await screen.findByRole('heading', { level: 1, name: /09\.01/ });
    await waitFor(() => expect(chart('product-children')).toHaveAttribute('data-state', 'ready'));
    const codes = await openDataTable(chart('product-children')!);
    within(codes)
      .getByRole('link', { name: /0901\.11/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/090111'));
    expect(await screen.findByRole('heading', { level: 1, name: /0901\.11/ })).toBeInTheDocument();
    // Four whole pages rendered in jsdom, one after another: about 18 s on a loaded 2-core
    // machine, where the suite's 20 s default was hit once. A budget, not a timing assertion.
  }, 60_000);

  it('/products shows world trade by chapter and how much of the world total it sums to', async () => {
    renderAt('/products?from=2015&to=2024');
    await waitFor(() => expect(chart('hs-treemap')).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByTestId('hs-coverage')).toHaveTextContent(
      /The \d+ chapters with trade sum to \$[\d.]+[KMBT]? of the world's \$[\d.]+[KMBT]? \([\d.]+%\)/,
    );
    const table = await openDataTable(chart('hs-treemap')!);
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toMatch(
      /^\/products\/\d{2}\?from=2015&to=2024$/,
    );
  });

  it('/products keeps what the user typed in its search while the coverage arrives', async () => {
    // The coverage (the unfiltered summary) is held until the user has typed; then the service answers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the real service's answer back, then lets it through: no answer of its own.
    server.use(
      http.get(`${DEMO_BASE_URL}/trade/summary`, async ({ request }) => {
        if (new URL(request.url).search === '') await held;
        return undefined;
      }),
    );
    renderAt('/products');
    const field = await screen.findByRole('searchbox', { name: 'Find a product' });
    expect(screen.queryByRole('combobox', { name: /^From/ })).toBeNull();
    await userEvent.type(field, 'coffee');
    release();
    // The years are there once the coverage is: the field is the same one, with the same text.
    expect(await screen.findByRole('combobox', { name: /^From/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a product' })).toBe(field);
    expect(field).toHaveValue('coffee');
  });

  it("/products opens on the default range, its pickers over the service's years", async () => {
    renderAt('/products');
    await waitFor(() => expect(chart('hs-treemap')).toHaveAttribute('data-state', 'ready'));
    const from = screen.getByRole('combobox', { name: /^From/ });
    const to = screen.getByRole('combobox', { name: /^To/ });
    const offered = within(to)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // The demo world ends before the running year: the pickers end where the data does.
    expect(offered).not.toContain(String(new Date().getFullYear()));
    // The default range: the eleven years up to the latest complete one.
    const latest = Number(offered.at(-1));
    expect((from as HTMLSelectElement).value).toBe(String(Math.max(Number(offered[0]), latest - 10)));
    expect((to as HTMLSelectElement).value).toBe(String(latest));
    // The default range is every view's: chapter links carry no years.
    const table = await openDataTable(chart('hs-treemap')!);
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/products\/\d{2}$/);
  });
});
