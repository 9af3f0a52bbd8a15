/**
 * The one error type the client throws. Views branch on `kind` and `status`, show `message`
 * and `requestId`, and the retry policy reads `retryAfterMs`. Nothing here touches the UI.
 * What reads a response's error parts (Retry-After, 422 details, the Error body) is in
 * ./error-body.ts, with the client: the app's shell needs only the type.
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

/** True for a 404: the service lists nothing under that path's identifier. */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/** True for a 422 that names this query parameter: the service refused its value. */
export function isRejectedParameter(error: unknown, parameter: string): error is ApiError {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status === 422 &&
    error.details.some((d) => d.loc.includes(parameter))
  );
}
