/**
 * The one formatting policy of Tradescope. Every number a user reads goes through here, so
 * that a value looks the same in a key figure, a tooltip, an axis and a data table
 * (users of other trade tools complain about inconsistent rounding and unclear units).
 *
 * Policy:
 * - Money is current US dollars. Compact form: at most one decimal ($1.2T, $345.6B, $12.3M,
 *   $4.5K), whole dollars below $1,000 ($950). Exact form: grouped digits ($1,234,567,890).
 * - Fractions (shares, growth) are shown as percentages with exactly one decimal.
 * - Growth is a compound annual rate and is always labelled "a year".
 * - Missing values (null, undefined, NaN) read "n/a", never "0": a gap is not a zero.
 * - A negative number has the minus sign (−, U+2212), as the signed changes do: "−$1.2T", "−2.3%".
 * - Locale is fixed to en-US so that a shared link shows the same text on every machine.
 */

export const NOT_AVAILABLE = 'n/a';
const LOCALE = 'en-US';

type Maybe = number | null | undefined;

function isNumber(value: Maybe): value is number {
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite is false for anything but a number (the typeof is for the type checker)
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A formatter with the fixed locale and `min`–`max` fraction digits, whose negative numbers have
 * the minus sign (the locale's is a hyphen, which the signed changes beside them do not use).
 */
function numberFormat(min: number, max: number, options: Intl.NumberFormatOptions = {}) {
  const format = new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    ...options,
  });
  return { format: (value: number) => format.format(value).replace('-', '\u2212') };
}
// The formatters below are marked pure: a bundle that uses none of them drops them, and their
// first creation costs a few ms to over 100 ms on a loaded machine (the locale's data).
const USD = { style: 'currency', currency: 'USD' } as const;
const COMPACT = { notation: 'compact', compactDisplay: 'short' } as const;

const usdCompact = /* @__PURE__ */ numberFormat(0, 1, { ...USD, ...COMPACT });
const usdWhole = /* @__PURE__ */ numberFormat(0, 0, USD);
const usdExact = /* @__PURE__ */ numberFormat(0, 2, USD);
const usdSmall = /* @__PURE__ */ numberFormat(2, 2, USD);
const percent = /* @__PURE__ */ numberFormat(1, 1, { style: 'percent' });
const signedPercent = /* @__PURE__ */ numberFormat(1, 1, { style: 'percent', signDisplay: 'exceptZero' });
const numberCompact = /* @__PURE__ */ numberFormat(0, 1, COMPACT);
const numberPlain = /* @__PURE__ */ numberFormat(0, 1);
const numberExact = /* @__PURE__ */ numberFormat(0, 3);
const integer = /* @__PURE__ */ numberFormat(0, 0);

/** The missing-value rule in one place: `format` only ever sees a finite number. */
function orNotAvailable(format: (value: number) => string): (value: Maybe) => string {
  return (value) => (isNumber(value) ? format(value) : NOT_AVAILABLE);
}

/** $1.2T / $345.6B / $12.3M / $4.5K / $950. */
export function formatUsdCompact(value: Maybe): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  // Below a thousand, compact notation would print "$950" anyway but "$0.5" for cents;
  // whole dollars keep small values readable and consistent.
  if (Math.abs(value) < 1000) return usdWhole.format(value);
  return usdCompact.format(value);
}

/** $1,234,567,890 (cents only when the value has them). */
export const formatUsdExact = /* @__PURE__ */ orNotAvailable((value) => usdExact.format(value));

/** A total the service reports no year of trade for: no figure is missing, there is none. */
export const NONE_REPORTED = 'none reported';

/** Whether a summary reports no trade at all: no total and not one year with trade. */
export function noTradeReported(value: Maybe, yearsWithTrade: number | undefined): boolean {
  return !isNumber(value) && yearsWithTrade === 0;
}

/**
 * A summary's total in US dollars, compact or exact: "none reported" where the answer has no
 * year with trade (`periods` empty) and no total, which "n/a" would read as a figure it lacks.
 * Without the count of years (not given) a missing total stays "n/a".
 */
export function formatTotalUsd(value: Maybe, yearsWithTrade: number | undefined, exact = false): string {
  if (noTradeReported(value, yearsWithTrade)) return NONE_REPORTED;
  return exact ? formatUsdExact(value) : formatUsdCompact(value);
}

/** A fraction as a percentage with one decimal: 0.1234 → "12.3%". */
export const formatPercent = /* @__PURE__ */ orNotAvailable((fraction) => percent.format(fraction));

/** A compound annual growth rate (a fraction): 0.041 → "+4.1% a year". */
export const formatGrowth = /* @__PURE__ */ orNotAvailable((cagr) => `${signedPercent.format(cagr)} a year`);

/** A plain count or measure: compact above 10,000 ("12.3K", "4.5M"), grouped below. */
export function formatNumber(value: Maybe, options: { compact?: boolean } = {}): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const compact = options.compact ?? Math.abs(value) >= 10_000;
  return compact ? numberCompact.format(value) : numberPlain.format(value);
}

/** All digits, grouped: 1234567.5 → "1,234,567.5". */
export const formatNumberExact = /* @__PURE__ */ orNotAvailable((value) => numberExact.format(value));

/** An integer count: 1234 → "1,234". */
export const formatCount = /* @__PURE__ */ orNotAvailable((value) => integer.format(value));

/**
 * Human labels of the service's quantity unit codes. Unknown codes are shown verbatim:
 * better an unfamiliar code than a wrong unit.
 */
const UNIT_LABELS: Record<string, { singular: string; plural: string }> = {
  kg: { singular: 'kg', plural: 'kg' },
  t: { singular: 't', plural: 't' },
  g: { singular: 'g', plural: 'g' },
  u: { singular: 'item', plural: 'items' },
  l: { singular: 'L', plural: 'L' },
  m: { singular: 'm', plural: 'm' },
  m2: { singular: 'm²', plural: 'm²' },
  m3: { singular: 'm³', plural: 'm³' },
  pair: { singular: 'pair', plural: 'pairs' },
  kwh: { singular: 'kWh', plural: 'kWh' },
  mwh: { singular: 'MWh', plural: 'MWh' },
  carat: { singular: 'carat', plural: 'carats' },
  ct: { singular: 'carat', plural: 'carats' },
};

/** The display label of a unit code: "kg", "items", "m²"; unknown codes verbatim. */
export function unitLabel(unit: string | null | undefined, plural = true): string {
  if (!unit) return '';
  const known = UNIT_LABELS[unit.toLowerCase()];
  if (!known) return unit;
  return plural ? known.plural : known.singular;
}

/**
 * Quantity with its unit, compact: 950 kg → "950 kg"; 1,234,567 kg → "1.2K t" (metric tonnes:
 * the service reports kilograms, and 1,000 kg is exactly one tonne, so the conversion is
 * explicit in the label rather than hidden); 12 items → "12 items".
 */
export function formatQuantity(value: Maybe, unit: string | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  let amount = value;
  let code = unit ?? '';
  if (code.toLowerCase() === 'kg' && Math.abs(value) >= 1000) {
    amount = value / 1000;
    code = 't';
  }
  const label = unitLabel(code, Math.abs(amount) !== 1);
  const number = formatNumber(amount);
  return label ? `${number} ${label}` : number;
}

/** Quantity with every digit in the service's own unit: "1,234,567 kg". */
export function formatQuantityExact(value: Maybe, unit: string | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const label = unitLabel(unit, Math.abs(value) !== 1);
  const number = formatNumberExact(value);
  return label ? `${number} ${label}` : number;
}

/** USD per unit: "$3.45 per kg". */
export function formatUnitValue(value: Maybe, unit: string | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const money = Math.abs(value) < 1000 ? usdSmall.format(value) : formatUsdCompact(value);
  const label = unitLabel(unit, false);
  return label ? `${money} per ${label}` : money;
}

/**
 * A year from a year number or a period string ("2024-01-01" → "2024"). No digit grouping:
 * "2,024" would be wrong.
 */
export function formatYear(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : NOT_AVAILABLE;
  const match = /^(\d{4})/.exec(value.trim());
  return match?.[1] ?? NOT_AVAILABLE;
}

/** A year range: "2012–2024", or one year when both ends agree. */
export function formatYearRange(from: number | null | undefined, to: number | null | undefined): string {
  if (from == null && to == null) return 'all years';
  if (from == null) return `up to ${formatYear(to)}`;
  if (to == null) return `from ${formatYear(from)}`;
  return from === to ? formatYear(from) : `${formatYear(from)}–${formatYear(to)}`;
}

/** A Herfindahl-Hirschman index on the 0-10,000 scale, as a whole number: "2,345". */
export const formatHhi = /* @__PURE__ */ orNotAvailable((value) => integer.format(value));
