/**
 * The app's only ECharts component: a draw scheduler around echarts-for-react's core build (the
 * ESM one, so tree shaking works). It loads the modules an option needs, waits for this chart's
 * turn in the draw queue, hands the option to echarts-for-react with the app's theme, and reports ECharts' `finished` event, which fires once the
 * current option has been drawn (after animations), to `onRendered` and to the enclosing
 * ChartFrame. The canvas is hidden from assistive technology: the frame's data table is the
 * accessible alternative.
 *
 * Keeping the main thread responsive: the ECharts modules an option needs are loaded
 * lazily (echarts-setup.ts), and a new option reaches ECharts only when this chart's turn in the
 * draw queue comes (draw-queue.ts), so charts draw one per task. Until then the previous
 * drawing stays visible and the frame says "loading".
 */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from '@/components/ui/theme';
import { useChartRenderSignal } from './chart-render-context';
import { requestDrawTurn } from './draw-queue';
import {
  isEChartsReady,
  loadECharts,
  loadedECharts,
  preloadECharts,
  type AppChartOption,
} from './echarts-setup';
import { ECHARTS_THEME_NAME, type ColorScheme } from './options/palette';
import { sameOption } from './same-option';

// The module that renders charts is loaded: charts are coming, warm the library up when idle.
preloadECharts();

/**
 * echarts-for-react with one instance per chart, made at once. The library's own
 * `initEchartsInstance` first makes a temporary instance, waits for its first frame, disposes it
 * and makes a second one, to read the size of a container that only gets it after that frame
 * (echarts-for-react#460, #464). Every chart here has a fixed height and the full width of its
 * cell when it mounts, and animations are off, so the size read at init is final; the temporary
 * instance would only add an instance and an idle frame to each chart's draw turn, while the
 * other charts wait for theirs (time to ready). Later size changes still reach ECharts
 * through the library's size sensor.
 */
class EChartsCore extends ReactEChartsCore {
  override initEchartsInstance() {
    const { theme, opts } = this.props;
    return Promise.resolve((this.echarts as EChartsInit).init(this.ele, theme, opts));
  }
}
type EChartsInit = {
  init: (
    dom: HTMLElement,
    theme: unknown,
    opts: unknown,
  ) => ReturnType<ReactEChartsCore['getEchartsInstance']>;
};

/**
 * One user-timing measure per draw turn, `chart-draw` with the chart's id (its frame's
 * `data-chart`) as detail, from the turn's start to ECharts' first rendered frame: DevTools and
 * `npm run perf` attribute main-thread long tasks to the chart whose draw they belong to.
 */
function measureDraw(start: number, element: HTMLElement | null) {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    const chart = element?.closest('[data-chart]')?.getAttribute('data-chart') ?? 'chart';
    performance.measure('chart-draw', { start, detail: { chart } });
  } catch {
    // Timing is a diagnostic only.
  }
}

export interface EChartProps {
  option: AppChartOption;
  /** Defaults to the app's resolved theme. */
  theme?: ColorScheme;
  onRendered?: () => void;
  /** Canvas by default; SVG where crisp export or jsdom matters. */
  renderer?: 'canvas' | 'svg';
  height?: number | string;
  className?: string;
}

interface Drawing {
  option: AppChartOption;
  theme: ColorScheme;
  renderer: 'canvas' | 'svg';
}

/** The same drawing for echarts-for-react: it would neither re-apply the option nor recreate the instance. */
function sameDrawing(a: Drawing | null, b: Drawing): boolean {
  return a !== null && a.theme === b.theme && a.renderer === b.renderer && sameOption(a.option, b.option);
}

/**
 * The refs a drawing's report reads (the frame's signal, the caller's onRendered, the drawing
 * wanted now), and the frame told "pending" whenever a different drawing is wanted.
 */
function useRenderReport(target: Drawing, onRendered: (() => void) | undefined) {
  const signal = useChartRenderSignal();
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
  const targetRef = useRef<Drawing | null>(null);
  useLayoutEffect(() => {
    const prev = targetRef.current;
    targetRef.current = target;
    if (sameDrawing(prev, target)) return;
    signalRef.current?.pending();
  }, [target]);
  return { onRenderedRef, signalRef, targetRef };
}

/**
 * The drawing handed to echarts-for-react: the wanted one once its modules are loaded and its
 * turn in the draw queue comes; and the ECharts events that end the turn and report it drawn.
 */
function useDrawTurns(target: Drawing, report: ReturnType<typeof useRenderReport>) {
  const { onRenderedRef, signalRef, targetRef } = report;
  // What echarts-for-react currently draws; it follows `target` when this chart's turn comes.
  const [shown, setShown] = useState<Drawing | null>(null);
  const shownRef = useRef<Drawing | null>(null);
  const endTurnRef = useRef<(() => void) | null>(null);
  const turnStartRef = useRef<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<unknown>(null);

  // The drawing ECharts last reported `finished` for.
  const finishedRef = useRef<Drawing | null>(null);

  useEffect(() => {
    if (sameDrawing(shownRef.current, target)) {
      // Back to what is on screen (e.g. a queued change undone before its turn): nothing to
      // draw, and no new `finished` will come, so report the finished drawing again.
      if (finishedRef.current !== null && finishedRef.current === shownRef.current)
        signalRef.current?.rendered();
      return;
    }
    let cancelled = false;
    let withdraw: (() => void) | null = null;
    const queue = () => {
      if (cancelled) return;
      const end = requestDrawTurn(() => {
        endTurnRef.current?.();
        endTurnRef.current = end;
        turnStartRef.current = performance.now();
        shownRef.current = target;
        setShown(target);
      });
      withdraw = end;
    };
    if (isEChartsReady(target.option, target.renderer)) queue();
    else
      loadECharts(target.option, target.renderer).then(queue, (error: unknown) => {
        if (!cancelled) setLoadError(error);
      });
    return () => {
      cancelled = true;
      // A turn not yet granted is withdrawn; a granted one ends when its drawing is done.
      if (withdraw && endTurnRef.current !== withdraw) withdraw();
    };
  }, [target, signalRef]);

  // Unmounting ends a turn still held.
  useEffect(
    () => () => {
      endTurnRef.current?.();
      endTurnRef.current = null;
    },
    [],
  );

  const events = useMemo(() => {
    const endTurn = () => {
      if (turnStartRef.current !== null) measureDraw(turnStartRef.current, containerRef.current);
      turnStartRef.current = null;
      endTurnRef.current?.();
      endTurnRef.current = null;
    };
    return {
      // The first frame of a drawing is on screen: the next chart may start.
      rendered: endTurn,
      finished: () => {
        endTurn();
        finishedRef.current = shownRef.current;
        // A `finished` of an older drawing must not mark a newer, still queued option as drawn.
        const current = targetRef.current;
        if (!current || !sameDrawing(shownRef.current, current)) return;
        signalRef.current?.rendered();
        onRenderedRef.current?.();
      },
    };
  }, [onRenderedRef, signalRef, targetRef]);
  return { shown, loadError, events, containerRef };
}

export function EChart({
  option,
  theme,
  onRendered,
  renderer = 'canvas',
  height = 320,
  className,
}: EChartProps) {
  const app = useTheme();
  const resolved = theme ?? app.theme;
  const target = useMemo<Drawing>(
    () => ({ option, theme: resolved, renderer }),
    [option, resolved, renderer],
  );
  const report = useRenderReport(target, onRendered);
  const { shown, loadError, events, containerRef } = useDrawTurns(target, report);
  const shownRenderer = shown?.renderer ?? 'canvas';
  const opts = useMemo(() => ({ renderer: shownRenderer }), [shownRenderer]);
  const echarts = loadedECharts();

  if (loadError) {
    return (
      <p className={className} role="alert">
        The chart library could not be loaded; the data table has the same figures. Reload the page to try
        again.
      </p>
    );
  }
  return (
    <div
      ref={containerRef}
      className={className}
      aria-hidden="true"
      style={shown && echarts ? undefined : { height, width: '100%' }}
    >
      {shown && echarts ? (
        <EChartsCore
          echarts={echarts}
          option={shown.option}
          theme={ECHARTS_THEME_NAME[shown.theme]}
          notMerge
          // Render on the next frame, not inside setOption: with animation off ECharts would
          // otherwise fire `finished` synchronously, before echarts-for-react binds onEvents.
          lazyUpdate
          opts={opts}
          onEvents={events}
          style={{ height, width: '100%' }}
        />
      ) : null}
    </div>
  );
}
