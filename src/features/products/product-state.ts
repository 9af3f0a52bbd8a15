/**
 * The product view's URL state: the shared parameters of url-state.ts with this view's defaults.
 *   flow      which side the map and the concentration show: exporters (export) or importers
 *   from, to  the selected years, from the service's coverage as in every view: the default range
 *             of lib/coverage.ts `defaultYears`, a URL's years outside the coverage clamped with a notice
 *             (the series span the whole coverage with the selection highlighted)
 *   limit     how many countries each ranking shows (the markets list itself is always asked for
 *             in full, up to the endpoint's 200, so the map, counts and shares use one list)
 *   reporter  optional: narrows the series to one country's trade in this product (with `flow`)
 *   measure   value | quantity | unit_value; the last two need one unit, i.e. an HS6 code
 * `product` and `partner` mean nothing here (the product is the path's pid): a link that names
 * them is told they are not applied.
 */
import { useCallback } from 'react';
import { useCoverageView } from '@/api/queries/use-coverage-view';
import type { Flow } from '@/api/service-conventions';
import { yearsOver, type Coverage } from '@/lib/coverage';
import { applyDefaults, type Measure, type UrlNotice, type UrlState } from '@/lib/url-state';

export interface ProductViewState {
  flow: Flow;
  /** Always set: the URL's (clamped to the coverage) or every view's default range. */
  from: number;
  to: number;
  limit: number;
  measure: Measure;
  reporter?: string;
}

export const PRODUCT_VIEW_DEFAULTS = {
  flow: 'export',
  limit: 10,
  measure: 'value',
} as const satisfies Partial<ProductViewState>;

export const RANKING_LIMITS = [5, 10, 20, 50] as const;

/** Quantities (and so unit values) add up only within one unit, which only an HS6 code guarantees. */
export function quantityApplies(pid: string): boolean {
  return pid.length === 6;
}

/**
 * The view a URL describes over the coverage, with a notice for everything changed: for the page
 * and the route loader alike, so both build the same requests.
 */
export function resolveProductView(
  pid: string,
  explicit: UrlState,
  coverage: Coverage,
): { view: ProductViewState; notices: UrlNotice[] } {
  const years = yearsOver(explicit, coverage);
  const s = applyDefaults(years.state, {
    ...PRODUCT_VIEW_DEFAULTS,
    from: years.state.from,
    to: years.state.to,
  });
  const notices = [...years.notices];
  // A quantity measure for a prefix would draw a chart of mixed units: value instead, and the
  // switch on the series says why the other measures are unavailable.
  const measure = s.measure !== 'value' && quantityApplies(pid) ? s.measure : 'value';
  if (measure !== s.measure)
    notices.push({
      param: 'measure',
      input: s.measure,
      message: `${s.measure === 'quantity' ? 'Quantity' : 'Unit value'} needs a 6-digit HS code (units differ within ${pid}); showing value instead.`,
    });
  notices.push(...unappliedFilters(pid, explicit));
  return {
    view: { flow: s.flow, from: s.from, to: s.to, limit: s.limit, measure, reporter: s.reporter },
    notices,
  };
}

/** A partner or another product in the link would read as applied to the page's figures: said not to be. */
function unappliedFilters(pid: string, explicit: UrlState): UrlNotice[] {
  const notices: UrlNotice[] = [];
  if (explicit.partner)
    notices.push({
      param: 'partner',
      input: explicit.partner,
      message: `The product view has no partner filter: "partner=${explicit.partner}" is not applied (the flow explorer shows a pair's trade in a product).`,
    });
  if (explicit.product && explicit.product !== pid)
    notices.push({
      param: 'product',
      input: explicit.product,
      message: `This page is product ${pid}, from its address: "product=${explicit.product}" is not applied.`,
    });
  return notices;
}

/** The view (null until the coverage is known), the coverage, the URL's notices and the setter. */
export function useProductViewState(pid: string) {
  const resolve = useCallback(
    (explicit: UrlState, coverage: Coverage) => resolveProductView(pid, explicit, coverage),
    [pid],
  );
  return useCoverageView(resolve);
}
