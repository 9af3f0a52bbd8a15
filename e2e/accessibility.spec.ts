/**
 * axe-core on the pages a new user meets first, in their settled state (charts drawn): any WCAG
 * A/AA violation, or a best-practice one, fails the test with the rule ids and the elements.
 */
import { expectEveryChartReady } from './charts';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';

test('home page has no axe violations, and its example cards look alike', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expectAxeClean(page);
  // The group's card is a button until the service's id of the group is known, the others links:
  // the same type, colour, alignment and width (its cell's) all the same.
  const looks = await page.locator('.card-grid .card').evaluateAll((cards) =>
    cards.map((card) => {
      const name = getComputedStyle(card.querySelector('strong')!);
      const box = getComputedStyle(card);
      return {
        tag: card.tagName,
        font: `${name.fontFamily} ${name.fontSize} ${name.fontWeight}`,
        colour: name.color,
        align: box.textAlign,
        fillsCell:
          Math.abs(card.getBoundingClientRect().width - card.parentElement!.getBoundingClientRect().width) <
          1,
      };
    }),
  );
  expect(looks.map((l) => l.tag)).toEqual(['A', 'A', 'A', 'BUTTON']);
  const { tag: _tag, ...link } = looks[0]!;
  for (const { tag: _, ...card } of looks) expect(card).toEqual({ ...link, fillsCell: true });
});

test('settings page has no axe violations', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAxeClean(page);
});

test('country page has no axe violations once every chart is drawn, and every button is in the page’s type', async ({
  page,
}) => {
  await page.goto('/countries/BR?flow=export&from=2012&to=2024');
  await expectEveryChartReady(page);
  await expectAxeClean(page);
  await expect(page.getByRole('button', { name: 'Copy with citation' })).toBeVisible();
  // None left in the browser's own button type (13.3 px Arial on Linux) among the app's.
  const strangers = await page.locator('button:visible').evaluateAll((buttons) => {
    const pageType = getComputedStyle(document.body).fontFamily;
    return buttons
      .filter((b) => getComputedStyle(b).fontFamily !== pageType)
      .map((b) => b.textContent?.trim());
  });
  expect(strangers).toEqual([]);
  // No ECharts-generated label ("3600516772000, 0"): each frame's name, description and table serve.
  await expect(page.locator('[data-chart] .echarts-for-react')).toHaveCount(
    await page.locator('[data-chart]').count(),
  );
  await expect(
    page.locator('[data-chart] .echarts-for-react[aria-label], [data-chart] .echarts-for-react [aria-label]'),
  ).toHaveCount(0);
});

test.describe('on a 360 px phone in dark mode', () => {
  test.use({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });

  test('country page has no axe violations and no horizontal scroll', async ({ page }) => {
    await page.goto('/countries/KE?from=2015&to=2024');
    await expectEveryChartReady(page);
    await expectAxeClean(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
  });
});
