/**
 * The demo build's msw service worker and live requests, with two tabs of the site: one in demo
 * mode (so the worker stays active for the site), one live against a service behind the fault
 * proxy. Only requests to the demo service may reach msw (demo-public/worker-prelude.js): a live
 * request is fetched by the browser for its page, so leaving the view closes a hung connection.
 * Before the prelude, msw fetched it itself, and that fetch outlived the page's abort.
 */
import type { Page } from '@playwright/test';
import { E2E_API_BASE_URL } from './env';
import { expect, test } from './fixtures';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { useLiveService } from './proxied-live';

test.use({ serviceWorkers: 'allow' });

let proxy: FaultProxy;
test.beforeAll(async () => {
  proxy = await startFaultProxy(E2E_API_BASE_URL, 0);
});
test.afterAll(async () => {
  await proxy.close();
});

const chart = (page: Page, id: string) => page.locator(`[data-chart="${id}"]`);
const COUNTRY = '/countries/DE?from=2015&to=2023';

test('with another tab in demo mode, a hung live request ends when its page leaves it', async ({
  page,
  context,
  guard,
}) => {
  guard.allowError(/Failed to load resource|net::ERR_|CORS/);
  proxy.clear();
  proxy.fault(/^\/countries\/DE\/products$/, 'hang');

  // Tab 1: the demo, served by the worker (nothing of it reaches the service behind the proxy).
  const demoTab = await context.newPage();
  await demoTab.goto(COUNTRY);
  await expect(chart(demoTab, 'exports-series')).toHaveAttribute('data-state', 'ready');
  await expect
    .poll(() => demoTab.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the demo worker controls the site',
    })
    .toBe(true);
  expect(proxy.hits(/^\/countries\/DE\/exports$/)).toBe(0);

  // Tab 2: live through the proxy, with a time limit far longer than the test.
  await useLiveService(page, proxy.url, 60_000);
  const before = proxy.openHangs();
  await page.goto(COUNTRY);
  await expect(chart(page, 'exports-series')).toHaveAttribute('data-state', 'ready');
  expect(proxy.hits(/^\/countries\/DE\/exports$/), 'the live tab reads the live service').toBeGreaterThan(0);
  await expect
    .poll(() => proxy.openHangs(), { message: 'the hanging request reached the service' })
    .toBeGreaterThan(before);

  // Leaving the view cancels the request, and the connection with it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect
    .poll(() => proxy.openHangs(), { timeout: 5_000, message: 'hanging requests still open at the service' })
    .toBeLessThanOrEqual(before);

  await demoTab.close();
});
