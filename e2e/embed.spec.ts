/**
 * "Get this chart" and /embed/... in the browser: the snapshot embed of Brazil's top
 * partners, pasted into a plain page of another origin inside a sandboxed iframe, draws the same
 * chart with its title, selection and source while the service is unreachable; the live embed
 * reaches ready there too; the PNG and SVG are valid images (the SVG with the title), the CSV has
 * the table's rows; and the key is in none of the outputs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from '@playwright/test';
import { E2E_API_BASE_URL, E2E_API_KEY, E2E_API_PORT } from './env';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { navigateInApp } from './in-app';

// Spread over the workers, each with its own host page: run whole on one worker, this file kept it
// busy after the other had finished (docs/test-time.md).
test.describe.configure({ mode: 'parallel' });

/**
 * A second origin: a plain static page that only holds the pasted snippet. On a free port, so
 * runs side by side (two workers, two checkouts) never share it.
 */
let OTHER_ORIGIN = '';
let reportHtml = '<!doctype html><title>empty</title>';
let server: Server;

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(reportHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  OTHER_ORIGIN = `http://localhost:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function reportPage(snippet: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A report</title></head>
<body><h1>Quarterly trade report</h1><p>Our figure:</p>${snippet}</body></html>`;
}

async function useLiveService(page: Page) {
  await page.goto('/settings');
  await page.getByRole('radio', { name: /live trade data service/i }).check();
  await page.getByLabel('Base URL').fill(E2E_API_BASE_URL);
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY);
  await page.getByRole('checkbox', { name: /remember on this device/i }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
}

async function openPanel(page: Page, chart: string) {
  const frame = page.locator(`[data-chart="${chart}"]`);
  await expect(frame).toHaveAttribute('data-state', 'ready');
  await frame.getByRole('button', { name: /Get this chart/ }).click();
  const panel = page.getByTestId('get-chart-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function downloadText(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** No request may reach the service: the demo's host and the emulator's port are cut off. */
async function blockService(context: BrowserContext) {
  const blocked: string[] = [];
  await context.route(
    (url) => url.hostname === 'demo.tradescope.invalid' || url.port === String(E2E_API_PORT),
    (route) => {
      blocked.push(route.request().url());
      return route.abort('connectionrefused');
    },
  );
  return blocked;
}

test('snapshot embed of Brazil’s top partners in a sandboxed iframe of another origin, service unreachable; outputs without the key', async ({
  page,
  context,
  guard,
}) => {
  await useLiveService(page);
  await page.goto('/countries/BR?from=2010&to=2024');
  const panel = await openPanel(page, 'top-partners');
  const appRows = await page.locator('[data-chart="top-partners"] table tbody th[scope="row"]').count();

  // Every text output of the panel.
  const snippet = await panel.getByLabel('Embed code').inputValue();
  expect(snippet).toMatch(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/countries\/BR\/top-partners\?from=2010&amp;to=2024&amp;theme=(light|dark)#s=2\.[A-Za-z0-9_-]+"/,
  );
  // The citation names the service's credit once its OpenAPI document has been read, which under
  // load may come after the panel opens.
  await expect(panel.getByLabel('Citation')).toHaveValue(/Data: Tradescope's synthetic world, via /);
  const outputs = [
    snippet,
    await panel.getByLabel('Link to this chart in its view').inputValue(),
    await panel.getByLabel('curl').inputValue(),
    await panel.getByLabel('Citation').inputValue(),
    await panel.getByLabel('BibTeX').inputValue(),
  ];
  expect(outputs[2]).toContain(
    `curl -H "Authorization: Bearer $TRADE_API_KEY" "${E2E_API_BASE_URL}/countries/BR/partners?flow=export&from=2010&to=2024&limit=500"`,
  );
  expect(outputs[3]).toMatch(
    /Top export destinations: Brazil, 2010–2024, top 20 by value in US dollars \[chart\]\. Data: Tradescope's synthetic world, via the Trade Data Service v1 at http:\/\/127\.0\.0\.1:\d+, synthetic data\. .*accessed \d{4}-\d{2}-\d{2}\)\. request_id: /,
  );

  // Files: CSV, JSON, SVG, PNG.
  // "Download CSV" saves the CSV and its provenance file: each button is waited on for its own file.
  const extensionOf = (name: string) => (/CSV|JSON|SVG|PNG/.exec(name)?.[0] ?? '').toLowerCase();
  const save = async (name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download', (d) => d.suggestedFilename().endsWith(`.${extensionOf(name)}`)),
      panel.getByRole('button', { name }).click(),
    ]);
    return { name: download.suggestedFilename(), body: await downloadText(download) };
  };
  const csv = await save('Download CSV');
  const json = await save('Download JSON');
  const svg = await save('Download SVG');
  const png = await save('Download PNG (2x)');
  expect(csv.name).toMatch(/^tradescope-countries-BR-top-partners-\d{4}-\d{2}-\d{2}\.csv$/);
  // One header row and the 20 partners (the provenance file beside it: ways-out.spec.ts).
  const csvLines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(csvLines[0]).toBe('Partner,Value (USD),Share (fraction)');
  expect(csvLines).toHaveLength(1 + 20);
  expect(JSON.parse(json.body.toString('utf8'))).toMatchObject({
    columns: ['Partner', 'Value (USD)', 'Share (fraction)'],
  });
  const svgText = svg.body.toString('utf8');
  expect(svgText).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svgText).toContain('Top export destinations');
  expect(svgText).toContain('Brazil, 2010–2024');
  // The e2e service is the synthetic world, and its OpenAPI document says so (the apostrophe is
  // escaped in SVG). The footer wraps where its width ends: read across its lines.
  const svgWords = svgText.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  expect(svgWords).toMatch(
    /Tradescope · Tradescope&#39;s synthetic world, via the Trade Data Service v1 at http:\/\/127\.0\.0\.1:\d+ · synthetic data, not real trade statistics · accessed \d{4}-\d{2}-\d{2}/,
  );
  expect(png.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  // Both are images a browser decodes; the PNG is drawn at twice the SVG's size.
  const sizes = await page.evaluate(
    async ([svgSource, pngBase64]) => {
      const load = (src: string) =>
        new Promise<{ w: number; h: number }>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve({ w: img.naturalWidth, h: img.naturalHeight });
          img.onerror = () => reject(new Error('not an image'));
          img.src = src;
        });
      return {
        svg: await load(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgSource!)}`),
        png: await load(`data:image/png;base64,${pngBase64}`),
      };
    },
    [svgText, png.body.toString('base64')],
  );
  expect(sizes.svg.w).toBe(960);
  expect(sizes.png).toEqual({ w: sizes.svg.w * 2, h: sizes.svg.h * 2 });

  for (const text of [
    ...outputs,
    csv.body.toString('utf8'),
    json.body.toString('utf8'),
    svgText,
    png.body.toString('latin1'),
  ]) {
    expect(text).not.toContain(E2E_API_KEY);
  }

  // The report: the snippet pasted into a page of another origin, the service unreachable.
  const blocked = await blockService(context);
  reportHtml = reportPage(
    snippet.replace(
      'sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"',
      'sandbox="allow-scripts"',
    ),
  );
  const report = await context.newPage();
  await report.goto(`${OTHER_ORIGIN}/report.html`);
  const embed = report.frameLocator('iframe');
  const chart = embed.locator('[data-chart="top-partners"]');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(chart.getByRole('heading', { name: 'Top export destinations' })).toBeVisible();
  await expect(chart).toContainText("Brazil's 20 largest export destinations, 2010–2024");
  // "accessed" and its date are held together by a no-break space, here as in an image's footer.
  await expect(embed.getByTestId('embed-source')).toContainText(
    /Tradescope · Tradescope's synthetic world, via the Trade Data Service v1 at http:\/\/127\.0\.0\.1:\d+ · synthetic data, not real trade statistics · accessed\u00a0\d{4}-\d{2}-\d{2} · snapshot/,
  );
  // The request IDs, once, behind a disclosure.
  await expect(embed.getByTestId('embed-request-ids').locator('code').first()).toHaveText(/^req_/);
  await expect(embed.getByRole('link', { name: /Open the full view/ })).toHaveAttribute(
    'href',
    '/countries/BR?from=2010&to=2024#chart-top-partners',
  );
  await chart.locator('details summary').click();
  await expect(chart.locator('table tbody th[scope="row"]')).toHaveCount(appRows || 20);
  // An opaque origin: no storage, no cookies, and still no request to the service.
  const frame = report.frames().find((f) => f.url().includes('/embed/'))!;
  expect(await frame.evaluate(() => window.origin)).toBe('null');
  expect(blocked).toEqual([]);
  expect(
    (await guard.requests()).filter((r) => r.url.includes('/embed/')).every((r) => !r.url.includes('#')),
  ).toBe(true);
  await guard.expectKeyOnlyInAuthorization(E2E_API_KEY);
});

test('a damaged snapshot says so in the frame, with no injected markup', async ({ page }) => {
  await page.goto('/embed/countries/BR/top-partners?to=2024#s=2.PGltZyBzcmM9eCBvbmVycm9yPWFsZXJ0KDEpPg');
  await expect(page.getByRole('heading', { name: 'This chart snapshot cannot be shown' })).toBeVisible();
  await expect(page.getByTestId('embed-problem')).toContainText(/damaged/);
  await expect(page.locator('img')).toHaveCount(0);
  await page.goto('/embed/countries/BR/top-partners#s=9.abc');
  await expect(page.getByTestId('embed-problem')).toContainText('format 9');
});

test('live embed (demo data) in a sandboxed iframe of another origin reaches ready, filling the frame', async ({
  page,
  context,
}) => {
  await page.goto('/countries/BR?to=2024');
  const panel = await openPanel(page, 'exports-series');
  await panel.getByRole('radio', { name: /Live/ }).check();
  const snippet = await panel.getByLabel('Embed code').inputValue();
  expect(snippet).not.toContain('#s=');
  reportHtml = reportPage(
    snippet.replace(
      'sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"',
      'sandbox="allow-scripts"',
    ),
  );
  const report = await context.newPage();
  const workers: string[] = [];
  report.on('worker', (worker) => workers.push(worker.url()));
  await report.goto(`${OTHER_ORIGIN}/report.html`);
  const embed = report.frameLocator('iframe');
  const chart = embed.locator('[data-chart="exports-series"]');
  await expect(chart).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  await expect(embed.getByTestId('embed-source')).toContainText('synthetic data');
  // The demo world was built in a worker of the frame's own, not on the thread that draws.
  expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(1);
  // No app chrome; the chart follows the frame's size.
  await expect(embed.getByRole('navigation')).toHaveCount(0);
  const before = await chart.locator('canvas').first().boundingBox();
  // The pasted script sizes the frame by its style; a host page making it taller does the same.
  await report.locator('iframe').evaluate((el) => (el.style.height = '700px'));
  await expect
    .poll(async () => (await chart.locator('canvas').first().boundingBox())?.height)
    .toBeGreaterThan((before?.height ?? 0) + 100);
});

test("live embed of what a large pair trades in a sandboxed iframe: its rows summed without the app's worker file, no crash", async ({
  context,
  baseURL,
}) => {
  // Germany and China trade in more rows than the view sums on its own thread: it starts a worker
  // from the app's file, which an opaque origin may not load.
  const src = `${baseURL}/embed/flows/pair-products?reporter=DE&partner=CN&from=2015&to=2024`;
  reportHtml = reportPage(
    `<iframe sandbox="allow-scripts" src="${src}" title="What the pair trades" style="width:800px;height:720px"></iframe>`,
  );
  const report = await context.newPage();
  await report.goto(`${OTHER_ORIGIN}/report.html`);
  const chart = report.frameLocator('iframe').locator('[data-chart="pair-products"]');
  await expect(chart).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  await expect(chart.getByTestId('pair-products-table').locator('tbody tr').first()).toBeVisible();
});

test('the panel works from the keyboard and is axe-clean', async ({ page }) => {
  await page.goto('/countries/BR?to=2024');
  const frame = page.locator('[data-chart="partner-concentration"]');
  await expect(frame).toHaveAttribute('data-state', 'ready');
  const button = frame.getByRole('button', { name: /Get this chart/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: /Get this chart: Partner concentration/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Embed code')).toHaveValue(/#s=2\./);
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
});

/** An embed of every view, dark and without its title block (demo data). */
const DARK_UNTITLED_EMBEDS = [
  {
    view: 'country',
    path: '/embed/countries/BR/partner-concentration?to=2024',
    chart: 'partner-concentration',
  },
  { view: 'product', path: '/embed/products/090111/top-exporters?from=2015&to=2023', chart: 'top-exporters' },
  { view: 'HS index', path: '/embed/products/hs-treemap?from=2020&to=2023', chart: 'hs-treemap' },
  {
    view: 'flows',
    path: '/embed/flows/summary-periods?reporter=BR&partner=CN&from=2015&to=2023',
    chart: 'summary-periods',
  },
  {
    view: 'compare',
    path: '/embed/compare/compare-series?countries=BR,AR&from=2023&to=2023',
    chart: 'compare-series',
  },
] as const;

for (const c of DARK_UNTITLED_EMBEDS) {
  test(`${c.view}: a dark embed of ${c.chart} without its title block is axe-clean`, async ({ page }) => {
    await page.goto(`${c.path}&theme=dark&title=0`);
    const chart = page.locator(`[data-chart="${c.chart}"]`);
    await expect(chart).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // title=0: the title block is hidden from view, not from assistive technology.
    const heading = chart.getByRole('heading', { level: 2 });
    const title = (await heading.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await expect(chart).toHaveAccessibleName(title);
    expect((await heading.boundingBox())?.width).toBeLessThanOrEqual(1);
    await expectAxeClean(page);
  });
}

/** One chart of each other view: snapshot and live embeds of another origin, outputs without the key. */
const VIEW_CASES = [
  {
    view: 'products',
    path: '/products/090111?from=2015&to=2023',
    chart: 'top-exporters',
    embed: /\/embed\/products\/090111\/top-exporters\?/,
  },
  {
    view: 'flows',
    path: '/flows?reporter=BR&partner=CN&from=2015&to=2023',
    chart: 'summary-periods',
    embed: /\/embed\/flows\/summary-periods\?/,
  },
  {
    view: 'compare',
    path: '/compare?countries=BR,AR&from=2023&to=2023',
    chart: 'compare-series',
    embed: /\/embed\/compare\/compare-series\?countries=BR,AR&amp;/,
  },
  {
    view: 'HS index',
    path: '/products?from=2020&to=2023',
    chart: 'hs-treemap',
    embed: /\/embed\/products\/hs-treemap\?from=2020&amp;to=2023&amp;/,
  },
] as const;

for (const c of VIEW_CASES) {
  test(`${c.view}: the ${c.chart} snapshot embed draws in a sandboxed iframe of another origin with the service unreachable; no output holds the key`, async ({
    page,
    context,
    guard,
  }) => {
    // The HS index's treemap records 99 answers (the World total and one summary per chapter):
    // on a loaded machine, recording and compressing them takes longer than one chart's few.
    if (c.chart === 'hs-treemap') test.slow();
    await useLiveService(page);
    // On from Settings in the app, as a visitor goes (the first test reloads after saving instead).
    await navigateInApp(page, c.path);
    const panel = await openPanel(page, c.chart);
    const snippetField = panel.getByLabel('Embed code');
    await expect(snippetField).toHaveValue(/#s=2\./, { timeout: 60_000 });
    const snippet = await snippetField.inputValue();
    expect(snippet).toMatch(c.embed);
    const texts = [
      snippet,
      await panel.getByLabel('curl').inputValue(),
      await panel.getByLabel('Citation').inputValue(),
      await panel.getByLabel('BibTeX').inputValue(),
    ];
    // The requests behind the chart, as the recorder saw them: the key is a variable.
    expect(texts[1]).toContain(`curl -H "Authorization: Bearer $TRADE_API_KEY" "${E2E_API_BASE_URL}/`);
    for (const name of ['Download CSV', 'Download JSON', 'Download SVG', 'Download PNG (2x)']) {
      const extension = (/CSV|JSON|SVG|PNG/.exec(name)?.[0] ?? '').toLowerCase();
      const [download] = await Promise.all([
        page.waitForEvent('download', (d) => d.suggestedFilename().endsWith(`.${extension}`)),
        panel.getByRole('button', { name }).click(),
      ]);
      texts.push((await downloadText(download)).toString(name.includes('PNG') ? 'latin1' : 'utf8'));
    }
    expect(texts[4]).toMatch(/^\uFEFF?[^#\r\n]+,[^\r\n]+\r\n/);
    expect(texts[6]).toMatch(/^<svg/);
    for (const text of texts) expect(text).not.toContain(E2E_API_KEY);

    const blocked = await blockService(context);
    reportHtml = reportPage(
      snippet.replace(
        'sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"',
        'sandbox="allow-scripts"',
      ),
    );
    const report = await context.newPage();
    await report.goto(`${OTHER_ORIGIN}/report.html`);
    const embed = report.frameLocator('iframe');
    const chart = embed.locator(`[data-chart="${c.chart}"]`);
    await expect(chart).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expect(embed.getByTestId('embed-source')).toContainText(/· snapshot$/);
    await expect(embed.getByTestId('embed-request-ids').locator('code').first()).toHaveText(/^req_/);
    const frame = report.frames().find((f) => f.url().includes('/embed/'))!;
    expect(await frame.evaluate(() => window.origin)).toBe('null');
    expect(blocked).toEqual([]);
    await guard.expectKeyOnlyInAuthorization(E2E_API_KEY);
  });
}

test('live embed of the partner map (demo data) in a sandboxed iframe of another origin reaches ready', async ({
  page,
  context,
}) => {
  await page.goto('/countries/BR?from=2015&to=2023');
  const panel = await openPanel(page, 'partner-map');
  await panel.getByRole('radio', { name: /Live/ }).check();
  const snippet = await panel.getByLabel('Embed code').inputValue();
  expect(snippet).toMatch(/\/embed\/countries\/BR\/partner-map\?from=2015&amp;to=2023/);
  expect(snippet).not.toContain('#s=');
  reportHtml = reportPage(
    snippet.replace(
      'sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"',
      'sandbox="allow-scripts"',
    ),
  );
  const report = await context.newPage();
  await report.goto(`${OTHER_ORIGIN}/report.html`);
  const embed = report.frameLocator('iframe');
  const map = embed.locator('[data-chart="partner-map"]');
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(embed.getByTestId('embed-source')).toContainText('synthetic data');
  await map.locator('details summary').click();
  // The table's rows are rendered once the details are open: wait for them, not for a moment.
  await expect.poll(() => map.locator('table tbody tr').count()).toBeGreaterThan(20);
});
