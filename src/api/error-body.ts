/**
 * Reading the parts of a failed response the client turns into an ApiError (./errors.ts):
 * Retry-After, 422 detail items, the Error body, ajv's paths. Apart from the error type so that
 * the app's shell, which only checks errors, does not carry them (issue 11).
 */
import type { ValidationDetail } from './errors';

/**
 * Parses Retry-After: delay-seconds (`"30"`) or an HTTP-date. Returns milliseconds from `now`
 * (never negative), or null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (text === '') return null;
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
  const rest = loc.length > 1 && ['query', 'path', 'header', 'body', 'cookie'].includes(String(loc[0])) ? loc.slice(1) : loc;
  return rest.map(String).join('.') || 'request';
}

/** "limit: Input should be less than or equal to 500; q: Field required". */
export function summariseDetails(details: readonly ValidationDetail[]): string {
  return details.map((d) => `${formatLoc(d.loc)}: ${d.msg}`).join('; ');
}

function isValidationDetail(value: unknown): value is ValidationDetail {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.loc) &&
    v.loc.every((p) => typeof p === 'string' || typeof p === 'number') &&
    typeof v.msg === 'string' &&
    typeof v.type === 'string'
  );
}

/** The well-formed detail items of a 422 body (malformed items are dropped, not fatal). */
export function readValidationDetails(body: unknown): ValidationDetail[] {
  if (typeof body !== 'object' || body === null) return [];
  const detail = (body as { detail?: unknown }).detail;
  if (!Array.isArray(detail)) return [];
  return detail.filter(isValidationDetail).map((d) => {
    const item: ValidationDetail = { loc: [...d.loc], msg: d.msg, type: d.type };
    if ('input' in d) item.input = d.input;
    if (typeof d.ctx === 'object' && d.ctx !== null) item.ctx = d.ctx;
    return item;
  });
}

/** The Error body `{ error, message, request_id }`, each field only when it is a string. */
export function readErrorBody(body: unknown): { code: string | null; message: string | null; requestId: string | null } {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { code: str(b.error), message: str(b.message), requestId: str(b.request_id) };
}

/** Ajv's instancePath `/data/3/value_usd` → `data[3].value_usd`. */
export function formatInstancePath(instancePath: string, missingProperty?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (missingProperty !== undefined) parts.push(missingProperty);
  let out = '';
  for (const part of parts) {
    if (/^\d+$/.test(part)) out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out === '' ? 'body' : out;
}
