/**
 * What a view shows in place of its controls and charts while the service's coverage (one
 * small request, cached for the session) is not yet known: its years depend on it.
 * It holds a screen's height, the least the view's charts take when they follow, and the page's
 * footer stays hidden meanwhile (app styles.css), so nothing jumps down when they come (the
 * footer's jump was most of a first visit's layout shift).
 * While the coverage request is being sent again after a time limit or a failure, it says so and
 * which attempt: a hung service must not leave the whole view on a loading line without a word.
 */
import { useCoverage } from '@/api/queries/coverage';
import { waitingFor, waitingText } from '@/components/charts/chart-state';
import './coverage-pending.css';

export function CoveragePending() {
  const waiting = waitingFor(useCoverage());
  return (
    <p className="field__hint coverage-pending" role="status">
      {waiting
        ? `The years the service covers: ${waitingText(waiting).replace(/^Still/, 'still')}`
        : 'Loading the years the service covers…'}
    </p>
  );
}
