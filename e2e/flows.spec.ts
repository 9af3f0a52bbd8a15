/**
 * The flow explorer in the browser, on the demo build: reached from a country's top partners;
 * a pair deep link in both directions; 10,000 rows loaded, scrolled to the end and sorted; a CSV
 * download whose rows equal the table's; the sort kept in the URL, with Back; swap and Back; the
 * phone layout; the dark theme at desktop and phone widths. Every page passes axe.
 * (No timing assertions: speed is measured by tools/flows-bench.ts.)
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expectEveryChartReady, openDataTable } from './charts';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';

const observations = (page: Page) => page.locator('[data-chart="observations"]');
const scroller = (page: Page) => page.getByTestId('observations-scroll');

/**
 * Every row of the virtualised table, read by scrolling it from top to bottom (by aria-rowindex),
 * in one round trip: the page scrolls, waits a frame for the virtualiser, and reads, until the end.
 */
async function readAllRows(scroll: Locator): Promise<string[][]> {
  return scroll.evaluate(async (el) => {
    const rows = new Map<number, string[]>();
    el.scrollTo(0, 0);
    for (;;) {
      // Two frames: the virtualiser renders the rows now in view.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const tr of el.querySelectorAll('tbody tr[aria-rowindex]')) {
        rows.set(
          Number(tr.getAttribute('aria-rowindex')),
          [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim()),
        );
      }
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
      el.scrollBy(0, el.clientHeight * 0.8);
    }
    return [...rows.entries()].sort((x, y) => x[0] - y[0]).map(([, cells]) => cells);
  });
}

/** A minimal RFC 4180 reader. */
function readCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return out;
}

test('a top-partner link opens the flow explorer for that pair: every observation is trade between Brazil and it', async ({
  page,
}) => {
  // Reading every row of the table scrolls through it: more time on a loaded machine, no timing asserted.
  test.slow();
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
  const partner = url.searchParams.get('partner');
  expect(partner).toMatch(/^[A-Z]{2}$/);

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brazil');
  // The country page's heading names Brazil too: wait for the explorer's own table, so the
  // charts counted below are the explorer's, not the page it replaces.
  await expect(page.locator('[data-chart="observations"]')).toBeVisible();
  await expectEveryChartReady(page);
  // Every row, scrolled through the virtualised table: years and countries as the selection says.
  const rows = await readAllRows(scroller(page));
  const count = Number(
    (await page.getByTestId('observations-count').textContent())?.match(/[\d,]+/)?.[0]?.replace(/,/g, ''),
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBe(count);
  // A pair shows both directions (the explorer's default): Brazil's exports to the partner and
  // its imports from it, nothing else.
  const isBrazilExport = ([, exporter, importer]: string[]) =>
    Boolean(exporter?.endsWith('(BR)') && importer?.endsWith(`(${partner})`));
  const isBrazilImport = ([, exporter, importer]: string[]) =>
    Boolean(exporter?.endsWith(`(${partner})`) && importer?.endsWith('(BR)'));
  const outside = rows.filter((row) => {
    const year = Number(row[0]);
    return year < 2015 || year > 2020 || !(isBrazilExport(row) || isBrazilImport(row));
  });
  expect(outside).toEqual([]);
  expect(rows.some(isBrazilExport)).toBe(true);
  await expectAxeClean(page);
});

test('a pair deep link shows both directions, what the pair trades and its raw rows', async ({ page }) => {
  await page.goto('/flows?reporter=DE&partner=CN&from=2015&to=2024');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Germany (DE) ⇄ China (CN): trade in both directions, 2015–2024',
  );
  await expectEveryChartReady(page);
  const summary = page.locator('[data-chart="summary-periods"]');
  await openDataTable(summary);
  await expect(summary.locator('table thead th')).toHaveText([
    'Year',
    'Exports Germany → China (USD)',
    'Imports Germany ← China (USD)',
    'Balance (exports − imports) (USD)',
  ]);
  await expect(summary.locator('table tbody tr')).toHaveCount(10);
  const pair = page.locator('[data-chart="pair-products"]');
  await expect(pair.getByTestId('pair-products-table').locator('tbody tr').first()).toBeVisible();
  await expect(pair).toContainText("the key figures' total");
  await expect(page.getByTestId('observations-count')).toContainText('observations');
  await expect(page.getByText('Partner concentration')).toHaveCount(0);
  await expectAxeClean(page);
});

test('what the pair trades keeps its shape as names arrive: one row height, the same list height (no layout shift)', async ({
  page,
}) => {
  // A phone's width, where a long name takes several lines unless the row holds it to its room.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/flows?reporter=DE&partner=CN&from=2015&to=2024');
  const pair = page.locator('[data-chart="pair-products"]');
  const rows = pair.getByTestId('pair-products-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Until all names have come, a row shows its code ("HS 847330"); wait until names are there,
  // long ones among them (catalog names run to 100 characters and more).
  await expect
    .poll(() =>
      rows.evaluateAll(
        (trs) => trs.filter((tr) => (tr.querySelector('th')?.textContent ?? '').trim().length > 60).length,
      ),
    )
    .toBeGreaterThan(0);
  const heights = await rows.evaluateAll((trs) => [
    ...new Set(trs.map((tr) => Math.round(tr.getBoundingClientRect().height))),
  ]);
  expect(heights).toHaveLength(1);
  // The list's scroller is as tall as the room kept for it while loading, however many products.
  const scrollHeight = await pair
    .locator('.pair-products__scroll')
    .evaluate((el) => el.getBoundingClientRect().height);
  const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(scrollHeight).toBe(24 * rem);
});

test('10,000 rows load, scroll to the end and sort, with the limit notice', async ({ page }) => {
  await page.goto('/flows?reporter=DE&flow=export&from=2015&to=2024&limit=10000');
  const table = observations(page);
  await expect(table).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  await expect(page.getByTestId('observations-count')).toContainText('10,000 observations');
  await expect(page.getByTestId('observations-limit-notice')).toContainText('the service may hold more rows');
  // Only a window of rows is in the DOM, not 10,000.
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(100);

  await scroller(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(table.locator('tbody tr[aria-rowindex="10001"]')).toBeVisible();

  const valueHeader = table.getByRole('columnheader', { name: /Value/ });
  await valueHeader.getByRole('button').click();
  await expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
  await scroller(page).evaluate((el) => el.scrollTo(0, 0));
  const values = await table
    .locator('tbody td[data-value]')
    .evaluateAll((tds) => tds.map((td) => Number((td as HTMLElement).dataset.value)));
  expect(values.length).toBeGreaterThan(5);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expectAxeClean(page);
});

test('the CSV download has exactly the rows and columns of the table, after sorting', async ({ page }) => {
  await page.goto('/flows?reporter=DE&partner=CN&product=87&from=2020&to=2024&limit=300');
  await expect(observations(page)).toHaveAttribute('data-state', 'ready');
  await observations(page)
    .getByRole('columnheader', { name: /Exporter/ })
    .getByRole('button')
    .click();
  const button = page.getByTestId('download-csv');
  await expect(button).toBeEnabled();
  // One download of two files: the CSV (one header row, plain numbers) and its provenance.
  const downloads: Download[] = [];
  const both = new Promise<void>((resolve) => {
    page.on('download', function onDownload(d) {
      downloads.push(d);
      if (downloads.length === 2) {
        page.off('download', onDownload);
        resolve();
      }
    });
  });
  await button.click();
  await both;
  const csvFile = downloads.find((d) => d.suggestedFilename().endsWith('.csv'))!;
  const provenanceFile = downloads.find((d) => d.suggestedFilename().endsWith('-provenance.txt'))!;
  expect(csvFile).toBeDefined();
  expect(provenanceFile).toBeDefined();
  const text = (await readFile(await csvFile.path(), 'utf8')).replace(/^\uFEFF/, '');
  const provenance = await readFile(await provenanceFile.path(), 'utf8');
  expect(provenance).toMatch(/Source: .*synthetic/i);
  expect(provenance).toMatch(/Request: GET .*\/trade\?reporter=DE&partner=CN/);
  expect(provenance).toMatch(/request_id: req_\w+/);
  expect(provenance).toMatch(/Exporter ascending/);
  expect(text + provenance).not.toContain('tradescope-demo-key');
  const lines = readCsv(text);

  const headings = await observations(page).locator('thead th').allTextContents();
  expect(lines[0]).toEqual(headings.map((h) => h.replace(/[▲▼↕]/g, '').trim()));
  const csvRows = lines.slice(1);
  const tableRows = await readAllRows(scroller(page));
  expect(csvRows.length).toBe(tableRows.length);
  expect(csvRows.length).toBeGreaterThan(0);
  // Same rows in the same order: the CSV has raw numbers where the screen formats them.
  const comparable = (cells: string[]) => [cells[0], cells[1], cells[2], cells[3], cells[4], cells[7]];
  expect(csvRows.map(comparable)).toEqual(tableRows.map(comparable));
  const screenValues = tableRows.map((r) => Number(r[5]!.replace(/[$,]/g, '')));
  expect(csvRows.map((r) => Number(r[5]))).toEqual(screenValues);
});

test('the sort is in the URL: Back and Forward restore it, with no new request', async ({ page, guard }) => {
  await page.goto('/flows?reporter=DE&partner=CN&product=87&from=2020&to=2024&limit=300');
  const table = observations(page);
  await expect(table).toHaveAttribute('data-state', 'ready');
  const header = (name: RegExp) => table.getByRole('columnheader', { name });
  const firstValues = () =>
    table
      .locator('tbody td[data-value]')
      .evaluateAll((tds) => tds.slice(0, 5).map((td) => Number((td as HTMLElement).dataset.value)));
  const serviceOrder = await firstValues();
  const tradeRequests = async () =>
    (await guard.requests()).filter((r) => /\/trade(\?|\/summary)/.test(r.url)).length;
  const before = await tradeRequests();

  await header(/Value/).getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=-value(&|$)/);
  await expect(header(/Value/)).toHaveAttribute('aria-sort', 'descending');
  const byValue = await firstValues();
  expect(byValue).toEqual([...byValue].sort((a, b) => b - a));
  await header(/Exporter/)
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/[?&]sort=exporter(&|$)/);
  await expect(header(/Exporter/)).toHaveAttribute('aria-sort', 'ascending');

  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=-value(&|$)/);
  await expect(header(/Value/)).toHaveAttribute('aria-sort', 'descending');
  expect(await firstValues()).toEqual(byValue);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(header(/Value/)).toHaveAttribute('aria-sort', 'none');
  expect(await firstValues()).toEqual(serviceOrder);
  await page.goForward();
  await expect(header(/Value/)).toHaveAttribute('aria-sort', 'descending');
  // A sort reorders the rows it has: it never asks the service again.
  expect(await tradeRequests()).toBe(before);
});

test('swap exchanges reporter and partner, and Back restores the pair with no new request', async ({
  page,
  guard,
}) => {
  await page.goto('/flows?reporter=DE&partner=CN&product=87&from=2020&to=2024');
  await expectEveryChartReady(page);
  await page.getByRole('button', { name: /Swap reporter and partner/ }).click();
  await expect(page).toHaveURL(/reporter=CN&partner=DE/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('China (CN) ⇄ Germany (DE)');
  await expectEveryChartReady(page);
  const tradeRequests = async () =>
    (await guard.requests()).filter((r) => /\/trade(\?|\/summary)/.test(r.url)).length;
  const before = await tradeRequests();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Germany (DE) ⇄ China (CN)');
  await expectEveryChartReady(page);
  expect(await tradeRequests()).toBe(before);
});

test('an alpha-3, lower-case deep link is canonicalised and links back to the right country', async ({
  page,
}) => {
  await page.goto('/flows?reporter=usa&product=hs:870323');
  await expect(page).toHaveURL(/\?reporter=US&product=870323$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'United States (US) → all partners: exports of HS 870323',
  );
  await page.getByRole('link', { name: /Back to United States/ }).click();
  await expect(page).toHaveURL(/\/countries\/US\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('United States');
});

test('at 360 px the explorer fits the screen and the table scrolls on its own', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/flows?reporter=DE&partner=CN&product=87&from=2020&to=2024');
  await expectEveryChartReady(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const scroll = scroller(page);
  expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The year column stays in view while the table scrolls sideways.
  await scroll.evaluate((el) => el.scrollTo(300, 0));
  const firstCell = observations(page).locator('tbody tr[aria-rowindex="2"] th').first();
  const box = await firstCell.boundingBox();
  const scrollBox = await scroll.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(scrollBox!.x - 1);
  await expectAxeClean(page);
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  for (const width of [1280, 360]) {
    test(`a pair with every chart drawn is axe-clean at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/flows?reporter=DE&partner=CN&product=87&from=2020&to=2024');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectEveryChartReady(page);
      await expect(page.getByTestId('download-csv')).toBeEnabled();
      // On a phone the wide tables say that more columns lie sideways (their hint checked by axe too).
      if (width === 360) {
        await expect(page.getByTestId('pair-products-hint')).toContainText(
          'Scroll sideways for every column',
        );
        await expect(page.getByTestId('observations-hint')).toContainText('Scroll sideways for every column');
      }
      await expectAxeClean(page);
    });
  }
});
