// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { parseRetryAfter } from './error-body';
import {
  backoffDelay,
  createRetryPolicy,
  exceedsRetryAfterCap,
  isRetryableError,
  RETRY_DEFAULTS,
} from './retry-policy';

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, endpoint: 'GET /trade', message: `HTTP ${status}`, ...extra });
const network = new ApiError({ kind: 'network', endpoint: 'GET /trade', message: 'down' });
const contract = new ApiError({ kind: 'contract', status: 200, endpoint: 'GET /trade', message: 'bad body' });
const aborted = new ApiError({ kind: 'aborted', endpoint: 'GET /trade', message: 'cancelled' });
const timeout = new ApiError({ kind: 'timeout', endpoint: 'GET /trade', message: 'no answer within 15 s' });

/** A deterministic random source cycling through the given values. */
function seeded(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('which errors are retried', () => {
  const policy = createRetryPolicy();

  it.each([
    ['401', http(401)],
    ['403', http(403)],
    ['404', http(404)],
    ['422', http(422)],
    ['contract', contract],
    ['aborted', aborted],
    ['a plain Error (a bug)', new Error('bug')],
  ])('never retries %s', (_, error) => {
    expect(isRetryableError(error)).toBe(false);
    expect(policy.retry(0, error)).toBe(false);
  });

  it.each([
    ['network', network],
    ['timeout', timeout],
    ['500', http(500)],
    ['503', http(503)],
    ['429 without Retry-After', http(429)],
    ['429 with a short Retry-After', http(429, { retryAfterMs: 2000 })],
  ])('retries %s at most twice (three attempts)', (_, error) => {
    expect(policy.retry(0, error)).toBe(true);
    expect(policy.retry(1, error)).toBe(true);
    expect(policy.retry(2, error)).toBe(false);
  });

  it('does not retry automatically when Retry-After exceeds the cap', () => {
    const long = http(429, {
      retryAfterMs: RETRY_DEFAULTS.retryAfterCapMs + 1,
      rateLimitedUntil: new Date(0),
    });
    expect(policy.retry(0, long)).toBe(false);
    expect(policy.retry(0, http(429, { retryAfterMs: RETRY_DEFAULTS.retryAfterCapMs }))).toBe(true);
  });
});

describe('delays', () => {
  it('backs off exponentially with jitter inside [half, full] of base·2^n', () => {
    for (const r of [0, 0.25, 0.5, 0.999]) {
      const random = () => r;
      for (const [n, ceiling] of [
        [0, 1000],
        [1, 2000],
        [2, 4000],
        [3, 8000],
        [6, 8000],
      ] as const) {
        const d = backoffDelay(n, random);
        expect(d).toBeGreaterThanOrEqual(ceiling / 2);
        expect(d).toBeLessThanOrEqual(ceiling);
      }
    }
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 0.5)).toBe(1500);
  });

  it('backs off from the base and up to the longest delay it is given', () => {
    const policy = createRetryPolicy({ baseDelayMs: 100, maxDelayMs: 300, random: () => 1 });
    expect([0, 1, 2, 3].map((n) => policy.retryDelay(n, http(503)))).toEqual([100, 200, 300, 300]);
  });

  it('is jittered: different random draws give different delays', () => {
    const policy = createRetryPolicy({ random: seeded(0.1, 0.9) });
    const a = policy.retryDelay(1, http(503));
    const b = policy.retryDelay(1, http(503));
    expect(a).toBe(1100);
    expect(b).toBe(1900);
  });

  it('honours a readable Retry-After up to the cap exactly', () => {
    const policy = createRetryPolicy({ random: () => 0.5 });
    expect(policy.retryDelay(0, http(429, { retryAfterMs: 7000 }))).toBe(7000);
    expect(policy.retryDelay(1, http(503, { retryAfterMs: 3000 }))).toBe(3000);
    // without one: backoff
    expect(policy.retryDelay(0, http(429))).toBe(750);
    // The cap itself is honoured; beyond it, backoff (retry() stops there anyway).
    const cap = RETRY_DEFAULTS.retryAfterCapMs;
    expect(policy.retryDelay(0, http(429, { retryAfterMs: cap }))).toBe(cap);
    expect(policy.retryDelay(0, http(429, { retryAfterMs: cap + 1 }))).toBe(750);
  });

  it('takes a wait only from an ApiError, never from an object that looks like one', () => {
    const policy = createRetryPolicy({ random: () => 0.5 });
    const lookalike = { kind: 'network', status: 503, retryAfterMs: 60_000 };
    expect(isRetryableError(lookalike)).toBe(false);
    expect(exceedsRetryAfterCap(lookalike)).toBe(false);
    expect(exceedsRetryAfterCap({ retryAfterMs: 60_000 })).toBe(false);
    expect(policy.retryDelay(0, { retryAfterMs: 2000 })).toBe(750);
  });
});

describe('Retry-After forms', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP-date, never negative', () => {
    expect(parseRetryAfter(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', now)).toBe(0);
  });
  it('returns null for absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('2027', now)).toBe(2_027_000);
  });
});

describe('with TanStack Query', () => {
  async function attempts(error: Error): Promise<number> {
    const policy = createRetryPolicy({ baseDelayMs: 1, maxDelayMs: 2 });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: policy.retry, retryDelay: policy.retryDelay } },
    });
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['t'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(error);
        },
      })
      .catch(() => undefined);
    return calls;
  }

  it('makes three attempts for a 500 and one for a 404', async () => {
    expect(await attempts(http(500))).toBe(3);
    expect(await attempts(network)).toBe(3);
    expect(await attempts(http(404))).toBe(1);
    expect(await attempts(http(429, { retryAfterMs: 60_000 }))).toBe(1);
  });
});
