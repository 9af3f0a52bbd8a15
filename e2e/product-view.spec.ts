/**
 * The product view in a real browser, demo mode: deep links for a chapter, a heading, an HS6 code and
 * `hs:HS6` draw every chart; the walk from the country view's product mix into the product view,
 * on to an exporter's country view and Back; the measure switch; the keyboard walk down the HS
 * hierarchy from /products; the default years from the service's coverage, the series
 * over the whole coverage and a year selected from its table, URL years clamped with a notice;
 * axe on the settled pages, also at 360 px in dark mode.
 */
import type { Page } from '@playwright/test';
import { openDataTable } from './charts';
import { expectAxeClean } from './axe';
import { expect as baseExpect, test } from './fixtures';

// The demo builds its world in a worker on every fresh page; on the shared machine that can take
// longer than the default 20 s (the first requests then time out and are retried), so readiness
// gets a minute. Nothing here measures speed.
const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(240_000);

async function expectChartsReady(page: Page, ids: readonly string[]) {
  for (const id of ids)
    await expect(page.locator(`[data-chart="${id}"]`), `chart ${id}`).toHaveAttribute('data-state', 'ready');
}

async function expectEveryChartReady(page: Page) {
  const charts = page.locator('[data-chart]');
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) await expect(chart).toHaveAttribute('data-state', 'ready');
}

const HS6_CHARTS = [
  'product-series',
  'top-exporters',
  'top-importers',
  'market-concentration',
  'market-map',
  'exporter-shares',
  'price-by-origin',
];
const PREFIX_CHARTS = [
  'product-children',
  'product-series',
  'top-exporters',
  'top-importers',
  'market-concentration',
  'market-map',
  'exporter-shares',
];

const deepLinks = [
  { what: 'a chapter', url: '/products/09', heading: /^09 Coffee, tea/, charts: PREFIX_CHARTS },
  {
    what: 'a heading',
    url: '/products/0901?from=2015&to=2024',
    heading: /09\.01 Coffee/,
    charts: PREFIX_CHARTS,
  },
  { what: 'an HS6 code', url: '/products/090111?from=2015&to=2024', heading: /0901\.11/, charts: HS6_CHARTS },
];

for (const link of deepLinks) {
  test(`deep link to ${link.what} draws every chart`, async ({ page }) => {
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.heading);
    await expectChartsReady(page, link.charts);
    await expectEveryChartReady(page);
    for (const id of link.charts)
      await expect(page.locator(`[data-chart="${id}"] table`), `table of ${id}`).toHaveCount(1);
  });
}

test('hs:HS6 redirects to the bare digits and draws every chart', async ({ page }) => {
  await page.goto('/products/hs:870323?from=2016');
  await expect(page).toHaveURL(/\/products\/870323\?from=2016$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('8703.23');
  await expectChartsReady(page, HS6_CHARTS);
});

test('from a country product mix into the product view, on to an exporter, and Back', async ({ page }) => {
  await page.goto('/countries/BR?from=2015&to=2024');
  const mix = page.locator('[data-chart="product-mix"]');
  await expect(mix).toHaveAttribute('data-state', 'ready');
  const products = await openDataTable(mix);
  const product = products.first().getByRole('link');
  const code = ((await product.getAttribute('href')) ?? '').match(/\/products\/(\d{6})/)?.[1];
  expect(code).toBeTruthy();
  await product.click();
  await expect(page).toHaveURL(new RegExp(`/products/${code}\\?from=2015&to=2024$`));
  await expectChartsReady(page, HS6_CHARTS);

  const exporters = await openDataTable(page.locator('[data-chart="top-exporters"]'));
  const exporter = exporters.first().getByRole('link');
  const cid = ((await exporter.getAttribute('href')) ?? '').match(/\/countries\/([A-Z]{2})/)?.[1];
  await exporter.click();
  await expect(page).toHaveURL(
    new RegExp(`/countries/${cid}\\?product=${code}&flow=export&from=2015&to=2024$`),
  );
  await expectChartsReady(page, ['exports-series', 'top-partners', 'partner-map']);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/products/${code}\\?from=2015&to=2024$`));
  await expectChartsReady(page, HS6_CHARTS);
});

test('the measure switch changes the series and lives in the URL', async ({ page }) => {
  await page.goto('/products/090111?from=2015&to=2024');
  const series = page.locator('[data-chart="product-series"]');
  await expect(series).toHaveAttribute('data-state', 'ready');
  await series.getByRole('radio', { name: 'Unit value' }).click();
  await expect(page).toHaveURL(/[?&]measure=unit_value(&|$)/);
  await expect(series).toHaveAttribute('data-state', 'ready');
  const rows = await openDataTable(series);
  // The whole coverage (the demo's 2010-2025), the linked years selected.
  await expect(rows).toHaveCount(16);
  await expect(series.locator('tbody button[aria-pressed="true"]')).toHaveText(
    Array.from({ length: 10 }, (_, i) => String(2015 + i)),
  );
  await expect(series.locator('table tbody')).toContainText(/per (kilogram|kg)/);
  await series.getByRole('radio', { name: 'Quantity' }).click();
  await expect(page).toHaveURL(/[?&]measure=quantity(&|$)/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]measure=unit_value(&|$)/);
  await expect(series.getByRole('radio', { name: 'Unit value' })).toBeChecked();
});

test('opens on the span up to the latest complete year, series over the whole coverage, a year selected from the table', async ({
  page,
}) => {
  await page.goto('/products/090111');
  await expectChartsReady(page, HS6_CHARTS);
  // The default ends on the pickers' last year (the service's) and starts ten years before it.
  const from = page.getByRole('combobox', { name: /^From/ });
  const to = page.getByRole('combobox', { name: /^To/ });
  const offered = await to.locator('option').allTextContents();
  const latest = Number(offered.at(-1));
  await expect(from).toHaveValue(String(latest - 10));
  await expect(to).toHaveValue(String(latest));
  const series = page.locator('[data-chart="product-series"]');
  await expect(await openDataTable(series)).toHaveCount(offered.length);
  await expect(series.locator('tbody button[aria-pressed="true"]')).toHaveCount(11);
  await expect(page.getByTestId('product-series-total').locator('..')).toContainText(
    `Sum over ${latest - 10}–${latest}`,
  );

  // The keyboard selects a year from the series' data table; the whole page follows.
  await series.getByRole('button', { name: '2018' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/090111\?from=2018&to=2018$/);
  await expect(from).toHaveValue('2018');
  await expectChartsReady(page, HS6_CHARTS);
  await expect(series.locator('tbody button[aria-pressed="true"]')).toHaveText(['2018']);
  await page.goBack();
  await expect(to).toHaveValue(String(latest));
});

test('years the service does not cover are clamped with a visible notice', async ({ page }) => {
  await page.goto('/products/0901?from=2026&to=2026');
  await expect(page.getByTestId('url-notices')).toContainText(
    'Year 2026 has no data yet (the service covers 2010–2025)',
  );
  await expectChartsReady(page, PREFIX_CHARTS);
  await expect(page.getByRole('combobox', { name: /^To/ })).toHaveValue('2025');
});

/**
 * Opens the children's data table with the keyboard once the page of `code` is the one shown (the
 * URL changes before the previous page makes way, and Enter on its table would close it).
 */
async function openChildrenTableByKeyboard(page: Page, code: string) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
  const children = page.locator('[data-chart="product-children"]');
  await expect(children).toHaveAttribute('data-state', 'ready');
  const table = children.locator('details').first();
  await expect(table).toHaveJSProperty('open', false);
  await table.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(table).toHaveJSProperty('open', true);
  return children;
}

test('a keyboard user walks section > chapter > heading > HS6 from /products', async ({ page }) => {
  await page.goto('/products');
  const section = page.getByRole('region', { name: /Section II: Vegetable products/ });
  await section.getByRole('link', { name: /09 Coffee, tea/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/09$/);
  const children = await openChildrenTableByKeyboard(page, '09');
  await children.getByRole('link', { name: /09\.01 Coffee/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/0901$/);
  await (await openChildrenTableByKeyboard(page, '09.01')).getByRole('link', { name: /0901\.11/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/090111$/);
  await expectChartsReady(page, HS6_CHARTS);
  // And back up by the breadcrumb.
  await page
    .getByRole('navigation', { name: 'HS hierarchy' })
    .getByRole('link', { name: /Section II/ })
    .click();
  await expect(page).toHaveURL(/\/products#section-II$/);
});

test('the product page has no axe violations once drawn', async ({ page }) => {
  await page.goto('/products/090111?from=2015&to=2024');
  await expectEveryChartReady(page);
  await expectAxeClean(page);
});

test('the HS index has no axe violations once drawn', async ({ page }) => {
  await page.goto('/products?from=2015&to=2024');
  await expectEveryChartReady(page);
  await expectAxeClean(page);
});

test.describe('on a 360 px phone in dark mode', () => {
  test.use({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });

  test('the product page has no axe violations and no horizontal scroll', async ({ page }) => {
    await page.goto('/products/0901?from=2015&to=2024');
    await expectEveryChartReady(page);
    await expectAxeClean(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
  });

  test('the HS index has no axe violations and no horizontal scroll', async ({ page }) => {
    await page.goto('/products');
    await expectEveryChartReady(page);
    await expectAxeClean(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
  });
});
