/**
 * When and how soon to retry a failed request, as pure functions (TanStack Query's `retry` and
 * `retryDelay` receive the number of failures so far, starting at 0 for the first failure).
 *
 * - Never retried: 401, 404, 422 (and any other 4xx but 429), contract mismatches, aborted calls.
 * - Retried at most twice (three attempts in all): network failures, timeouts, 5xx, 429.
 * - Delay: a readable Retry-After up to the cap is honoured exactly; a longer one means no
 *   automatic retry (the error's rateLimitedUntil lets the UI say until when); otherwise
 *   exponential backoff with jitter.
 */
import { ApiError, isApiError } from './errors';

export interface RetryPolicyOptions {
  /** Attempts in all, the first included. */
  maxAttempts?: number;
  /** Longest Retry-After honoured automatically. */
  retryAfterCapMs?: number;
  /** Backoff before the first retry (before jitter). */
  baseDelayMs?: number;
  /** Ceiling of the backoff (before jitter). */
  maxDelayMs?: number;
  /** Source of randomness for the jitter, in [0, 1). Injectable for tests. */
  random?: () => number;
}

export const RETRY_DEFAULTS = {
  maxAttempts: 3,
  retryAfterCapMs: 10_000,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
} as const;

/** Whether the error is of a kind worth trying again at all (ignores attempt count and Retry-After). */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false; // a bug in our own code does not get better by retrying
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, only http errors carry a status of 429 or 5xx (a contract error's is the 2xx whose body failed, the others' null)
  if (error.kind !== 'http' || error.status === null) return false; // contract, aborted
  return error.status === 429 || error.status >= 500;
}

/** True when the service asked us to wait longer than we are willing to wait automatically. */
export function exceedsRetryAfterCap(
  error: unknown,
  capMs: number = RETRY_DEFAULTS.retryAfterCapMs,
): boolean {
  if (!isApiError(error)) return false;
  // No Retry-After (null) is no wait at all.
  // Stryker disable next-line LogicalOperator: equivalent, null > capMs is false as 0 > capMs is (caps are positive)
  return (error.retryAfterMs ?? 0) > capMs;
}

/** Exponential backoff with "equal jitter": uniformly within [half, full] of base·2^n, capped. */
export function backoffDelay(
  failureCount: number,
  random: () => number = Math.random,
  baseDelayMs: number = RETRY_DEFAULTS.baseDelayMs,
  maxDelayMs: number = RETRY_DEFAULTS.maxDelayMs,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failureCount));
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (r * ceiling) / 2);
}

export interface RetryPolicy {
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: (failureCount: number, error: unknown) => number;
}

export function createRetryPolicy(options: RetryPolicyOptions = {}): RetryPolicy {
  const maxAttempts = options.maxAttempts ?? RETRY_DEFAULTS.maxAttempts;
  const capMs = options.retryAfterCapMs ?? RETRY_DEFAULTS.retryAfterCapMs;
  const baseDelayMs = options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  const random = options.random ?? Math.random;
  return {
    retry(failureCount, error) {
      if (failureCount + 1 >= maxAttempts) return false;
      if (!isRetryableError(error)) return false;
      return !exceedsRetryAfterCap(error, capMs);
    },
    retryDelay(failureCount, error) {
      if (error instanceof ApiError && error.retryAfterMs !== null && error.retryAfterMs <= capMs) {
        return error.retryAfterMs;
      }
      return backoffDelay(failureCount, random, baseDelayMs, maxDelayMs);
    },
  };
}
