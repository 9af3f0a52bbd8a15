/**
 * The fault matrix in a real browser: the production-like build in live mode, talking to
 * `npm run api` through a fault-injecting proxy (fault-proxy.ts). Each test switches one fault
 * on for one endpoint a view calls, and checks that the page stays alive, the affected part
 * shows its error with the request ID (where the answer had one), the other parts are ready,
 * attempts are bounded (three for faults worth retrying, one otherwise) and Retry recovers once
 * the fault is gone. Every fault appears at least once, and every endpoint of the country view
 * (detail, summary, both series, partners, products), the home page's search, and of the flow
 * explorer (/trade, /trade/summary); one fault per test keeps it to a few minutes. The request
 * time limit is 2 s where the fault is a hang, and 20 s elsewhere: on a busy machine an answer
 * can take two seconds, and the time limit's own retries would blur the fault's count.
 *
 * Service workers are blocked: these tests stand for the production build (live only, no demo
 * worker). The demo build's worker leaves live requests to the page (its prelude, checked in
 * demo-worker.spec.ts and in the demo-build tests at the end of this file).
 */
import type { Locator, Page } from '@playwright/test';
import { E2E_API_BASE_URL } from './env';
import { expect, test } from './fixtures';
import { startFaultProxy, type Fault, type FaultProxy } from './fault-proxy';
import { useLiveService } from './proxied-live';

const TIMEOUT_MS = 2_000;
const SLOW_MACHINE_TIMEOUT_MS = 20_000;
const NO_REQUEST_ID: readonly Fault[] = ['hang', 'reset'];
/** Faults the retry policy does not repeat: a long rate limit and bodies that break the contract. */
const NOT_RETRIED: readonly Fault[] = ['429-long', 'malformed-json', 'wrong-shape', 'empty-body'];
/** Contract faults: the part may offer no Retry at all, since repeating cannot help. */
const NO_RETRY_OFFERED: readonly Fault[] = ['malformed-json', 'wrong-shape', 'empty-body'];

test.use({ serviceWorkers: 'block' });
// Spread over the workers (each its own proxy on a free port): run whole on one worker, this file
// alone kept it busy for minutes after the other had finished (docs/test-time.md).
test.describe.configure({ mode: 'parallel' });

let proxy: FaultProxy;
test.beforeAll(async () => {
  proxy = await startFaultProxy(E2E_API_BASE_URL);
});
test.afterAll(async () => {
  await proxy.close();
});
test.beforeEach(async ({ page, guard }) => {
  proxy.clear();
  // The browser logs every failed load; here they are the point.
  guard.allowError(/Failed to load resource|net::ERR_|CORS/);
  // Live mode through the proxy, the key remembered for the proxy's origin, a short time limit.
  await useLiveService(page, proxy.url, TIMEOUT_MS);
});

const chart = (page: Page, id: string) => page.locator(`[data-chart="${id}"]`);

interface Cell {
  fault: Fault;
  /** What the fault answers: a path pattern. */
  path: RegExp;
  url: string;
  /** The part that must show the error. */
  affected: (page: Page) => Locator;
  /** A part fed by other endpoints, which must be ready. */
  other: (page: Page) => Locator;
  /** Anything the test must do to make the request (the search types). */
  trigger?: (page: Page) => Promise<void>;
  /** After Retry, what shows the part recovered (by default: it is ready). */
  recovered?: (page: Page) => Locator;
}

const COUNTRY = '/countries/DE?from=2015&to=2023';
const FLOWS = '/flows?reporter=BR&partner=CN&flow=export&from=2015&to=2020';
const header = (page: Page) => page.locator('.country-header');
const keyFigures = (page: Page) => page.getByRole('region', { name: 'Exports: key figures' });
const observations = (page: Page) => page.getByRole('region', { name: 'Observations', exact: true });
const HOME = '/';
const searchError = (page: Page) => page.getByTestId('search-error');
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const typeSearch = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Find a country' }).fill('ger');
};

const PRODUCT = '/products/090111?from=2015&to=2024';
const PRODUCTS_INDEX = '/products?from=2015&to=2024';
const COMPARE_PRODUCTS = '/compare?products=090111,180100&from=2015&to=2023';
const COMPARE_COUNTRIES = '/compare?countries=BR,AR,CL&from=2015&to=2023';
const productHeader = (page: Page) => page.locator('.product-header');
const productFigures = (page: Page) => page.getByTestId('key-figures');
const productSearch = (page: Page) => page.locator('.product-search');
const typeProductSearch = async (page: Page) => {
  await page.getByRole('searchbox', { name: 'Find a product' }).fill('coffee');
  await page.getByRole('searchbox', { name: 'Find a product' }).press('Enter');
};

const CELLS: Cell[] = [
  {
    fault: '500',
    path: /^\/countries\/DE\/exports$/,
    url: COUNTRY,
    affected: (p) => chart(p, 'exports-series'),
    other: (p) => chart(p, 'imports-series'),
  },
  {
    fault: '503-retry-after',
    path: /^\/countries\/DE\/imports$/,
    url: COUNTRY,
    affected: (p) => chart(p, 'imports-series'),
    other: (p) => chart(p, 'exports-series'),
  },
  {
    fault: '429-short',
    path: /^\/countries\/DE\/partners$/,
    url: COUNTRY,
    affected: (p) => chart(p, 'top-partners'),
    other: (p) => chart(p, 'exports-series'),
  },
  {
    fault: '429-long',
    path: /^\/countries\/DE$/,
    url: COUNTRY,
    affected: header,
    other: (p) => chart(p, 'exports-series'),
  },
  {
    fault: '429-long',
    path: /^\/countries$/,
    url: HOME,
    affected: searchError,
    other: homeHeading,
    trigger: typeSearch,
  },
  {
    fault: 'hang',
    path: /^\/countries\/DE\/products$/,
    url: COUNTRY,
    affected: (p) => chart(p, 'product-mix'),
    other: (p) => chart(p, 'exports-series'),
  },
  {
    fault: 'hang',
    path: /^\/countries$/,
    url: HOME,
    affected: searchError,
    other: homeHeading,
    trigger: typeSearch,
  },
  {
    fault: 'reset',
    path: /^\/trade\/summary$/,
    url: COUNTRY,
    affected: (p) => chart(p, 'partner-concentration'),
    other: (p) => chart(p, 'exports-series'),
  },
  {
    fault: 'malformed-json',
    path: /^\/trade$/,
    url: FLOWS,
    affected: observations,
    other: (p) => chart(p, 'summary-periods'),
  },
  {
    fault: 'wrong-shape',
    path: /^\/trade\/summary$/,
    url: FLOWS,
    affected: (p) => chart(p, 'summary-periods'),
    other: observations,
  },
  {
    fault: 'html-error',
    path: /^\/countries\/DE$/,
    url: COUNTRY,
    affected: header,
    other: (p) => chart(p, 'imports-series'),
  },
  {
    fault: 'empty-body',
    path: /^\/countries\/DE\/exports$/,
    url: COUNTRY,
    affected: (p) => chart(p, 'exports-series'),
    other: keyFigures,
  },
  {
    fault: '500',
    path: /^\/countries$/,
    url: HOME,
    affected: searchError,
    other: homeHeading,
    trigger: typeSearch,
  },
  // The product view, the HS index and the comparisons: each endpoint they call at least once.
  {
    fault: '500',
    path: /^\/products\/090111\/markets$/,
    url: PRODUCT,
    affected: (p) => chart(p, 'market-map'),
    other: (p) => chart(p, 'product-series'),
  },
  {
    fault: 'hang',
    path: /^\/products\/090111\/trade$/,
    url: PRODUCT,
    affected: (p) => chart(p, 'product-series'),
    other: (p) => chart(p, 'market-map'),
  },
  {
    fault: '429-long',
    path: /^\/products\/090111$/,
    url: PRODUCT,
    affected: productHeader,
    other: (p) => chart(p, 'product-series'),
  },
  {
    fault: 'wrong-shape',
    path: /^\/trade\/summary$/,
    url: PRODUCT,
    affected: productFigures,
    other: (p) => chart(p, 'market-map'),
  },
  {
    fault: 'html-error',
    path: /^\/products$/,
    url: PRODUCTS_INDEX,
    affected: productSearch,
    other: (p) => chart(p, 'hs-treemap'),
    trigger: typeProductSearch,
    recovered: (p) =>
      productSearch(p)
        .getByRole('link', { name: /Coffee/ })
        .first(),
  },
  {
    fault: 'empty-body',
    path: /^\/products\/\d+\/markets$/,
    url: COMPARE_PRODUCTS,
    affected: (p) => chart(p, 'compare-exporters'),
    other: (p) => chart(p, 'compare-series'),
  },
  {
    fault: '503-retry-after',
    path: /^\/countries\/[A-Z]+\/partners$/,
    url: COMPARE_COUNTRIES,
    affected: (p) => chart(p, 'compare-figures'),
    other: (p) => chart(p, 'compare-series'),
  },
];

async function expectReady(part: Locator) {
  if ((await part.getAttribute('data-chart')) !== null) {
    await expect(part, `${await part.getAttribute('data-chart')}: ${await part.innerText()}`).toHaveAttribute(
      'data-state',
      'ready',
    );
  } else {
    await expect(part).toBeVisible();
    await expect(part.getByRole('alert')).toHaveCount(0);
    await expect(part).not.toContainText(/Loading/);
  }
}

async function expectFailed(part: Locator) {
  if ((await part.getAttribute('data-chart')) !== null) {
    await expect(part).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
  } else {
    await expect(part).toBeVisible({ timeout: 30_000 });
    if ((await part.getAttribute('data-testid')) !== 'search-error') {
      await expect(part.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    }
  }
}

for (const cell of CELLS) {
  test(`${cell.fault} on ${cell.path.source} from ${cell.url.split('?')[0]}: the part says so, the rest is ready, attempts bounded, Retry recovers`, async ({
    page,
    guard,
  }) => {
    proxy.fault(cell.path, cell.fault);
    // The app's attempts, as the page made them (the proxy's own count would include the
    // browser's transparent re-sends of a reset connection, which the app does not control).
    const attempts = new Map<string, number>();
    // What became of each attempt, with its time: printed only when an attempt count is over its
    // limit, so a rare recurrence says whether the first attempt failed as the fault or otherwise.
    const started = Date.now();
    const history: string[] = [];
    const note = (what: string, url: URL) =>
      history.push(`${Date.now() - started} ms ${what} ${url.pathname}${url.search}`);
    const ours = (request: { method(): string; url(): string }) => {
      const url = new URL(request.url());
      return request.method() === 'GET' && url.origin === proxy.url && cell.path.test(url.pathname)
        ? url
        : null;
    };
    page.on('request', (request) => {
      const url = ours(request);
      if (!url) return;
      note('sent', url);
      const key = `${url.pathname}${url.search}`;
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
    });
    // Attempts that got an answer (the fault): a fault not worth retrying is never asked again.
    // An attempt the app gave up at its time limit is a timeout, retried within the three attempts.
    const answered = new Map<string, number>();
    page.on('requestfinished', (request) => {
      const url = ours(request);
      if (!url) return;
      const key = `${url.pathname}${url.search}`;
      answered.set(key, (answered.get(key) ?? 0) + 1);
      // Only a note for the failure message: a page closed before the answer is read is no failure.
      request.response().then(
        (r) => note(`answered ${r?.status() ?? '?'}`, url),
        () => undefined,
      );
    });
    page.on('requestfailed', (request) => {
      const url = ours(request);
      if (url) note(`failed (${request.failure()?.errorText ?? 'unknown'})`, url);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        history.push(`${Date.now() - started} ms console: ${message.text().slice(0, 300)}`);
    });
    if (cell.fault !== 'hang') await useLiveService(page, proxy.url, SLOW_MACHINE_TIMEOUT_MS);
    await page.goto(cell.url);
    await cell.trigger?.(page);
    const affected = cell.affected(page);
    await expectFailed(affected);
    await expectReady(cell.other(page));

    // The message names the failure; a long rate limit says until when.
    if (cell.fault === '429-long') await expect(affected).toContainText(/Rate-limited until \d\d:\d\d/);
    if (cell.fault === 'hang') await expect(affected).toContainText(/did not answer .* within 2 s/);
    if (!NO_REQUEST_ID.includes(cell.fault)) {
      await expect(affected.locator('[data-request-id^="proxy-"]').first()).toBeVisible();
    }

    // Bounded: every distinct request was tried at most three times, and a fault not worth
    // retrying was answered once.
    const limit = NOT_RETRIED.includes(cell.fault) ? 1 : 3;
    expect(proxy.hits(cell.path), 'the fault was served').toBeGreaterThanOrEqual(1);
    // Let any retry still scheduled happen before counting (backoff is at most a few seconds).
    await page.waitForTimeout(NOT_RETRIED.includes(cell.fault) ? 1_000 : 3_000);
    expect(attempts.size).toBeGreaterThan(0);
    const shown = (await affected.innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 400);
    for (const [url, count] of attempts) {
      const context = `${url}\n${history.join('\n')}\nthe part shows: ${shown}`;
      expect(count, context).toBeLessThanOrEqual(3);
      expect(answered.get(url) ?? 0, context).toBeLessThanOrEqual(limit);
    }

    // The page is alive and Retry cures it once the fault is gone.
    proxy.clear();
    const retry = affected.getByRole('button', { name: /^Retry/ }).first();
    if (NO_RETRY_OFFERED.includes(cell.fault) && (await retry.count()) === 0) {
      // An answer that broke the contract would break it again: no Retry, but the details to
      // copy with the request ID; reloading the page once the service is fixed cures it.
      await expect(affected.getByRole('button', { name: /Copy details/ }).first()).toBeVisible();
      await page.reload();
    } else {
      await retry.click();
    }
    if (cell.recovered) {
      await expect(cell.recovered(page)).toBeVisible();
    } else if (cell.trigger) {
      await expect(page.getByRole('option', { name: /Germany/ })).toBeVisible();
    } else {
      await expectReady(affected);
    }
    expect(guard.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
}

test('a request the view no longer needs is cancelled: leaving a hanging page leaves nothing pending', async ({
  page,
}) => {
  proxy.fault(/^\/countries\/DE\/products$/, 'hang');
  // A long time limit here, so an abort can only come from leaving the page.
  await page.addInitScript(() => {
    const settings = JSON.parse(localStorage.getItem('tradescope.data-source') ?? '{}') as Record<
      string,
      unknown
    >;
    localStorage.setItem('tradescope.data-source', JSON.stringify({ ...settings, requestTimeoutMs: 60_000 }));
  });
  await page.goto(COUNTRY);
  await expect(chart(page, 'exports-series')).toHaveAttribute('data-state', 'ready');
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().includes('/products')) failed.push(r.failure()?.errorText ?? '');
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // The hanging request is aborted when its last observer goes away, long before its time limit.
  await expect.poll(() => failed.length, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(failed[0]).toMatch(/ABORTED/);
});

test.describe('in the demo build, with its service worker running', () => {
  // The msw worker sees every request of the page it controls, live ones included.
  test.use({ serviceWorkers: 'allow' });

  test('a hung live request ends when the page leaves it (the worker does not keep it open)', async ({
    page,
  }) => {
    proxy.fault(/^\/countries\/DE\/products$/, 'hang');
    await page.addInitScript(() => {
      const settings = JSON.parse(localStorage.getItem('tradescope.data-source') ?? '{}') as Record<
        string,
        unknown
      >;
      localStorage.setItem(
        'tradescope.data-source',
        JSON.stringify({ ...settings, requestTimeoutMs: 60_000 }),
      );
    });
    // Hangs of earlier tests, if the browser had left any open, are not this test's.
    const before = proxy.openHangs();
    await page.goto(COUNTRY);
    await expect(chart(page, 'exports-series')).toHaveAttribute('data-state', 'ready');
    await expect
      .poll(() => proxy.openHangs(), { message: 'the hanging request reached the service' })
      .toBeGreaterThan(before);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // The connection the worker (or the page) held for it is closed: nothing waits on the service.
    await expect
      .poll(() => proxy.openHangs(), {
        timeout: 5_000,
        message: 'hanging requests still open at the service',
      })
      .toBeLessThanOrEqual(before);
  });

  test('switching from live to the demo in Settings: the worker serves the demo again', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: /demo/i }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    // Drawn from the in-browser demo: nothing of it goes to the live service behind the proxy.
    const before = proxy.hits(/^\/countries\/DE\/exports$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page
      .getByRole('link', { name: /Germany/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/countries\/DE/);
    await expect(chart(page, 'exports-series')).toHaveAttribute('data-state', 'ready');
    expect(proxy.hits(/^\/countries\/DE\/exports$/)).toBe(before);
  });
});
