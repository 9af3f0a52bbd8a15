/**
 * EChart with the real echarts-for-react (not the stub of e-chart.test.tsx) over a fake ECharts
 * core, to check how many instances a chart makes: one, given its option at once. The library's
 * own init makes a temporary instance first and waits for its first frame.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame } from './chart-frame';
import { EChart } from './e-chart';
import type { AppChartOption } from './echarts-setup';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

const fake = vi.hoisted(() => {
  type Handler = (params?: unknown) => void;
  /** An ECharts instance as echarts-for-react uses it; a frame is a timer here. */
  class FakeInstance {
    handlers = new Map<string, Set<Handler>>();
    options: unknown[] = [];
    constructor() {
      // A new instance draws its (empty) first frame, as ECharts does.
      this.frame();
    }
    on(name: string, handler: Handler) {
      if (!this.handlers.has(name)) this.handlers.set(name, new Set());
      this.handlers.get(name)!.add(handler);
    }
    off(name: string, handler: Handler) {
      this.handlers.get(name)?.delete(handler);
    }
    setOption(option: unknown) {
      this.options.push(option);
      this.frame();
    }
    hideLoading() {}
    showLoading() {}
    resize() {}
    private frame() {
      setTimeout(() => {
        for (const name of ['rendered', 'finished'])
          for (const h of [...(this.handlers.get(name) ?? [])]) h();
      }, 0);
    }
  }
  const instances = new Map<Element, FakeInstance>();
  const made: FakeInstance[] = [];
  const core = {
    init: (dom: Element) => {
      const instance = new FakeInstance();
      instances.set(dom, instance);
      made.push(instance);
      return instance;
    },
    getInstanceByDom: (dom: Element) => instances.get(dom),
    dispose: (dom: Element) => void instances.delete(dom),
    use: () => undefined,
    registerMap: () => undefined,
  };
  return { instances, made, core };
});

vi.mock('./echarts-core', () => ({ echartsCore: fake.core }));

afterEach(cleanup);

const option: AppChartOption = { series: [{ type: 'line', data: [1, 2] }] };

describe('EChart instance', () => {
  it('makes one ECharts instance per chart and gives it the option, with no temporary instance first', async () => {
    render(
      <MemoryRouter>
        <ChartFrame chartId="test-chart" title="Test chart" state="ready">
          <EChart option={option} />
        </ChartFrame>
      </MemoryRouter>,
    );
    const figure = screen.getByRole('figure', { name: 'Test chart' });
    await vi.waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    expect(fake.made).toHaveLength(1);
    expect(fake.made[0]!.options).toEqual([option]);
    expect([...fake.instances.values()]).toEqual(fake.made);
  });
});
