/**
 * The line above a table wider than its box (a phone): it says that columns lie past the edge
 * and how many there are, and, once the reader has scrolled to the end, that the first ones are
 * back the other way. Nothing when the table fits. The box itself must be a focusable, named
 * region (keyboard users scroll it with the arrow keys).
 */
import type { SidewaysOverflow } from './use-sideways-overflow';
import './sideways-hint.css';

export function SidewaysHint({
  overflow,
  columnCount,
  testId,
}: {
  overflow: SidewaysOverflow;
  /** Every column of the table, those past the edge included. */
  columnCount: number;
  testId: string;
}) {
  if (!overflow.overflows) return null;
  return (
    <p className="sideways-hint" data-testid={testId}>
      {overflow.atEnd
        ? '←\u00a0Scroll back for the first columns.'
        : // The arrow stays with the words before it (no arrow alone on a phone's second line).
          `Scroll sideways for every column (${columnCount} in all)\u00a0→`}
    </p>
  );
}
