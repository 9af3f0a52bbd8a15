import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame } from './chart-frame';
import { EChart } from './e-chart';
import type { AppChartOption } from './echarts-setup';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

afterEach(cleanup);

const line = (data: (number | null)[]): AppChartOption => ({ series: [{ type: 'line', data }] });

function view(option: AppChartOption) {
  return (
    <MemoryRouter>
      <ChartFrame chartId="test-chart" title="Test chart" state="ready">
        <EChart option={option} />
      </ChartFrame>
    </MemoryRouter>
  );
}
const figure = () => screen.getByRole('figure', { name: 'Test chart' });
const drawn = () => screen.getByTestId('echarts-series').textContent;

describe('EChart', () => {
  it('loads its ECharts modules, draws when its turn comes, and only then is ready', async () => {
    render(view(line([1, 2])));
    expect(figure()).toHaveAttribute('data-state', 'loading');
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    expect(drawn()).toBe('[1,2]');
  });

  it('keeps the previous drawing on screen while a new option waits, then draws it', async () => {
    const { rerender } = render(view(line([1, 2])));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    rerender(view(line([3, 4])));
    expect(figure()).toHaveAttribute('data-state', 'loading');
    expect(drawn()).toBe('[1,2]');
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    expect(drawn()).toBe('[3,4]');
  });

  it('is ready again when a queued change is undone before its turn (nothing new to draw)', async () => {
    const { rerender } = render(view(line([1, 2])));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    rerender(view(line([3, 4])));
    // Same content as the drawing on screen, a new object: echarts-for-react would not redraw it.
    rerender(view(line([1, 2])));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    expect(drawn()).toBe('[1,2]');
  });

  it('stays ready when a new option object is deep-equal to the one drawn', async () => {
    const { rerender } = render(view(line([1, 2])));
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    rerender(view(line([1, 2])));
    // echarts-for-react skips setOption for it, so no `finished` comes: the frame must not wait.
    expect(figure()).toHaveAttribute('data-state', 'ready');
  });
});
