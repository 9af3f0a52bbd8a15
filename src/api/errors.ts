/**
 * The one error type the client throws. Views branch on `kind` and `status`, show `message`
 * and `requestId`, and the retry policy reads `retryAfterMs`. Nothing here touches the UI.
 */

/**
 * - `http`: the service answered with an error status;
 * - `network`: no answer at all (DNS, refused, reset, CORS);
 * - `timeout`: no complete answer within the client's time limit (the request was abandoned);
 * - `contract`: a 2xx whose body is not the contract's (not JSON, empty, wrong shape);
 * - `aborted`: the caller cancelled (the view no longer needs it).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'aborted';

/** One item of a 422 body (FastAPI / Pydantic v2). */
export interface ValidationDetail {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  /** "GET /countries/{cid}/exports": the contract's name of the endpoint. */
  endpoint: string;
  status?: number | null;
  code?: string | null;
  requestId?: string | null;
  details?: ValidationDetail[];
  retryAfterMs?: number | null;
  rateLimitedUntil?: Date | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  /** HTTP status; null when no response arrived (network, timeout, aborted). */
  readonly status: number | null;
  /** The service's `error` code (`invalid_key`, `not_found`, ...); null when there was none. */
  readonly code: string | null;
  readonly requestId: string | null;
  /** 422 detail items; empty otherwise. */
  readonly details: ValidationDetail[];
  /** Readable Retry-After in milliseconds (429 or 5xx); null when absent or unreadable. */
  readonly retryAfterMs: number | null;
  /** When a rate limit with a readable Retry-After ends, for "rate-limited until HH:MM". */
  readonly rateLimitedUntil: Date | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.requestId = init.requestId ?? null;
    this.details = init.details ?? [];
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.rateLimitedUntil = init.rateLimitedUntil ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a 401: the key is missing or was rejected. */
export function isUnauthorized(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'http' && error.status === 401;
}

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
