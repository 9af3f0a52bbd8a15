/**
 * The compare view's URL state: the shared parameters of url-state.ts (from, to, flow, product)
 * plus this view's own lists, `countries=BR,AR,CL` or `products=090111,180100`: up to six each,
 * canonicalised (alpha-2 upper case; bare HS digits), repeats dropped. An entry that is not an id
 * of its kind, or one too many, is dropped with a notice and never requested. Countries win when
 * a URL names both. The years are resolved over the service's coverage as in every view with a
 * year selection (lib/coverage.ts `yearsOver`): every view's default range by default, a URL's
 * years outside the coverage clamped with a notice.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usableCoverage, useCoverage } from '@/api/queries/coverage';
import { yearsOver, type Coverage } from '@/lib/coverage';
import { canonicalCountryId, isKnownCountryId } from '@/lib/country-ids';
import { knownChapter } from '@/lib/hs/hs-codes';
import type { CompareMode } from './compare-transforms';
import type { Flow } from '@/api/service-conventions';
import { parse, parseProduct, serialise, type UrlNotice, type UrlState } from '@/lib/url-state';

export const MAX_COMPARED = 6;

export type CompareKind = 'countries' | 'products';

export interface CompareState {
  kind: CompareKind;
  /** Canonical ids in the order given. */
  ids: string[];
  flow: Flow;
  from?: number;
  to?: number;
  /** With countries: compare their trade in this product only. */
  product?: string;
  /** How the series chart reads: values, an index (first year = 100) or shares of the sum. */
  mode: CompareMode;
}

export interface CompareNotice {
  param: string;
  input: string;
  message: string;
}

function shown(input: string): string {
  return input.length > 40 ? `${input.slice(0, 40)}…` : input;
}

export function parseCompare(search: URLSearchParams | string): {
  state: CompareState;
  notices: (CompareNotice | UrlNotice)[];
} {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const shared = parse(params);
  const notices: (CompareNotice | UrlNotice)[] = [...shared.notices];
  const countriesRaw = params.get('countries');
  const productsRaw = params.get('products');
  const kind: CompareKind =
    countriesRaw !== null && countriesRaw.trim() !== ''
      ? 'countries'
      : productsRaw !== null
        ? 'products'
        : 'countries';
  if (kind === 'countries' && productsRaw) {
    notices.push({
      param: 'products',
      input: shown(productsRaw),
      message: 'A comparison is of countries or of products: the products were ignored.',
    });
  }
  const raw = (kind === 'countries' ? countriesRaw : productsRaw) ?? '';
  const ids: string[] = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const id = kind === 'countries' ? canonicalCountryId(part) : parseProduct(part);
    // A chapter no HS revision has would be refused by the service (422, open-points.md): it is
    // dropped here, before any request carries it. Headings differ between revisions, so the
    // service's catalog judges those (compare-requests.ts).
    if (id && kind === 'products' && !knownChapter(id.slice(0, 2))) {
      notices.push({
        param: kind,
        input: shown(part),
        message: `"${shown(part)}" is not in the HS nomenclature (no such chapter); ignored.`,
      });
      continue;
    }
    if (!id || (kind === 'countries' && !isKnownCountryId(id))) {
      notices.push({
        param: kind,
        input: shown(part),
        message: `"${shown(part)}" is not ${kind === 'countries' ? 'a known country code (ISO alpha-2 or alpha-3)' : 'a product code (HS6, or a 2- or 4-digit prefix)'}; ignored.`,
      });
      continue;
    }
    if (ids.includes(id)) continue;
    if (ids.length === MAX_COMPARED) {
      notices.push({
        param: kind,
        input: shown(part),
        message: `At most ${MAX_COMPARED} ${kind} side by side: "${shown(part)}" was left out.`,
      });
      continue;
    }
    ids.push(id);
  }
  const modeRaw = (params.get('mode') ?? '').trim().toLowerCase();
  const mode: CompareMode = modeRaw === 'index' || modeRaw === 'share' ? modeRaw : 'value';
  if (modeRaw !== '' && modeRaw !== mode) {
    notices.push({
      param: 'mode',
      input: shown(modeRaw),
      message: `"${shown(modeRaw)}" is not a way to read the series (value, index or share); showing values.`,
    });
  }
  const s: UrlState = shared.state;
  // The countries' product filter, checked as a compared product is (an HS6 code waits for the
  // catalog instead: compare-requests.ts).
  let product = kind === 'countries' ? s.product : undefined;
  if (product !== undefined && !knownChapter(product.slice(0, 2))) {
    notices.push({
      param: 'product',
      input: product,
      message: `"${product}" is not in the HS nomenclature (no such chapter); the product filter is left out.`,
    });
    product = undefined;
  }
  return {
    state: { kind, ids, flow: s.flow ?? 'export', from: s.from, to: s.to, product, mode },
    notices,
  };
}

/** The search of a compare state, lists first and in the canonical order of url-state otherwise. */
export function compareSearch(state: CompareState): string {
  const out = new URLSearchParams();
  if (state.ids.length > 0) out.set(state.kind, state.ids.join(','));
  for (const [k, v] of serialise({
    flow: state.flow === 'export' ? undefined : state.flow,
    from: state.from,
    to: state.to,
    product: state.product,
  }))
    out.set(k, v);
  if (state.mode !== 'value') out.set('mode', state.mode);
  return out.toString().replace(/%2C/gi, ',');
}

function useCompareState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  const { state, notices } = useMemo(() => parseCompare(new URLSearchParams(key)), [key]);
  const setState = useCallback(
    (patch: Partial<CompareState>) => {
      void navigate(`?${compareSearch({ ...state, ...patch })}`);
    },
    [navigate, state],
  );
  return { state, notices, setState };
}

/** A comparison as the view shows it: its years always set, inside the coverage. */
export interface CompareView extends CompareState {
  from: number;
  to: number;
}

/**
 * The comparison a URL describes over the coverage, with a notice for each year moved into it;
 * for the page and the route loader alike, so both build the same requests. `explicit` keeps
 * what the URL names (clamped), for links that should stay as short as the URL.
 */
export function resolveCompareView(
  state: CompareState,
  coverage: Coverage,
): { view: CompareView; explicit: Pick<CompareState, 'from' | 'to'>; notices: UrlNotice[] } {
  const years = yearsOver({ from: state.from, to: state.to }, coverage);
  const { from, to } = years.state;
  return {
    view: { ...state, from, to },
    explicit: {
      from: state.from === undefined ? undefined : from,
      to: state.to === undefined ? undefined : to,
    },
    notices: years.notices,
  };
}

/**
 * The compare view's state over the service's coverage, as useCoverageView gives the other views
 * (that hook reads only the shared parameters; a comparison's lists and mode are its own): `view`
 * is null until the coverage is known, so no request carries a year the service may not have.
 */
export function useCompareView() {
  const { state, notices, setState } = useCompareState();
  const coverage = usableCoverage(useCoverage());
  const resolved = useMemo(() => (coverage ? resolveCompareView(state, coverage) : null), [state, coverage]);
  return {
    state,
    view: resolved?.view ?? null,
    explicit: resolved?.explicit ?? { from: state.from, to: state.to },
    coverage,
    notices: resolved ? [...notices, ...resolved.notices] : notices,
    setState,
  };
}
