/**
 * How a chart tells its ChartFrame that it has drawn: the frame shows `data-state="ready"` only
 * after ECharts' `finished` event for the current option, never merely when data has arrived.
 */
import { createContext, useContext } from 'react';
import type { DrawnFrame } from './drawn-fingerprint';

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

/**
 * Inside the recorder, what each frame would show (its state, table, option, texts) as one
 * string per chart id: the recorder trims a snapshot's answers only as far as this stays the
 * same (export/trim-recording.ts). The recorder hands the frames its fingerprint function too,
 * so that code loads with the recorder, not with every chart.
 */
export interface ChartDrawProbe {
  fingerprint: (frame: DrawnFrame) => string;
  report: (chartId: string, drawn: string) => void;
}
export const ChartDrawProbeContext = createContext<ChartDrawProbe | null>(null);

/** True inside `/embed/...` (set by the embed route). */
export const EmbeddedChartContext = createContext(false);

/**
 * Whether the chart is drawn as an embed (or recorded for one): notes that explain the full
 * view's own controls ("showing 20 of 141, limit 20") are left out, so an embed shows only what
 * its snapshot carries.
 */
export function useEmbedded(): boolean {
  const embedded = useContext(EmbeddedChartContext);
  const recording = useContext(ChartRecordingContext);
  return embedded || recording;
}
