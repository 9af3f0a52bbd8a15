/**
 * What a reader sees at 320, 360 and 1280 px (demo mode): no view is wider than a phone, the
 * compare view's third country is on screen with every figure (no sideways scroll hiding it),
 * names and the header's links never split inside a word, and in the flow explorer the pair's
 * breakdown adds up to its key figures with column headers that do not run into each other.
 */
import type { Locator, Page } from '@playwright/test';
import { expectEveryChartReady } from './charts';
import { expect as baseExpect, test } from './fixtures';

// The demo builds its world in a worker on every fresh page: readiness gets a minute.
const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(180_000);

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Lines a text takes: more than one for a single word means it was split inside the word. */
async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  for (const path of ['/flows', '/products/0901', '/compare?countries=BR,AR,CL']) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path);
      await expectEveryChartReady(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  // An embed loads its chart's code, not its view's: a style kept with the view was missing there.
  test('an embed drawn in HTML fits a 320 × 520 frame: nothing wider, nothing over its footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 520 });
    for (const path of [
      '/embed/compare/compare-figures?countries=BR,AR,CL',
      '/embed/flows/pair-products?reporter=US&partner=MX&from=2015&to=2024',
    ]) {
      await page.goto(path);
      await expect(page.locator('[data-chart]')).toHaveAttribute('data-state', 'ready');
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await textOverFooter(page), path).toEqual([]);
    }
  });
});

/** Texts of the chart drawn over the embed's footer (a chart that outgrew its box). */
async function textOverFooter(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const footer = document.querySelector('.embed__footer')!.getBoundingClientRect();
    return [...document.querySelectorAll('.chart-frame__chart *')]
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '')
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.bottom > footer.top + 2 && box.top < footer.bottom - 2;
      })
      .map((el) => (el.textContent ?? '').trim());
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('compare shows its third country with every figure, names whole, the header links whole', async ({
    page,
  }) => {
    await page.goto('/compare?countries=BR,AR,CL');
    await expectEveryChartReady(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const figures = page.locator('[data-chart="compare-figures"]');
    const chile = figures.getByRole('columnheader', { name: 'Chile' });
    await chile.scrollIntoViewIfNeeded();
    // Inside the screen and inside its scrolling box: seen without scrolling sideways.
    const box = (await chile.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const scroller = figures.locator('.compare-figures');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    // Every figure row has a value cell for Chile, inside the screen.
    const lastCells = figures.locator('tbody tr td:last-child');
    expect(await lastCells.count()).toBeGreaterThan(5);
    for (const cell of await lastCells.all()) {
      const b = (await cell.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(360);
    }
    expect(await lineCount(figures.getByRole('columnheader', { name: 'Argentina' }))).toBe(1);
    // The header's links wrap between links, each on one line.
    for (const link of await page.locator('.app-nav').getByRole('link').all())
      expect(await lineCount(link), (await link.textContent()) ?? '').toBe(1);
    // The flow is chosen like in every other view: a segmented radio, no dropdown.
    await expect(page.getByRole('radio', { name: 'Imports' })).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the pair's breakdown adds up to its key figures, under headers that do not collide", async ({
    page,
  }) => {
    await page.goto('/flows?reporter=DE&partner=CN');
    const pair = page.locator('[data-chart="pair-products"]');
    await expect(pair).toHaveAttribute('data-state', 'ready');
    const coverage = page.getByTestId('pair-products-coverage');
    await expect(coverage).toContainText("the key figures' total");
    const value = async (flow: string) =>
      Number(await page.getByTestId(`figure-trade-value-${flow}`).getAttribute('data-value'));
    const keyTotal = (await value('export')) + (await value('import'));
    expect(Math.abs(Number(await coverage.getAttribute('data-total')) - keyTotal)).toBeLessThan(1);
    await expect(pair.getByRole('heading', { name: 'What the pair trades', exact: true })).toBeVisible();

    // Column headers side by side, none running into the next, each word whole.
    const headers = await pair.getByTestId('pair-products-table').locator('thead th').all();
    const boxes = await Promise.all(headers.map(async (h) => (await h.boundingBox())!));
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
    for (const h of headers)
      expect(await h.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await lineCount(headers[0]!)).toBe(1);
  });
});
