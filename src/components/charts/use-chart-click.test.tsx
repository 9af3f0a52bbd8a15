/**
 * Bar clicks (use-chart-click.ts) on a real ECharts instance, drawn with the SVG renderer (jsdom
 * has no canvas). A click is handed to ZRender with the clicked bar as its target, so ECharts
 * itself resolves the bar's data index and name, as it does for a pointer click in a browser.
 */
import { cleanup, render } from '@testing-library/react';
import { getECData } from 'echarts/lib/util/innerStore.js';
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EChart } from './e-chart';
import { chartInstanceOf, type AppChartOption } from './echarts-setup';
import { useChartClick } from './use-chart-click';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

afterEach(cleanup);

const NAMES = ['Kenya', 'Uganda', 'Tanzania'];

function Bars({
  onItemClick,
  onDrawn,
}: {
  onItemClick: (index: number, name: string) => void;
  onDrawn: () => void;
}) {
  const { containerRef, onRendered } = useChartClick(onItemClick);
  const option = useMemo<AppChartOption>(
    () => ({
      animation: false,
      xAxis: { type: 'category', data: NAMES },
      // Axis labels send click events too (with no data index): the hook must ignore those.
      yAxis: { type: 'value', triggerEvent: true },
      series: [{ type: 'bar', data: [30, 20, 10] }],
    }),
    [],
  );
  return (
    <div ref={containerRef}>
      <EChart
        option={option}
        renderer="svg"
        onRendered={() => {
          onRendered();
          onDrawn();
        }}
      />
    </div>
  );
}

async function drawBars(onItemClick: (index: number, name: string) => void) {
  const onDrawn = vi.fn();
  const view = render(<Bars onItemClick={onItemClick} onDrawn={onDrawn} />);
  await vi.waitFor(() => expect(onDrawn).toHaveBeenCalled(), { timeout: 15_000 });
  const host = view.container.querySelector<HTMLElement>('.echarts-for-react')!;
  const instance = chartInstanceOf(host)!;
  const zr = instance.getZr();
  /** The drawn element of one bar, as ECharts marked it. */
  const bar = (dataIndex: number) =>
    zr.storage
      .getDisplayList()
      .find((el) => getECData(el).seriesIndex === 0 && getECData(el).dataIndex === dataIndex)!;
  /** The drawn text of one axis label (ECharts finds the label's event data from it). */
  const axisLabel = (text: string) =>
    zr.storage
      .getDisplayList()
      .find((el) => (el as unknown as { style?: { text?: string } }).style?.text === text)!;
  const click = (target: unknown) => zr.trigger('click', { target, topTarget: target, event: {} });
  return { view, bar, axisLabel, click, onDrawn };
}

describe('useChartClick', () => {
  it('hands the clicked bar’s index and name to the handler', async () => {
    const onItemClick = vi.fn();
    const { bar, click } = await drawBars(onItemClick);
    click(bar(1));
    expect(onItemClick).toHaveBeenCalledExactlyOnceWith(1, 'Uganda');
    click(bar(2));
    expect(onItemClick).toHaveBeenLastCalledWith(2, 'Tanzania');
  });

  it('ignores clicks that are not on a data item: an axis label, the empty plot', async () => {
    const onItemClick = vi.fn();
    const { axisLabel, click, view } = await drawBars(onItemClick);
    const seen = vi.fn();
    chartInstanceOf(view.container.querySelector<HTMLElement>('.echarts-for-react')!)!.on('click', seen);
    click(axisLabel('10'));
    // ECharts did report that click (as the axis's), and the hook passed it over.
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ componentType: 'yAxis' }));
    click(undefined);
    expect(onItemClick).not.toHaveBeenCalled();
  });

  it('binds once however often the chart reports a drawing, and calls the latest handler', async () => {
    const first = vi.fn();
    const { view, bar, click, onDrawn } = await drawBars(first);
    const second = vi.fn();
    const drawings = onDrawn.mock.calls.length;
    view.rerender(<Bars onItemClick={second} onDrawn={onDrawn} />);
    // A second `finished` (e.g. after a resize) binds again: still one call per click.
    chartInstanceOf(view.container.querySelector<HTMLElement>('.echarts-for-react')!)!.resize();
    await vi.waitFor(() => expect(onDrawn.mock.calls.length).toBeGreaterThan(drawings), WAIT_FOR_STATE);
    click(bar(0));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith(0, 'Kenya');
  });
});
