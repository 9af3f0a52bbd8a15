/**
 * The six pages of a first live visit against a service built differently: the built app in
 * live mode, talking to the variant service (src/emulator/node/variant-service.ts, a proxy in
 * front of `npm run api` that changes one convention at a time, or several). Every chart must
 * reach the state it reaches against the plain emulator with the same figures (its data table's
 * rows: key figures, rankings and series values as shown), and the key figures must read the
 * same; a part the variant breaks on purpose must say specifically what happened. The expected
 * figures are the plain emulator's, read in the same run, never written down here.
 *
 * Which runs: the two combinations (every convention that changes figures, and the five that
 * broke every chart at first) and the two variants that answer with errors on purpose (a FastAPI
 * 404, a 500 without CORS headers, which only a browser enforces). Each convention alone is read
 * by the client in variant-service.test.ts, over every request these six pages send
 * (six-pages-requests.ts, which the baseline here keeps in step with the pages): the browser
 * adds the charts drawn from those readings, the same for one convention as for all of them.
 *
 * Lean on purpose: one browser context per run (one test), one proxy per test in front of the
 * one emulator, the baseline read once per run and shared by the workers. Each run loads the app once, on the first page,
 * and goes on to the other five as a visitor would, in the app (a full load per page took about
 * twice as long with the same figures: docs/test-time.md).
 */
import type { Browser, Page } from '@playwright/test';
import { startVariantService } from '../src/emulator/node/variant-service';
import { SIX_PAGES_REQUESTS } from '../src/emulator/node/six-pages-requests';
import { VARIANTS, type Variant } from '../src/emulator/node/variant-conventions';
import { E2E_API_BASE_URL, E2E_API_KEY } from './env';
import { expect, test } from './fixtures';
import { navigateInApp } from './in-app';
import { oncePerRun } from './once-per-run';
import { useLiveService } from './proxied-live';

const PAGES = [
  '/countries/DE',
  '/countries/BR?flow=import',
  '/products/090111',
  '/products/27',
  '/flows?reporter=DE&partner=CN',
  '/compare?countries=BR,AR',
] as const;

/** Per variant, the message a part it breaks on purpose must show instead of its figures. */
const EXPECTED_FAILURE: Partial<Record<Variant, RegExp>> = {
  // A 500 sent without CORS headers reads as a failed fetch, at a service that answers the rest.
  'error-500-no-cors': /failed or blocked this request/,
};

/** The variants that answer with errors on purpose; every other one changes only how figures read. */
const FAILING: Variant[] = ['fastapi-404', 'error-500-no-cors'];

const COMBINATIONS: Variant[][] = [
  ...FAILING.map((v) => [v]),
  // The combination that broke every chart before the client learnt to read these answers.
  ['alpha3-ids', 'growth-percent', 'ascending-rankings', 'value-string', 'period-year'],
  // Every convention a FastAPI service might differ by, and no document that says so.
  VARIANTS.filter((v) => !FAILING.includes(v)),
];

interface ChartSeen {
  state: string;
  /** The rows of its data table (or of the table it is), as shown. */
  rows: string;
  /** The text of the part, for a failure's message. */
  text: string;
}

interface PageSeen {
  charts: Record<string, ChartSeen>;
  /** Every key figure on the page (a `dd`: the country, product and flow views' strips). */
  figures: string[];
}

test.use({ serviceWorkers: 'block' });
// Spread over the workers: run whole on one worker, the variant runs kept it busy for minutes
// after the other had finished (docs/test-time.md).
test.describe.configure({ mode: 'parallel' });

/** Waits until no chart and no key figure is still loading, the lazily loaded ones included. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-chart]').first()).toBeVisible({ timeout: 30_000 });
  const busy = () =>
    page.evaluate(
      () =>
        document.querySelectorAll('[data-chart][data-state="loading"]').length +
        [...document.querySelectorAll('main dd, main [role="status"]')].filter((e) =>
          /Loading|still waiting/i.test(e.textContent ?? ''),
        ).length,
    );
  await expect.poll(busy, { timeout: 45_000 }).toBe(0);
  await page.waitForLoadState('networkidle');
  await expect.poll(busy, { timeout: 45_000 }).toBe(0);
}

/** Opens every chart's data table (rows are built only while open) and reads what it shows. */
async function snapshot(page: Page): Promise<PageSeen> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('[data-chart] details.chart-frame__table'))
      d.open = true;
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-chart][data-state="ready"] details.chart-frame__table')].every(
      (d) => d.querySelector('tbody tr') !== null,
    ),
  );
  return page.evaluate(() => {
    const charts: Record<string, { state: string; rows: string; text: string }> = {};
    for (const chart of document.querySelectorAll<HTMLElement>('[data-chart]')) {
      let key = chart.dataset.chart ?? '?';
      for (let n = 2; key in charts; n++) key = `${chart.dataset.chart}#${n}`;
      const body = chart.querySelector('tbody');
      charts[key] = {
        state: chart.dataset.state ?? '',
        rows: (body as HTMLElement | null)?.innerText ?? '',
        text: chart.innerText,
      };
    }
    const figures = [...document.querySelectorAll<HTMLElement>('main dd')].map((d) => d.innerText);
    return { charts, figures };
  });
}

async function read(page: Page, path: string, loaded: boolean): Promise<PageSeen> {
  if (loaded) await navigateInApp(page, path);
  else await page.goto(path);
  // A part mounted late (a lazily loaded chart) may start loading after the page looked settled.
  for (let round = 1; ; round++) {
    await settled(page);
    const seen = await snapshot(page);
    if (round === 3 || Object.values(seen.charts).every((c) => c.state !== 'loading')) return seen;
  }
}

async function readAll(page: Page): Promise<Record<string, PageSeen>> {
  const out: Record<string, PageSeen> = {};
  for (const [n, path] of PAGES.entries()) out[path] = await read(page, path, n > 0);
  return out;
}

async function livePage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await useLiveService(page, baseUrl);
  return { context, page };
}

let baseline: Record<string, PageSeen> | undefined;

/** The six pages read against the plain emulator, with the requests they sent. */
async function readBaseline(browser: Browser): Promise<Record<string, PageSeen>> {
  const { context, page } = await livePage(browser, E2E_API_BASE_URL);
  const sent = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${E2E_API_BASE_URL}/`)) sent.add(url.slice(E2E_API_BASE_URL.length));
  });
  const seen = await readAll(page);
  await context.close();
  // Each convention alone is checked by the client over the recorded requests: a request the
  // pages send now and the record lacks is one no convention was checked on. Record them again
  // (every request of a run like this one, in order, but /openapi.json) if the pages changed.
  const recorded = new Set<string>([...SIX_PAGES_REQUESTS, '/openapi.json']);
  expect(
    [...sent].filter((request) => !recorded.has(request)),
    'requests missing from src/emulator/node/six-pages-requests.ts',
  ).toEqual([]);
  return seen;
}

// Read by the first worker that runs one of these tests, shared with the others (each had read
// it again, about 20 s apiece: docs/test-time.md).
test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  baseline = await oncePerRun(
    testInfo.project.outputDir,
    'variant-baseline',
    () => readBaseline(browser),
    230_000,
  );
  // The baseline itself: every chart of the six pages drawn, and the key figures there.
  for (const [path, seen] of Object.entries(baseline)) {
    const states = Object.values(seen.charts).map((c) => c.state);
    expect(states.length, path).toBeGreaterThan(0);
    expect(
      states.filter((s) => s !== 'ready' && s !== 'empty'),
      path,
    ).toEqual([]);
    expect(
      Object.values(seen.charts).some((c) => c.rows !== ''),
      path,
    ).toBe(true);
  }
});

for (const variants of COMBINATIONS) {
  test(`variant service: ${variants.join(' + ')}`, async ({ page, guard }) => {
    test.setTimeout(240_000);
    // Failed loads (a 422 learnt from, a 500 without CORS) are the browser's own log lines.
    guard.allowError(/Failed to load resource|net::ERR_|CORS/);
    const service = await startVariantService({ target: E2E_API_BASE_URL, variants });
    try {
      await useLiveService(page, service.url);
      const varied = await readAll(page);
      const failure = variants.map((v) => EXPECTED_FAILURE[v]).find(Boolean);
      for (const path of PAGES) {
        const plain = baseline![path]!;
        const seen = varied[path]!;
        expect(Object.keys(seen.charts).sort(), `${path}: the charts`).toEqual(
          Object.keys(plain.charts).sort(),
        );
        for (const [id, expected] of Object.entries(plain.charts)) {
          const chart = seen.charts[id]!;
          if (chart.state === 'error' && expected.state !== 'error' && failure) {
            expect(chart.text, `${path} ${id}: a specific message`).toMatch(failure);
            continue;
          }
          expect(chart.state, `${path} ${id}: ${chart.text.slice(0, 300)}`).toBe(expected.state);
          expect(chart.rows, `${path} ${id}: the same figures`).toBe(expected.rows);
        }
        expect(seen.figures, `${path}: the same key figures`).toEqual(plain.figures);
      }
      await guard.expectKeyOnlyInAuthorization(E2E_API_KEY);
    } finally {
      await service.close();
    }
  });
}
