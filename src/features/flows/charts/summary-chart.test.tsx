/**
 * `summary-periods` on its own: one direction as one series, both directions as two lines and
 * the balance, gaps kept, and the chart's states (loading, empty, error) from its queries.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartQuery } from '@/components/charts/chart-state';
import { SummaryPeriodsChart } from './summary-chart';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));
afterEach(() => cleanup());

type Periods = { periods: { period: string; value_usd: number }[] };
const query = (over: Partial<ChartQuery<Periods>> = {}): ChartQuery<Periods> => ({
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  error: null,
  refetch: () => undefined,
  ...over,
});
const answered = (values: Record<number, number>) =>
  query({
    data: {
      data: { periods: Object.entries(values).map(([y, v]) => ({ period: `${y}-01-01`, value_usd: v })) },
      requestId: 'req_s',
    },
  });

const frame = () => document.querySelector<HTMLElement>('[data-chart="summary-periods"]')!;
const drawnSeries = () =>
  within(frame())
    .getAllByTestId('echarts-series')
    .map((el) => JSON.parse(el.textContent) as unknown[]);

function renderChart(props: Partial<Parameters<typeof SummaryPeriodsChart>[0]>) {
  render(
    <MemoryRouter>
      <SummaryPeriodsChart
        label="Germany → China"
        directions={['export']}
        summaries={{ export: query({ isPending: true }), import: query({ isPending: true }) }}
        reporterName="Germany"
        partnerName="China"
        from={2019}
        to={2021}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('SummaryPeriodsChart', () => {
  it('draws one direction as one series, a missing year as a gap', async () => {
    renderChart({
      summaries: { export: answered({ 2019: 5, 2021: 7 }), import: query({ isPending: true }) },
    });
    await waitFor(() => expect(frame()).toHaveAttribute('data-state', 'ready'));
    expect(drawnSeries()).toEqual([[5, null, 7]]);
  });

  it('draws both directions as the balance bars and two lines, and tables all three', async () => {
    renderChart({
      directions: ['export', 'import'],
      summaries: {
        export: answered({ 2019: 5, 2020: 6, 2021: 7 }),
        import: answered({ 2019: 2, 2020: 8, 2021: 7 }),
      },
    });
    await waitFor(() => expect(frame()).toHaveAttribute('data-state', 'ready'));
    expect(drawnSeries()).toEqual([
      [3, -2, 0],
      [5, 6, 7],
      [2, 8, 7],
    ]);
    expect(within(frame()).getByRole('heading', { name: 'Both directions per year' })).toBeInTheDocument();
    expect(
      within(frame())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Year',
      'Exports Germany → China (USD)',
      'Imports Germany ← China (USD)',
      'Balance (exports − imports) (USD)',
    ]);
  });

  it('is loading until every direction has answered, and empty without trade', async () => {
    renderChart({
      directions: ['export', 'import'],
      summaries: { export: answered({ 2019: 5 }), import: query({ isPending: true }) },
    });
    expect(frame()).toHaveAttribute('data-state', 'loading');
    cleanup();
    renderChart({ summaries: { export: answered({}), import: query({ isPending: true }) } });
    await waitFor(() => expect(frame()).toHaveAttribute('data-state', 'empty'));
    expect(frame()).toHaveTextContent('No trade reported for Germany → China');
  });

  it('shows an error with its message when a direction failed', () => {
    renderChart({
      directions: ['export', 'import'],
      summaries: {
        export: answered({ 2019: 5 }),
        import: query({ isError: true, error: new Error('The service is down') }),
      },
    });
    expect(frame()).toHaveAttribute('data-state', 'error');
    expect(screen.getByText(/The service is down/)).toBeInTheDocument();
  });
});
