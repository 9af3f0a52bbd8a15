/**
 * Specialisation and "what changed" in a real browser (demo mode), each expectation derived from
 * the service's own answers (the emulator over HTTP serves the same synthetic world as the demo):
 * Kenya's specialisations include coffee and tea when the service's figures give them an RCA of
 * at least 1, and Brazil's partners that rose most between 2012 and 2024, by the two years' own
 * partner rankings, lead "what changed". Axe-clean once drawn.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_BASE_URL, E2E_API_KEY } from './env';
import { openDataTable } from './charts';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${E2E_API_BASE_URL}${path}`, {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
  });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Point = { hs6?: string; partner?: string; value_usd: number };

const chart = (page: Page, id: string) => page.locator(`[data-chart="${id}"]`);

/**
 * Views drawn whole with their insights, then scanned by axe: on a slow 2-core machine with the
 * suite's other workers beside it, more than the suite's minute.
 * The limit only catches a hang; every wait inside is on a state.
 */
const SEVERAL_VIEWS_TIMEOUT = 150_000;

test('Kenya is specialised in coffee and tea, as the service’s own figures say', async ({
  page,
  request,
}) => {
  const summary = await api<{ periods: { period: string }[]; trade_value: number }>(
    request,
    '/trade/summary',
  );
  const year = Math.max(
    ...summary.periods.map((p) => Number(p.period.slice(0, 4))).filter((y) => y < new Date().getFullYear()),
  );
  const years = `from=${year}&to=${year}`;
  const worldTotal = (await api<{ trade_value: number }>(request, `/trade/summary?${years}`)).trade_value;
  const kenya = await api<Point[]>(request, `/countries/KE/products?flow=export&${years}&limit=500`);
  const kenyaTotal = (
    await api<{ trade_value: number }>(request, `/trade/summary?reporter=KE&flow=export&${years}`)
  ).trade_value;
  for (const [code, what] of [
    ['090111', 'coffee'],
    ['090240', 'tea'],
  ]) {
    const world = (await api<{ trade_value: number }>(request, `/trade/summary?product=${code}&${years}`))
      .trade_value;
    const value = kenya.find((p) => p.hs6 === code)?.value_usd ?? 0;
    const rca = value / kenyaTotal / (world / worldTotal);
    expect(
      rca,
      `the synthetic world no longer makes Kenya specialised in ${what} (${code}) in ${year}`,
    ).toBeGreaterThanOrEqual(1);
  }

  await page.goto(`/countries/KE?${years}`);
  const specialisations = chart(page, 'specialisations');
  await expect(specialisations).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const rows = await openDataTable(specialisations);
  await expect(rows.filter({ hasText: '(090111)' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '(090240)' })).toHaveCount(1);
  const summaryWords = page.locator('[data-summary]');
  await expect(summaryWords.locator('a[data-figure-of="specialisations"]').first()).toBeVisible();
});

test('what changed for Brazil 2012 → 2024 lists first the partners that rose most, and is axe-clean', async ({
  page,
  request,
}) => {
  test.setTimeout(SEVERAL_VIEWS_TIMEOUT);
  const before = await api<Point[]>(
    request,
    '/countries/BR/partners?flow=export&from=2012&to=2012&limit=500',
  );
  const after = await api<Point[]>(request, '/countries/BR/partners?flow=export&from=2024&to=2024&limit=500');
  const valueIn = (list: Point[], id: string) => list.find((p) => p.partner === id)?.value_usd ?? 0;
  const ids = [...new Set([...before, ...after].map((p) => p.partner ?? ''))];
  const risers = ids
    .map((id) => ({ id, change: valueIn(after, id) - valueIn(before, id) }))
    .sort((a, b) => b.change - a.change || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map((r) => r.id);

  // The product mix by RCA and the specialisations by chapter are in the same axe scan.
  await page.goto('/countries/BR?flow=export&from=2012&to=2024&mix_by=rca&rca_level=chapter');
  const changes = chart(page, 'changes-partners');
  await expect(changes).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const rows = await openDataTable(changes);
  // The first row is the total; the partners follow, the largest rise first.
  await expect(rows.first()).toHaveText('All');
  const partnersShown = await rows
    .locator('a')
    .evaluateAll((links) =>
      links.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('partner')),
    );
  expect(partnersShown).toEqual(risers);
  // The years compared are in the URL's defaults and in the pickers.
  await expect(changes.getByRole('combobox', { name: 'Compare' }).first()).toHaveValue('2012');
  await expect(changes.getByRole('combobox', { name: 'with' }).first()).toHaveValue('2024');

  for (const id of ['changes-products', 'specialisations', 'dependence', 'product-mix'])
    await expect(chart(page, id)).toHaveAttribute('data-state', /ready|empty/, { timeout: 30_000 });
  await expect(chart(page, 'product-mix').getByRole('list', { name: 'Colour key' })).toBeVisible();
  await expect(chart(page, 'specialisations').getByRole('radio', { name: 'Chapter' })).toBeChecked();
  await expect(page.locator('[data-summary] a[data-figure-of="changes-partners"]').first()).toBeVisible();
  await expectAxeClean(page);
});

test('the product view and a pair in the flow explorer open with their summary in words, axe-clean', async ({
  page,
}) => {
  test.setTimeout(SEVERAL_VIEWS_TIMEOUT);
  await page.goto('/products/090111?from=2015&to=2024');
  for (const id of ['changes-exporters', 'exporter-specialisation', 'market-concentration'])
    await expect(chart(page, id)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const productSummary = page.locator('[data-summary]');
  await expect(productSummary.locator('a[data-figure-of="exporter-specialisation"]').first()).toBeVisible();
  // A figure's link leads to its chart.
  const figure = productSummary.locator('a[data-figure-of="changes-exporters"]').first();
  await figure.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#chart-changes-exporters$/);
  await expectAxeClean(page);

  await page.goto('/flows?reporter=BR&partner=CN&flow=import&from=2016&to=2020');
  for (const id of ['changes-pair-products', 'pair-dependence'])
    await expect(chart(page, id)).toHaveAttribute('data-state', /ready|empty/, { timeout: 30_000 });
  await expect(
    page.locator('[data-summary] a[data-figure-of="changes-pair-products"]').first(),
  ).toBeVisible();
  await expectAxeClean(page);
});
