/**
 * The product's specialisation and change charts embedded alone (`/embed/products/:pid/<chart>`)
 * over the real service handlers: they name the product as its view does, not by code alone.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedRoute } from './routes/embed';
import { installTestServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

installTestServer();
afterEach(cleanup);

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
const embed = (path: string) => renderRoutes([{ path: '/embed/*', element: <EmbedRoute /> }], path);

describe('the product’s insight charts as embeds', () => {
  it.each([
    ['0901', 'changes-exporters', 'Exports of 09.01 Coffee, whether or not roasted or decaffeinated'],
    ['090111', 'exporter-specialisation', '0901.11 Coffee; not roasted or decaffeinated, 2016–2019'],
  ])(
    'names %s in its %s chart as the view does',
    async (pid, id, named) => {
      embed(`/embed/products/${pid}/${id}?from=2016&to=2019`);
      await waitFor(() => expect(chart(id)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
      await waitFor(() => expect(chart(id)).toHaveTextContent(named));
      expect(chart(id)).not.toHaveTextContent(`HS ${pid}`);
    },
    60_000,
  );
});
