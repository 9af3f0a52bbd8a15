/**
 * What a view shows in place of its controls and charts while the service's coverage (one
 * small request, cached for the session) is not yet known: its years depend on it.
 */
export function CoveragePending() {
  return (
    <p className="field__hint" role="status">
      Loading the years the service covers…
    </p>
  );
}
