/**
 * The flow explorer reached the way users reach it: from a country's top-partners ranking. The
 * link carries the pair, flow and years; the summary chart draws, the observations table fills,
 * and the page passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expectEveryChartReady, openDataTable } from './charts';
import { expect, test } from './fixtures';

test('a top-partner link opens the flow explorer for that pair, with its summary and observations', async ({ page }) => {
  await page.goto('/countries/BR?flow=export&from=2015&to=2020');
  const partners = page.locator('[data-chart="top-partners"]');
  await expect(partners).toHaveAttribute('data-state', 'ready');
  await openDataTable(partners);
  const firstPair = partners.locator('table tbody a[href*="/flows?"]').first();
  await expect(firstPair).toBeVisible();
  await firstPair.click();

  await expect(page).toHaveURL(/\/flows\?.*reporter=BR/);
  const url = new URL(page.url());
  expect(url.searchParams.get('flow')).toBe('export');
  expect(url.searchParams.get('from')).toBe('2015');
  expect(url.searchParams.get('to')).toBe('2020');
  expect(url.searchParams.get('partner')).toMatch(/^[A-Z]{2}$/);

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brazil');
  await expect(page.locator('[data-chart="summary-periods"]')).toHaveAttribute('data-state', 'ready');
  await expectEveryChartReady(page);
  // Observations of exactly this selection: every row is Brazil's export to the chosen partner.
  const rows = page.locator('table', { has: page.locator('caption', { hasText: /observation/i }) }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
