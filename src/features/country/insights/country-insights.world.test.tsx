/**
 * The country view's specialisation, change and dependence charts and its summary in words over
 * the real service handlers and the default synthetic world: every figure in the words is a
 * link to the chart it comes from, and that chart shows the very same figure (table or note).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { openDataTable } from '@/components/charts/open-data-table';
import { envelope, installTestServer } from '@/test/msw';
import { partnersInAlpha3, serviceNotesIn } from '@/test/variant-answers';
import { CountryView } from '../country-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const INSIGHT_CHARTS = ['specialisations', 'changes-partners', 'changes-products', 'dependence'];

const { server } = installTestServer();
afterEach(cleanup);

function Route() {
  const { cid = '' } = useParams();
  return <CountryView cid={cid} />;
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

async function insightsReady() {
  await waitFor(
    () => {
      for (const id of INSIGHT_CHARTS) expect(chart(id)?.getAttribute('data-state')).toBe('ready');
    },
    { timeout: 30_000 },
  );
}

describe('country insights over the synthetic world', () => {
  it('says once that a country without trade reports none, with no vacuous counts', async () => {
    // Antarctica is in the world's list with no trade at all.
    renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/AQ?from=2015&to=2024');
    const summary = () => document.querySelector<HTMLElement>('[data-summary]')!;
    await waitFor(
      () =>
        expect(summary()).toHaveTextContent("No trade is reported for Antarctica's exports over 2015–2024."),
      { timeout: 30_000 },
    );
    expect(summary()).not.toHaveTextContent(/missing|specialised/);
    await waitFor(
      () => {
        for (const id of ['specialisations', 'dependence'])
          expect(chart(id)?.getAttribute('data-state')).toBe('empty');
      },
      { timeout: 30_000 },
    );
    expect(chart('specialisations')).toHaveTextContent(
      'No exports reported for Antarctica in 2015–2024, so no specialisation.',
    );
    expect(chart('dependence')).toHaveTextContent(
      "Antarctica's imports: none reported, so no product is examined.",
    );
    for (const id of ['specialisations', 'dependence'])
      expect(chart(id)).not.toHaveTextContent(/ 0 of the 0 /);
  });

  it('links every figure of the summary to a chart that shows it', async () => {
    renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/BR?from=2012&to=2024');
    await insightsReady();
    for (const id of INSIGHT_CHARTS) await openDataTable(chart(id));
    const summary = document.querySelector<HTMLElement>('[data-summary]')!;
    await waitFor(() => expect(summary.querySelectorAll('p').length).toBeGreaterThanOrEqual(4), {
      timeout: 15_000,
    });
    const sentences = [...summary.querySelectorAll('p')].filter((p) => p.querySelector('[data-figure-of]'));
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    const links = [...summary.querySelectorAll<HTMLAnchorElement>('a[data-figure-of]')];
    expect(new Set(links.map((a) => a.dataset.figureOf))).toEqual(new Set(INSIGHT_CHARTS));
    for (const link of links) {
      const target = chart(link.dataset.figureOf!);
      expect(link.getAttribute('href')).toBe(`#${target.id}`);
      const cells = [...target.querySelectorAll('td, th, footer')].map((c) => c.textContent ?? '');
      expect(cells.some((text) => text === link.textContent || text.includes(link.textContent))).toBe(true);
    }
    // The change's totals are the two years' own summaries (no cause, no forecast in the words).
    for (const p of sentences) expect(p).not.toHaveTextContent(/because|will |due to|expected to/i);
    expect(screen.getByRole('button', { name: 'Copy with citation' })).toBeInTheDocument();
    // Every answer was read as sent: no chart and no summary says it guessed.
    for (const id of INSIGHT_CHARTS) expect(serviceNotesIn(chart(id))).toBeNull();
    expect(serviceNotesIn(summary)).toBeNull();
  });

  // The key figures and series follow the filter; the summary's totals, from the insights, do not.
  it.each([
    [
      'a product filter',
      '/countries/KE?product=0902&from=2015&to=2024',
      "Kenya's exports of all products",
      /largest exports by HS6 product/,
    ],
    [
      'a partner filter',
      '/countries/KE?partner=UG&flow=import&from=2015&to=2024',
      "Kenya's imports from all partners",
      /largest imports from all partners by HS6 product/,
    ],
  ])(
    'beside %s, the summary, the change charts and the mix say what they cover',
    async (_, path, subject, mix) => {
      renderRoutes([{ path: '/countries/:cid', element: <Route /> }], path);
      await insightsReady();
      const summary = document.querySelector<HTMLElement>('[data-summary]')!;
      await waitFor(() => expect(summary).toHaveTextContent(`In 2024, ${subject} were $`), {
        timeout: 15_000,
      });
      for (const id of ['changes-partners', 'changes-products'])
        expect(chart(id)).toHaveTextContent(`${subject}: `);
      // The product mix is of every partner too (the service ranks a country's products without one).
      await waitFor(() => expect(chart('product-mix')).toHaveTextContent(mix), { timeout: 15_000 });
    },
  );

  it('for the World, says no product is a specialisation (its RCA is 1 by construction)', async () => {
    renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/XW?from=2015&to=2024');
    await insightsReady();
    expect(chart('specialisations')).toHaveTextContent(
      "These are the world's own exports: every product's RCA is 1 by construction, so none is a specialisation.",
    );
    const summary = document.querySelector<HTMLElement>('[data-summary]')!;
    await waitFor(
      () =>
        expect(summary).toHaveTextContent(
          "In 2015–2024, World's exports are the world's: every product has an RCA of 1, so none shows a specialisation.",
        ),
      { timeout: 15_000 },
    );
    expect(summary).not.toHaveTextContent(/World was specialised/);
  });

  it('says so on the charts and the summary built from partners the client had to read as alpha-2', async () => {
    server.use(partnersInAlpha3());
    renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/BR?from=2012&to=2024');
    await insightsReady();
    const alpha3 =
      /Note: The service names countries by three-letter ISO codes \([A-Z]{3}\); they are read as the two-letter codes \([A-Z]{2}\)\./;
    // The destinations' change and the largest suppliers come from the partners' answers.
    for (const id of ['changes-partners', 'dependence'])
      expect(serviceNotesIn(chart(id))).toHaveTextContent(alpha3);
    // The products' change and the specialisations do not: they say nothing.
    for (const id of ['changes-products', 'specialisations']) expect(serviceNotesIn(chart(id))).toBeNull();
    const summary = document.querySelector<HTMLElement>('[data-summary]')!;
    await waitFor(() => expect(serviceNotesIn(summary)).toHaveTextContent(alpha3), { timeout: 15_000 });
  });

  it('says the specialisations need a World group when the service lists none, and still shows the rest', async () => {
    server.use(envelope('/countries', [{ id: 'EU', name: 'European Union', region: null, is_group: true }]));
    renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/BR?from=2012&to=2024');
    await waitFor(() => expect(chart('specialisations')).toHaveAttribute('data-state', 'error'), {
      timeout: 30_000,
    });
    expect(chart('specialisations')).toHaveTextContent(/lists no World group/);
    await waitFor(() => expect(chart('changes-partners')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
  });
});
