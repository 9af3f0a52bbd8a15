/**
 * The product view's URL state: the shared parameters of url-state.ts with this view's defaults.
 *   flow      which side the map and the concentration show: exporters (export) or importers
 *   from, to  the years (to defaults to the last complete year, as in the country view)
 *   limit     how many countries each ranking shows (the markets list itself is always asked for
 *             in full, up to the endpoint's 200, so the map, counts and shares use one list)
 *   reporter  optional: narrows the series to one country's trade in this product (with `flow`)
 *   measure   value | quantity | unit_value; the last two need one unit, i.e. an HS6 code
 * `product` and `partner` mean nothing here (the product is the path's pid) and are ignored.
 */
import type { Flow } from '@/api/service-conventions';
import { DEFAULT_TO_YEAR, useUrlState, type Measure, type UrlState } from '@/lib/url-state';

export interface ProductViewState {
  flow: Flow;
  from?: number;
  to: number;
  limit: number;
  measure: Measure;
  reporter?: string;
}

export const PRODUCT_VIEW_DEFAULTS = {
  flow: 'export',
  limit: 10,
  measure: 'value',
  to: DEFAULT_TO_YEAR,
} as const satisfies Partial<ProductViewState>;

type ViewDefaults = { flow: Flow; limit: number; measure: Measure; to: number };

export const RANKING_LIMITS = [5, 10, 20, 50] as const;

/** Quantities (and so unit values) add up only within one unit, which only an HS6 code guarantees. */
export function quantityApplies(pid: string): boolean {
  return pid.length === 6;
}

/** The view a URL state (defaults applied) describes, for the page and the route loader alike. */
export function toProductView(pid: string, s: UrlState & ViewDefaults): ProductViewState {
  return {
    flow: s.flow,
    from: s.from,
    to: s.to,
    limit: s.limit,
    // A quantity measure for a prefix would draw a chart of mixed units: value instead, and the
    // switch says why the other measures are unavailable.
    measure: s.measure !== 'value' && quantityApplies(pid) ? s.measure : 'value',
    reporter: s.reporter,
  };
}

export function useProductViewState(pid: string) {
  const url = useUrlState<ViewDefaults>({ ...PRODUCT_VIEW_DEFAULTS });
  return { view: toProductView(pid, url.state), notices: url.notices, setState: url.setState };
}
