/**
 * The product view's summary in words over the real service handlers and the default synthetic
 * world: every figure in the words is a link to the chart it comes from, and that chart shows the
 * very same figure (table or footer).
 */
import { cleanup, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTestServer, serviceError } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { expectStoryLinkedToCharts } from '@/test/story-links';
import { marketsInAlpha3, serviceNotesIn } from '@/test/variant-answers';
import { ProductView } from '../product-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const STORY_CHARTS = ['changes-exporters', 'market-concentration', 'exporter-specialisation'];

const { server } = installTestServer();
afterEach(cleanup);

function Route() {
  const { pid = '' } = useParams();
  return <ProductView pid={pid} />;
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

describe('the product view’s summary in words over the synthetic world', () => {
  it('links every figure of the summary to a chart that shows it', async () => {
    renderRoutes([{ path: '/products/:pid', element: <Route /> }], '/products/090111?from=2015&to=2024');
    const sentences = await expectStoryLinkedToCharts(STORY_CHARTS);
    expect(sentences[0]).toHaveTextContent(
      /^In 2024, world exports of .*Coffee.* were \$.*, against \$.* in 2015/,
    );
    // Every answer was read as sent: no chart and no summary says it guessed.
    for (const id of STORY_CHARTS) expect(serviceNotesIn(chart(id))).toBeNull();
    expect(serviceNotesIn(document.querySelector<HTMLElement>('[data-summary]')!)).toBeNull();
  });

  it('says so on the charts and the summary built from markets the client had to read as alpha-2', async () => {
    server.use(marketsInAlpha3());
    renderRoutes([{ path: '/products/:pid', element: <Route /> }], '/products/090111?from=2015&to=2024');
    await waitFor(
      () => {
        for (const id of STORY_CHARTS) expect(chart(id)).toHaveAttribute('data-state', 'ready');
      },
      { timeout: 30_000 },
    );
    const alpha3 =
      /Note: The service names countries by three-letter ISO codes \([A-Z]{3}\); they are read as the two-letter codes \([A-Z]{2}\)\./;
    // The exporters' change and their RCA come from the markets' answers.
    for (const id of ['changes-exporters', 'exporter-specialisation'])
      expect(serviceNotesIn(chart(id))).toHaveTextContent(alpha3);
    const summary = document.querySelector<HTMLElement>('[data-summary]')!;
    await waitFor(() => expect(serviceNotesIn(summary)).toHaveTextContent(alpha3), { timeout: 15_000 });
  });

  it('is not left busy when the charts it reads have failed: it says the figures could not be loaded', async () => {
    server.use(serviceError('/products/:pid/markets', 500, 'internal_error'));
    renderRoutes([{ path: '/products/:pid', element: <Route /> }], '/products/090111?from=2015&to=2024');
    await waitFor(() => expect(chart('changes-exporters')).toHaveAttribute('data-state', 'error'), {
      timeout: 30_000,
    });
    await waitFor(() => expect(document.querySelector('[data-summary]')).not.toBeNull(), { timeout: 15_000 });
    const summary = document.querySelector('[data-summary]')!;
    await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
  });
});
