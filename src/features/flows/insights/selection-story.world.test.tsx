/**
 * The flow explorer's summary in words for a selection that is not a pair, over the real service
 * handlers and the synthetic world: each figure links to `summary-periods` and is the very text of
 * its table or footer, and the total and the year values are the service's own answers.
 */
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { openDataTable } from '@/components/charts/open-data-table';
import { formatSeriesExact } from '@/components/charts/options/series-option';
import { formatUsdExact } from '@/lib/format';
import { installTestServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { expectStoryLinkedToCharts } from '@/test/story-links';
import { FlowsView } from '../flows-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

installTestServer();
afterEach(cleanup);

async function serviceSummary(query: Record<string, string>) {
  const answer = await fetch(`${DEMO_BASE_URL}/trade/summary?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
  });
  return (
    (await answer.json()) as {
      data: { trade_value: number; periods: { period: string; value_usd: number }[] };
    }
  ).data;
}

describe('the flow explorer’s summary in words for a selection that is not a pair', () => {
  it('states a reporter’s exports to the world from its chart, each figure linked to it', async () => {
    const selection = { reporter: 'KE', flow: 'export', from: '2015', to: '2020' };
    renderRoutes([{ path: '/flows', element: <FlowsView /> }], `/flows?${new URLSearchParams(selection)}`);
    const sentences = await expectStoryLinkedToCharts(['summary-periods']);
    const service = await serviceSummary(selection);
    const links = (p: HTMLElement) => [...p.querySelectorAll('a[data-figure-of]')].map((a) => a.textContent);
    expect(sentences[0]).toHaveTextContent(/^Kenya.s exports to all partners totalled/);
    expect(links(sentences[0]!)).toEqual([formatUsdExact(service.trade_value)]);
    // The first and last years' values: the service's periods, and the chart's table rows of those years.
    const [firstValue, firstYear, lastValue, lastYear] = links(sentences[1]!);
    const periods = new Map(service.periods.map((p) => [p.period.slice(0, 4), p.value_usd]));
    expect(firstValue).toBe(formatSeriesExact(periods.get(firstYear!) ?? null, 'value'));
    expect(lastValue).toBe(formatSeriesExact(periods.get(lastYear!) ?? null, 'value'));
    const table = await openDataTable(document.querySelector<HTMLElement>('[data-chart="summary-periods"]')!);
    const rowOf = (year: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.querySelector('th')?.textContent === year)!;
    expect(rowOf(firstYear!)).toHaveTextContent(firstValue!);
    expect(rowOf(lastYear!)).toHaveTextContent(lastValue!);
  });
});
