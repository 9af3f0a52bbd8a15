/**
 * The forms of an answer's values, read as ours before the contract check, so that a service
 * built differently passes the check when what it says is the same:
 * - numbers sent as numeric strings (Pydantic's Decimal is serialised as `"123.45"`) become numbers;
 * - `period` as a year (`2019`, `"2019"`), any date or a timestamp becomes `YYYY-01-01`;
 * - country ids in alpha-3 or numeric form become alpha-2 (a note says so: an id form is a guess);
 * - unit words become unit codes.
 * Everything else is left for the contract check to judge.
 */
import { readCountryId } from './country-id-form';
import { unitCode } from './unit-words';
import type { NoteSink } from './service-notes';

const NUMBER_FIELDS = new Set([
  'value_usd',
  'quantity',
  'flow_count',
  'share',
  'trade_value',
  'growth',
  'unit_value',
  'partner_concentration',
  'hs_version',
  'duration_ms',
]);
const COUNTRY_FIELDS = new Set(['exporter', 'importer', 'partner', 'reporter']);
/** Where `id` (and a group's `members`) is a country's, not a product's. */
const COUNTRY_ENDPOINTS = new Set(['GET /countries', 'GET /countries/{cid}']);
const NUMERIC_TEXT = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** A number sent as a numeric string, as a number; anything else unchanged. */
export function readNumber(value: unknown): unknown {
  // Stryker disable next-line ConditionalExpression: equivalent, a non-string's text that passes the test is a number's, which Number gives back (the typeof is for the type checker)
  if (typeof value !== 'string' || !NUMERIC_TEXT.test(value)) return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/** `2019`, `"2019"`, `"2019-12-31"`, `"2019-01-01T00:00:00Z"` → `"2019-01-01"`; else unchanged. */
const isYearNumber = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1000 && (value as number) <= 9999;

export function readPeriod(value: unknown): unknown {
  if (isYearNumber(value)) return `${value}-01-01`;
  if (typeof value !== 'string') return value;
  const match = /^\s*(\d{4})(?:\s*$|-\d{2}(?:-\d{2})?(?:[T ].*)?\s*$)/.exec(value);
  return match ? `${match[1]}-01-01` : value;
}

const FORM_WORDS = { 'alpha-3': 'three-letter ISO codes', numeric: 'ISO numeric codes' } as const;

function readCountry(value: unknown, notes: NoteSink): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const { id, form } = readCountryId(value);
  if (form === 'alpha-3' || form === 'numeric') {
    notes.add(
      'country-id-form',
      `The service names countries by ${FORM_WORDS[form]} (${String(value)}); they are read as the two-letter codes (${id}).`,
    );
  }
  return form === 'other' ? value : id;
}

function readField(key: string, value: unknown, countryIds: boolean, notes: NoteSink): unknown {
  if (NUMBER_FIELDS.has(key)) return readNumber(value);
  if (key === 'period') return readPeriod(value);
  if (COUNTRY_FIELDS.has(key) || (countryIds && key === 'id')) return readCountry(value, notes);
  if (countryIds && key === 'members' && Array.isArray(value))
    return value.map((member) => readCountry(member, notes));
  if (key === 'quantity_unit' && typeof value === 'string') return unitCode(value);
  return walk(value, countryIds, notes);
}

function walk(value: unknown, countryIds: boolean, notes: NoteSink): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, countryIds, notes));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = readField(key, field, countryIds, notes);
  return out;
}

/** The 200 body of `endpoint` ("GET /path") with its values in our forms. */
export function readAnswerForms(endpoint: string, body: unknown, notes: NoteSink): unknown {
  return walk(body, COUNTRY_ENDPOINTS.has(endpoint), notes);
}
