/**
 * How a chart tells its ChartFrame that it has drawn: the frame shows `data-state="ready"` only
 * after ECharts' `finished` event for the current option, never merely when data has arrived.
 */
import { createContext, useContext } from 'react';

export interface ChartRenderSignal {
  /** A new option is being drawn. */
  pending: () => void;
  /** ECharts finished drawing the current option. */
  rendered: () => void;
}

export const ChartRenderContext = createContext<ChartRenderSignal | null>(null);

export function useChartRenderSignal(): ChartRenderSignal | null {
  return useContext(ChartRenderContext);
}

/**
 * True inside the "Get this chart" recorder (export/chart-recorder.tsx), which mounts a chart
 * only to learn its requests: frames there draw nothing.
 */
export const ChartRecordingContext = createContext(false);
