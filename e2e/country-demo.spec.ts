/**
 * The demo data source in a real browser (msw worker + in-browser
 * emulator) serves Germany's export series, the year range lives in the URL, and the demo key
 * travels only in the Authorization header.
 */
import { DEMO_API_KEY } from '../src/api/data-source';
import { openDataTable } from './charts';
import { expect, test } from './fixtures';

const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('Germany: the exports series is drawn for the linked range, and a reload keeps it', async ({
  page,
  guard,
}) => {
  await page.goto('/countries/DE?from=2015&to=2023');

  const chart = page.locator('[data-chart="exports-series"]');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Germany');
  // The data table behind the chart holds the service's whole coverage, the linked years selected.
  const coverage = years(2010, 2025).map((y) => new RegExp(`\\b${y}\\b`));
  const linkedYears = years(2015, 2023).map(String);
  const selected = chart.locator('tbody button[aria-pressed="true"]');
  await expect(await openDataTable(chart)).toHaveText(coverage);
  await expect(selected).toHaveText(linkedYears);

  await page.reload();
  await expect(page).toHaveURL(/[?&]from=2015(&|$)/);
  await expect(page).toHaveURL(/[?&]to=2023(&|$)/);
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(await openDataTable(chart)).toHaveText(coverage);
  await expect(selected).toHaveText(linkedYears);

  await guard.expectKeyOnlyInAuthorization(DEMO_API_KEY);
});

test('a malformed range is corrected with a visible notice, never a crash', async ({ page }) => {
  await page.goto('/countries/de?from=20x5&to=2023');

  await expect(page.getByTestId('url-notices')).toBeVisible();
  await expect(page.getByTestId('url-notices')).toContainText(/from/i);
  await expect(page.locator('[data-chart="exports-series"]')).toHaveAttribute('data-state', 'ready');
});

test('a year after the coverage is said once, by the coverage (?to=2031: one notice, not two)', async ({
  page,
}) => {
  await page.goto('/countries/DE?to=2031');
  const notices = page.getByTestId('url-notices').getByRole('listitem');
  await expect(notices).toHaveCount(1);
  await expect(notices).toHaveText(
    /^Year 2031 has no data yet \(the service covers 2010–(\d{4})\); "to" set to \1\.$/,
  );
  await expect(page.locator('[data-chart="exports-series"]')).toHaveAttribute('data-state', 'ready');
  // Still one once the page has settled (no second notice arrives with the coverage).
  await expect(notices).toHaveCount(1);
});

test('an unknown country shows a clear not-found state', async ({ page, guard }) => {
  // The browser logs the service's 404 (the country detail) as a failed resource load. An id the
  // client does not know sends nothing else until the service confirms it, so no 422 follows.
  guard.allowError(/status of 404/);
  const asked: string[] = [];
  page.on('request', (r) => {
    // Requests that carry the id (a path segment or a parameter value), not assets whose hash has "QQ".
    const url = new URL(r.url());
    if (url.pathname.split('/').includes('QQ') || [...url.searchParams.values()].includes('QQ'))
      asked.push(url.pathname);
  });
  await page.goto('/countries/QQ');

  await expect(page.getByText(/not found|no country|unknown country/i).first()).toBeVisible();
  // (The demo's service worker may report the detail request a second time.)
  expect([...new Set(asked)]).toEqual(['/countries/QQ']);
});

test('the default view is the span up to the latest complete year, from the service, over series of the whole coverage', async ({
  page,
}) => {
  await page.goto('/countries/DE');
  const chart = page.locator('[data-chart="exports-series"]');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  // The pickers offer the service's years, not the clock's; the default ends on the last of them
  // and starts ten years before it (lib/coverage.ts defaultYears), so growth reads.
  const offered = await page.getByRole('combobox', { name: /^To/ }).locator('option').allTextContents();
  const latest = Number(offered.at(-1));
  await expect(page.getByRole('combobox', { name: /^To/ })).toHaveValue(String(latest));
  await expect(page.getByRole('combobox', { name: /^From/ })).toHaveValue(String(latest - 10));
  await expect(await openDataTable(chart)).toHaveCount(offered.length);
  await expect(chart.locator('tbody button[aria-pressed="true"]')).toHaveCount(11);
});

test("the demo's engine that does not load: each part says the demo could not start and what to do, without waiting", async ({
  page,
  context,
  guard,
}) => {
  guard.allowError(/Failed to load resource|net::ERR_|engine/i);
  // As after a release that replaced the worker's file under an open page.
  await context.route(/engine\.worker[^/]*\.js(\?|$)/, (route) => route.abort('failed'));
  await page.goto('/countries/DE?from=2015&to=2023');
  const chart = page.locator('[data-chart="exports-series"]');
  await expect(chart).toHaveAttribute('data-state', 'error');
  await expect(chart).toContainText('The demo could not start: its engine did not load');
  await expect(chart).toContainText('Reload the page to try again.');
  await expect(page.locator('.country-header').getByRole('alert')).toContainText('The demo could not start');
  // And once for the page, with the way to a live service.
  const banner = page.getByRole('alert').filter({ hasText: 'The demo data service could not start' });
  await expect(banner).toContainText('Reason: its engine did not load');
  await expect(banner.getByRole('link', { name: /connect to a live service/ })).toBeVisible();
});
