import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DependenceRow } from '@/lib/specialisation/dependence';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';
import { combineQueries } from './combined-query';
import { DependenceChart } from './dependence-chart';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

afterEach(cleanup);

const query = combineQueries([{ isPending: false, isError: false, error: null, refetch: () => undefined }]);

function chart(rows: DependenceRow[]) {
  return (
    <DependenceChart
      chartId="pair-dependence"
      title="Dependence on the partner"
      subject="Kenya's imports from Namibia"
      rows={rows}
      percent={50}
      onPercent={() => undefined}
      productName={(code) => `HS ${code}`}
      supplierName={(id) => `Country ${id}`}
      supplierWord="Namibia"
      query={query}
      requests={[]}
      examinedNote="Examined: the pair's 10 largest import products."
    />
  );
}
const figure = () => screen.getByRole('figure', { name: 'Dependence on the partner' });

describe('DependenceChart', () => {
  it('says no import is reported when there is no product to examine, not "0 of the 0"', async () => {
    render(chart([]));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'empty'), WAIT_FOR_STATE);
    expect(figure()).toHaveTextContent(
      "Kenya's imports from Namibia: none reported, so no product is examined.",
    );
    expect(figure()).not.toHaveTextContent(/examined products reach the threshold/);
    expect(figure()).toHaveTextContent("Examined: the pair's 10 largest import products.");
  });

  it('counts the examined products when none reaches the threshold', async () => {
    const row: DependenceRow = {
      product: '090240',
      importValue: 1000,
      supplier: 'NA',
      supplierValue: 100,
      supplierShare: 0.1,
      atStake: 100,
    };
    render(chart([row]));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'empty'), WAIT_FOR_STATE);
    expect(figure()).toHaveTextContent(
      "No examined product of Kenya's imports from Namibia comes at least 50% from Namibia.",
    );
    expect(figure()).toHaveTextContent('0 of the 1 examined products reach the threshold.');
  });
});
