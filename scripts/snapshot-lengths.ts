/**
 * Snapshot embed link lengths per chart (issue 10: a top-20 ranking under 2,000 characters, a
 * 16-year series under 1,000, the full map under 6,000). A measurement, not a test: it opens
 * each chart's "Get this chart" panel in a running demo server and reads the length of the
 * snapshot embed link (origin included) that the panel shows.
 *
 * Usage: `npm run embed:lengths -- http://127.0.0.1:4173` (e.g. `npm run build:demo && npx vite
 * preview --mode demo --port 4173` first).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/env';

const PAGES = ['/countries/BR', '/countries/US', '/countries/DE?flow=import', '/countries/KE'];
const CHARTS = ['exports-series', 'imports-series', 'top-partners', 'partner-concentration', 'partner-map', 'product-mix'];

async function main() {
  const base = process.argv[2] ?? process.env.EMBED_LENGTHS_URL;
  if (!base) throw new Error('usage: npm run embed:lengths -- <base URL of a running demo server>');
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  const rows: string[] = [];
  try {
    for (const path of PAGES) {
      const page = await browser.newPage();
      await page.goto(new URL(path, base).href);
      const lengths: string[] = [];
      for (const chart of CHARTS) {
        const frame = page.locator(`[data-chart="${chart}"]`);
        await frame.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
        await frame.getByRole('button', { name: /Get this chart/ }).click();
        const panel = page.getByTestId('get-chart-panel');
        const text = await panel.getByTestId('embed-link-length').textContent({ timeout: 30_000 });
        lengths.push((/([\d,]+) characters/.exec(text ?? '')?.[1] ?? '?').replace(/,/g, ''));
        await panel.getByRole('button', { name: 'Close' }).click();
        await panel.waitFor({ state: 'detached' });
      }
      rows.push(`| \`${path}\` | ${lengths.map((n) => Number(n).toLocaleString('en-US')).join(' | ')} |`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`| page | ${CHARTS.map((c) => `\`${c}\``).join(' | ')} |`);
  console.log(`|---|${CHARTS.map(() => '---:').join('|')}|`);
  for (const r of rows) console.log(r);
}

await main();
