/**
 * A chart's width is its own box's, not the viewport's: in an embed's narrow frame or a narrow
 * panel of a wide screen, the treemap labels only the rectangles that room can hold.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { fakeResizeObserver as fakeObserver } from '@/test/fake-resize-observer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChartWidth, steppedChartWidth } from './use-chart-width';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** ResizeObserver as the browser has it, with the resize in the test's hands. */
function fakeResizeObserver() {
  const fake = fakeObserver();
  vi.stubGlobal('ResizeObserver', fake.ResizeObserver);
  return fake;
}

/** The chart's box gets `width()` px (jsdom lays nothing out). */
function boxWidth(width: () => number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'box' ? width() : 0;
  });
}

function Chart() {
  const { ref, width } = useChartWidth();
  return (
    <div ref={ref} data-testid="box">
      {width}
    </div>
  );
}

describe('useChartWidth', () => {
  it('measures the box the chart is drawn in, whatever the viewport, and follows its resizes', () => {
    const observer = fakeResizeObserver();
    let width = 300;
    boxWidth(() => width);
    // A wide screen, a narrow frame or panel: the box decides.
    expect(window.innerWidth).toBeGreaterThan(900);
    render(<Chart />);
    expect(screen.getByTestId('box')).toHaveTextContent(/^280$/);
    width = 1015;
    observer.resize();
    expect(screen.getByTestId('box')).toHaveTextContent(/^1000$/);
    // Hidden (the data table in its place): the last width stays.
    width = 0;
    observer.resize();
    expect(screen.getByTestId('box')).toHaveTextContent(/^1000$/);
  });

  it('estimates from the viewport until the box is laid out', () => {
    boxWidth(() => 0);
    render(<Chart />);
    const estimate = steppedChartWidth(Math.min(window.innerWidth, 1200) - 64);
    expect(screen.getByTestId('box')).toHaveTextContent(new RegExp(`^${estimate}$`));
  });

  it('rounds down to 40 px steps, never below one step', () => {
    expect(steppedChartWidth(319)).toBe(280);
    expect(steppedChartWidth(320)).toBe(320);
    expect(steppedChartWidth(10)).toBe(40);
  });
});
