/**
 * The country view's URL state: the shared parameters of url-state.ts with this view's
 * defaults. `reporter` is the path's cid on this page, so the parameter is ignored here.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useUrlState, type Flow, type Measure, type UrlState } from '@/lib/url-state';

export interface CountryViewState {
  flow: Flow;
  from?: number;
  to?: number;
  /** How many partners the ranking shows and how many products the mix requests. */
  limit: number;
  measure: Measure;
  product?: string;
  partner?: string;
}

export const COUNTRY_VIEW_DEFAULTS = { flow: 'export', limit: 20, measure: 'value' } as const satisfies Partial<CountryViewState>;

export const LIMIT_CHOICES = [5, 10, 20, 50, 100] as const;

/** Quantity needs one unit, which only a single HS6 product guarantees. */
export function quantityApplies(product: string | undefined): boolean {
  return product !== undefined && product.length === 6;
}

export function useCountryViewState() {
  const url = useUrlState<{ flow: Flow; limit: number; measure: Measure }>({ ...COUNTRY_VIEW_DEFAULTS });
  const s = url.state;
  const view: CountryViewState = {
    flow: s.flow,
    from: s.from,
    to: s.to,
    limit: s.limit,
    // A quantity request for an unsuitable selection would draw an empty chart; fall back to
    // value and let the control explain why quantity is unavailable.
    measure: s.measure === 'quantity' && quantityApplies(s.product) ? 'quantity' : 'value',
    product: s.product,
    partner: s.partner,
  };
  // The router applies a search change in a transition; until it commits, a second change would
  // be merged into the old search and undo the first (flow, then year, in quick succession).
  // Changes made before the commit therefore accumulate and are written together.
  const committed = JSON.stringify(url.explicit);
  const committedRef = useRef(committed);
  const pendingRef = useRef<{ base: string; patch: Partial<UrlState> } | null>(null);
  useLayoutEffect(() => {
    committedRef.current = committed;
  }, [committed]);
  const urlSetState = url.setState;
  const setState = useCallback(
    (patch: Partial<UrlState>, options?: { replace?: boolean }) => {
      const pending = pendingRef.current;
      const earlier = pending && pending.base === committedRef.current ? pending.patch : {};
      const merged = { ...earlier, ...patch };
      pendingRef.current = { base: committedRef.current, patch: merged };
      urlSetState(merged, options);
    },
    [urlSetState],
  );
  return { view, notices: url.notices, setState, explicit: url.explicit };
}
