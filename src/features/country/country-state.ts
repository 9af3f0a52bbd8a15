/**
 * The country view's URL state: the shared parameters of url-state.ts with this view's
 * defaults. `reporter` is the path's cid on this page: a link that names another is told it is
 * not applied.
 * Quick successive changes are safe: useUrlState builds each change on the previous one.
 *
 * The years come from the service's coverage (src/api/queries/coverage.ts), not the clock: the
 * selection defaults to every view's range (lib/coverage.ts `defaultYears`: years, so that growth
 * reads), and a URL's years
 * outside the coverage are clamped into it with a notice. Until the coverage is known the view
 * has no years (`resolveCountryView` returns null) and the year-dependent requests wait for it.
 */
import { useCallback } from 'react';
import { useCoverageView } from '@/api/queries/use-coverage-view';
import { yearsOver, type Coverage } from '@/lib/coverage';
import type { Flow } from '@/api/service-conventions';
import { applyDefaults, type Measure, type UrlNotice, type UrlState } from '@/lib/url-state';

export interface CountryViewState {
  flow: Flow;
  /** Always set: the URL's (clamped to the coverage) or every view's default range. */
  from: number;
  to: number;
  /** How many partners the ranking shows and how many products the mix requests. */
  limit: number;
  measure: Measure;
  product?: string;
  partner?: string;
}

const COUNTRY_VIEW_DEFAULTS: Pick<CountryViewState, 'flow' | 'limit' | 'measure'> = {
  flow: 'export',
  limit: 20,
  measure: 'value',
};

export const LIMIT_CHOICES = [5, 10, 20, 50, 100] as const;

/** Quantity needs one unit, which only a single HS6 product guarantees. */
export function quantityApplies(product: string | undefined): boolean {
  return product !== undefined && product.length === 6;
}

/**
 * The view a URL describes, given the coverage: defaults applied (every view's default range), years clamped into the coverage, and a notice for everything changed. Shared by the
 * page and the route loader, so both build the same requests.
 */
export function resolveCountryView(
  cid: string,
  explicit: UrlState,
  coverage: Coverage,
): { view: CountryViewState; notices: UrlNotice[] } {
  const years = yearsOver(explicit, coverage);
  const s = applyDefaults(years.state, {
    ...COUNTRY_VIEW_DEFAULTS,
    from: years.state.from,
    to: years.state.to,
  });
  const notices = [...years.notices, ...unappliedReporter(cid, explicit)];
  // A quantity request for an unsuitable selection would draw an empty chart: value instead, said.
  const quantityOk = quantityApplies(s.product);
  if (s.measure === 'quantity' && !quantityOk)
    notices.push({
      param: 'measure',
      input: 'quantity',
      message: s.product
        ? `Quantity needs a 6-digit product (units differ within ${s.product}); showing value instead.`
        : 'Quantity needs a 6-digit product filter (units differ between products); showing value instead.',
    });
  return {
    view: {
      flow: s.flow,
      from: s.from,
      to: s.to,
      limit: s.limit,
      measure: s.measure === 'quantity' && quantityOk ? 'quantity' : 'value',
      product: s.product,
      partner: s.partner,
    },
    notices,
  };
}

/** A link's reporter other than the page's country would read as applied: said not to be. */
function unappliedReporter(cid: string, explicit: UrlState): UrlNotice[] {
  return explicit.reporter && explicit.reporter !== cid
    ? [
        {
          param: 'reporter',
          input: explicit.reporter,
          message: `This page is country ${cid}, from its address: "reporter=${explicit.reporter}" is not applied.`,
        },
      ]
    : [];
}

/** The view (null until the coverage is known), the coverage, the URL's notices and the setter. */
export function useCountryViewState(cid: string) {
  const resolve = useCallback(
    (explicit: UrlState, coverage: Coverage) => resolveCountryView(cid, explicit, coverage),
    [cid],
  );
  return useCoverageView(resolve);
}
