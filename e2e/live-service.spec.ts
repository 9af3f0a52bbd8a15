/**
 * The live data source against the emulator's real HTTP server (`npm run api`, started by
 * playwright.config.ts with API_KEYS=e2e-key): a good key brings data, a wrong key gets the
 * service's 401 message, is cleared and asked for again. The key never leaves the
 * Authorization header, and without "remember" it is not even in sessionStorage.
 */
import type { Page } from '@playwright/test';
import { E2E_API_BASE_URL, E2E_API_KEY } from './env';
import { expect, test } from './fixtures';

async function useLiveService(page: Page, key: string, { remember = false } = {}) {
  await page.getByRole('radio', { name: /live trade data service/i }).check();
  await page.getByLabel('Base URL').fill(E2E_API_BASE_URL);
  await page.getByLabel('API key', { exact: true }).fill(key);
  if (remember) await page.getByRole('checkbox', { name: /remember on this device/i }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
}

/** In-app navigation keeps the in-memory key (a full page load would drop it, by design). */
async function openGermanyFromHome(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: /Germany/ }).click();
  await expect(page).toHaveURL(/\/countries\/DE/);
}

async function storageText(page: Page) {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

test('live mode with a valid key shows the service data; the key stays in memory', async ({
  page,
  guard,
}) => {
  await page.goto('/settings');
  await useLiveService(page, E2E_API_KEY);
  await openGermanyFromHome(page);

  await expect(page.locator('[data-chart="exports-series"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Germany');

  const requests = await guard.requests();
  const live = requests.filter((r) => r.url.startsWith(`${E2E_API_BASE_URL}/countries/DE`));
  expect(live.length, 'requests went to the live service').toBeGreaterThan(0);
  expect(await storageText(page)).not.toContain(E2E_API_KEY);
  await guard.expectKeyOnlyInAuthorization(E2E_API_KEY);
});

test('a wrong key shows the service 401 message, is cleared and asked for again', async ({ page, guard }) => {
  // The browser logs every 401 response as a failed resource load; those are the point here.
  guard.allowError(/status of 401/);
  await page.goto('/settings');
  await useLiveService(page, 'wrong-key');
  await openGermanyFromHome(page);

  const banner = page.getByTestId('auth-banner');
  await expect(banner).toContainText(/rejected the API key/i);
  await expect(banner).toContainText(/key/i);
  await guard.expectKeyOnlyInAuthorization('wrong-key');
  expect(await storageText(page)).not.toContain('wrong-key');

  // Asked again: the banner leads to settings, where the right key brings the data back.
  await banner.getByRole('link', { name: /enter the api key/i }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/countries\/DE/);
  await expect(page.locator('[data-chart="exports-series"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('auth-banner')).toHaveCount(0);
});

test('"remember on this device" keeps the key in sessionStorage only, so a reload stays live', async ({
  page,
  guard,
}) => {
  await page.goto('/settings');
  await useLiveService(page, E2E_API_KEY, { remember: true });
  await page.goto('/countries/DE?from=2015&to=2023');
  await expect(page.locator('[data-chart="exports-series"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('auth-banner')).toHaveCount(0);

  const storage = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(storage.session).toContain(E2E_API_KEY);
  expect(storage.local).not.toContain(E2E_API_KEY);
  const live = (await guard.requests()).filter((r) => r.url.startsWith(`${E2E_API_BASE_URL}/countries/DE`));
  expect(live.length, 'requests after the reload went to the live service').toBeGreaterThan(0);
  await guard.expectKeyOnlyInAuthorization(E2E_API_KEY);
});
