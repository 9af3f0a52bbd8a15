/**
 * The country view's URL state: the shared parameters of url-state.ts with this view's
 * defaults. `reporter` is the path's cid on this page, so the parameter is ignored here.
 * Quick successive changes are safe: useUrlState builds each change on the previous one.
 */
import type { Flow } from '@/api/service-conventions';
import { DEFAULT_TO_YEAR, useUrlState, type Measure, type UrlState } from '@/lib/url-state';

export interface CountryViewState {
  flow: Flow;
  from?: number;
  /** Always set: the URL's or the default (the last complete year). */
  to: number;
  /** How many partners the ranking shows and how many products the mix requests. */
  limit: number;
  measure: Measure;
  product?: string;
  partner?: string;
}

/** `to` defaults to the last complete year: the running year has no yearly data yet. */
export const COUNTRY_VIEW_DEFAULTS = {
  flow: 'export',
  limit: 20,
  measure: 'value',
  to: DEFAULT_TO_YEAR,
} as const satisfies Partial<CountryViewState>;

type ViewDefaults = { flow: Flow; limit: number; measure: Measure; to: number };

export const LIMIT_CHOICES = [5, 10, 20, 50, 100] as const;

/** Quantity needs one unit, which only a single HS6 product guarantees. */
export function quantityApplies(product: string | undefined): boolean {
  return product !== undefined && product.length === 6;
}

/**
 * The view a URL state (defaults applied) describes. Shared by the page and the route loader, so
 * both build the same requests.
 */
export function toCountryView(s: UrlState & ViewDefaults): CountryViewState {
  return {
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
}

export function useCountryViewState() {
  const url = useUrlState<ViewDefaults>({ ...COUNTRY_VIEW_DEFAULTS });
  return { view: toCountryView(url.state), notices: url.notices, setState: url.setState };
}
