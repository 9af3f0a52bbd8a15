/**
 * About how wide a full-width chart is on this screen (the viewport up to the page's 1,200 px,
 * less the page's and the card's padding), in steps of 40 px so that resizing rebuilds an option
 * only now and then. For options whose choices depend on room (which treemap rectangles can
 * carry a label), where ECharts' media queries cannot reach (per-item settings).
 */
import { useSyncExternalStore } from 'react';

const PAGE_MAX_WIDTH = 1200;
const PADDING = 64;
const STEP = 40;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function estimateChartWidth(viewportWidth: number): number {
  const width = Math.min(viewportWidth, PAGE_MAX_WIDTH) - PADDING;
  return Math.max(STEP, Math.floor(width / STEP) * STEP);
}

export function useChartWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => estimateChartWidth(window.innerWidth),
    () => estimateChartWidth(PAGE_MAX_WIDTH),
  );
}
