/**
 * URL state: the search parameters every view shares (ui-contract.md). The URL is a public
 * interface, so this module is the single place that reads and writes it.
 *
 * URL format (search parameters, all optional; a missing one takes the view's default):
 *   reporter  country id: ISO alpha-2 or alpha-3, any case (ASCII only); canonicalised to
 *             upper-case alpha-2 (country-ids.ts); an id no country has is dropped with a notice
 *   partner   same as reporter
 *   product   HS6 code, `hs:` + HS6, or a 2- or 4-digit prefix; canonicalised to bare digits
 *   flow      `export` | `import` (any case)
 *   from, to  years YYYY, 1000-9999 (a full date YYYY-MM-DD means its year), inclusive; from > to is
 *             swapped. Which years exist is the service's coverage, which only the view knows:
 *             the view moves a year outside it into it, with the one notice (lib/coverage.ts
 *             `clampToCoverage`); this module does not second-guess it by the clock.
 *   limit     integer LIMIT_MIN..LIMIT_MAX (the bounds of the ranked endpoints), clamped; a view
 *             whose endpoint allows more passes its own maximum (the flow explorer's /trade: 10,000)
 *   measure   `value` | `quantity` | `unit_value` (view parameter of the series charts; a view
 *             falls back to value where its selection has no single unit)
 *   change_from, change_to
 *             years that "what changed" compares (read as from/to; swapped when reversed); the
 *             view defaults them to the first and last year of its range
 *   dependence  threshold of the dependence charts: the largest supplier's share in percent,
 *             integer 1-100, clamped
 *   mix_by    `section` | `rca`: what the country view's product mix is coloured and ranked by
 *             (default section)
 *   rca_level `hs6` | `chapter` | `section`: the level of the specialisations (default hs6)
 * Example: /countries/DE?flow=export&from=2015&to=2023&limit=20
 *
 * A view's own parameters, read by the view (this module leaves them alone):
 *   directions  flow explorer: `one` shows only `flow` for a pair (default: both directions);
 *               features/flows/flows-state.ts
 *   sort        flow explorer: the observations' order, `<column>` ascending or `-<column>`
 *               descending (`sort=-value`); a history entry, so Back restores the previous
 *               sort; an unknown column is a notice; features/flows/sort-param.ts
 * Example: /flows?reporter=DE&partner=CN&from=2015&to=2024&limit=10000&sort=-value
 *
 * Defaults: a view passes its own to applyDefaults (a missing parameter takes them); the views
 * with years open on one default range (lib/coverage.ts `defaultYears`, via `yearsOver`). A
 * default never contradicts the URL: a defaulted `to` before an explicit `from` moves up to it
 * (and a defaulted `from` down to `to`).
 *
 * Parsing never throws: a malformed value is dropped (or clamped when a nearby valid value
 * exists) and a notice says so; with the view's coverage clamp, no request the API would answer
 * with 422 is ever built.
 * Parameters this module does not know are left alone (views may add their own).
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { canonicalCountryId, isKnownCountryId } from './country-ids';
import { URL_PARAMS, serialise, type UrlParam, type UrlState } from './url-params';

// The parameter names, their order and the writer live apart (url-params.ts), so the shell's
// links (paths.ts) do not carry this parser and the ISO table it reads.
export { serialise, type Measure, type MixBy, type UrlState } from './url-params';

export interface UrlNotice {
  param: UrlParam;
  /** What the user typed, for the message. */
  input: string;
  message: string;
}

/** The bounds shared by /countries/{cid}/partners, /countries/{cid}/products and searches. */
export const LIMIT_MIN = 1;
export const LIMIT_MAX = 500;

const PRODUCT_RE = /^(?:hs:)?(\d{6})$|^(\d{2}|\d{4})$/i;
// Four digits, no leading zero: "0999" names no year of trade data (and would not round-trip).
const YEAR_RE = /^([1-9]\d{3})(?:-(\d{2})-(\d{2}))?$/;
const INT_RE = /^[+-]?\d+$/;

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** Truncates what the user typed so a notice never grows with a hostile URL. */
function shown(input: string): string {
  return input.length > 40 ? `${input.slice(0, 40)}…` : input;
}

/** Alpha-2 or alpha-3, any case, to upper-case alpha-2 (country-ids.ts); undefined when it is none. */
export function parseCountryId(input: string): string | undefined {
  return canonicalCountryId(input) ?? undefined;
}

export function parseProduct(input: string): string | undefined {
  const m = PRODUCT_RE.exec(input.trim());
  if (!m) return undefined;
  return m[1] ?? m[2];
}

/** Returns the year a `from`/`to` value names, or undefined when it names none. */
export function parseYear(input: string): number | undefined {
  const m = YEAR_RE.exec(input.trim());
  if (!m) return undefined;
  // Stryker disable next-line ConditionalExpression: equivalent, without a date part Number(undefined) is NaN and every comparison below is false
  if (m[2] !== undefined) {
    const month = Number(m[2]);
    const day = Number(m[3]);
    if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  }
  return Number(m[1]);
}

type Parsed = { state: UrlState; notices: UrlNotice[] };

export interface ParseOptions {
  /** The largest `limit` the view's endpoint accepts (default LIMIT_MAX). */
  limitMax?: number;
}

/** What one value of a parameter reads as: the value, with a notice when it was corrected, or only a notice. */
type Reading<T> = { value: T; notice?: string } | { value?: undefined; notice: string };

function readCountry(raw: string): Reading<string> {
  const id = parseCountryId(raw);
  if (id === undefined)
    return {
      notice: `"${shown(raw)}" is not a country code (ISO alpha-2 such as DE, or alpha-3 such as DEU); ignored.`,
    };
  // A well-formed id nobody knows would be a 422 from the service: say so instead of asking.
  if (!isKnownCountryId(id)) return { notice: `"${shown(raw)}" is not a known country code; ignored.` };
  return { value: id };
}

function readProduct(raw: string): Reading<string> {
  const code = parseProduct(raw);
  if (code) return { value: code };
  return {
    notice: `"${shown(raw)}" is not a product code (6-digit HS code or a 2- or 4-digit prefix); ignored.`,
  };
}

function readFlow(raw: string): Reading<'export' | 'import'> {
  const f = raw.trim().toLowerCase();
  if (f === 'export' || f === 'import') return { value: f };
  return { notice: `Flow "${shown(raw)}" is neither export nor import; ignored.` };
}

const readYear =
  (param: 'from' | 'to') =>
  (raw: string): Reading<number> => {
    const year = parseYear(raw);
    // Any four-digit year: whether the service has it is the coverage's question (see above).
    if (year !== undefined) return { value: year };
    const what = raw.trim() === '' ? 'A blank value' : `"${shown(raw)}"`;
    return { notice: `${what} is not a year; "${param}" ignored.` };
  };

const readLimit =
  (limitMax: number) =>
  (raw: string): Reading<number> => {
    const t = raw.trim();
    if (!INT_RE.test(t)) return { notice: `Limit "${shown(raw)}" is not a whole number; ignored.` };
    // Very long digit strings become Infinity and clamp to the maximum, which is what they mean.
    const n = Number(t);
    const clamped = clamp(n, LIMIT_MIN, limitMax);
    if (clamped === n) return { value: n };
    return {
      value: clamped,
      notice: `Limit ${shown(t)} is outside ${LIMIT_MIN}–${limitMax}; set to ${clamped}.`,
    };
  };

function readMeasure(raw: string): Reading<'value' | 'quantity' | 'unit_value'> {
  const m = raw.trim().toLowerCase();
  if (m === 'value' || m === 'quantity' || m === 'unit_value') return { value: m };
  return { notice: `Measure "${shown(raw)}" is not value, quantity or unit_value; ignored.` };
}

/** A parameter that names one of a few words (any case). */
const readChoice =
  <T extends string>(param: UrlParam, choices: readonly T[]) =>
  (raw: string): Reading<T> => {
    const word = raw.trim().toLowerCase();
    const found = choices.find((c) => c === word);
    if (found !== undefined) return { value: found };
    return { notice: `"${param}" must be ${choices.join(' or ')}; "${shown(raw)}" ignored.` };
  };

/**
 * Reads one parameter, which a link may repeat (`?from=+&from=2015.5`): every value is read in
 * order, the first that names something is taken, each value that names nothing gets its notice,
 * and values after the one taken are ignored with a notice that says so. Never throws.
 */
function readParam<T>(
  params: URLSearchParams,
  param: UrlParam,
  read: (raw: string) => Reading<T>,
  note: (param: UrlParam, raw: string, message: string) => void,
): T | undefined {
  // An empty value is absent (`?from=` is what a cleared field leaves).
  const values = params.getAll(param).filter((v) => v !== '');
  let taken: { raw: string; value: T } | undefined;
  const ignored: string[] = [];
  for (const raw of values) {
    if (taken) {
      ignored.push(raw);
      continue;
    }
    const reading = read(raw);
    if (reading.notice !== undefined) note(param, raw, reading.notice);
    if (reading.value !== undefined) taken = { raw, value: reading.value };
  }
  if (taken && ignored.length > 0) {
    const others = ignored.map((v) => `"${shown(v)}"`).join(', ');
    note(
      param,
      ignored[0]!,
      `"${param}" is given ${values.length} times; "${shown(taken.raw)}" is used and ${others} ignored.`,
    );
  }
  return taken?.value;
}

/** Reads the shared parameters from search params (or a query string). Never throws. */
export function parse(input: URLSearchParams | string, options: ParseOptions = {}): Parsed {
  const limitMax = options.limitMax ?? LIMIT_MAX;
  // A string never makes URLSearchParams throw (it reads any text); given params are copied.
  const params = new URLSearchParams(input);
  const notices: UrlNotice[] = [];
  const note = (param: UrlParam, raw: string, message: string) =>
    notices.push({ param, input: shown(raw), message });
  const read = <T>(param: UrlParam, reader: (raw: string) => Reading<T>) =>
    readParam(params, param, reader, note);

  const state: UrlState = {
    reporter: read('reporter', readCountry),
    partner: read('partner', readCountry),
    product: read('product', readProduct),
    flow: read('flow', readFlow),
    from: read('from', readYear('from')),
    to: read('to', readYear('to')),
    limit: read('limit', readLimit(limitMax)),
    measure: read('measure', readMeasure),
  };
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, a comparison with undefined is false (the undefined checks are for the type checker)
  if (state.from !== undefined && state.to !== undefined && state.from > state.to) {
    note(
      'from',
      String(state.from),
      `"from" ${state.from} was after "to" ${state.to}; the two were swapped.`,
    );
    [state.from, state.to] = [state.to, state.from];
  }
  parseChangeParams(params, state, note);
  state.mix_by = read('mix_by', readChoice('mix_by', ['section', 'rca'] as const));
  state.rca_level = read('rca_level', readChoice('rca_level', ['hs6', 'chapter', 'section'] as const));
  return { state: stripUndefined(state), notices };
}

/** The change years and the dependence threshold (see the format above). */
function parseChangeParams(
  params: URLSearchParams,
  state: UrlState,
  note: (param: UrlParam, raw: string, message: string) => void,
) {
  for (const param of ['change_from', 'change_to'] as const) {
    const raw = params.get(param);
    if (raw === null || raw === '') continue;
    const year = parseYear(raw);
    if (year === undefined) note(param, raw, `"${shown(raw)}" is not a year; "${param}" ignored.`);
    else state[param] = year;
  }
  if (
    state.change_from !== undefined &&
    state.change_to !== undefined &&
    state.change_from > state.change_to
  ) {
    note(
      'change_from',
      String(state.change_from),
      `The years compared were in reverse order (${state.change_from} after ${state.change_to}); swapped.`,
    );
    [state.change_from, state.change_to] = [state.change_to, state.change_from];
  }
  const threshold = params.get('dependence');
  if (threshold === null || threshold === '') return;
  const t = threshold.trim();
  if (!INT_RE.test(t)) {
    note(
      'dependence',
      threshold,
      `Dependence threshold "${shown(threshold)}" is not a whole percent; ignored.`,
    );
    return;
  }
  const n = Number(t);
  const clamped = clamp(n, 1, 100);
  if (clamped !== n)
    note('dependence', threshold, `Dependence threshold ${shown(t)}% is outside 1–100%; set to ${clamped}%.`);
  state.dependence = clamped;
}

const TWO_LETTERS_RE = /^[A-Za-z]{2}$/;
const THREE_LETTERS_RE = /^[A-Za-z]{3}$/;
/** At most this many ids are asked about for one URL (a comparison names up to a handful). */
const COUNTRY_IDS_TO_ASK_MAX = 8;

/** The country inputs of `reporter`, `partner` and the compare view's `countries` list, trimmed. */
function countryInputs(search: URLSearchParams): string[] {
  const values = [
    search.get('reporter'),
    search.get('partner'),
    // Stryker disable next-line StringLiteral: equivalent, an absent list's stand-in is no id whatever its text
    ...(search.get('countries') ?? '').split(','),
  ];
  // Stryker disable next-line StringLiteral: equivalent, as above
  return values.map((raw) => (raw ?? '').trim());
}

/** The inputs of `pattern` that name no id the client knows: upper-cased, each once, at most eight. */
function unplacedInputs(search: URLSearchParams, pattern: RegExp): string[] {
  const ids = new Set<string>();
  for (const input of countryInputs(search)) {
    if (!pattern.test(input)) continue;
    const id = canonicalCountryId(input);
    // Stryker disable next-line ConditionalExpression: equivalent, no known id is null (the check is for the type checker)
    if (id === null || !isKnownCountryId(id)) ids.add(input.toUpperCase());
  }
  return [...ids].slice(0, COUNTRY_IDS_TO_ASK_MAX);
}

/**
 * The country ids a URL names that the client cannot place yet: two letters that are no ISO code
 * and no group the service has named so far (`reporter=EU`, a shared link opened on a new device,
 * before any answer has listed the service's groups). The service's ids are alpha-2, its groups'
 * too (open-points.md, "Identifiers"). The app asks the service about each (`GET /countries/{cid}`)
 * before a view reads the URL (app/url-country-ids-gate.tsx), so that only an id the service does
 * not know is ignored with its notice.
 */
export function countryIdsToAsk(search: URLSearchParams): string[] {
  return unplacedInputs(search, TWO_LETTERS_RE);
}

/**
 * Three letters that are no ISO alpha-3 code and no group learned so far: a group id of a service
 * built otherwise (`reporter=EUN`, the EU of a BACI-built service, in a link opened on a new
 * device). Not asked as a path id, which the spec's service refuses with a 422 when it has three
 * letters, but searched for (`GET /countries?q=EUN`): a search is valid on every service, and its
 * answer teaches the client the groups it lists.
 */
export function groupIdsToSearch(search: URLSearchParams): string[] {
  return unplacedInputs(search, THREE_LETTERS_RE);
}

/**
 * The state with a view's defaults under what the URL says. A default never makes the range
 * invalid: a defaulted `to` before an explicit `from` becomes `from`, a defaulted `from` after an
 * explicit `to` becomes `to` (so `?from=2026` with the default `to` asks for 2026, not a 422).
 */
export function applyDefaults<D extends UrlState>(state: UrlState, defaults: D): UrlState & D {
  const explicit = stripUndefined(state);
  const out = { ...defaults, ...explicit } as UrlState & D;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent, a comparison with undefined is false (those checks are for the type checker), and for equal years either branch sets a year to itself
  if (out.from !== undefined && out.to !== undefined && out.from > out.to) {
    if (explicit.to === undefined) out.to = out.from;
    else if (explicit.from === undefined) out.from = out.to;
  }
  return out;
}

/** `?a=1&b=2`, or '' when there is nothing to say. */
export function toSearch(state: UrlState): string {
  const s = serialise(state).toString();
  return s ? `?${s}` : '';
}

export interface UseUrlState<D extends UrlState> {
  /** The parsed URL with the view's defaults filled in. */
  state: UrlState & D;
  /** Only what the URL itself says (no defaults), for links that should stay short. */
  explicit: UrlState;
  notices: UrlNotice[];
  /**
   * Merges a patch into the URL. Each change is a new history entry so that Back returns to
   * the previous view; pass `replace` for changes that should not be (typing, corrections).
   * A key set to undefined removes the parameter.
   */
  setState: (patch: Partial<UrlState>, options?: { replace?: boolean }) => void;
}

export function useUrlState<D extends UrlState = UrlState>(
  defaults?: D,
  options: ParseOptions = {},
): UseUrlState<D> {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  const { limitMax } = options;
  const parsed = useMemo(() => parse(new URLSearchParams(key), { limitMax }), [key, limitMax]);
  const defaultsKey = JSON.stringify(defaults ?? {});
  const state = useMemo(
    () => applyDefaults(parsed.state, JSON.parse(defaultsKey) as D),
    [parsed, defaultsKey],
  );

  // The router applies a search change in a transition, and react-router's functional
  // setSearchParams(prev => ...) hands `prev` from the last *render*, not the last request: two
  // changes before the URL commits (flow, then a year) would build on the same old search and the
  // second would undo the first. So each change builds on the search the previous change asked
  // for, until the router has committed it (or something else, such as Back, moved the URL).
  const committedRef = useRef(key);
  const pendingRef = useRef<{ latest: string; requested: Set<string> } | null>(null);
  useLayoutEffect(() => {
    committedRef.current = key;
    const pending = pendingRef.current;
    // (Keeping the record when the latest request has committed changes nothing: the next change
    // builds on the same search either way, and any other URL clears it.)
    // Stryker disable next-line EqualityOperator: equivalent, see the line above
    if (pending && (key === pending.latest || !pending.requested.has(key))) pendingRef.current = null;
  }, [key]);

  const setState = useCallback(
    (patch: Partial<UrlState>, options?: { replace?: boolean }) => {
      const base = new URLSearchParams(pendingRef.current?.latest ?? committedRef.current);
      const next = serialise({ ...parse(base, { limitMax }).state, ...patch }, base).toString();
      pendingRef.current = { latest: next, requested: new Set(pendingRef.current?.requested).add(next) };
      // As setSearchParams does: a relative "?..." keeps the current path.
      void navigate(`?${next}`, { replace: options?.replace ?? false });
    },
    [navigate, limitMax],
  );

  return { state, explicit: parsed.state, notices: parsed.notices, setState };
}

function stripUndefined(state: UrlState): UrlState {
  const out: UrlState = {};
  for (const param of URL_PARAMS) {
    const v = state[param];
    if (v !== undefined) (out as Record<string, unknown>)[param] = v;
  }
  return out;
}
