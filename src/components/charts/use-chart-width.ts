/**
 * How wide a chart is: the width of the element it is drawn in, measured (ResizeObserver), in
 * steps of 40 px so that resizing rebuilds an option only now and then. For options whose
 * choices depend on room (which treemap rectangles can carry a label), where ECharts' media
 * queries cannot reach (per-item settings). The chart's own box, not the viewport: in an embed's
 * narrow frame, a side panel or a grid cell the viewport says nothing of the chart's room.
 * Until the element is laid out (and where nothing is, as in jsdom) the width is estimated from
 * the viewport: the page's width up to its 1,200 px, less the page's and the card's padding.
 */
import { useLayoutEffect, useState } from 'react';

const PAGE_MAX_WIDTH = 1200;
const PADDING = 64;
const STEP = 40;

/** A width in px, down to its step (never more room than there is), at least one step. */
export function steppedChartWidth(width: number): number {
  return Math.max(STEP, Math.floor(width / STEP) * STEP);
}

function estimateChartWidth(viewportWidth: number): number {
  return steppedChartWidth(Math.min(viewportWidth, PAGE_MAX_WIDTH) - PADDING);
}

/**
 * The chart's width and the ref to put on the element the chart fills (a wrapper of the EChart).
 * A hidden element (width 0, e.g. while the data table replaces the chart) keeps the last width.
 */
export function useChartWidth(): { ref: (element: HTMLElement | null) => void; width: number } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(() =>
    estimateChartWidth(typeof window === 'undefined' ? PAGE_MAX_WIDTH : window.innerWidth),
  );
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth(steppedChartWidth(measured));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}
