/**
 * Find anything, compare anything, from the keyboard: the command palette opened with "/",
 * "kenya coffee" and Enter landing on Kenya's country view filtered to coffee with every chart
 * ready; a comparison of three countries built and undone with Back; both pages pass axe.
 */
import { COUNTRY_CHART_IDS, expectChartsReady } from './charts';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';

const COMPARE_CHARTS = ['compare-series', 'compare-figures', 'compare-concentration'];

test('the palette, from the keyboard only: "kenya coffee" opens Kenya filtered to coffee', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Search countries, products/ })).toBeVisible();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Go to a country, product, pair or comparison' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('kenya coffee');
  await expect(dialog.getByRole('option').first()).toHaveText(/Kenya: exports of .*\(HS 0901\)/);
  await expectAxeClean(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/countries\/KE\?product=0901&flow=export$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kenya');
  // Every chart of the export side draws; Kenya's own coffee imports may honestly be nil in a
  // year, so that one chart may say so instead (settled either way, never loading).
  await expectChartsReady(
    page,
    COUNTRY_CHART_IDS.filter((id) => id !== 'imports-series'),
  );
  await expect(page.locator('[data-chart="imports-series"]')).toHaveAttribute(
    'data-state',
    /^(ready|empty)$/,
  );
});

test('a comparison of three countries: every chart ready, a country removed, Back restores it', async ({
  page,
}) => {
  await page.goto('/');
  // The shortcut listens once the app has started: wait for its header.
  await expect(page.getByRole('button', { name: /Search countries, products/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  // The palette's code loads on first use: type once its field has focus.
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('compare BR AR CL');
  await expect(dialog.getByRole('option').first()).toHaveText(/Compare Brazil, Argentina, Chile/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compare\?countries=BR,AR,CL$/);
  await expectChartsReady(page, COMPARE_CHARTS);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Remove AR from the comparison' }).click();
  await expect(page).toHaveURL(/\/compare\?countries=BR,CL$/);
  await expectChartsReady(page, COMPARE_CHARTS);
  await page.goBack();
  await expect(page).toHaveURL(/\/compare\?countries=BR,AR,CL$/);
  await expectChartsReady(page, COMPARE_CHARTS);
  await expect(page.getByRole('columnheader', { name: 'Argentina' })).toBeVisible();
});

test('the compare view in the dark theme is usable and axe-clean at 360 and at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/compare?countries=BR,AR,CL');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectChartsReady(page, COMPARE_CHARTS);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectAxeClean(page);
  // The same page on a desktop: the charts redraw for the width, legible in the dark theme too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectChartsReady(page, COMPARE_CHARTS);
  await expectAxeClean(page);
});
