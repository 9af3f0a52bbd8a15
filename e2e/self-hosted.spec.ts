/**
 * The self-hoster's path, once: the shipped BACI sample imported (`npm run data:import`) and
 * served with the production dashboard by `npm start -- --db` (the spec builds the dashboard when
 * `dist/` is missing, and starts its own server on a free port). The dashboard opens on its same-origin service with
 * no key typed, shows the imported figures, and no key is in any URL or in the page's storage.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { buildNeed } from '../src/emulator/cli/build-freshness';

let server: ChildProcess | null = null;
let origin = '';

test.beforeAll(async () => {
  // `npm start` serves the production build: CI has just made it; a newcomer's `npm test` makes
  // it here rather than skipping the self-hoster's path, and so does a checkout whose sources
  // changed after its build (or the spec would test yesterday's dashboard). Only the bundle (`vite build`, the second
  // half of `npm run build`): its first half, the type check of the same sources, has just run in
  // the demo build before the suite (about 30 s of CPU, two minutes on a busy machine).
  if (buildNeed(process.cwd()).build) {
    test.setTimeout(300_000);
    const built = spawnSync('npx', ['vite', 'build'], { encoding: 'utf8' });
    expect(built.status, built.stderr || built.stdout).toBe(0);
  }
  const db = join(mkdtempSync(join(tmpdir(), 'tradescope-e2e-')), 'sample.duckdb');
  const imported = spawnSync(
    'npx',
    ['tsx', 'src/emulator/cli/data-import.ts', 'data/baci-sample', '--db', db],
    {
      encoding: 'utf8',
    },
  );
  expect(imported.status, imported.stderr).toBe(0);
  server = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/node/start.ts', '--db', db], {
    env: { ...process.env, PORT: '0', API_KEYS: 'operator-only-key' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /dashboard on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    server!.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${out}`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('npm start --db: the dashboard shows the imported sample with no key typed and none stored', async ({
  page,
}) => {
  const apiRequests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${origin}/api/`))
      apiRequests.push({ url: r.url(), authorization: r.headers()['authorization'] });
  });
  await page.goto(`${origin}/countries/BR`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brazil');
  await expect(page.locator('[data-chart="exports-series"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('auth-banner')).toHaveCount(0);
  // Where the figures come from is named: the sample is the synthetic world in BACI's layout (a
  // CEPII release would be credited as its licence asks), and it is marked synthetic.
  await expect(page.getByTestId('data-source-line')).toContainText(
    `Tradescope's synthetic world in BACI's layout (HS22), via the Trade Data Service at ${origin}/api. Synthetic data, not real trade statistics.`,
  );
  await page
    .locator('[data-chart="exports-series"]')
    .getByRole('button', { name: /Get this chart/ })
    .click();
  const panel = page.getByTestId('get-chart-panel');
  await expect(panel.getByLabel('Citation')).toHaveValue(
    /Data: Tradescope's synthetic world in BACI's layout \(HS22\), via the Trade Data Service v1 at \S+, synthetic data\./,
  );
  // A synthetic world served over HTTP has an address to send the request to.
  await expect(panel.getByLabel('curl')).toHaveValue(new RegExp(`"${origin}/api/`));
  await panel.getByRole('button', { name: 'Close' }).click();

  expect(apiRequests.length).toBeGreaterThan(0);
  expect(apiRequests.every((r) => r.authorization === undefined)).toBe(true);
  const storage = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  expect(storage).not.toMatch(/tradescope_session|operator-only-key/);
  expect(await page.evaluate(() => document.cookie)).toBe('');

  // Another client of the same server still needs an operator key.
  const anonymous = await fetch(`${origin}/api/countries/BR`);
  expect(anonymous.status).toBe(401);
});

test('npm start --db: the flow explorer’s CSV names the release and marks it synthetic', async ({ page }) => {
  await page.goto(`${origin}/flows?reporter=BR&from=2022&to=2024`);
  await expect(page.locator('[data-chart="observations"]')).toHaveAttribute('data-state', 'ready');
  const button = page.getByTestId('download-csv');
  await expect(button).toBeEnabled();
  // One click saves the CSV and its provenance file.
  const provenanceFile = new Promise<Download>((resolve) => {
    page.on('download', (d) => {
      if (d.suggestedFilename().endsWith('-provenance.txt')) resolve(d);
    });
  });
  await button.click();
  const provenance = await readFile(await (await provenanceFile).path(), 'utf8');
  expect(provenance).toContain(
    `Source: Tradescope's synthetic world in BACI's layout (HS22), via the Trade Data Service v1 at ${origin}/api (synthetic data, not real trade statistics)`,
  );
});

test('npm start --db: the HS index of a release cut to a few chapters draws them and names the others', async ({
  page,
}) => {
  await page.goto(`${origin}/products`);
  const treemap = page.locator('[data-chart="hs-treemap"]');
  await expect(treemap).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('hs-coverage')).toContainText(
    'The service does not know 93 of the 96 HS chapters (it refused them as unknown products)',
  );
  await expect(page.getByTestId('chapter-total-09')).toBeVisible();
});
