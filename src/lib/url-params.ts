/**
 * The search parameters every view shares, their canonical order and the one writer
 * (url-state.ts has the reader and the format). Apart from the parser so that links
 * (paths.ts, in the app's shell) do not carry it, nor the ISO table it validates ids with.
 */
import type { Flow } from '@/api/service-conventions';

export type Measure = 'value' | 'quantity' | 'unit_value';

/** What the country view's product mix is coloured and ranked by. */
export type MixBy = 'section' | 'rca';

/** The product level revealed comparative advantage is computed at. */
type RcaLevel = 'hs6' | 'chapter' | 'section';

export interface UrlState {
  reporter?: string;
  partner?: string;
  product?: string;
  flow?: Flow;
  from?: number;
  to?: number;
  limit?: number;
  measure?: Measure;
  /** The two years "what changed" compares (the earlier first). */
  change_from?: number;
  change_to?: number;
  /** Dependence threshold: the largest supplier's share, in percent (1-100). */
  dependence?: number;
  /** The product mix's colour and order: HS section (default) or RCA. */
  mix_by?: MixBy;
  /** The level of the specialisations (default HS6). */
  rca_level?: RcaLevel;
}

export type UrlParam = keyof UrlState;

/** Canonical parameter order, so that serialised URLs are stable and comparable. */
export const URL_PARAMS: readonly UrlParam[] = [
  'reporter',
  'partner',
  'product',
  'flow',
  'from',
  'to',
  'limit',
  'measure',
  'change_from',
  'change_to',
  'dependence',
  'mix_by',
  'rca_level',
];

/**
 * Writes state as search params in the canonical order. Undefined values are omitted; `base`
 * keeps parameters this module does not know (a view's own).
 */
export function serialise(state: UrlState, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (base) {
    for (const [k, v] of base) if (!(URL_PARAMS as readonly string[]).includes(k)) out.append(k, v);
  }
  for (const param of URL_PARAMS) {
    const v = state[param];
    if (v !== undefined && v !== null) out.set(param, String(v));
  }
  return out;
}
