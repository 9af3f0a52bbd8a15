/**
 * The country view in a real browser, demo mode: deep links for a large economy, a small one and a
 * country group draw every chart; a tooltip appears on hover; flow and range changes live in
 * the URL and the browser's Back button restores the previous view.
 */
import type { Locator, Page } from '@playwright/test';
import {
  COUNTRY_CHART_IDS as CHART_IDS,
  expectChartsReady as expectAllChartsReady,
  openDataTable,
} from './charts';
import { expect, test } from './fixtures';

/** ECharts' HTML tooltip: the absolutely positioned box it appends inside the chart. */
const tooltipOf = (chart: Locator) => chart.locator('div[style*="z-index: 9999999"]');

const deepLinks = [
  { what: 'a large economy (Brazil)', url: '/countries/BR?flow=export&from=2012&to=2024', name: 'Brazil' },
  {
    what: 'a large economy (United States), imports',
    url: '/countries/US?flow=import&from=2015&to=2020',
    name: 'United States',
  },
  { what: 'a small economy (Tonga)', url: '/countries/TO', name: 'Tonga' },
  {
    what: 'a country group (European Union)',
    url: '/countries/EU?from=2018&to=2022',
    name: 'European Union',
  },
];

for (const link of deepLinks) {
  test(`deep link to ${link.what} draws every chart`, async ({ page }) => {
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(link.name);
    await expectAllChartsReady(page);
    // Every chart offers its data table (the accessible alternative to the canvas).
    for (const id of CHART_IDS) {
      await expect(page.locator(`[data-chart="${id}"] table`), `table of ${id}`).toHaveCount(1);
    }
  });
}

test('hovering the exports series shows an ECharts tooltip with a year and a value', async ({ page }) => {
  await page.goto('/countries/BR?flow=export&from=2012&to=2024');
  const chart = page.locator('[data-chart="exports-series"]');
  await expect(chart).toHaveAttribute('data-state', 'ready');

  // hover() scrolls the canvas into view and moves the mouse to its centre, inside the plot.
  await chart.locator('canvas').first().hover();

  const tooltip = tooltipOf(chart);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/20\d\d/);
  await expect(tooltip).toContainText(/\$/);
});

test('flow and range changes are in the URL and Back restores the previous view', async ({ page }) => {
  await page.goto('/countries/BR?flow=export&from=2012&to=2024');
  await expectAllChartsReady(page);
  const flowImports = page.getByRole('radio', { name: 'Imports' });
  const flowExports = page.getByRole('radio', { name: 'Exports' });
  const from = page.getByRole('combobox', { name: /^From/ });
  await expect(flowExports).toBeChecked();

  // click, not check(): the radio is controlled by the URL, so it flips after the navigation.
  await flowImports.click();
  await expect(flowImports).toBeChecked();
  await expect(page).toHaveURL(/[?&]flow=import(&|$)/);
  await expect(page.locator('[data-chart="top-partners"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-chart="top-partners"] h2')).toContainText(/import/i);

  await from.selectOption('2016');
  await expect(page).toHaveURL(/[?&]from=2016(&|$)/);
  await expectAllChartsReady(page);
  const exportsSeries = page.locator('[data-chart="exports-series"]');
  // The series keeps the whole coverage; the selection starts at the chosen year.
  await expect((await openDataTable(exportsSeries)).first()).toHaveText('2010');
  const firstSelected = exportsSeries.locator('tbody button[aria-pressed="true"]').first();
  await expect(firstSelected).toHaveText('2016');

  await page.goBack();
  await expect(page).toHaveURL(/[?&]from=2012(&|$)/);
  await expect(page).toHaveURL(/[?&]flow=import(&|$)/);
  await expect(from).toHaveValue('2012');
  await expectAllChartsReady(page);
  await expect(firstSelected).toHaveText('2012');

  await page.goBack();
  await expect(page).toHaveURL(/[?&]flow=export(&|$)/);
  await expect(flowExports).toBeChecked();
  await expect(page.locator('[data-chart="top-partners"] h2')).toContainText(/export/i);
  await expectAllChartsReady(page);
});

test('the same link in a new browser shows the same view', async ({ page, browser }) => {
  // Two whole views, the second in a fresh context that installs the demo's worker and makes its
  // world again: on a loaded 2-core machine (three workers) it passed 60 s on both of CI's attempts.
  test.slow();
  const url = '/countries/BR?flow=export&from=2012&to=2024';
  const snapshot = async (p: Page) => {
    await p.goto(url);
    await expectAllChartsReady(p);
    const rows = async (id: string) => {
      const chart = p.locator(`[data-chart="${id}"]`);
      await expect((await openDataTable(chart)).first()).toBeVisible();
      return chart.locator('table tbody tr').allInnerTexts();
    };
    const partners = await rows('top-partners');
    const products = await rows('product-mix');
    const title = await p.getByRole('heading', { level: 1 }).innerText();
    return { title, partners, products };
  };
  const first = await snapshot(page);
  expect(first.partners.length).toBeGreaterThan(0);

  const fresh = await browser.newContext();
  try {
    expect(await snapshot(await fresh.newPage())).toEqual(first);
  } finally {
    await fresh.close();
  }
});

test('each chart data table opens from the keyboard', async ({ page }) => {
  await page.goto('/countries/BR?flow=export&from=2012&to=2024');
  await expectAllChartsReady(page);
  for (const id of CHART_IDS) {
    const chart = page.locator(`[data-chart="${id}"]`);
    const table = chart.locator('table');
    await expect(table, `table of ${id} starts collapsed`).toBeHidden();
    await chart.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(table, `table of ${id}`).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
  }
});
