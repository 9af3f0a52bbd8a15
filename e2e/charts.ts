/** Helpers over the chart contract of ui-contract.md (data-chart, data-state, data table). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const COUNTRY_CHART_IDS = [
  'exports-series',
  'imports-series',
  'top-partners',
  'partner-map',
  'partner-concentration',
  'product-mix',
] as const;

export async function expectChartsReady(page: Page, ids: readonly string[] = COUNTRY_CHART_IDS) {
  for (const id of ids) {
    await expect(page.locator(`[data-chart="${id}"]`), `chart ${id}`).toHaveAttribute('data-state', 'ready');
  }
}

/** Every chart on the page, whatever its id, has drawn. */
export async function expectEveryChartReady(page: Page) {
  const charts = page.locator('[data-chart]');
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute('data-state', 'ready');
  }
}

/**
 * Opens a chart's data table (a disclosure whose rows exist only while open) and returns the
 * row header cells, the first column of each row.
 */
export async function openDataTable(chart: Locator): Promise<Locator> {
  const details = chart.locator('details').first();
  if ((await details.getAttribute('open')) === null) await details.locator('summary').first().click();
  await expect(details).toHaveAttribute('open', '');
  return chart.locator('table tbody th[scope="row"]');
}
