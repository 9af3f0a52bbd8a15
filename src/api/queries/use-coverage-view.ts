/**
 * A view's URL state resolved over the service's coverage, for every view with a year
 * selection (country, product, HS index): the view opens on the latest complete year, a URL's
 * years outside the coverage are clamped with a notice (lib/coverage.ts `yearsOver`), and until
 * the coverage is known the view has no state (null), so no request carries a year the service
 * may not have. When the service cannot say (error, no key), the promised span stands in.
 */
import { useMemo } from 'react';
import type { Coverage } from '@/lib/coverage';
import { useUrlState, type UrlNotice, type UrlState } from '@/lib/url-state';
import { usableCoverage, useCoverage } from './coverage';

/** Turns a URL's explicit parameters into a view over a coverage; must be stable (module function or memoised). */
export type ResolveView<V> = (explicit: UrlState, coverage: Coverage) => { view: V; notices: UrlNotice[] };

export function useCoverageView<V>(resolve: ResolveView<V>) {
  const url = useUrlState();
  const coverage = usableCoverage(useCoverage());
  const resolved = useMemo(
    () => (coverage ? resolve(url.explicit, coverage) : null),
    [url.explicit, coverage, resolve],
  );
  return {
    /** null until the coverage is known. */
    view: resolved?.view ?? null,
    coverage,
    notices: resolved ? [...url.notices, ...resolved.notices] : url.notices,
    setState: url.setState,
  };
}
