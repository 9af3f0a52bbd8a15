/**
 * `observations`: the raw rows of GET /trade for the selection, up to the service's 10,000.
 * Rendered as a real table (caption, column headers, sortable by any column with aria-sort) whose
 * body is virtualised with @tanstack/react-virtual: only the rows in view (plus a margin) are in
 * the DOM, spacer rows keep the scroll height, and each row says its position (aria-rowindex), so
 * 10,000 rows scroll as smoothly as 100. Rows have one fixed height (cells truncate with the full
 * text in a title), which keeps the virtualiser exact without measuring.
 *
 * The CSV download writes the same sorted rows through the same columns (observation-rows.ts).
 *
 * Scrolling renders the rows that come into view and nothing else: a row is memoised (its props
 * are the row, the product names and the link base), so the rows still in view are not rendered
 * again, and its links are plain anchors whose clicks the table routes in one handler. Three
 * router <Link>s per row (each with its own hooks and router subscriptions) were about a quarter
 * of the render time of a scroll step in the profile of docs/flow-explorer-benchmark.md.
 */
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useHref, useNavigate } from 'react-router';
import type { ChartDataState } from '@/components/charts/chart-frame';
import { waitingText, type WaitingState } from '@/components/charts/chart-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { RequestId } from '@/components/ui/request-id';
import { SidewaysScroll } from '@/components/ui/sideways-scroll';
import { formatCount, formatUsdExact } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  OBSERVATION_COLUMNS,
  columnById,
  type ColumnId,
  type ObservationRow,
  type ProductNameOf,
  type SortState,
} from './observation-rows';

const ROW_HEIGHT_PX = 36;

/** The viewport assumed where there is no layout (jsdom in tests): the first rows still render. */
const NO_LAYOUT_RECT: Rect = { width: 1024, height: 576 };

export interface ObservationsTableProps {
  /** The rows' request being sent again after a time limit or a failure, and which attempt. */
  waiting?: WaitingState | null;
  label: string;
  limit: number;
  /** Sorted as shown. */
  rows?: readonly ObservationRow[];
  /** Product names, read for the rows on screen only. */
  productNameOf: ProductNameOf;
  sort: SortState | null;
  onSort: (column: ColumnId) => void;
  requestId?: string | null;
  isPending: boolean;
  updating?: boolean;
  error: unknown;
  onRetry: () => void;
  /** How to narrow the selection when the limit cut it (the view knows its parameters). */
  narrowHint: string;
  /** The download control (built by the view, which knows the query). */
  download?: ReactNode;
}

/** An in-app link as a plain anchor: `data-to` is the route, which the table's click handler follows. */
function RouteAnchor({
  to,
  base,
  title,
  children,
}: {
  to: string;
  base: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <a href={base + to} data-to={to} title={title}>
      {children}
    </a>
  );
}

function CellContent({
  row,
  column,
  productNameOf,
  base,
}: {
  row: ObservationRow;
  column: ColumnId;
  productNameOf: ProductNameOf;
  base: string;
}) {
  const text = columnById(column).display(row, productNameOf);
  if (column === 'exporter' || column === 'importer') {
    const id = column === 'exporter' ? row.exporter : row.importer;
    return (
      <RouteAnchor to={paths.country.getHref(id)} base={base} title={text}>
        {text}
      </RouteAnchor>
    );
  }
  if (column === 'hs6')
    return (
      <RouteAnchor to={paths.product.getHref(row.hs6)} base={base}>
        {text}
      </RouteAnchor>
    );
  if (column === 'product')
    return <span title={text}>{text || <span className="flows-table__muted">…</span>}</span>;
  return <>{text}</>;
}

interface RowProps {
  row: ObservationRow;
  /** Position in the sorted rows (0-based). */
  position: number;
  productNameOf: ProductNameOf;
  base: string;
}

const ObservationRowView = memo(function ObservationRowView({
  row,
  position,
  productNameOf,
  base,
}: RowProps) {
  return (
    <tr aria-rowindex={position + 2} style={{ height: ROW_HEIGHT_PX }} data-index={position}>
      {OBSERVATION_COLUMNS.map((c, j) =>
        j === 0 ? (
          <th key={c.id} scope="row">
            <CellContent row={row} column={c.id} productNameOf={productNameOf} base={base} />
          </th>
        ) : (
          <td
            key={c.id}
            className={c.numeric ? 'num' : undefined}
            data-value={c.id === 'value' ? row.value : undefined}
          >
            <CellContent row={row} column={c.id} productNameOf={productNameOf} base={base} />
          </td>
        ),
      )}
    </tr>
  );
});

/**
 * Follows a plain click on a row's anchor inside the app, as a router <Link> would; a click with
 * a modifier key or another button is left to the browser (new tab, new window).
 */
function useRouteClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const anchor = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-to]');
    const to = anchor?.dataset['to'];
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  };
}

/** The virtualiser over the table's scrolling region: the rows in view, plus a margin. */
function useObservationsVirtualizer(count: number, scrollRef: RefObject<HTMLDivElement | null>) {
  // The virtualiser's functions change with scrolling on purpose; its callers are not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 12,
    // Render the rows a scroll brings into view in React's own task, not inside the scroll event
    // (flushSync): the scroll, the render and the paint are then three short tasks, not one long
    // one. The overscan (12 rows, 432 px) covers the frame the rows may arrive late.
    useFlushSync: false,
    // jsdom (tests) has no layout: assume a viewport so the first rows render there too.
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.width === 0 && rect.height === 0 ? NO_LAYOUT_RECT : rect),
      ),
  });
}

/** The column headers, each a button that sorts by its column (and says so to a screen reader). */
function ObservationsHead({
  sort,
  onSort,
  onAnnounce,
}: {
  sort: SortState | null;
  onSort: (column: ColumnId) => void;
  onAnnounce: (text: string) => void;
}) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {OBSERVATION_COLUMNS.map((c) => {
          const active = sort?.column === c.id;
          return (
            <th
              key={c.id}
              scope="col"
              className={c.numeric ? 'num' : undefined}
              aria-sort={active ? sort.direction : 'none'}
            >
              <button
                type="button"
                className="flows-table__sort"
                onClick={() => {
                  onSort(c.id);
                  onAnnounce(`Sorted by ${c.label}`);
                }}
              >
                {c.label}
                <span aria-hidden="true" className="flows-table__arrow">
                  {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A row that keeps the scroll height of the rows not rendered above or below the ones in view. */
function SpacerRow({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="flows-table__spacer">
      <td colSpan={OBSERVATION_COLUMNS.length} style={{ height }} />
    </tr>
  );
}

/** The rows in view, between the spacers, and the one click handler that routes their links. */
function ObservationsBody({
  rows,
  virtualizer,
  productNameOf,
}: {
  rows: readonly ObservationRow[];
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  productNameOf: ProductNameOf;
}) {
  // The app's base path (the router's basename), which a plain anchor's href needs.
  const base = useHref('/').replace(/\/$/, '');
  const onRouteClick = useRouteClicks();
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {/* One click handler routes the rows' plain links (a router Link per cell made scrolling slow).
          Keyboard users activate the links themselves: Enter on a link clicks it, and the click
          bubbles here. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation only: the links inside are the interactive elements */}
      <tbody onClick={onRouteClick}>
        <SpacerRow height={top} />
        {items.map((item) => (
          <ObservationRowView
            key={item.key}
            row={rows[item.index]!}
            position={item.index}
            productNameOf={productNameOf}
            base={base}
          />
        ))}
        <SpacerRow height={bottom} />
      </tbody>
    </>
  );
}

/** The line over the table: how many rows, their sum, the request ID and the row limit's notice. */
function ObservationsSummary({
  rows,
  limit,
  requestId,
  narrowHint,
}: {
  rows: readonly ObservationRow[];
  limit: number;
  requestId?: string | null;
  narrowHint: string;
}) {
  const sum = useMemo(() => rows.reduce((s, r) => s + r.value, 0), [rows]);
  return (
    <>
      <p data-testid="observations-count" className="flows-table__count">
        {formatCount(rows.length)} {rows.length === 1 ? 'observation' : 'observations'}, summing to{' '}
        <span data-testid="observations-sum" data-value={sum}>
          {formatUsdExact(sum)}
        </span>
        .{requestId ? ' ' : null}
        <RequestId id={requestId} />
      </p>
      {rows.length >= limit ? (
        <p className="notice notice--warning" data-testid="observations-limit-notice">
          This is the row limit ({formatCount(limit)}): the service may hold more rows for this selection.{' '}
          {narrowHint}
        </p>
      ) : null}
    </>
  );
}

/** The rows that came: the summary, the download and the sortable, virtualised table. */
function ObservationsLoaded(
  props: Pick<
    ObservationsTableProps,
    'label' | 'limit' | 'productNameOf' | 'sort' | 'onSort' | 'requestId' | 'narrowHint' | 'download'
  > & { rows: readonly ObservationRow[] },
) {
  const { label, rows, sort } = props;
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useObservationsVirtualizer(rows.length, scrollRef);
  const [announce, setAnnounce] = useState('');
  return (
    <>
      <ObservationsSummary
        rows={rows}
        limit={props.limit}
        requestId={props.requestId}
        narrowHint={props.narrowHint}
      />
      {props.download}
      {/* A phone shows the year and a column or two: the hint says the others are there. */}
      <SidewaysScroll
        scrollRef={scrollRef}
        className="flows-table"
        labelledBy={captionId}
        columnCount={OBSERVATION_COLUMNS.length}
        hintTestId="observations-hint"
        testId="observations-scroll"
        version={rows.length}
      >
        <table data-testid="observations-table" aria-rowcount={rows.length + 1}>
          <caption id={captionId}>
            Observations: {label}
            {sort
              ? `, sorted by ${columnById(sort.column).label} ${sort.direction}`
              : ', in the service’s order (newest year, then largest value)'}
          </caption>
          <colgroup>
            {OBSERVATION_COLUMNS.map((c) => (
              <col key={c.id} className={`flows-table__col--${c.id}`} />
            ))}
          </colgroup>
          <ObservationsHead sort={sort} onSort={props.onSort} onAnnounce={setAnnounce} />
          <ObservationsBody rows={rows} virtualizer={virtualizer} productNameOf={props.productNameOf} />
        </table>
      </SidewaysScroll>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </div>
    </>
  );
}

/** The table's state for its frame, from the request's: loading, empty, ready or error. */
function observationsState({
  error,
  isPending,
  rows,
  updating,
}: Pick<ObservationsTableProps, 'error' | 'isPending' | 'rows' | 'updating'>): ChartDataState {
  if (error) return 'error';
  if (isPending || !rows) return 'loading';
  if (rows.length === 0) return 'empty';
  return updating ? 'loading' : 'ready';
}

export function ObservationsTable(props: ObservationsTableProps) {
  const { rows, waiting, error, onRetry } = props;
  const titleId = useId();
  const state = observationsState(props);
  let body: ReactNode;
  if (error) {
    body = <ErrorMessage what="The observations could not be loaded." error={error} onRetry={onRetry} />;
  } else if (props.isPending || !rows) {
    body = (
      <p className="chart-frame__placeholder" role="status">
        {waiting
          ? `The observations: ${waitingText(waiting).replace(/^Still/, 'still')}`
          : 'Loading observations…'}
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="chart-frame__placeholder" role="status">
        No observations for this selection.
      </p>
    );
  } else {
    body = <ObservationsLoaded {...props} rows={rows} />;
  }

  return (
    <section
      className="chart-frame flows-view__observations"
      data-chart="observations"
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
    >
      <header className="chart-frame__header">
        <h2 id={titleId} className="chart-frame__title">
          Observations
        </h2>
        <p className="chart-frame__description">
          The raw rows of the selection, as the service returns them: one per exporter, importer, product and
          year.
        </p>
      </header>
      <div className="chart-frame__body">{body}</div>
    </section>
  );
}
