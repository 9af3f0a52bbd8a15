/**
 * The chart contract of ui-contract.md in one component: the outer element carries
 * `data-chart`, `data-state` and an accessible name; it shows loading, empty and error states
 * per chart, and a data table behind every chart. `data-state="ready"` is only set once the
 * EChart inside has reported ECharts' `finished` event for its current option.
 */
import { useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  ChartDrawProbeContext,
  ChartRecordingContext,
  ChartRenderContext,
  type ChartRenderSignal,
} from './chart-render-context';
import { ErrorMessage } from '@/components/ui/error-message';
import { SidewaysScroll } from '@/components/ui/sideways-scroll';
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

const DEFAULT_EMPTY_MESSAGE = 'No data for this selection.';

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

export function ChartFrame(props: ChartFrameProps) {
  const {
    chartId,
    title,
    description,
    state,
    updating = false,
    table,
    footer,
    notes,
    exportModel,
    reserve,
  } = props;
  const titleId = useId();
  const descId = useId();
  const recording = useRecorderProbe(props);
  const { drawn, signal } = useDrawnSignal(state);
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
        {props.toolbar ? <div className="chart-frame__toolbar">{props.toolbar}</div> : null}
      </header>
      <ChartFrameBody {...props} reserving={reserving} signal={signal} />
      {state === 'ready' && notes && notes.length > 0 ? <ServiceNotes notes={notes} /> : null}
      {state === 'ready' && table ? <ChartDataTable table={table} /> : null}
      {/* The data table's disclosure line, kept while loading (see `reserve`). */}
      {reserving ? <div className="chart-frame__table chart-frame__table-room" aria-hidden="true" /> : null}
      {footer ? <footer className="chart-frame__footer">{footer}</footer> : null}
    </figure>
  );
}

/**
 * Inside the "Get this chart" panel's recorder: the frame reports what it would show (undrawn),
 * so that trimming can be checked not to change it. True while recording.
 */
function useRecorderProbe(props: ChartFrameProps): boolean {
  const recording = useContext(ChartRecordingContext);
  const probe = useContext(ChartDrawProbeContext);
  // The fingerprint reads the frame's own fields (drawn-fingerprint.ts), the default empty message
  // included.
  const drawn =
    recording && probe
      ? probe.fingerprint({
          ...props,
          emptyMessage: props.emptyMessage === undefined ? DEFAULT_EMPTY_MESSAGE : props.emptyMessage,
        })
      : null;
  const { chartId } = props;
  useEffect(() => {
    if (probe && drawn !== null) probe.report(chartId, drawn);
  }, [probe, chartId, drawn]);
  return recording;
}

/**
 * Whether the EChart inside has drawn the current data, and the signal it reports that by.
 * Leaving `ready` forgets the drawing, so a later `ready` waits for a new finished event.
 */
function useDrawnSignal(state: ChartDataState) {
  const [drawn, setDrawn] = useState(false);
  const pending = useCallback(() => setDrawn(false), []);
  const rendered = useCallback(() => setDrawn(true), []);
  const signal = useMemo(() => ({ pending, rendered }), [pending, rendered]);
  const [prevState, setPrevState] = useState(state);
  if (prevState !== state) {
    setPrevState(state);
    if (state !== 'ready') setDrawn(false);
  }
  return { drawn, signal };
}

/** The chart's place: loading, empty or error in words, or the chart once its data is ready. */
function ChartFrameBody({
  title,
  state,
  error,
  onRetry,
  updating = false,
  emptyMessage = DEFAULT_EMPTY_MESSAGE,
  waiting,
  reserve,
  children,
  reserving,
  signal,
}: ChartFrameProps & { reserving: boolean; signal: ChartRenderSignal }) {
  return (
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
          <div className={updating ? 'chart-frame__chart is-updating' : 'chart-frame__chart'}>{children}</div>
        </ChartRenderContext.Provider>
      ) : null}
    </div>
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
  return (
    <details className="chart-frame__table" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Data table</summary>
      {/* Wide tables (several series of full dollar figures) scroll sideways on a phone: say so. */}
      <SidewaysScroll
        className="chart-frame__table-scroll"
        labelledBy={captionId}
        columnCount={table.columns.length}
        hintTestId="data-table-hint"
        version={`${open}|${table.rows.length}|${table.columns.length}`}
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
      </SidewaysScroll>
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
