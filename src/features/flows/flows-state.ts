/**
 * The flow explorer's URL state: the shared parameters of url-state.ts with the view's defaults,
 * plus its own `directions` and `sort` parameters.
 *
 * - `flow` defaults to export (a heading and a one-direction chart name one direction).
 * - Years come from the service's coverage (src/api/queries/coverage.ts), not the clock, and
 *   default as in every other view (lib/coverage.ts `yearsOver`: the last eleven years up to the
 *   latest complete one); a URL's years outside the coverage are clamped into it with a notice.
 *   Until the coverage is known the view has no years (null) and its requests wait.
 * - `limit` is the row limit of GET /trade: 1..10,000 (the service's bounds), default 1,000 (the
 *   service's own default). Above 10,000 is clamped with a notice, never sent.
 * - `directions=both|one`: with reporter and partner set, "both" (the default then) shows the
 *   reporter's exports to the partner next to its imports from it; without a pair there is no
 *   second direction to show, so the view is one-directional whatever the parameter says.
 * - `sort=<column>` / `sort=-<column>`: the observations' order (sort-param.ts).
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usableCoverage, useCoverage } from '@/api/queries/coverage';
import type { Flow } from '@/api/service-conventions';
import { yearsOver, type Coverage } from '@/lib/coverage';
import { applyDefaults, useUrlState, type UrlNotice, type UrlState } from '@/lib/url-state';
import type { SortState } from './observation-rows';
import { parseSortParam, SORT_PARAM, sortParamValue, type SortNotice } from './sort-param';

/** GET /trade's bounds (trade-data-service-v1.md, Limits). */
export const TRADE_LIMIT_MAX = 10_000;
const FLOWS_DEFAULT_LIMIT = 1_000;

export const DIRECTIONS_PARAM = 'directions';

/** The defaults that do not depend on the service (the end year comes from its coverage). */
const FLOWS_DEFAULTS: { flow: Flow; limit: number } = { flow: 'export', limit: FLOWS_DEFAULT_LIMIT };

export interface FlowsViewState extends UrlState {
  flow: Flow;
  /** Always set: the URL's (clamped to the coverage) or every view's default range (yearsOver). */
  from: number;
  to: number;
  limit: number;
  /** Reporter and partner are both set: a pair, with two directions. */
  isPair: boolean;
  /** Both directions are shown (a pair, and the user has not switched to one). */
  bothDirections: boolean;
}

/** Whether a selection shows both directions, from its pair and the `directions` parameter. */
export function showsBothDirections(state: UrlState, directions: string | null): boolean {
  const isPair = Boolean(state.reporter && state.partner);
  return isPair && directions !== 'one';
}

/**
 * The view a URL describes over the coverage: years clamped into it (with notices), defaults
 * applied. Shared by the page and the route loader, so both build the same requests.
 */
export function resolveFlowsView(
  explicit: UrlState,
  directions: string | null,
  coverage: Coverage,
): { view: FlowsViewState; notices: UrlNotice[] } {
  const years = yearsOver(explicit, coverage);
  const state = { ...applyDefaults(years.state, FLOWS_DEFAULTS), from: years.state.from, to: years.state.to };
  return {
    view: {
      ...state,
      isPair: Boolean(state.reporter && state.partner),
      bothDirections: showsBothDirections(state, directions),
    },
    notices: years.notices,
  };
}

export function useFlowsViewState() {
  const url = useUrlState(undefined, { limitMax: TRADE_LIMIT_MAX });
  // When the service cannot say (error, no key), the promised span keeps the view usable.
  const coverage = usableCoverage(useCoverage());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const directions = params.get(DIRECTIONS_PARAM);
  const resolved = useMemo(
    () => (coverage ? resolveFlowsView(url.explicit, directions, coverage) : null),
    [url.explicit, directions, coverage],
  );
  const sortRaw = params.get(SORT_PARAM);
  const sorting = useMemo(() => parseSortParam(sortRaw), [sortRaw]);
  const { setState } = url;

  /** Changes one of the view's own parameters (a new history entry, so Back undoes it). */
  const setOwnParam = useCallback(
    (name: string, value: string | null) => {
      const next = new URLSearchParams(params);
      if (value === null) next.delete(name);
      else next.set(name, value);
      void navigate(`?${next.toString()}`);
    },
    [params, navigate],
  );

  /** Switches between both directions and one. */
  const setBothDirections = useCallback(
    (both: boolean) => setOwnParam(DIRECTIONS_PARAM, both ? null : 'one'),
    [setOwnParam],
  );

  /** Sorts the observations (null: the service's order). */
  const setSort = useCallback(
    (sort: SortState | null) => setOwnParam(SORT_PARAM, sortParamValue(sort)),
    [setOwnParam],
  );

  /** Exchanges reporter and partner (the user's own `directions` choice stays). */
  const swap = useCallback(() => {
    setState({ reporter: url.explicit.partner, partner: url.explicit.reporter });
  }, [setState, url.explicit.partner, url.explicit.reporter]);

  const notices: (UrlNotice | SortNotice)[] = [
    ...url.notices,
    ...(resolved?.notices ?? []),
    ...(sorting.notice ? [sorting.notice] : []),
  ];
  return {
    /** null until the coverage is known. */
    view: resolved?.view ?? null,
    coverage,
    explicit: url.explicit,
    notices,
    setState,
    setBothDirections,
    sort: sorting.sort,
    setSort,
    swap,
  };
}
