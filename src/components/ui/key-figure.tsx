/**
 * One key figure of a view's key-figure card: its label, its value and an optional hint in
 * smaller type under or beside it. The value is usually a `Figure` (compact, exact on hover and
 * focus), or the word that stands in for it while it loads or after a failure. Cards list their
 * key figures in a `<dl>`; the country, product and flow views all draw them with this.
 */
import type { ReactNode } from 'react';
import './key-figure.css';

/** What a key-figure card reads of a query (a TanStack query result fits). */
export interface FigureQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { data: T; requestId?: string | null };
  refetch?: () => unknown;
  /** TanStack's retry bookkeeping, for "still waiting, attempt n of 3" (WaitingStatus). */
  failureCount?: number;
  failureReason?: unknown;
  fetchStatus?: string;
}

/**
 * What a figure shows in place of its number while its query loads ("Loading…") or after it
 * failed ("unavailable": the card says why once, under its figures); null when there is data.
 */
export function figureStandIn(query: Pick<FigureQuery<unknown>, 'isPending' | 'isError'>): string | null {
  if (query.isError) return 'unavailable';
  if (query.isPending) return 'Loading…';
  return null;
}

export interface KeyFigureProps {
  label: ReactNode;
  /** The value: a `Figure`, or "Loading…" / "unavailable" in its place. */
  children: ReactNode;
  /** What the value is or means ("compound annual rate…", "a trade surplus"); left out when empty. */
  hint?: ReactNode;
  /** The value cell's data-testid, for tests that read one figure. */
  testId?: string;
  /** The unformatted number behind the value, as the cell's data-value (tests compare it). */
  rawValue?: number | string;
  /**
   * The hint comes with the data (a name, a band): keep its line from the start, so the card
   * does not grow when it arrives (no layout shift).
   */
  hintRoom?: boolean;
}

export function KeyFigure({ label, children, hint, testId, rawValue, hintRoom = false }: KeyFigureProps) {
  return (
    <div className={hintRoom ? 'key-figure key-figure--hint-room' : 'key-figure'}>
      <dt>{label}</dt>
      <dd data-testid={testId} data-value={rawValue}>
        {children}
        {hint ? <span className="key-figure__hint">{hint}</span> : null}
      </dd>
    </div>
  );
}
