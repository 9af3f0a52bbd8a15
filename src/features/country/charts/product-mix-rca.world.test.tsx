/**
 * The product mix coloured and ranked by RCA over the real service handlers and the synthetic
 * world: the same figures as the `specialisations` chart (same cached answers), ranked by RCA,
 * the products without one named in the footer, and the switch kept in the URL.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { openDataTable } from '@/components/charts/open-data-table';
import { installTestServer } from '@/test/msw';
import { marketsInAlpha3, serviceNotesIn } from '@/test/variant-answers';
import { CountryView } from '../country-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
afterEach(cleanup);

function Route() {
  const { cid = '' } = useParams();
  return <CountryView cid={cid} />;
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

/** "6.1", "1,234.5", "12K": the RCA as the table writes it, back to a number to check the order. */
function readRca(text: string): number | null {
  const m = /^([\d.,]+)([KMB]?)$/.exec(text);
  if (!m) return null;
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[m[2] as '' | 'K' | 'M' | 'B'];
  return Number(m[1]!.replace(/,/g, '')) * scale;
}

describe('the product mix by RCA', () => {
  it('ranks the listed exports by RCA with the specialisations chart’s figures and names those without', async () => {
    const { router } = renderRoutes(
      [{ path: '/countries/:cid', element: <Route /> }],
      '/countries/KE?from=2012&to=2024&limit=60&mix_by=rca',
    );
    await waitFor(
      () => {
        for (const id of ['product-mix', 'specialisations'])
          expect(chart(id).getAttribute('data-state')).toBe('ready');
      },
      { timeout: 30_000 },
    );
    const mixTable = await openDataTable(chart('product-mix'));
    const headers = within(mixTable)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(-3)).toEqual(['RCA', 'Share of world exports', 'World rank']);
    const mix = tableRows(mixTable);
    expect(mix.length).toBeGreaterThan(10);
    const rcas = mix.map((r) => readRca(r[5]!));
    const known = rcas.filter((v): v is number => v !== null);
    // Ranked by RCA, highest first; those without one last.
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(rcas.slice(known.length).every((v) => v === null)).toBe(true);

    const specialisations = tableRows(await openDataTable(chart('specialisations')));
    expect(specialisations.length).toBeGreaterThan(0);
    let compared = 0;
    for (const s of specialisations) {
      const code = /\((\d{6})\)$/.exec(s[0]!)?.[1];
      const row = mix.find((r) => r[0] === code);
      if (!row) continue;
      compared += 1;
      // RCA, share of world exports and world rank: the same figures in both charts.
      expect([row[5], row[6], row[7]]).toEqual([s[1], s[4], s[5]]);
    }
    expect(compared).toBeGreaterThan(0);

    const without = mix.filter((r) => readRca(r[5]!) === null).map((r) => r[0]!);
    const note = chart('product-mix').querySelector('[data-rca-gaps]');
    if (without.length === 0) expect(note).toBeNull();
    else for (const code of without) expect(note).toHaveTextContent(code);
    expect(within(chart('product-mix')).getByRole('list', { name: 'Colour key' })).toBeInTheDocument();

    // Back to sections: the URL loses the parameter and the table its RCA columns.
    fireEvent.click(within(chart('product-mix')).getByRole('radio', { name: 'HS section' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('mix_by'));
    await waitFor(() =>
      expect(
        within(chart('product-mix'))
          .queryAllByRole('columnheader')
          .map((h) => h.textContent),
      ).not.toContain('RCA'),
    );
    expect(screen.queryByRole('list', { name: 'Colour key' })).toBeNull();
  });

  it('asks for nothing more than the view already asks (the specialisations chart’s cached requests)', async () => {
    const asked = async (search: string) => {
      const requests = new Set<string>();
      const listen = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        requests.add(`${url.pathname}?${url.searchParams.toString()}`);
      };
      server.events.on('request:start', listen);
      renderRoutes([{ path: '/countries/:cid', element: <Route /> }], `/countries/KE?${search}`);
      await waitFor(
        () => {
          for (const id of ['product-mix', 'specialisations', 'changes-products', 'dependence'])
            expect(chart(id).getAttribute('data-state')).toMatch(/ready|empty/);
        },
        { timeout: 30_000 },
      );
      server.events.removeListener('request:start', listen);
      cleanup();
      return requests;
    };
    const bySection = await asked('from=2012&to=2024');
    const byRca = await asked('from=2012&to=2024&mix_by=rca');
    expect(bySection.size).toBeGreaterThan(0);
    expect([...byRca].filter((r) => !bySection.has(r))).toEqual([]);
  });

  it('says the RCA colours were read from markets named by three-letter codes, only while they are shown', async () => {
    server.use(marketsInAlpha3());
    const alpha3 =
      /Note: The service names countries by three-letter ISO codes \([A-Z]{3}\); they are read as the two-letter codes \([A-Z]{2}\)\./;
    const mixNotes = async (search: string) => {
      renderRoutes([{ path: '/countries/:cid', element: <Route /> }], `/countries/KE?${search}`);
      await waitFor(
        () => {
          for (const id of ['product-mix', 'specialisations'])
            expect(chart(id).getAttribute('data-state')).toBe('ready');
        },
        { timeout: 30_000 },
      );
      const notes = serviceNotesIn(chart('product-mix'))?.textContent ?? null;
      cleanup();
      return notes;
    };
    expect(await mixNotes('from=2012&to=2024&mix_by=rca')).toMatch(alpha3);
    // By section the mix shows only its own ranking, read as sent.
    expect(await mixNotes('from=2012&to=2024')).toBeNull();
  });

  it('offers RCA for exports only', async () => {
    renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/KE?flow=import&mix_by=rca');
    await waitFor(() => expect(chart('product-mix').getAttribute('data-state')).toBe('ready'), {
      timeout: 30_000,
    });
    const rca = within(chart('product-mix')).getByRole('radio', { name: 'RCA' });
    expect(rca).toBeDisabled();
    // What is drawn is what is checked: sections.
    expect(rca).not.toBeChecked();
    expect(within(chart('product-mix')).getByRole('radio', { name: 'HS section' })).toBeChecked();
    expect(rca).toHaveAccessibleDescription('RCA describes exports: choose the export flow to colour by it.');
    const headers = within(await openDataTable(chart('product-mix')))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('RCA');
  });
});
