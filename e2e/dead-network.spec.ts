/**
 * A dead network on the country view, production-like build in live mode against `npm run api`:
 * - dead from the start (the service unreachable, the app's own files served): every part says
 *   the service could not be reached, with Retry, and Retry recovers once it is reachable;
 * - dead after the page loaded (nothing reachable, the browser still thinks it is online): the
 *   parts say what failed and why, and one Retry recovers once the network is back;
 * - the browser offline after the page loaded: requests wait instead of failing, the page says
 *   so, and what is missing loads by itself when the connection is back.
 * Every wait is on state (data-state, roles). The request time limit is 20 s: on a busy machine a
 * routed abort can take more than two seconds to reach the page, and a shorter limit reached first
 * says "did not answer in time" instead of the dead network this spec is about.
 */
import type { Page } from '@playwright/test';
import { COUNTRY_CHART_IDS, expectChartsReady } from './charts';
import { E2E_API_BASE_URL } from './env';
import { expect, test } from './fixtures';
import { useLiveService } from './proxied-live';

const COUNTRY = '/countries/DE?from=2015&to=2023';
/** Charts whose requests carry the selected years (the series span the whole coverage). */
const YEAR_CHARTS = ['top-partners', 'partner-map', 'partner-concentration', 'product-mix'] as const;
const chart = (page: Page, id: string) => page.locator(`[data-chart="${id}"]`);
const FAILED = { timeout: 30_000 };

test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page, guard }) => {
  // The browser logs every failed load; here they are the point.
  guard.allowError(/Failed to load resource|net::ERR_|CORS/);
  await useLiveService(page, E2E_API_BASE_URL, 20_000);
});

/**
 * Clicks Retry on each chart still in error, until all are ready. Charts can share a request (the
 * partner ranking feeds the top partners and the map): one Retry then recovers both.
 */
async function retryUntilReady(page: Page, ids: readonly string[]) {
  for (const id of ids) {
    const part = chart(page, id);
    await expect(part, id).not.toHaveAttribute('data-state', 'loading');
    if ((await part.getAttribute('data-state')) === 'error')
      await part.getByRole('button', { name: 'Retry' }).click();
  }
  await expectChartsReady(page, ids);
}

/** Cuts the page off from `reaches` (URLs) until the returned function is called. */
async function cutOff(page: Page, reaches: (url: URL) => boolean): Promise<() => void> {
  let dead = true;
  await page.route(reaches, (route) => (dead ? route.abort('internetdisconnected') : route.fallback()));
  return () => {
    dead = false;
  };
}

test('the service unreachable from the start: every part says so with Retry, and Retry recovers', async ({
  page,
}) => {
  const reconnect = await cutOff(page, (url) => url.origin === E2E_API_BASE_URL);
  await page.goto(COUNTRY);
  const header = page.locator('.country-header');
  await expect(header.getByRole('alert')).toContainText('Country details could not be loaded.', FAILED);
  await expect(header.getByRole('alert')).toContainText('The service could not be reached');
  for (const id of COUNTRY_CHART_IDS) {
    await expect(chart(page, id), id).toHaveAttribute('data-state', 'error', FAILED);
    // The service answered this page before, so the client cannot tell a dead network from a
    // blocked request; the message names both.
    await expect(chart(page, id).getByRole('alert'), id).toContainText(
      /could not be reached|the network may be down/,
    );
    await expect(chart(page, id).getByRole('button', { name: 'Retry' }), id).toBeVisible();
  }

  reconnect();
  await header.getByRole('button', { name: 'Retry' }).click();
  await expect(header).toContainText('Western Europe');
  await expect(header.getByRole('alert')).toHaveCount(0);
  await retryUntilReady(page, COUNTRY_CHART_IDS);
});

test('the network dead after the page loaded: the parts say what failed and why, and one Retry recovers', async ({
  page,
}) => {
  await page.goto(COUNTRY);
  await expectChartsReady(page);
  // Everything, the app's own files included.
  const reconnect = await cutOff(page, () => true);
  await page.getByRole('combobox', { name: /^From/ }).selectOption('2016');
  for (const id of YEAR_CHARTS) {
    await expect(chart(page, id), id).toHaveAttribute('data-state', 'error', FAILED);
    // The service answered this page before, so the client cannot tell a dead network from a
    // blocked request; the message names both.
    await expect(chart(page, id).getByRole('alert'), id).toContainText(
      /could not be reached|the network may be down/,
    );
  }
  const figures = page.getByRole('region', { name: 'Exports: key figures' });
  await expect(figures.getByRole('alert')).toContainText(
    /could not be reached|the network may be down/,
    FAILED,
  );
  // What did not need the network stays as it was.
  await expect(chart(page, 'exports-series')).toHaveAttribute('data-state', 'ready');

  reconnect();
  await figures.getByRole('button', { name: 'Retry' }).click();
  await expect(figures.getByRole('alert')).toHaveCount(0);
  await expect(figures).not.toContainText('unavailable');
  await retryUntilReady(page, YEAR_CHARTS);
});

test('the browser offline after the page loaded: the page says so, and loads what is missing when it is back', async ({
  page,
  context,
}) => {
  await page.goto(COUNTRY);
  await expectChartsReady(page);
  await context.setOffline(true);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText(
    /You are offline\. What is on screen stays; what is missing loads by itself when the connection is back\./,
  );
  await page.getByRole('combobox', { name: /^From/ }).selectOption('2016');
  // Held, not failed: the previous chart stays on screen.
  await expect(chart(page, 'top-partners')).toHaveAttribute('data-state', 'loading');
  await expect(chart(page, 'top-partners').getByRole('alert')).toHaveCount(0);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expectChartsReady(page);
  await expect(chart(page, 'top-partners')).toContainText('2016–2023');
});
