/**
 * The chart frame's "Get this chart" button. The panel's module (image, CSV, snapshot code) is
 * loaded only when a user opens it. Focus returns to the button when the panel closes. Outside a
 * view's ChartExportScope (an embed, a lone chart in a test) there is no button. On load, a
 * `#chart-<id>` fragment (the panel's Link) scrolls its chart into view.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@/components/ui/theme';
import type { ChartDataState } from '../chart-frame';
import { chartAnchor } from './chart-anchor';
import type { ChartExportInput } from './chart-export';
import type { FrameFacts } from './complete-model';
import { useChartExportScope } from './export-scope';

export type { FrameFacts } from './complete-model';

// The panel, and completing the chart's model for it, load when a user opens it.
const FramePanel = lazy(() => import('./get-chart-panel').then((m) => ({ default: m.FramePanel })));

export function GetChartButton({
  model,
  frame,
  state,
}: {
  model: ChartExportInput;
  frame: FrameFacts;
  state: ChartDataState;
}) {
  const scope = useChartExportScope();
  const { theme } = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const chartId = model.chartId ?? frame.chartId;
  const title = model.title ?? frame.title;
  useScrollToAnchor(chartId, buttonRef);
  if (!scope) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary chart-frame__get"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Get this chart<span className="visually-hidden">: {title}</span>
      </button>
      {open ? (
        <Suspense fallback={<span role="status">Opening…</span>}>
          <FramePanel input={model} frame={frame} scope={scope} state={state} theme={theme} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Scrolls the chart's frame into view when the page was opened on its anchor. */
function useScrollToAnchor(chartId: string, inside: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (window.location.hash !== `#${chartAnchor(chartId)}`) return;
    inside.current?.closest('figure')?.scrollIntoView({ block: 'start' });
  }, [chartId, inside]);
}
