import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareYears } from '@/lib/specialisation/change';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';
import { ChangesChart } from './changes-chart';
import { combineQueries } from './combined-query';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

afterEach(cleanup);

const side = (year: number, total: number, rows: [string, number][]) => ({
  year,
  total,
  ranking: { rows: rows.map(([key, value]) => ({ key, value })), complete: true },
});
const result = compareYears(
  side(2012, 300, [
    ['FR', 200],
    ['US', 100],
  ]),
  side(2024, 300, [
    ['FR', 120],
    ['US', 180],
  ]),
);
const query = combineQueries([{ isPending: false, isError: false, error: null, refetch: () => undefined }]);
const nameOf = (key: string) => `Country ${key}`;

function chart(years: { before: number; after: number }, changes = result) {
  return (
    <MemoryRouter>
      <ChangesChart
        chartId="changes-partners"
        title="What changed: partners"
        rowNoun="export destinations"
        subject="Germany's exports"
        years={years}
        result={changes}
        nameOf={nameOf}
        query={query}
        requests={[]}
      />
    </MemoryRouter>
  );
}
const figure = () => screen.getByRole('figure', { name: 'What changed: partners' });

describe('ChangesChart', () => {
  it('says which years are missing, in the plural for two', async () => {
    const none = { total: null, ranking: { rows: [], complete: true } };
    const missing = compareYears({ year: 2012, ...none }, { year: 2024, ...none });
    render(chart({ before: 2012, after: 2024 }, missing));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'empty'), WAIT_FOR_STATE);
    expect(figure()).toHaveTextContent(
      "No data for Germany's exports in 2012 and 2024: those years are missing, so nothing is compared.",
    );
    cleanup();
    render(
      chart(
        { before: 2012, after: 2024 },
        compareYears(side(2012, 300, [['FR', 300]]), { year: 2024, ...none }),
      ),
    );
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'empty'), WAIT_FOR_STATE);
    expect(figure()).toHaveTextContent(
      "No data for Germany's exports in 2024: that year is missing, so nothing is compared.",
    );
  });

  it('does not draw again when its parent renders again with the same years in a new object', async () => {
    // Callers resolve the years on every render: a new object with the same values must not make
    // a new option (new formatter functions), which ECharts would be handed as a new drawing.
    const { rerender } = render(chart({ before: 2012, after: 2024 }));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    rerender(chart({ before: 2012, after: 2024 }));
    expect(figure()).toHaveAttribute('data-state', 'ready');
  });

  it('draws again when the years change', async () => {
    const { rerender } = render(chart({ before: 2012, after: 2024 }));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    rerender(chart({ before: 2013, after: 2024 }));
    expect(figure()).toHaveAttribute('data-state', 'loading');
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
  });
});
