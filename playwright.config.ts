import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, E2E_API_KEY, E2E_API_PORT } from './e2e/env';

/**
 * Browser tests run the app in demo mode (msw worker + in-browser emulator) and, for the live
 * data source, against the emulator's real HTTP server (`npm run api`).
 *
 * Ports are overridable so a developer's own dev server or `npm run api` (with other keys)
 * is never mistaken for the test server.
 */
const CI = !!process.env.CI;
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);

const scripts =
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};

// A production-like demo build (service worker served from the build) is what users meet on the
// public demo; the dev server is the fallback while developing (E2E_SERVER=dev) or if the demo
// build script does not exist yet.
// The bundle only: `build:demo`'s `tsc -b` type-checks every source again (16 s on a quiet
// 2-core machine, twice that under load), which `npm run typecheck` does and the tests need not.
// E2E_SKIP_BUILD: .ci/run has just built the demo in its own step.
const useDemoBuild = process.env.E2E_SERVER !== 'dev' && 'build:demo' in scripts;
const buildFirst = process.env.E2E_SKIP_BUILD ? '' : 'npx vite build --mode demo && ';
const appCommand = useDemoBuild
  ? `${buildFirst}npx vite preview --mode demo --host 127.0.0.1 --port ${APP_PORT} --strictPort`
  : `npx vite --host 127.0.0.1 --port ${APP_PORT} --strictPort`;

const webServer: NonNullable<Parameters<typeof defineConfig>[0]['webServer']> = [
  {
    name: 'app',
    command: appCommand,
    url: `http://127.0.0.1:${APP_PORT}/`,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];
// E2E_API=off: iterate on demo-only specs without the emulator's HTTP server.
if ('api' in scripts && process.env.E2E_API !== 'off') {
  webServer.push({
    name: 'api',
    command: 'npm run api',
    // Any HTTP answer (a 401 included) means the emulator is listening.
    url: `http://127.0.0.1:${E2E_API_PORT}/openapi.json`,
    // One key for the whole suite, which asks far more than any user (the variant runs read six
    // views a dozen times in a few minutes, each naming its products chapter by chapter): a limit
    // a user never meets, so no test reads "Rate-limited" where it compares figures. The rate
    // limit itself is tested in the service's own tests and the fault matrix.
    env: { PORT: String(E2E_API_PORT), API_KEYS: E2E_API_KEY, RATE_LIMIT: '20000/60s' },
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  });
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: CI,
  // Locally no retries: a flaky test is a bug to fix. CI (one run on a shared 2-core machine)
  // retries a failed test once, and .ci/run's summary names every test that passed only then.
  retries: CI ? 1 : 0,
  // Three on two cores, in CI too: much of a browser test's time is waiting (on the service,
  // retries, time limits, the network going idle), which a third worker fills; with two the cores
  // were 86% busy (docs/test-time.md).
  workers: 3,
  // A hang-catcher, not a time goal (every wait is on a state, each at most `expect`'s 30 s): on
  // the shared 2-core machines CI runs on, tests of one or two whole views took 40 to 55 s in
  // passing runs and, under heavier load, one passed 60 s on both attempts (docs/test-time.md).
  timeout: 120_000,
  // A wait on a state, not a time goal: on a slow 2-core machine a demo page's first screen (its
  // world built in the page's worker, three workers beside it) came past 20 s (docs/test-time.md).
  expect: { timeout: 30_000 },
  // .ci/run adds a JSON reporter on the command line to count results.
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // Recorded only on a retry (CI retries once): recording every test and keeping it on failure
    // cost 10 to 20% of the browser tests' time (docs/test-time.md). Debugging a failure locally:
    // `npx playwright test <spec> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer,
});
