/**
 * Figures a reader can trust, in a real browser at 360 and 1280 px (demo mode): the country view
 * filtered to a product names it (catalog name and HS code) in its key figures and chart titles,
 * and its key figures are that product's (equal to the service's product summary, read from the
 * answer, never hard-coded), and its filter field shows that name (whole where there is room); a malformed deep link with repeated parameters opens the view with
 * its notices, never a blank page.
 */
import { productLabel } from '../src/lib/hs/hs-nomenclature';
import { expect as baseExpect, test } from './fixtures';

// The demo builds its world in a worker on every fresh page: readiness gets a minute.
const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(180_000);

const DEMO_SERVICE = 'https://demo.tradescope.invalid/';
/** How the page names heading 0901, from the nomenclature the app reads (never typed out here). */
const COFFEE = productLabel('0901');
const escaped = COFFEE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface SummaryAnswer {
  data: { trade_value: number | null; growth: number | null };
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the country view filtered to coffee names it and shows coffee's key figures", async ({ page }) => {
      const productSummary = page.waitForResponse((r) => {
        if (!r.url().startsWith(DEMO_SERVICE)) return false;
        const url = new URL(r.url());
        return (
          url.pathname.endsWith('/trade/summary') &&
          url.searchParams.get('reporter') === 'BR' &&
          url.searchParams.get('product') === '0901' &&
          url.searchParams.get('flow') === 'export'
        );
      });
      await page.goto('/countries/BR?product=0901&from=2015');
      const answer = (await (await productSummary).json()) as SummaryAnswer;
      const figures = page.getByTestId('key-figures');
      await expect(figures.getByRole('heading', { level: 2 })).toHaveText(
        new RegExp(`^Key figures of ${escaped}, 2015–`),
      );
      const exports = page.getByRole('region', { name: `Exports of ${COFFEE}: key figures` });
      // The exact value, as the service answered it for coffee (not the all-products total).
      const value = answer.data.trade_value;
      expect(value).not.toBeNull();
      await expect(exports).toContainText(`$${Math.round(value!).toLocaleString('en-US')}`);
      // Growth reads (the range is years, not one year): a signed percentage, not "n/a".
      expect(answer.data.growth).not.toBeNull();
      await expect(exports).toContainText(/Growth[\s\S]*?[+\u2212-]\d+(\.\d+)?%/);
      await expect(page.locator('[data-chart="exports-series"]')).toContainText(
        `Exports of ${COFFEE} per year`,
      );
      await expect(page.locator('[data-chart="top-partners"]')).toContainText(
        `Top export destinations for ${COFFEE}`,
      );
      // The filter's field holds the product's name: whole beside the other controls, and as much
      // of it as a phone's width allows (the controls' whole width), not its first 15 letters.
      const field = page.getByRole('combobox', { name: /^Product filter/ });
      await expect(field).toHaveValue(COFFEE);
      const room = await field.evaluate((el) => ({
        hidden: el.scrollWidth - el.clientWidth,
        width: el.getBoundingClientRect().width,
        bar: el.closest('.view-controls')!.clientWidth,
      }));
      if (width >= 1280) expect(room.hidden).toBeLessThanOrEqual(0);
      else expect(room.width).toBeGreaterThanOrEqual(room.bar * 0.85);
      // Nothing overflows the page sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('a malformed link with repeated parameters opens the view with notices, never a blank page', async ({
      page,
    }) => {
      await page.goto('/products/090111?reporter=javascript:window.__xss=1&from=+&from=2015.5');
      const notices = page.getByTestId('url-notices');
      await expect(notices).toContainText('"javascript:window.__xss=1" is not a country code');
      await expect(notices).toContainText('A blank value is not a year; "from" ignored.');
      await expect(notices).toContainText('"2015.5" is not a year; "from" ignored.');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-chart="product-series"]')).toHaveAttribute('data-state', 'ready');
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    });
  });
}
