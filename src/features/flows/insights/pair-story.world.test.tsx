/**
 * The flow explorer's summary in words for a pair over the real service handlers and the default
 * synthetic world: every figure in the words is a link to the chart it comes from, and that chart
 * shows the very same figure (table or footer).
 */
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTestServer, serviceError } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { expectStoryLinkedToCharts } from '@/test/story-links';
import { FlowsView } from '../flows-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const STORY_CHARTS = ['changes-pair-products', 'pair-dependence'];

const { server } = installTestServer();
afterEach(cleanup);

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

describe('the flow explorer’s summary in words for a pair', () => {
  it('links every figure of the summary to a chart that shows it', async () => {
    renderRoutes(
      [{ path: '/flows', element: <FlowsView /> }],
      '/flows?reporter=BR&partner=CN&flow=import&from=2016&to=2020&dependence=5',
    );
    const sentences = await expectStoryLinkedToCharts(STORY_CHARTS);
    expect(sentences[0]).toHaveTextContent(
      /^In 2020, Brazil.* imports from China were \$.*, against \$.* in 2016/,
    );
  });

  it('is not left busy when the charts it reads have failed: it says the figures could not be loaded', async () => {
    server.use(serviceError('/trade', 500, 'internal_error'));
    renderRoutes(
      [{ path: '/flows', element: <FlowsView /> }],
      '/flows?reporter=BR&partner=CN&flow=import&from=2016&to=2020',
    );
    await waitFor(() => expect(chart('changes-pair-products')).toHaveAttribute('data-state', 'error'), {
      timeout: 30_000,
    });
    await waitFor(() => expect(document.querySelector('[data-summary]')).not.toBeNull(), { timeout: 15_000 });
    const summary = document.querySelector('[data-summary]')!;
    await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    expect(summary).toHaveTextContent('the figures it is built from could not be loaded');
  });
});
