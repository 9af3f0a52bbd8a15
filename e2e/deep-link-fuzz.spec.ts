/**
 * Random deep links in a real browser ("a browser run of a few hundred random links"):
 * 200 links from fast-check (a fixed seed, so a failure names a link that fails again), over every
 * view with ids and parameters, in the demo build. Each link is opened in-app (the router follows
 * the address bar), then the test waits until no request to the service is in flight. Checked: no
 * page error, never a blank page or the app's crash screen, and no request the service answers
 * with 422 (the request-level property is src/app/deep-link.property.test.ts).
 */
import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DEMO_SERVICE = 'https://demo.tradescope.invalid/';
// A view asks its first requests within a few frames of the navigation (a route's code, once
// loaded, is cached): this long with nothing asked means the link has asked all it will.
const QUIET_MS = 400;

const countryIdLike = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.stringMatching(/^[A-Za-z]{1,4}$/),
  fc.constantFrom('ß', 'ss', 'ı', 'usa', 'DEU', 'de', 'QQ', 'XX', 'ZZ', 'WL', 'NaN', 'Ｄｅ', 'BR', 'CN'),
);
const productLike = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.stringMatching(/^(hs:)?\d{1,7}$/),
  fc.constantFrom('99', '000000', '0901', '090111', '090199', '870323', 'hs:090111', '09', '00'),
);
const value = fc.oneof(
  countryIdLike,
  productLike,
  fc.integer({ min: 1980, max: 2100 }).map(String),
  fc.constantFrom(
    'export',
    'IMPORT',
    'both',
    'one',
    'quantity',
    'index',
    'share',
    '0',
    '501',
    '-5',
    '1e3',
    '-value',
    '<script>',
  ),
  fc.array(fc.oneof(countryIdLike, productLike), { maxLength: 7 }).map((ids) => ids.join(',')),
);
const search = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'reporter',
        'partner',
        'product',
        'products',
        'countries',
        'flow',
        'from',
        'to',
        'limit',
        'measure',
        'directions',
        'sort',
        'mode',
        'q',
      ),
      value,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());
const path = fc.oneof(
  countryIdLike.map((id) => `/countries/${encodeURIComponent(id)}`),
  productLike.map((id) => `/products/${encodeURIComponent(id)}`),
  fc.constantFrom('/products', '/flows', '/compare', '/'),
);
const LINKS = fc.sample(
  fc.tuple(path, search).map(([p, s]) => (s ? `${p}?${s}` : p)),
  { numRuns: 200, seed: 14 },
);

/**
 * Counts the page's own requests to the demo service as it makes them: Playwright's request events
 * reach the test a moment after the page's fetch, so right after a navigation they still read
 * "nothing in flight" and the next link followed before this one had asked anything.
 */
function countDemoRequests(page: Page) {
  return page.addInitScript((prefix) => {
    const state = { inFlight: 0, lastChange: performance.now() };
    Object.assign(window, { demoRequests: state });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(prefix)) return original(input, init);
      state.inFlight += 1;
      state.lastChange = performance.now();
      try {
        return await original(input, init);
      } finally {
        state.inFlight -= 1;
        state.lastChange = performance.now();
      }
    };
  }, DEMO_SERVICE);
}

/** Opens a link in-app, as the router's own history would (no reload: the demo world stays built). */
async function openInApp(page: Page, link: string) {
  await page.evaluate((url) => {
    (window as unknown as { demoRequests: { lastChange: number } }).demoRequests.lastChange =
      performance.now();
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, link);
}

/** Until nothing is in flight and nothing has started or ended for a while since the navigation. */
async function settled(page: Page, link: string) {
  await expect
    .poll(
      () =>
        page.evaluate((quietMs) => {
          const r = (window as unknown as { demoRequests: { inFlight: number; lastChange: number } })
            .demoRequests;
          return r.inFlight === 0 && performance.now() - r.lastChange > quietMs;
        }, QUIET_MS),
      { message: `requests of ${link} still in flight`, timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
}

const BATCHES = 4;
for (let batch = 0; batch < BATCHES; batch += 1) {
  const links = LINKS.filter((_, i) => i % BATCHES === batch);
  test(`random deep links, batch ${batch + 1} of ${BATCHES}: no page error, no blank page, no 422`, async ({
    page,
    guard,
  }) => {
    test.setTimeout(240_000);
    // A 404 for an unknown id is the browser's console line, not the app's error.
    guard.allowError(/Failed to load resource/);
    await countDemoRequests(page);
    const rejected: string[] = [];
    const answered = new Map<number, number>();
    page.on('response', (r) => {
      if (!r.url().startsWith(DEMO_SERVICE)) return;
      answered.set(r.status(), (answered.get(r.status()) ?? 0) + 1);
      if (r.status() === 422) rejected.push(`${r.url()} (link ${page.url()})`);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const link of links) {
      await openInApp(page, link);
      await settled(page, link);
      await expect(page.locator('main'), `blank page at ${link}`).toHaveText(/\S/);
      await expect(
        page.getByRole('heading', { name: 'Something went wrong' }),
        `crash screen at ${link}`,
      ).toHaveCount(0);
      expect(
        guard.errors.filter((e) => e.startsWith('pageerror')),
        link,
      ).toEqual([]);
    }
    expect(rejected).toEqual([]);
    // Not vacuous: the links did reach the service (answers seen here, 404s of unknown ids among them).
    const total = [...answered.values()].reduce((a, b) => a + b, 0);
    test
      .info()
      .annotations.push({ type: 'answers', description: JSON.stringify(Object.fromEntries(answered)) });
    expect(total).toBeGreaterThan(links.length);
  });
}
