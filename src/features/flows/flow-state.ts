/**
 * The flow explorer's URL state: the shared parameters with the view's defaults, plus its own
 * `directions` parameter.
 *
 * - `flow` defaults to export (a heading and a one-direction chart name one direction).
 * - `to` defaults to the last complete year.
 * - `limit` is the row limit of GET /trade: 1..10,000 (the service's bounds), default 1,000 (the
 *   service's own default). Above 10,000 is clamped with a notice, never sent.
 * - `directions=both|one`: with reporter and partner set, "both" (the default then) shows the
 *   reporter's exports to the partner next to its imports from it; without a pair there is no
 *   second direction to show, so the view is one-directional whatever the parameter says.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Flow } from '@/api/service-conventions';
import { DEFAULT_TO_YEAR, useUrlState, type UrlState } from '@/lib/url-state';

/** GET /trade's bounds (trade-data-service-v1.md, Limits). */
export const TRADE_LIMIT_MAX = 10_000;
export const FLOWS_DEFAULT_LIMIT = 1_000;

export const DIRECTIONS_PARAM = 'directions';

interface FlowsDefaults {
  flow: Flow;
  to: number;
  limit: number;
}

export const FLOWS_DEFAULTS: FlowsDefaults = { flow: 'export', to: DEFAULT_TO_YEAR, limit: FLOWS_DEFAULT_LIMIT };

export type FlowsUrlState = UrlState & FlowsDefaults;

export interface FlowsViewState extends FlowsUrlState {
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

export function useFlowsViewState() {
  const url = useUrlState(FLOWS_DEFAULTS, { limitMax: TRADE_LIMIT_MAX });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const directions = params.get(DIRECTIONS_PARAM);
  const view: FlowsViewState = {
    ...url.state,
    isPair: Boolean(url.state.reporter && url.state.partner),
    bothDirections: showsBothDirections(url.state, directions),
  };
  const { setState } = url;

  /** Switches between both directions and one (a new history entry, so Back undoes it). */
  const setBothDirections = useCallback(
    (both: boolean) => {
      const next = new URLSearchParams(params);
      if (both) next.delete(DIRECTIONS_PARAM);
      else next.set(DIRECTIONS_PARAM, 'one');
      void navigate(`?${next.toString()}`);
    },
    [params, navigate],
  );

  /** Exchanges reporter and partner (the user's own `directions` choice stays). */
  const swap = useCallback(() => {
    setState({ reporter: url.state.partner, partner: url.state.reporter });
  }, [setState, url.state.partner, url.state.reporter]);

  return { view, explicit: url.explicit, notices: url.notices, setState, setBothDirections, swap };
}
