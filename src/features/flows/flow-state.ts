/**
 * The flow explorer's URL state: the shared parameters with the view's defaults. `flow` defaults
 * to export (a heading and a chart name one direction; the country view's links always give
 * one), `to` to the last complete year, `limit` (rows of the observations table) to 100.
 */
import { DEFAULT_TO_YEAR, useUrlState, type UrlState } from '@/lib/url-state';

export const FLOWS_DEFAULT_LIMIT = 100;

const DEFAULTS = { flow: 'export', to: DEFAULT_TO_YEAR, limit: FLOWS_DEFAULT_LIMIT } as const satisfies UrlState;

export type FlowsViewState = UrlState & typeof DEFAULTS;

export function useFlowsViewState() {
  return useUrlState(DEFAULTS);
}
