/**
 * The specialisations by HS chapter and section over the real service handlers and the synthetic
 * world: each chapter's RCA is the one computed from the service's own chapter and total
 * summaries, fetched in the test, and the level is kept in the URL.
 */
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { openDataTable } from '@/components/charts/open-data-table';
import { formatRca } from '@/components/charts/options/rca-bars-option';
import { envelopeResponse, installTestServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { CountryView } from '../country-view';
import { LEVEL_CHAPTERS } from './use-insights-data';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
afterEach(cleanup);

function Route() {
  const { cid = '' } = useParams();
  return <CountryView cid={cid} />;
}

const chart = () => document.querySelector<HTMLElement>('[data-chart="specialisations"]')!;

async function total(query: Record<string, string>): Promise<number> {
  const answer = await fetch(`${DEMO_BASE_URL}/trade/summary?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
  });
  return ((await answer.json()) as { data: { trade_value: number | null } }).data.trade_value ?? 0;
}

describe('specialisations by chapter and section', () => {
  it('computes each chapter’s RCA from the chapter’s own totals, and switches level in the URL', async () => {
    const years = { from: '2012', to: '2024' };
    const chapterSummaries = new Set<string>();
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/trade/summary') && /^\d{2}$/.test(url.searchParams.get('product') ?? ''))
        chapterSummaries.add(url.search);
    });
    const { router } = renderRoutes(
      [{ path: '/countries/:cid', element: <Route /> }],
      `/countries/KE?${new URLSearchParams(years)}&rca_level=chapter`,
    );
    await waitFor(() => expect(chart().getAttribute('data-state')).toBe('ready'), { timeout: 30_000 });
    // The stated budget: a world and a country total for at most LEVEL_CHAPTERS chapters (counted
    // before the test asks the service itself).
    expect(chapterSummaries.size).toBeGreaterThan(0);
    expect(chapterSummaries.size).toBeLessThanOrEqual(2 * LEVEL_CHAPTERS);
    const table = await openDataTable(chart());
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Chapter');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
    expect(rows.length).toBeGreaterThan(0);
    const countryTotal = await total({ reporter: 'KE', flow: 'export', ...years });
    const worldTotal = await total(years);
    for (const [label, rca] of rows) {
      const chapter = /\((\d{2})\)$/.exec(label!)![1]!;
      const own = await total({ reporter: 'KE', flow: 'export', product: chapter, ...years });
      const world = await total({ product: chapter, ...years });
      expect(rca, chapter).toBe(formatRca(own / countryTotal / (world / worldTotal)));
    }
    expect(chart()).toHaveTextContent(/asked for chapter by chapter/);

    fireEvent.click(within(chart()).getByRole('radio', { name: 'Section' }));
    await waitFor(() => expect(router.state.location.search).toContain('rca_level=section'));
    await waitFor(() => expect(chart().getAttribute('data-state')).toBe('ready'), { timeout: 30_000 });
    await waitFor(async () =>
      expect(within(await openDataTable(chart())).getAllByRole('columnheader')[0]).toHaveTextContent(
        'Section',
      ),
    );
  });

  it("says its chapter titles are HS 2022's when the catalog codes in another revision, and only by chapter", async () => {
    // A service over a BACI release in HS 1992: its chapters' lookups state the revision.
    server.use(
      http.get(`${DEMO_BASE_URL}/products/:pid`, ({ params }) =>
        /^\d{2}$/.test(String(params.pid))
          ? envelopeResponse({
              id: params.pid,
              matches: [
                { hs6: `${String(params.pid)}0110`, hs_version: 1992, name: 'A product', parent_hs4: null },
              ],
            })
          : undefined,
      ),
    );
    renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/KE?rca_level=chapter');
    const note = () => chart().querySelector('[data-service-note="chapter-titles"]');
    await waitFor(() => expect(note()).not.toBeNull(), { timeout: 30_000 });
    expect(note()).toHaveTextContent(
      "Note: Chapter titles are HS 2022's; this service codes its products in HS 1992. Chapters kept their numbers across revisions, but some titles changed.",
    );

    fireEvent.click(within(chart()).getByRole('radio', { name: 'HS6' }));
    await waitFor(() => expect(chart().getAttribute('data-state')).toBe('ready'), { timeout: 30_000 });
    expect(note()).toBeNull();
  });
});
