/**
 * Per-key sliding-window rate limit (a log of request times per key). A rejected request is
 * not recorded, so a client that honours Retry-After gets through once the window slides.
 */
export interface RateLimitConfig {
  requests: number;
  windowSeconds: number;
}

/** Generous enough for normal browsing: a country view fires about a dozen requests. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { requests: 600, windowSeconds: 60 };

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  check(key: string): RateDecision;
  reset(): void;
}

export function createRateLimiter(config: RateLimitConfig, now: () => number = Date.now): RateLimiter {
  const windowMs = config.windowSeconds * 1000;
  const log = new Map<string, number[]>();
  return {
    check(key) {
      const t = now();
      const times = (log.get(key) ?? []).filter((at) => at > t - windowMs);
      if (times.length >= config.requests) {
        log.set(key, times);
        // The oldest entry leaves the window first; at least one second so clients never spin.
        const oldest = times[0] ?? t;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) };
      }
      times.push(t);
      log.set(key, times);
      return { allowed: true };
    },
    reset() {
      log.clear();
    },
  };
}

/** Parses `<requests>/<seconds>s` (e.g. `100/60s`); throws on anything else. */
export function parseRateLimit(text: string): RateLimitConfig {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*s?\s*$/.exec(text);
  if (!m) throw new Error(`RATE_LIMIT must look like 100/60s, got '${text}'`);
  const requests = Number(m[1]);
  const windowSeconds = Number(m[2]);
  if (requests < 1 || windowSeconds < 1) throw new Error(`RATE_LIMIT needs positive numbers, got '${text}'`);
  return { requests, windowSeconds };
}
