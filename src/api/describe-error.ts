/**
 * Turns whatever a request threw into what the UI shows: a chart's error state, a view's
 * figures, the settings page's connection test. It reads the fields of the client's ApiError
 * (./errors.ts: kind, status, code, message, requestId, retryAfterMs, rateLimitedUntil)
 * structurally, so a plain Error (a bug in an option builder, say) is still shown, not swallowed.
 */
export interface ErrorDescription {
  title: string;
  message: string;
  requestId?: string;
  /** Worth a Retry button: network failures, 5xx and 429. Not 401/404/422 or contract errors. */
  retriable: boolean;
  /** 401, or no key entered yet (kind `missing-key`): the key must be entered in Settings. */
  needsKey: boolean;
  /** 429 with a readable Retry-After: when the rate limit ends. */
  retryAt?: Date;
}

interface ApiErrorLike {
  kind?: string;
  status?: number;
  code?: string;
  message?: string;
  requestId?: string;
  retryAfterMs?: number | null;
  /** ApiError's end of a rate limit with a readable Retry-After. */
  rateLimitedUntil?: Date | null;
}

export function describeError(error: unknown, now: number = Date.now()): ErrorDescription {
  const e = (error && typeof error === 'object' ? error : {}) as ApiErrorLike;
  const message =
    typeof e.message === 'string' && e.message
      ? e.message
      : typeof error === 'string' && error
        ? error
        : 'Unknown error';
  const requestId = typeof e.requestId === 'string' && e.requestId ? e.requestId : undefined;
  const base = { message, requestId, retriable: false, needsKey: false };

  // Not an API error: nothing was sent because the live service has no key (or base URL) yet.
  if (e.kind === 'missing-key') {
    return { ...base, title: 'No API key', needsKey: true };
  }
  if (e.kind === 'network') {
    return { ...base, title: 'The service could not be reached', retriable: true };
  }
  if (e.kind === 'contract') {
    return { ...base, title: 'The service answered in an unexpected format' };
  }
  if (e.kind === 'aborted') {
    return { ...base, title: 'The request was cancelled', retriable: true };
  }
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (status === 401) return { ...base, title: 'The API key was rejected', needsKey: true };
  if (status === 404) return { ...base, title: 'Not found' };
  if (status === 422) return { ...base, title: 'The service rejected the request parameters' };
  if (status === 429) {
    let retryAt: Date | undefined;
    if (e.rateLimitedUntil instanceof Date) retryAt = e.rateLimitedUntil;
    else if (typeof e.retryAfterMs === 'number' && Number.isFinite(e.retryAfterMs))
      retryAt = new Date(now + e.retryAfterMs);
    return { ...base, title: 'Rate limit reached', retriable: true, retryAt };
  }
  if (status !== undefined && status >= 500) {
    return { ...base, title: `The service failed (HTTP ${status})`, retriable: true };
  }
  if (status !== undefined) return { ...base, title: `Request failed (HTTP ${status})` };
  return { ...base, title: 'Something went wrong' };
}

/** HH:MM in the user's locale, 24-hour, for "rate-limited until HH:MM". */
export function formatClock(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hour12: false });
}
