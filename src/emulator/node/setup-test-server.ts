/**
 * msw/node server for component and unit tests: the real service handlers over the default
 * synthetic world, bound to DEMO_BASE_URL and the demo key, so a test talks to the same
 * service the demo does. The world is generated once per test run (shared-test-world.ts) and its
 * engine built once per test file (module cache).
 *
 * Tests take it through `installTestServer()` from src/test/msw.ts (the one harness), which
 * registers the lifecycle; the emulator's own tests may build it here.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { createEngine } from '../engine';
import type { TradeEngine } from '../engine/engine-types';
import { toAsyncEngine } from '../service/async-engine';
import { createServiceHandlers } from '../service/create-handlers';
import type { RateLimitConfig, RateLimiter } from '../service/rate-limit';
import { buildEngine, type WorldOptions } from './default-engine';
import { sharedDefaultWorld } from './shared-test-world';

/** In msw 3 the option is `onUnhandledFrame` (the old `onUnhandledRequest` is silently ignored). */
export const TEST_SERVER_LISTEN_OPTIONS = { onUnhandledFrame: 'error' } as const;

let defaultEngine: TradeEngine | null = null;

/** The default world's engine, built on first use and cached for the test file. */
export function getDefaultEngine(): TradeEngine {
  defaultEngine ??= createEngine(sharedDefaultWorld());
  return defaultEngine;
}

/**
 * A world with adversarial extras (HTML in names, very long names, zero and null values); not
 * cached, since each test may want its own. See world/world.ts `WorldExtras` for the shapes.
 */
export function buildTestEngine(options: WorldOptions): TradeEngine {
  return buildEngine(options);
}

export interface TestServerOptions {
  /** Default: the cached default world. */
  engine?: TradeEngine;
  /** Default: [DEMO_API_KEY]. */
  keys?: string[];
  /** Default: effectively unlimited, so suites never trip it by accident; set it to test 429s. */
  rateLimit?: RateLimitConfig;
  /** Default: DEMO_BASE_URL. */
  baseUrl?: string;
}

export interface TestServer {
  server: SetupServer;
  /** The service's limiter; `limiter.reset()` between tests that exercise it. */
  limiter: RateLimiter;
  baseUrl: string;
  apiKey: string;
}

export function setupTestServer(options: TestServerOptions = {}): TestServer {
  const baseUrl = options.baseUrl ?? DEMO_BASE_URL;
  const keys = options.keys ?? [DEMO_API_KEY];
  const { handlers, limiter } = createServiceHandlers({
    engine: toAsyncEngine(options.engine ?? getDefaultEngine()),
    baseUrl,
    keys,
    rateLimit: options.rateLimit ?? { requests: 1_000_000, windowSeconds: 1 },
  });
  return { server: setupServer(...handlers), limiter, baseUrl, apiKey: keys[0] ?? DEMO_API_KEY };
}
