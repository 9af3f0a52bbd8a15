/**
 * The chart contract of ui-contract.md in one component: the outer element carries
 * `data-chart`, `data-state` and an accessible name; it shows loading, empty and error states
 * per chart, and a data table behind every chart. `data-state="ready"` is only set once the
 * EChart inside has reported ECharts' `finished` event for its current option.
 */
import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ChartDrawProbeContext, ChartRecordingContext, ChartRenderContext } from './chart-render-context';
import { ErrorMessage } from '@/components/ui/error-message';
import { SidewaysHint } from '@/components/ui/sideways-hint';
import { useSidewaysOverflow } from '@/components/ui/use-sideways-overflow';
import type { ChartExportInput } from './export/chart-export';
import { chartAnchor } from './export/chart-anchor';
import { GetChartButton } from './export/get-chart-button';
import type { ServiceNote } from '@/api/answers/service-notes';
import { cellNode, type TableCell } from './table-cell';
import { waitingText, type WaitingState } from './chart-state';
import './chart-frame.css';

export type ChartDataState = 'loading' | 'ready' | 'empty' | 'error';

export interface ChartTableColumn {
  label: string;
  numeric?: boolean;
  /**
   * The unit of the column's plain numbers where its label does not say it, for the data
   * files: `fraction` for a share shown as a percentage (its CSV header `Share (fraction)`).
   */
  unit?: string;
}

export interface ChartTable {
  caption: string;
  columns: ChartTableColumn[];
  /** Cells formatted for display; numbers as valueCell (table-cell.ts), so the files get the number. */
  rows: TableCell[][];
}

export interface ChartFrameProps {
  /** Stable id naming what the chart shows (ui-contract.md), e.g. `exports-series`. */
  chartId: string;
  title: string;
  description?: ReactNode;
  /** The data's state; `ready` becomes visible only after the chart has drawn. */
  state: ChartDataState;
  error?: unknown;
  onRetry?: () => void;
  /** Previous data is shown while new data loads (the frame says so and is aria-busy). */
  updating?: boolean;
  emptyMessage?: ReactNode;
  table?: ChartTable;
  /** Footnotes, source line, controls below the chart. */
  footer?: ReactNode;
  /**
   * What the client had to guess to read the service's answer (a scale, an order, an id form):
   * shown under a drawn chart, so that no figure is read another way silently.
   */
  notes?: readonly ServiceNote[];
  /**
   * While loading: the request failed (a time limit, a network failure) and is being sent again
   * (`waitingFor(queries)`); the frame then says so and which attempt, instead of "Loading…".
   */
  waiting?: WaitingState | null;
  /** Controls above the chart (flow switch, measure switch...). */
  toolbar?: ReactNode;
  /**
   * What the chart hands to its "Get this chart" panel (selection, option, height; the frame
   * adds its id, title and data table). Inside a view that sets a ChartExportScope, the frame
   * then offers the panel.
   */
  exportModel?: ChartExportInput;
  /**
   * The height (px) the drawn chart will take. While loading, the frame keeps that much room
   * and a line for the data table's disclosure, so the page does not move when the chart
   * arrives (no layout shift). Pass the EChart's own height.
   */
  reserve?: number;
  children?: ReactNode;
}

export function ChartFrame({
  chartId,
  title,
  description,
  state,
  error,
  onRetry,
  updating = false,
  emptyMessage = 'No data for this selection.',
  table,
  footer,
  notes,
  waiting,
  toolbar,
  exportModel,
  reserve,
  children,
}: ChartFrameProps) {
  const titleId = useId();
  const descId = useId();
  const recording = useContext(ChartRecordingContext);
  const probe = useContext(ChartDrawProbeContext);
  // In the recorder, the frame says what it would show (undrawn): trimming must not change it.
  const drawn_ =
    recording && probe
      ? probe.fingerprint({
          chartId,
          title,
          state,
          error,
          table,
          exportModel,
          description,
          footer,
          emptyMessage,
        })
      : null;
  useEffect(() => {
    if (probe && drawn_ !== null) probe.report(chartId, drawn_);
  }, [probe, chartId, drawn_]);
  const [drawn, setDrawn] = useState(false);
  const pending = useCallback(() => setDrawn(false), []);
  const rendered = useCallback(() => setDrawn(true), []);
  const signal = useMemo(() => ({ pending, rendered }), [pending, rendered]);
  // Leaving `ready` forgets the drawing, so a later `ready` waits for a new finished event.
  const [prevState, setPrevState] = useState(state);
  if (prevState !== state) {
    setPrevState(state);
    if (state !== 'ready') setDrawn(false);
  }

  const shownState: ChartDataState = state === 'ready' && (!drawn || updating) ? 'loading' : state;
  const reserving = reserve !== undefined && state === 'loading';
  // The panel's recorder mounts a chart only to learn its requests: nothing to show or draw.
  if (recording) return null;

  return (
    <figure
      className="chart-frame"
      id={chartAnchor(chartId)}
      data-chart={chartId}
      data-state={shownState}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      aria-busy={shownState === 'loading'}
    >
      <header className="chart-frame__header">
        <h2 id={titleId} className="chart-frame__title">
          {title}
        </h2>
        {exportModel ? (
          <GetChartButton
            model={exportModel}
            frame={{ chartId, title, table: state === 'ready' ? table : undefined, caption: table?.caption }}
            state={shownState}
          />
        ) : null}
        {description ? (
          <p id={descId} className="chart-frame__description">
            {description}
          </p>
        ) : null}
        {toolbar ? <div className="chart-frame__toolbar">{toolbar}</div> : null}
      </header>

      <div
        className={reserving ? 'chart-frame__body chart-frame__body--reserved' : 'chart-frame__body'}
        style={reserving ? { minHeight: reserve } : undefined}
      >
        {state === 'loading' ? (
          <div className="chart-frame__placeholder" role="status">
            <span className="chart-frame__spinner" aria-hidden="true" />{' '}
            {waiting ? waitingText(waiting) : `Loading ${title.toLowerCase()}…`}
          </div>
        ) : null}
        {state === 'empty' ? (
          <div className="chart-frame__placeholder" role="status">
            {emptyMessage}
          </div>
        ) : null}
        {state === 'error' ? <ChartError error={error} onRetry={onRetry} /> : null}
        {state === 'ready' ? (
          <ChartRenderContext.Provider value={signal}>
            {updating ? (
              <p className="chart-frame__updating" role="status">
                Updating…
              </p>
            ) : null}
            <div className={updating ? 'chart-frame__chart is-updating' : 'chart-frame__chart'}>
              {children}
            </div>
          </ChartRenderContext.Provider>
        ) : null}
      </div>

      {state === 'ready' && notes && notes.length > 0 ? <ServiceNotes notes={notes} /> : null}
      {state === 'ready' && table ? <ChartDataTable table={table} /> : null}
      {/* The data table's disclosure line, kept while loading (see `reserve`). */}
      {reserving ? <div className="chart-frame__table chart-frame__table-room" aria-hidden="true" /> : null}
      {footer ? <footer className="chart-frame__footer">{footer}</footer> : null}
    </figure>
  );
}

/** The guesses behind the figures, in words, each marked as a note about the service's answer. */
export function ServiceNotes({ notes }: { notes: readonly ServiceNote[] }) {
  return (
    <ul className="chart-frame__notes" aria-label="How the service's answer was read">
      {notes.map((note) => (
        <li key={note.kind} data-service-note={note.kind}>
          Note: {note.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The data behind a chart, in a disclosure. Its summary, caption and column headers are always
 * there (keyboard and screen-reader users find the table by them); the body rows are built only
 * while the disclosure is open: a map's table has about 200 rows, and building every chart's
 * rows on each data change was most of the page's render time.
 */
function ChartDataTable({ table }: { table: ChartTable }) {
  const captionId = useId();
  const [open, setOpen] = useState(false);
  // Wide tables (several series of full dollar figures) scroll sideways on a phone: say so.
  const scroller = useRef<HTMLDivElement>(null);
  const sideways = useSidewaysOverflow(scroller, `${open}|${table.rows.length}|${table.columns.length}`);
  return (
    <details className="chart-frame__table" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Data table</summary>
      <SidewaysHint overflow={sideways} columnCount={table.columns.length} testId="data-table-hint" />
      {/* The wrapper scrolls long or wide tables: keyboard users must be able to focus it to
          scroll (axe scrollable-region-focusable), and a focusable region needs a name. */}
      <div
        ref={scroller}
        className="chart-frame__table-scroll"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <table>
          <caption id={captionId}>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{open ? <TableRows table={table} /> : null}</tbody>
        </table>
      </div>
    </details>
  );
}

/** The body rows: the first cell of each is its row header. */
function TableRows({ table }: { table: ChartTable }) {
  return table.rows.map((row, i) => (
    <tr key={i}>
      {row.map((cell, j) =>
        j === 0 ? (
          <th key={j} scope="row">
            {cellNode(cell)}
          </th>
        ) : (
          <td key={j} className={table.columns[j]?.numeric ? 'num' : undefined}>
            {cellNode(cell)}
          </td>
        ),
      )}
    </tr>
  ));
}

/** A chart's error state: the app's one error message, laid out to fill the chart's place. */
function ChartError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return <ErrorMessage error={error} onRetry={onRetry} className="chart-frame__error" />;
}
