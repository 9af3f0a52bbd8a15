/**
 * For a "chart" that is an HTML table or list (the compare view's figures): it has drawn once it
 * has rendered, so it reports `rendered` to its ChartFrame after each commit of new data, as an
 * EChart does after ECharts' `finished` event.
 */
import { useEffect } from 'react';
import { useChartRenderSignal } from './chart-render-context';

export function DrawnMarker({ version }: { version: unknown }) {
  const signal = useChartRenderSignal();
  useEffect(() => {
    signal?.rendered();
  }, [signal, version]);
  return null;
}
