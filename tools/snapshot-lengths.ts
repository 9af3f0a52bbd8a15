/**
 * Snapshot embed link lengths per chart (a top-20 ranking under 2,000 characters, a
 * 16-year series under 1,000, the full map under 6,000). A measurement, not a test: it opens
 * each chart's "Get this chart" panel in a running demo server and reads the length of the
 * snapshot embed link (origin included) that the panel shows, and how long after the click the
 * panel took to show it (the recording proven by drawing its trims).
 *
 * Usage: `npm run embed:lengths -- http://127.0.0.1:4173` (e.g. `npm run build:demo && npx vite
 * preview --mode demo --port 4173` first).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/env';

const COUNTRY_CHARTS = [
  'exports-series',
  'imports-series',
  'top-partners',
  'partner-concentration',
  'partner-map',
  'product-mix',
];
const PRODUCT_CHARTS = [
  'product-series',
  'top-exporters',
  'top-importers',
  'market-concentration',
  'market-map',
  'exporter-shares',
  'price-by-origin',
];
/** Each view's pages and the charts measured on them. */
const PAGES: { path: string; charts: string[] }[] = [
  ...['/countries/BR', '/countries/US', '/countries/DE?flow=import', '/countries/KE'].map((path) => ({
    path,
    charts: COUNTRY_CHARTS,
  })),
  { path: '/products/090111', charts: PRODUCT_CHARTS },
  {
    path: '/products/8703',
    charts: ['product-children', ...PRODUCT_CHARTS.filter((c) => c !== 'price-by-origin')],
  },
  { path: '/flows?reporter=BR&partner=CN', charts: ['summary-periods', 'pair-products'] },
  { path: '/flows?reporter=DE', charts: ['summary-periods'] },
  {
    path: '/compare?countries=BR,AR,CL',
    charts: ['compare-series', 'compare-figures', 'compare-concentration'],
  },
  { path: '/compare?products=090111,180100', charts: ['compare-series', 'compare-exporters'] },
  { path: '/products', charts: ['hs-treemap'] },
];

async function main() {
  const base = process.argv[2] ?? process.env.EMBED_LENGTHS_URL;
  if (!base) throw new Error('usage: npm run embed:lengths -- <base URL of a running demo server>');
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  const rows: string[] = [];
  try {
    for (const { path, charts } of PAGES) {
      const page = await browser.newPage();
      await page.goto(new URL(path, base).href);
      const lengths: string[] = [];
      const waits: number[] = [];
      for (const chart of charts) {
        const frame = page.locator(`[data-chart="${chart}"]`);
        await frame.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
        await frame.getByRole('button', { name: /Get this chart/ }).click();
        const clicked = Date.now();
        const panel = page.getByTestId('get-chart-panel');
        // The snapshot's link (the recording done), not the live one shown before or without it;
        // a chart whose panel offers none (too large, or its data incomplete) says why instead.
        const shown = await page
          .waitForFunction(
            () =>
              [
                ...document.querySelectorAll<HTMLTextAreaElement>('[data-testid="get-chart-panel"] textarea'),
              ].some((t) => t.value.includes('#s=')),
            undefined,
            { timeout: 60_000 },
          )
          .then(
            () => true,
            () => false,
          );
        waits.push(Date.now() - clicked);
        const text = shown
          ? await panel.getByTestId('embed-link-length').textContent({ timeout: 30_000 })
          : null;
        lengths.push((/([\d,]+) characters/.exec(text ?? '')?.[1] ?? 'none').replace(/,/g, ''));
        console.error(`${path} ${chart}: ${lengths.at(-1)} after ${waits.at(-1)} ms`);
        await panel.getByRole('button', { name: 'Close' }).click();
        await panel.waitFor({ state: 'detached' });
      }
      rows.push(
        ...charts.map(
          (chart, i) =>
            `| \`${path}\` | \`${chart}\` | ${lengths[i] === 'none' ? 'no snapshot in 60 s' : Number(lengths[i]).toLocaleString('en-US')} | ${(waits[i]! / 1000).toFixed(1)} s |`,
        ),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log('| page | chart | characters | snapshot shown after |');
  console.log('|---|---|---:|---:|');
  for (const r of rows) console.log(r);
}

await main();
