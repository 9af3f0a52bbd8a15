/**
 * Reading the parts of a failed response the client turns into an ApiError (./errors.ts):
 * Retry-After, 422 detail items, the Error body, ajv's paths. Apart from the error type so that
 * the app's shell, which only checks errors, does not carry them.
 */
import type { ValidationDetail } from './errors';
import type { ValidationErrorObject } from './generated/validators';

/**
 * Parses Retry-After: delay-seconds (`"30"`) or an HTTP-date. Returns milliseconds from `now`
 * (never negative), or null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (value == null) return null;
  const text = value.trim(); // an empty text passes neither test below
  if (/^\d+(\.\d+)?$/.test(text)) {
    const seconds = Number(text);
    return Number.isFinite(seconds) ? Math.round(seconds * 1000) : null;
  }
  // An HTTP-date names a weekday and a month; Date.parse alone would also take "5" or "2024".
  if (!/[a-z]{3}/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** `["query", "limit"]` → "limit"; `["path", "pid"]` → "pid"; nested locations joined by dots. */
export function formatLoc(loc: readonly (string | number)[]): string {
  const rest =
    loc.length > 1 && ['query', 'path', 'header', 'body', 'cookie'].includes(String(loc[0]))
      ? loc.slice(1)
      : loc;
  return rest.map(String).join('.') || 'request';
}

/** "limit: Input should be less than or equal to 500; q: Field required". */
export function summariseDetails(details: readonly ValidationDetail[]): string {
  return details.map((d) => `${formatLoc(d.loc)}: ${d.msg}`).join('; ');
}

function isValidationDetail(value: unknown): value is ValidationDetail {
  // null has no fields to read; any other value that is not an object has no `loc` list.
  const v = (value ?? {}) as Record<string, unknown>;
  return (
    Array.isArray(v.loc) &&
    v.loc.every((p) => typeof p === 'string' || typeof p === 'number') &&
    typeof v.msg === 'string' &&
    typeof v.type === 'string'
  );
}

/** The well-formed detail items of a 422 body (malformed items are dropped, not fatal). */
export function readValidationDetails(body: unknown): ValidationDetail[] {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.filter(isValidationDetail).map((d) => {
    const item: ValidationDetail = { loc: [...d.loc], msg: d.msg, type: d.type };
    if ('input' in d) item.input = d.input;
    if (typeof d.ctx === 'object' && d.ctx !== null) item.ctx = d.ctx;
    return item;
  });
}

/** The Error body `{ error, message, request_id }` (or FastAPI's `{ detail }`), each field only when it is a string. */
export function readErrorBody(body: unknown): {
  code: string | null;
  message: string | null;
  requestId: string | null;
} {
  // A body that is no object (null, text) has none of the fields.
  const b = (body ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  // FastAPI's own errors (an unknown route's 404, an HTTPException) are `{ "detail": "..." }`:
  // that string is the service's message.
  return { code: str(b.error), message: str(b.message) ?? str(b.detail), requestId: str(b.request_id) };
}

/** Ajv's instancePath `/data/3/value_usd` → `data[3].value_usd`. */
export function formatInstancePath(instancePath: string, missingProperty?: string): string {
  // Stryker disable next-line MethodExpression: equivalent, the part before the leading "/" is empty and an empty first part writes nothing
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (missingProperty !== undefined) parts.push(missingProperty);
  let out = '';
  for (const part of parts) {
    if (/^\d+$/.test(part)) out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out === '' ? 'body' : out;
}

/**
 * Ajv's first complaint about a 200 body, in a reader's words: `data[0].flow_count is missing`,
 * `data.partner_concentration must be number or null` (ajv writes `must be number,null`).
 */
export function contractMessage(errors: readonly ValidationErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'body does not match the contract';
  if (first.keyword === 'required' && typeof first.params.missingProperty === 'string') {
    return `${formatInstancePath(first.instancePath, first.params.missingProperty)} is missing`;
  }
  const message = (first.message ?? 'is invalid').replace(
    /must be (\w+(?:,\w+)+)/,
    (_, types: string) => `must be ${types.split(',').join(' or ')}`,
  );
  return `${formatInstancePath(first.instancePath)} ${message}`;
}
