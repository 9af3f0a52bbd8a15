/**
 * What the flow form's "Show" does with the fields once the pickers are resolved: parse them as
 * the URL would be, move the years into the coverage, and sort the notices into corrections (the
 * corrected value is applied and the form says what changed) and problems (the field keeps what
 * was typed with the reason, and nothing is applied).
 */
import { clampToCoverage, type Coverage } from '@/lib/coverage';
import { parse, type UrlNotice, type UrlState } from '@/lib/url-state';
import { TRADE_LIMIT_MAX } from './flows-state';

export type PickerField = 'reporter' | 'partner' | 'product';
export const PLAIN_FIELDS = ['flow', 'from', 'to', 'limit'] as const;
export type PlainField = (typeof PLAIN_FIELDS)[number];
export type FormField = PickerField | PlainField;
export type FormProblems = Partial<Record<FormField, string>>;

export interface FlowFormCheck {
  /** The fields kept with their reason: when any, nothing is applied. */
  problems: FormProblems;
  /** Every field written, an emptied one as undefined (which removes its parameter). */
  patch: Partial<UrlState>;
  /** The notices of values changed (clamped, swapped) rather than dropped. */
  corrections: UrlNotice[];
}

/** A notice that changed a value (clamped, swapped) rather than dropping it: the value is still there. */
function isCorrection(notice: UrlNotice, state: UrlState): boolean {
  return state[notice.param] !== undefined;
}

/** The fields as URL parameters (picker ids, trimmed plain fields; empty ones left out), checked. */
export function checkFlowForm(params: URLSearchParams, coverage: Coverage): FlowFormCheck {
  const parsed = parse(params, { limitMax: TRADE_LIMIT_MAX });
  const inCoverage = clampToCoverage(parsed.state, coverage);
  const state = inCoverage.state;
  const notices = [...parsed.notices, ...inCoverage.notices];
  const problems: FormProblems = {};
  for (const n of notices) if (!isCorrection(n, state)) problems[n.param as FormField] = n.message;
  const patch: Partial<UrlState> = {};
  for (const f of ['reporter', 'partner', 'product', ...PLAIN_FIELDS] as const)
    (patch as Record<string, unknown>)[f] = state[f];
  return { problems, patch, corrections: notices.filter((n) => isCorrection(n, state)) };
}
