/**
 * The chart frame's "Get this chart" button. The panel's module (image, CSV, snapshot code) is
 * loaded only when a user opens it. Focus returns to the button when the panel closes. Outside a
 * view's ChartExportScope (an embed, a lone chart in a test) there is no button. On load, a
 * `#chart-<id>` fragment (the panel's Link) scrolls its chart into view.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { nodeText } from './node-text';
import { useTheme } from '@/components/ui/theme';
import type { ChartDataState, ChartTable } from '../chart-frame';
import type { ChartExport, ChartExportInput } from './chart-export';
import { chartAnchor } from './embed-link';
import { useChartExportScope } from './export-scope';

const GetChartPanel = lazy(() => import('./get-chart-panel').then((m) => ({ default: m.GetChartPanel })));

/** What the frame knows of its chart: id, title and (once ready) the data table. */
export interface FrameFacts {
  chartId: string;
  title: string;
  /** Undefined until the chart is ready. */
  table?: ChartTable;
  /** The data table's caption: the selection in words. */
  caption?: string;
}

export function GetChartButton({ model, frame, state }: { model: ChartExportInput; frame: FrameFacts; state: ChartDataState }) {
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
          <GetChartPanel model={completeModel(model, frame)} scope={scope} state={state} theme={theme} onClose={close} />
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

/** The chart's model with what the frame knows filled in: id, title, text table, subtitle. */
export function completeModel(model: ChartExportInput, frame: FrameFacts): ChartExport {
  const table = model.table ?? (frame.table ? { columns: frame.table.columns.map((c) => c.label), rows: frame.table.rows.map((r) => r.map(nodeText)) } : undefined);
  return {
    ...model,
    chartId: model.chartId ?? frame.chartId,
    title: model.title ?? frame.title,
    subtitle: model.subtitle ?? frame.caption ?? frame.title,
    requests: model.requests ?? [],
    ...(table ? { table } : {}),
  };
}
