/**
 * The README's screenshot: the country view in demo mode, once every chart is drawn.
 * Needs a running demo server: `npm run build:demo && npx vite preview --mode demo`, then
 * `npx tsx scripts/screenshot.ts [baseUrl]` (default http://127.0.0.1:4173).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/env';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = 'docs/screenshot-country.png';
const browser = await chromium.launch({
  ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 1400 }, colorScheme: 'light' });
  await page.goto(`${base}/countries/BR?flow=export&from=2012&to=2024`);
  await page.locator('[data-chart]').first().waitFor();
  for (const chart of await page.locator('[data-chart]').all()) {
    await chart.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 30_000 });
  }
  mkdirSync('docs', { recursive: true });
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
