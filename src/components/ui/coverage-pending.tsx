/**
 * What a view shows in place of its controls and charts while the service's coverage (one
 * small request, cached for the session) is not yet known: its years depend on it.
 * It holds a screen's height, the least the view's charts take when they follow, and the page's
 * footer stays hidden meanwhile (app styles.css), so nothing jumps down when they come (the
 * footer's jump was most of a first visit's layout shift).
 */
import './coverage-pending.css';

export function CoveragePending() {
  return (
    <p className="field__hint coverage-pending" role="status">
      Loading the years the service covers…
    </p>
  );
}
