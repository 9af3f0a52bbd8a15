/** Shared by playwright.config.ts, the specs and the page benchmarks in tools/. */
import { existsSync } from 'node:fs';

/** Where the test emulator listens, and its only key. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
export const E2E_API_BASE_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_API_KEY = 'e2e-key';

/** Debian's Chromium (Playwright cannot download its own browser on this kind of machine). */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Without the background-networking flags Chromium hammers the closed network at every start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
