/**
 * Every decision of docs/spec/open-points.md that the client depends on, in one place.
 * The service specification leaves these "not shown"; when the real service turns out to differ,
 * this module (plus swapping the contract) is the one edit. Where it is cheap, the normalisers
 * below also accept the plausible variants, so a small difference does not break a chart.
 */
import { isWorldName } from '@/lib/country-groups';
import type { components } from './generated/contract';
import { rankByValue, readSummaryScales } from './answers/answer-scales';
import { NoteSink } from './answers/service-notes';
import { literalMapping } from './answers/learned-literals';
import { countryIdInForm, type CountryIdForm } from './answers/country-id-form';
import type { ServiceProfile } from './service-profile';

type Schemas = components['schemas'];
export type GroupedPoint = Schemas['GroupedPoint'];
export type TradeSummary = Schemas['TradeSummary'];
type Markets = Schemas['Markets'];

// ---------------------------------------------------------------------------------------------
// Filter values
// ---------------------------------------------------------------------------------------------

/** `flow` values. export: reporter is the exporter; import: reporter is the importer. */
export type Flow = 'export' | 'import';
/** Default of `flow` on /countries/{cid}/partners and /countries/{cid}/products. */
export const DEFAULT_RANKING_FLOW: Flow = 'export';

export function isFlow(value: unknown): value is Flow {
  return value === 'export' || value === 'import';
}

/** First year of coverage ("from 2010 to the present"). */
export const COVERAGE_FIRST_YEAR = 2010;

/**
 * `from` / `to` are years (inclusive) sent as `YYYY`. The service also accepts a full date
 * meaning its year; we always send the plain year.
 */
export function formatYearParam(year: number | string): string {
  if (typeof year === 'number') return String(Math.trunc(year)).padStart(4, '0');
  const match = /^(\d{4})/.exec(year.trim());
  return match ? match[1]! : year.trim();
}

/**
 * A `from` / `to` year as the service's `YYYY` (2015, '2015' and '2015-06-30' share a key);
 * undefined stays undefined, and a blank year becomes '', which compactParams drops.
 */
export function yearParam(year: number | string | undefined): string | undefined {
  return year === undefined ? undefined : formatYearParam(year);
}

/**
 * The year of a `period`. Decided form: `YYYY-01-01`; also accepted: `YYYY`, any `YYYY-MM-DD`,
 * an ISO timestamp, or a number. null when unreadable.
 */
export function periodYear(period: string | number | null | undefined): number | null {
  if (typeof period === 'number') return Number.isInteger(period) ? period : null;
  if (typeof period !== 'string') return null;
  const match = /^(\d{4})(?:$|-)/.exec(period.trim());
  return match ? Number(match[1]) : null;
}

/** Country ids are ISO alpha-2 upper case (or a group id); input is case-insensitive. */
export function normaliseCountryId(id: string): string {
  return id.trim().toUpperCase();
}

/**
 * Country groups (is_group true, iso3 null) are data, not constants: their ids (e.g. `EU`)
 * come from /countries. Never hard-code the list.
 */
export function isCountryGroup(row: { is_group: boolean }): boolean {
  return row.is_group;
}

/**
 * The World aggregate among the groups (the emulator's is `XW`; the real service's id is not
 * known): found by name among /countries?q=World, never hard-coded. As a reporter it stands for
 * all trade, each flow counted once, so its product ranking is the world's.
 */
export const WORLD_GROUP_QUERY = 'World';

export function findWorldGroup(
  rows: readonly { id: string; name: string; is_group: boolean }[] | undefined,
): string | null {
  return rows?.find((r) => r.is_group && isWorldName(r.name))?.id ?? null;
}

/** Product values: 6-digit HS code, `hs:` + HS6, or a 2-/4-digit prefix. */
export const PRODUCT_ID_PATTERN = /^(?:hs:)?(\d{2}|\d{4}|\d{6})$/i;

/** The digits of a product id (`hs:` stripped), or the trimmed input when it is malformed. */
export function normaliseProductId(pid: string): string {
  const match = PRODUCT_ID_PATTERN.exec(pid.trim());
  return match ? match[1]! : pid.trim();
}

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export type GroupedKeyField = 'period' | 'partner' | 'exporter' | 'importer' | 'hs6';
const KEY_FIELDS: readonly GroupedKeyField[] = ['period', 'partner', 'exporter', 'importer', 'hs6'];

/** Which GroupedPoint key field is set, per endpoint (and per Markets list). */
export const GROUPED_POINT_KEY = {
  'GET /products/{pid}/trade': 'period',
  'GET /countries/{cid}/imports': 'period',
  'GET /countries/{cid}/exports': 'period',
  'GET /countries/{cid}/partners': 'partner',
  'GET /countries/{cid}/products': 'hs6',
  top_exporters: 'exporter',
  top_importers: 'importer',
} as const satisfies Record<string, GroupedKeyField>;

/**
 * The key of a GroupedPoint row: the decided field first; if the service set another key field
 * instead (a plausible variant), that one. null when no key field is set.
 */
export function groupedPointKey(point: GroupedPoint, expected: GroupedKeyField): string | null {
  const primary = point[expected];
  if (typeof primary === 'string' && primary !== '') return primary;
  for (const field of KEY_FIELDS) {
    const value = point[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Requests in the service's own conventions (its profile, read from its /openapi.json)
// ---------------------------------------------------------------------------------------------

/** Our values of `flow`, as the decided conventions spell them. */
const OUR_FLOWS: readonly Flow[] = ['export', 'import'];
/** Parameters that carry a country or group id. */
const COUNTRY_PARAMS = new Set(['cid', 'reporter', 'partner']);

/**
 * The id form a profile's country id pattern asks for: ours (alpha-2) unless the pattern refuses
 * `DE` and takes the same country as alpha-3 (`DEU`) or numeric (`276`).
 */
export function countryIdFormOf(profile: ServiceProfile | null): CountryIdForm {
  const pattern = profile?.countryIdPattern;
  // Stryker disable next-line ConditionalExpression: equivalent, an absent or empty pattern takes `DE` below too; this only skips compiling it
  if (!pattern) return 'alpha-2';
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return 'alpha-2'; // a pattern JavaScript cannot read: our own form
  }
  if (re.test('DE')) return 'alpha-2';
  if (re.test('DEU')) return 'alpha-3';
  return re.test('276') ? 'numeric' : 'alpha-2';
}

export interface RequestParams {
  path: Record<string, string>;
  query: Record<string, string | number | boolean>;
}

/**
 * A request's parameters as the service's profile says it takes them: `flow` in its literals,
 * `from` / `to` as a date where it wants one, country ids in its form (a group id, which is the
 * service's own, is left as it is). Without a profile, or where it states nothing, ours.
 */
export function inProfileConventions(profile: ServiceProfile | null, params: RequestParams): RequestParams {
  if (!profile) return params;
  const form = countryIdFormOf(profile);
  const flows = profile.flowLiterals ? literalMapping(OUR_FLOWS, profile.flowLiterals) : null;
  const value = <V extends string | number | boolean>(name: string, v: V): V | string => {
    if (COUNTRY_PARAMS.has(name) && form !== 'alpha-2')
      return countryIdInForm(normaliseCountryId(String(v)), form);
    if (name === 'flow' && flows) return flows.get(String(v)) ?? v;
    // A year given as a number is a year all the same.
    if ((name === 'from' || name === 'to') && profile.yearParamFormat === 'date') return `${v}-01-01`;
    return v;
  };
  const path = Object.fromEntries(Object.entries(params.path).map(([n, v]) => [n, value(n, v)]));
  const query = Object.fromEntries(Object.entries(params.query).map(([n, v]) => [n, value(n, v)]));
  return { path, query };
}

export const REQUEST_ID_HEADER = 'X-Request-ID';
export const RETRY_AFTER_HEADER = 'Retry-After';

// ---------------------------------------------------------------------------------------------
// TradeSummary scales
// ---------------------------------------------------------------------------------------------

// `growth` is a fraction (0.05 = 5% a year), `share` a fraction of the whole and
// `partner_concentration` on 0-10,000. A service on another scale is read by checking each
// value against the rest of the same answer (answers/answer-scales.ts), with a note.

// ---------------------------------------------------------------------------------------------
// Ordering (applied defensively: cheap, and charts rely on it)
// ---------------------------------------------------------------------------------------------

/** Series come `period` ascending; sort when the service does not. Gaps stay gaps. */
function sortByPeriod<T extends { period?: string | null }>(rows: T[]): T[] {
  for (let i = 1; i < rows.length; i += 1) {
    if ((rows[i - 1]!.period ?? '') > (rows[i]!.period ?? '')) {
      // Stryker disable next-line EqualityOperator: equivalent for a series, whose periods are distinct (<= only reorders equal ones)
      return [...rows].sort((a, b) => ((a.period ?? '') < (b.period ?? '') ? -1 : 1));
    }
  }
  return rows;
}

/** Adapts a TradeSummary to the decided scales and ordering. */
function normaliseSummary(summary: TradeSummary, notes: NoteSink = new NoteSink()): TradeSummary {
  const scaled = readSummaryScales(summary, notes);
  return { ...scaled, periods: sortByPeriod(scaled.periods) };
}

/** The endpoints whose data is a `period`-keyed series. */
const SERIES_ENDPOINTS = [
  'GET /products/{pid}/trade',
  'GET /countries/{cid}/imports',
  'GET /countries/{cid}/exports',
] as const;

/** The endpoints whose data is a ranking the views take "the largest" from. */
const RANKING_ENDPOINTS = {
  'GET /countries/{cid}/partners': 'partner',
  'GET /countries/{cid}/products': 'hs6',
} as const satisfies Record<string, GroupedKeyField>;

function rankPoints(rows: GroupedPoint[], key: GroupedKeyField, notes: NoteSink): GroupedPoint[] {
  return rankByValue(rows, (row) => groupedPointKey(row, key) ?? '', notes) as GroupedPoint[];
}

/**
 * Adapts a validated response's data to the decided conventions, per endpoint key
 * ("METHOD /path"): series by period, rankings by value, a summary's scales. What had to be
 * guessed is added to `notes`. Unknown endpoints pass through.
 */
export function normaliseData(endpoint: string, data: unknown, notes: NoteSink = new NoteSink()): unknown {
  if ((SERIES_ENDPOINTS as readonly string[]).includes(endpoint) && Array.isArray(data)) {
    return sortByPeriod(data as GroupedPoint[]);
  }
  const rankingKey = (RANKING_ENDPOINTS as Record<string, GroupedKeyField | undefined>)[endpoint];
  if (rankingKey && Array.isArray(data)) return rankPoints(data as GroupedPoint[], rankingKey, notes);
  if (endpoint === 'GET /products/{pid}/markets') {
    const markets = data as Markets;
    return {
      ...markets,
      top_exporters: rankPoints(markets.top_exporters, 'exporter', notes),
      top_importers: rankPoints(markets.top_importers, 'importer', notes),
    };
  }
  if (endpoint === 'GET /trade/summary') return normaliseSummary(data as TradeSummary, notes);
  return data;
}
