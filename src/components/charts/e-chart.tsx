/**
 * Thin wrapper over echarts-for-react's core build (the ESM one, so tree shaking works) with our
 * registered modules and themes. It reports ECharts' `finished` event, which fires once the
 * current option has been drawn (after animations), to `onRendered` and to the enclosing
 * ChartFrame. The canvas is hidden from assistive technology: the frame's data table is the
 * accessible alternative.
 */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTheme } from '../ui/theme';
import { useChartRenderSignal } from './chart-render-context';
import { CHART_THEME_NAME, echarts, type AppChartOption, type ChartTheme } from './echarts-setup';
import { sameOption } from './same-option';

export interface EChartProps {
  option: AppChartOption;
  /** Defaults to the app's resolved theme. */
  theme?: ChartTheme;
  onRendered?: () => void;
  /** Canvas by default; SVG where crisp export or jsdom matters. */
  renderer?: 'canvas' | 'svg';
  height?: number | string;
  className?: string;
}

export function EChart({ option, theme, onRendered, renderer = 'canvas', height = 320, className }: EChartProps) {
  const app = useTheme();
  const signal = useChartRenderSignal();
  const resolved = theme ?? app.theme;

  // Read the latest callbacks through refs so the events object stays stable and
  // echarts-for-react does not unbind/rebind the handler on every render.
  const onRenderedRef = useRef(onRendered);
  const signalRef = useRef(signal);
  useLayoutEffect(() => {
    onRenderedRef.current = onRendered;
    signalRef.current = signal;
  });

  // A new option (or theme/renderer, which recreate the instance) means the drawing is not
  // done yet. An option deep-equal to the drawn one is not re-applied by echarts-for-react, so
  // it must not reset the frame either.
  const drawnRef = useRef<{ option: AppChartOption; theme: ChartTheme; renderer: string } | null>(null);
  useLayoutEffect(() => {
    const prev = drawnRef.current;
    drawnRef.current = { option, theme: resolved, renderer };
    if (prev && prev.theme === resolved && prev.renderer === renderer && sameOption(prev.option, option)) return;
    signalRef.current?.pending();
  }, [option, resolved, renderer]);

  const events = useMemo(
    () => ({
      finished: () => {
        signalRef.current?.rendered();
        onRenderedRef.current?.();
      },
    }),
    [],
  );
  const opts = useMemo(() => ({ renderer }), [renderer]);

  return (
    <div className={className} aria-hidden="true">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        theme={CHART_THEME_NAME[resolved]}
        notMerge
        // Render on the next frame, not inside setOption: with animation off ECharts would
        // otherwise fire `finished` synchronously, before echarts-for-react binds onEvents.
        lazyUpdate
        opts={opts}
        onEvents={events}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
