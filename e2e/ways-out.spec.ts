/**
 * Charts on their way out, checked as they arrive: the PNG and SVG of a treemap and a map keep
 * every drawn pixel inside the picture's margin and clear of the source line; the copied embed
 * code, pasted into a 320 px page of another origin, sizes its iframe to its content with no text
 * block overlapping another (the panel's preview too); the CSVs read as numbers in a CSV library,
 * the pair breakdown's with every product the screen ranks and real request IDs.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Download, Frame, Locator, Page } from '@playwright/test';
import { chartPalette, type ColorScheme } from '../src/components/charts/options/palette';
import { expect, test } from './fixtures';

const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? Number(process.env.E2E_APP_PORT ?? 4173) + 1000);
const HOST_ORIGIN = `http://localhost:${HOST_PORT}`;
let hostHtml = '<!doctype html><title>empty</title>';
let server: Server;

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostHtml);
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, 'localhost', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function openPanel(page: Page, chart: string): Promise<Locator> {
  const frame = page.locator(`[data-chart="${chart}"]`);
  await expect(frame).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  await frame.getByRole('button', { name: /Get this chart/ }).click();
  const panel = page.getByTestId('get-chart-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function closePanel(panel: Locator) {
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toBeHidden();
}

async function saved(page: Page, click: () => Promise<void>, count = 1): Promise<Download[]> {
  const downloads: Download[] = [];
  const all = new Promise<void>((resolve) => {
    page.on('download', function onDownload(d) {
      downloads.push(d);
      if (downloads.length === count) {
        page.off('download', onDownload);
        resolve();
      }
    });
  });
  await click();
  await all;
  return downloads;
}

const fileText = async (d: Download) => (await readFile(await d.path())).toString('utf8');

interface PictureCheck {
  width: number;
  height: number;
  /** Drawn pixels in the outer margin (left, right, top, bottom). */
  inMargin: number;
  /** The first few of them, `x,y r g b`, to say where. */
  marginAt: string[];
  /** Rows of source-line text at the bottom, and the blank rows between them and the chart. */
  sourceRows: number;
  gapRows: number;
  /** Chart pixels (not background, not the source line's colour) among the source line's rows. */
  chartInSource: number;
}

/**
 * Decodes the picture in the page (the browser's own PNG/SVG decoder and a canvas) and reads its
 * rows from the bottom: the margin, the source line's rows (background and the muted text colour
 * only), the blank gap, then the chart. `margin` is in image pixels.
 */
async function checkPicture(page: Page, url: string, theme: ColorScheme, margin: number) {
  const palette = chartPalette(theme);
  return page.evaluate(
    async ({ url, bg, muted, margin }) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
      const [b, m] = [hex(bg), hex(muted)];
      const at = (x: number, y: number) => [...data.slice((y * width + x) * 4, (y * width + x) * 4 + 3)];
      const dist = (p: number[], q: number[]) => Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
      const isBg = (p: number[]) => dist(p, b) < 10;
      // On the line from the background to the text colour: the text, antialiased.
      const isText = (p: number[]) => {
        const d = m.map((v, i) => v - b[i]!);
        const t = Math.max(
          0,
          Math.min(1, d.reduce((s, v, i) => s + v * (p[i]! - b[i]!), 0) / d.reduce((s, v) => s + v * v, 0)),
        );
        return (
          dist(
            p,
            b.map((v, i) => v + t * d[i]!),
          ) < 28
        );
      };
      let inMargin = 0;
      const marginAt: string[] = [];
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const edge = x < margin || x >= width - margin || y < margin || y >= height - margin;
          if (edge && !isBg(at(x, y))) {
            inMargin++;
            if (marginAt.length < 5) marginAt.push(`${x},${y} ${at(x, y).join(' ')}`);
          }
        }
      const rowKind = (y: number) => {
        let kind: 'blank' | 'text' | 'chart' = 'blank';
        for (let x = 0; x < width; x++) {
          const p = at(x, y);
          if (isBg(p)) continue;
          if (!isText(p)) return { kind: 'chart' as const, x };
          kind = 'text';
        }
        return { kind, x: -1 };
      };
      let y = height - 1;
      while (y >= 0 && rowKind(y).kind === 'blank') y--;
      let sourceRows = 0;
      let chartInSource = 0;
      for (; y >= 0; y--) {
        const { kind } = rowKind(y);
        if (kind === 'blank') break;
        if (kind === 'chart') chartInSource++;
        sourceRows++;
      }
      let gapRows = 0;
      while (y >= 0 && rowKind(y).kind === 'blank') {
        gapRows++;
        y--;
      }
      return { width, height, inMargin, marginAt, sourceRows, gapRows, chartInSource };
    },
    { url, bg: palette.surface, muted: palette.mutedText, margin },
  ) as Promise<PictureCheck>;
}

function expectCleanPicture(check: PictureCheck, scale: number) {
  expect(check.inMargin, `drawn pixels in the outer margin: ${check.marginAt.join('; ')}`).toBe(0);
  expect(check.sourceRows, 'the source line at the bottom').toBeGreaterThanOrEqual(8 * scale);
  expect(check.chartInSource, 'chart pixels among the source line').toBe(0);
  expect(check.gapRows, 'a blank gap between the chart and the source line').toBeGreaterThanOrEqual(
    4 * scale,
  );
}

test.describe('images at 360 px, dark', () => {
  test.use({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });

  test('a treemap and a map leave the page as PNG and SVG inside their margins, the source line clear', async ({
    page,
  }) => {
    await page.goto('/countries/KE?from=2015&to=2024');
    const theme = await page.evaluate<ColorScheme>(() =>
      document.documentElement.dataset.theme === 'light' ? 'light' : 'dark',
    );
    expect(theme).toBe('dark');
    for (const chart of ['product-mix', 'partner-map']) {
      const panel = await openPanel(page, chart);
      // The margin of the picture is 16 px; its PNG is at 2x. A little less, for antialiasing.
      const [png] = await saved(page, () => panel.getByRole('button', { name: 'Download PNG (2x)' }).click());
      const pngUrl = `data:image/png;base64,${(await readFile(await png!.path())).toString('base64')}`;
      const pngCheck = await checkPicture(page, pngUrl, theme, 28);
      expect(pngCheck.width).toBe(1920);
      expectCleanPicture(pngCheck, 2);
      const [svg] = await saved(page, () => panel.getByRole('button', { name: 'Download SVG' }).click());
      const svgText = await fileText(svg!);
      const svgCheck = await checkPicture(
        page,
        `data:image/svg+xml;base64,${Buffer.from(svgText).toString('base64')}`,
        theme,
        14,
      );
      expect(svgCheck.width).toBe(960);
      expectCleanPicture(svgCheck, 1);
      await closePanel(panel);
    }
  });
});

/** The boxes of an embed's text blocks, and any two that overlap. */
async function embedLayout(frame: Frame) {
  return frame.evaluate(() => {
    const blocks = [
      ['title', '.chart-frame__title'],
      ['description', '.chart-frame__description'],
      ['chart', '.chart-frame__chart'],
      ['data table', '.chart-frame__table summary'],
      ['sum line', '.chart-frame__footer'],
      ['source line', '[data-testid="embed-source"]'],
      ['request IDs', '[data-testid="embed-request-ids"] summary'],
      ['full view link', '.embed__footer a'],
    ] as const;
    const boxes = blocks.flatMap(([name, selector]) => {
      const el = document.querySelector(selector);
      if (!el) return [];
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0
        ? [{ name, top: r.top, bottom: r.bottom, left: r.left, right: r.right }]
        : [];
    });
    const overlaps: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const c of boxes.slice(i + 1))
        if (a.left < c.right - 1 && c.left < a.right - 1 && a.top < c.bottom - 1 && c.top < a.bottom - 1)
          overlaps.push(`${a.name} × ${c.name}`);
    const wide = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
    ).length;
    return {
      names: boxes.map((b) => b.name),
      overlaps,
      wide,
      contentHeight: Math.ceil(document.querySelector('main')!.getBoundingClientRect().height),
      scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
    };
  });
}

async function embedSnippet(page: Page, chart: string): Promise<string> {
  const panel = await openPanel(page, chart);
  const field = panel.getByLabel('Embed code');
  await expect(field).toHaveValue(/#s=2\./, { timeout: 30_000 });
  const snippet = await field.inputValue();
  await closePanel(panel);
  return snippet;
}

test.describe('embeds in a 320 px page', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the copied code sizes its iframe to its content, nothing overlapping; the panel’s preview too', async ({
    page,
    context,
  }) => {
    await page.goto('/countries/KE?from=2015&to=2024');
    const series = await embedSnippet(page, 'exports-series');
    expect(series).toMatch(/<\/iframe>\n<script>\(function\(w\)\{.*tradescope:embed-size.*<\/script>$/s);
    await page.goto('/products/8542?from=2015&to=2024');
    const exporters = await embedSnippet(page, 'top-exporters');

    // The preview, in the panel at 320 px: sized by the same message.
    const panel = await openPanel(page, 'top-exporters');
    await panel.getByRole('button', { name: 'Show preview' }).click();
    const preview = panel.getByTestId('embed-preview');
    const previewFrame = page.frames().find((f) => f.url().includes('/embed/products/'));
    await expect.poll(() => page.frames().some((f) => f.url().includes('/embed/products/'))).toBe(true);
    const frameOf = () => page.frames().find((f) => f.url().includes('/embed/products/'))!;
    await expect(frameOf().locator('[data-chart="top-exporters"]')).toHaveAttribute('data-state', 'ready');
    await expect
      .poll(
        async () =>
          Number(await preview.getAttribute('height')) - (await embedLayout(frameOf())).contentHeight,
      )
      .toBe(0);
    const inPreview = await embedLayout(previewFrame ?? frameOf());
    expect(inPreview.overlaps).toEqual([]);
    expect(inPreview.scrolls).toBe(false);
    await closePanel(panel);

    // The report of another origin, 320 px wide, with both snippets pasted as copied.
    hostHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>A report</title></head>
<body style="margin:0 8px"><h1>Kenya's exports</h1>${series}<p>And chips:</p>${exporters}</body></html>`;
    const report = await context.newPage();
    await report.setViewportSize({ width: 320, height: 640 });
    await report.goto(`${HOST_ORIGIN}/report.html`);
    const iframes = report.locator('iframe');
    await expect(iframes).toHaveCount(2);
    const frames = () => report.frames().filter((f) => f.url().includes('/embed/'));
    await expect.poll(() => frames().length).toBe(2);
    for (const [i, chart] of [
      [0, 'exports-series'],
      [1, 'top-exporters'],
    ] as const) {
      const frame = frames().find((f) => f.url().includes(chart))!;
      // Charts draw when they come into view (the lazy iframe and the draw queue).
      await iframes.nth(i).scrollIntoViewIfNeeded();
      await expect(frame.locator(`[data-chart="${chart}"]`)).toHaveAttribute('data-state', 'ready', {
        timeout: 45_000,
      });
      // The iframe is as tall as its content: nothing scrolls inside it, nothing is cut.
      await expect
        .poll(async () => {
          const box = await iframes.nth(i).boundingBox();
          return Math.abs((box?.height ?? 0) - (await embedLayout(frame)).contentHeight);
        })
        .toBeLessThanOrEqual(1);
      const layout = await embedLayout(frame);
      expect(layout.names).toEqual(expect.arrayContaining(['title', 'chart', 'data table', 'source line']));
      expect(layout.overlaps, `${chart}: overlapping blocks`).toEqual([]);
      expect(layout.wide, `${chart}: elements wider than the frame`).toBe(0);
      expect(layout.scrolls).toBe(false);
      // Request IDs are folded: one line, the IDs behind it.
      await expect(frame.getByTestId('embed-request-ids')).not.toHaveAttribute('open');
      await expect(frame.getByTestId('embed-request-ids').locator('code').first()).toHaveText(/^req_/);
    }
    // Opening the data table makes the frame grow with it.
    const first = frames().find((f) => f.url().includes('exports-series'))!;
    const before = (await iframes.nth(0).boundingBox())!.height;
    await first.locator('.chart-frame__table summary').click();
    await expect.poll(async () => (await iframes.nth(0).boundingBox())!.height).toBeGreaterThan(before + 100);
    expect((await embedLayout(first)).overlaps).toEqual([]);
  });
});

test.describe('the Get this chart panel and CSV at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('fields usable, Close on one line; the pair CSV holds every ranked product, as numbers, with real request IDs', async ({
    page,
  }) => {
    await page.goto('/flows?reporter=DE&partner=CN&from=2022&to=2024');
    const ranked = page.getByTestId('pair-products-table').locator('caption');
    await expect(ranked).toHaveText(/Products ranked by value \(([\d,]+)\)/, { timeout: 60_000 });
    const productCount = Number(
      /\(([\d,]+)\)/.exec((await ranked.textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    const panel = await openPanel(page, 'pair-products');

    const close = panel.getByRole('button', { name: 'Close', exact: true });
    await expect(close).toBeVisible();
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.height, 'Close on one line').toBeLessThan(48);
    expect(closeBox.width).toBeGreaterThan(40);
    for (const label of ['Link to this chart in its view', 'Embed code']) {
      // boundingBox() does not wait, and the embed code's field is drawn again when its snapshot
      // is ready (null in between): its width is read until the field is laid out.
      await expect(panel.getByLabel(label)).toBeVisible();
      await expect
        .poll(async () => (await panel.getByLabel(label).boundingBox())?.width ?? 0, {
          message: `${label} width`,
        })
        .toBeGreaterThan(240);
    }
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(360);

    const [csvFile, provenanceFile] = await saved(
      page,
      () => panel.getByRole('button', { name: 'Download CSV' }).click(),
      2,
    );
    expect(csvFile!.suggestedFilename()).toMatch(/pair-products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(provenanceFile!.suggestedFilename()).toMatch(/pair-products-\d{4}-\d{2}-\d{2}-provenance\.txt$/);
    const csvBytes = await readFile(await csvFile!.path());
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, unknown>>(csvBytes.toString('utf8'), {
      header: true,
      dynamicTyping: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields?.slice(0, 4)).toEqual(['Rank', 'HS6', 'Product', 'HS section']);
    expect(parsed.data).toHaveLength(productCount);
    const valueFields = parsed.meta.fields!.slice(4);
    expect(valueFields.every((f) => f.endsWith('(USD)'))).toBe(true);
    for (const row of parsed.data) {
      for (const f of valueFields) expect(typeof row[f]).toBe('number');
    }
    expect(parsed.data.map((r) => r.Rank)).toEqual(parsed.data.map((_, i) => i + 1));
    // The first ranked product on screen is the first row of the file, with its value.
    const firstRow = page.getByTestId('pair-products-table').locator('tbody tr').first();
    await expect(firstRow.locator('td').nth(1)).toHaveText(String(parsed.data[0]!.HS6).padStart(6, '0'));

    const provenance = await fileText(provenanceFile!);
    expect(provenance).toMatch(/Request( \d+)?: GET \S+\/trade\?/);
    expect(provenance).toMatch(/request_id( \d+)?: req_\w+/);
    expect(provenance).not.toMatch(/n\/a|none in the answer/);
    expect(provenance).toContain(`Rows: ${productCount}`);
    expect(provenance).toMatch(/Retrieved at: \d{4}-\d{2}-\d{2}T/);
  });
});
