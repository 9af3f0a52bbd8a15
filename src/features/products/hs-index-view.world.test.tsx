/**
 * The HS index over the real service handlers and the default synthetic world: each chapter's
 * total on the index is the World summary of that chapter, the figure its own page shows, for
 * large and small chapters alike (small ones used to be missing from a top-500 ranking).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultEngine } from '@/emulator/node/setup-test-server';
import { envelopeResponse, installTestServer, validationErrorResponse } from '@/test/msw';
import { formatUsdCompact } from '@/lib/format';
import { renderRoutes } from '@/test/render-route';
import { DEMO_BASE_URL } from '@/api/data-source';
import { tradeQueries } from '@/api/queries/trade';
import type { TradeSource } from '@/api/queries/keys';
import { HsIndexView } from './hs-index-view';
import { chapterQueries } from './products-index-requests';
import { productViewQueries } from './product-requests';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
let requested: string[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url).pathname);
});
const requestedProducts = () => requested.filter((path) => path.startsWith('/products/'));
afterEach(() => {
  cleanup();
  requested = [];
});

const CHAPTERS = ['05', '09', '11', '14', '20', '25', '27', '84', '87'];

describe('HS index totals', () => {
  it('shows each chapter at its World summary, the total its chapter page shows', async () => {
    const engine = getDefaultEngine();
    const years = { from: engine.coverage.last - 4, to: engine.coverage.last - 2 };
    renderRoutes(
      [{ path: '/products', element: <HsIndexView /> }],
      `/products?from=${years.from}&to=${years.to}`,
    );
    for (const code of CHAPTERS) {
      const expected = engine.summary({ product: code, ...years }).trade_value;
      expect(expected, `chapter ${code} has trade in the world`).not.toBeNull();
      await waitFor(
        () =>
          expect(screen.getByTestId(`chapter-total-${code}`).textContent?.trim()).toBe(
            formatUsdCompact(expected),
          ),
        {
          timeout: 30_000,
        },
      );
    }
  }, 60_000);

  const refuse = (codes: (code: string | null) => boolean) =>
    http.get(`${DEMO_BASE_URL}/trade/summary`, ({ request }) => {
      const product = new URL(request.url).searchParams.get('product');
      return product !== null && codes(product)
        ? validationErrorResponse([
            {
              loc: ['query', 'product'],
              msg: `Value error, unknown product '${product}'`,
              type: 'value_error',
              input: product,
            },
          ])
        : undefined;
    });
  const treemap = () => document.querySelector('[data-chart="hs-treemap"]');

  it('says the chart failed when one chapter cannot be read, never a treemap short of it', async () => {
    server.use(
      http.get(`${DEMO_BASE_URL}/trade/summary`, ({ request }) =>
        new URL(request.url).searchParams.get('product') === '09'
          ? new Response(JSON.stringify({ error: 'internal_error', message: 'boom' }), { status: 500 })
          : undefined,
      ),
    );
    renderRoutes([{ path: '/products', element: <HsIndexView /> }], '/products');
    await waitFor(() => expect(treemap()).toHaveAttribute('data-state', 'error'), { timeout: 30_000 });
    expect(screen.queryByTestId('chapter-total-09')).toBeNull();
  }, 60_000);

  it('leaves out, and names, the chapters a service does not know (a release cut to a few chapters)', async () => {
    server.use(refuse((code) => code === '01' || code === '09' || code === '77'));
    renderRoutes([{ path: '/products', element: <HsIndexView /> }], '/products');
    await waitFor(() => expect(treemap()).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
    expect(screen.getByTestId('hs-coverage')).toHaveTextContent(
      'The service does not know 2 of the 96 HS chapters (it refused them as unknown products), so they have no figure: 01, 09.',
    );
    expect(screen.queryByTestId('chapter-total-09')).toBeNull();
    expect(screen.getByTestId('chapter-total-27')).toBeInTheDocument();
  }, 60_000);

  it('fails when the service refuses every chapter: it is the prefix it refuses, not the chapters', async () => {
    server.use(refuse(() => true));
    renderRoutes([{ path: '/products', element: <HsIndexView /> }], '/products');
    await waitFor(() => expect(treemap()).toHaveAttribute('data-state', 'error'), { timeout: 30_000 });
  }, 60_000);

  it("says its chapter titles are HS 2022's on a service that codes in another revision", async () => {
    // A service over a BACI release in HS 1992: its chapters' lookups state the revision.
    server.use(
      http.get(`${DEMO_BASE_URL}/products/:pid`, ({ params }) =>
        envelopeResponse({
          id: params.pid,
          matches: [
            { hs6: `${String(params.pid)}0110`, hs_version: 1992, name: 'A product', parent_hs4: null },
          ],
        }),
      ),
    );
    renderRoutes([{ path: '/products', element: <HsIndexView /> }], '/products');
    const said =
      "Chapter titles are HS 2022's; this service codes its products in HS 1992. Chapters kept their numbers across revisions, but some titles changed.";
    expect(await screen.findByTestId('chapter-titles-note', {}, { timeout: 30_000 })).toHaveTextContent(said);
    await waitFor(() => expect(treemap()).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
    expect(treemap()!.querySelector('[data-service-note="chapter-titles"]')).toHaveTextContent(
      `Note: ${said}`,
    );
  }, 60_000);

  it('says nothing of the titles on a service that codes in HS 2022', async () => {
    renderRoutes([{ path: '/products', element: <HsIndexView /> }], '/products');
    await waitFor(() => expect(treemap()).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
    // The lookup that tells the revision has answered (the chapter's catalog, 2022).
    await waitFor(() => expect(requestedProducts()).toContain('/products/01'));
    expect(screen.queryByTestId('chapter-titles-note')).toBeNull();
    expect(treemap()!.querySelector('[data-service-note]')).toBeNull();
  }, 60_000);

  it('asks for each chapter with the very query its chapter page uses for its total', () => {
    const source = { key: 'demo' } as TradeSource;
    const years = { from: 2018, to: 2022 };
    const keys = chapterQueries(source, years).map((q) => JSON.stringify(q.queryKey));
    for (const code of CHAPTERS) {
      const page = productViewQueries(source, code, { ...years } as Parameters<typeof productViewQueries>[2]);
      expect(keys).toContain(JSON.stringify(page.summary.queryKey));
    }
    expect(keys).toHaveLength(96);
    expect(JSON.stringify(chapterQueries(source, years)[0]!.queryKey)).toBe(
      JSON.stringify(tradeQueries.summary(source, { product: '01', ...years }).queryKey),
    );
  });
});
