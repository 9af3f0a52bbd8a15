/**
 * The pair's change and dependence charts embedded alone (`/embed/flows/<chart>`) over the real
 * service handlers: the embed draws the same chart as the explorer from the link's parameters,
 * with its data table, and a link without a pair says what it lacks.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedRoute } from './routes/embed';
import { openDataTable } from '@/components/charts/open-data-table';
import { installTestServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { flowsEmbed } from '@/features/flows/flows-embed';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

installTestServer();
afterEach(cleanup);

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
const embed = (path: string) => renderRoutes([{ path: '/embed/*', element: <EmbedRoute /> }], path);

describe('the pair’s change and dependence charts as embeds', () => {
  it('lists both charts as embeddable', () => {
    expect(flowsEmbed.charts.map((c) => c.id)).toEqual(
      expect.arrayContaining(['changes-pair-products', 'pair-dependence']),
    );
  });

  it('draws each from the link’s pair and years, with its data table', async () => {
    for (const [id, table] of [
      ['changes-pair-products', /Brazil.*exports to China: change by products, 2016 → 2019/],
      ['pair-dependence', /Brazil.*imports from China: products at least 1% from China/],
    ] as const) {
      embed(
        `/embed/flows/${id}?reporter=BR&partner=CN&flow=${id === 'pair-dependence' ? 'import' : 'export'}&from=2016&to=2019&dependence=1`,
      );
      await waitFor(() => expect(chart(id)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
      await openDataTable(chart(id));
      expect(within(chart(id)).getByRole('table')).toHaveAccessibleName(table);
      cleanup();
    }
  }, 60_000);

  it('says a link without a partner names no pair', async () => {
    embed('/embed/flows/pair-dependence?reporter=BR&from=2016&to=2019');
    expect(await screen.findByRole('alert')).toHaveTextContent(/needs a reporter and a partner/);
  });
});
