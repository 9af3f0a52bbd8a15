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
  /** Retried automatically by the retry policy's kinds: network failures, timeouts, 5xx and 429. */
  retriable: boolean;
  /**
   * Offer a Retry action only where repeating can help: network failures, time limits, 5xx and
   * 429 (and a cancelled request). A contract mismatch, a 422, a 404 or a refused key gets the
   * same answer again; those say what differs and offer `copyText` instead.
   */
  canRetry: boolean;
  /**
   * For a failure that repeating cannot cure (a contract mismatch, a 4xx): the details a report
   * needs (what failed, the endpoint, the status, the request ID), for a "Copy details" action.
   */
  copyText?: string;
  /** 401, or no key entered yet (kind `missing-key`): the key must be entered in Settings. */
  needsKey: boolean;
  /** 429 with a readable Retry-After: when the rate limit ends. */
  retryAt?: Date;
}

interface ApiErrorLike {
  kind?: string;
  status?: number;
  code?: string;
  endpoint?: string;
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
  const base = { message, requestId, retriable: false, canRetry: false, needsKey: false };
  const described = describeKind(e, base, now);
  if (described.retriable) return { ...described, canRetry: true };
  if (!described.needsKey && (e.kind === 'contract' || e.kind === 'http'))
    return { ...described, copyText: copyTextOf(described, e) };
  return described;
}

/** The lines a report of a failure needs, request ID included. */
function copyTextOf(d: ErrorDescription, e: ApiErrorLike): string {
  return [
    d.title,
    d.message,
    typeof e.endpoint === 'string' ? `Endpoint: ${e.endpoint}` : null,
    typeof e.status === 'number' ? `HTTP status: ${e.status}` : null,
    `Request ID: ${d.requestId ?? 'none given'}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

type BaseDescription = Omit<ErrorDescription, 'title'>;

function describeKind(e: ApiErrorLike, base: BaseDescription, now: number): ErrorDescription {
  // Not an API error: nothing was sent because the live service has no key (or base URL) yet.
  if (e.kind === 'missing-key') {
    return { ...base, title: 'No API key', needsKey: true };
  }
  if (e.kind === 'network' && e.code === 'failed_or_blocked') {
    return { ...base, title: 'This request did not get through', retriable: true };
  }
  if (e.kind === 'network') {
    return { ...base, title: 'The service could not be reached', retriable: true };
  }
  if (e.kind === 'timeout') {
    return { ...base, title: 'The service did not answer in time', retriable: true };
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
    // Number.isFinite is false for null and anything else that is not a number.
    else if (Number.isFinite(e.retryAfterMs)) retryAt = new Date(now + (e.retryAfterMs as number));
    return { ...base, title: 'Rate limit reached', retriable: true, retryAt };
  }
  if (status !== undefined) {
    if (status >= 500) return { ...base, title: `The service failed (HTTP ${status})`, retriable: true };
    return { ...base, title: `Request failed (HTTP ${status})` };
  }
  return { ...base, title: 'Something went wrong' };
}

/** "Rate-limited until HH:MM.": the one wording of a long rate limit, on every error surface. */
export function rateLimitLine(d: ErrorDescription): string | null {
  return d.retryAt ? `Rate-limited until ${formatClock(d.retryAt)}.` : null;
}

/**
 * The description as one sentence, for surfaces with room for a line of text only (a search's
 * result list, a figure card): "Title: message. Rate-limited until HH:MM." The request ID is
 * not in it: the RequestId component shows it beside the sentence.
 */
export function errorSentence(d: ErrorDescription): string {
  const text = `${d.title}: ${d.message.replace(/[.!?]$/, '')}.`;
  const limit = rateLimitLine(d);
  return limit ? `${text} ${limit}` : text;
}

/** HH:MM in the user's locale, 24-hour, for "rate-limited until HH:MM". */
export function formatClock(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hour12: false });
}
