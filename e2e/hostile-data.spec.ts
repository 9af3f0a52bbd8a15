/**
 * Hostile data in a real browser: the production-like build in live mode,
 * talking to `npm run api` through the fault proxy in `hostile` mode, which rewrites every name
 * the service sends (countries, regions, products, notes) into one of three variants: markup
 * that would set a flag if it ever ran, a name followed by 10,000 characters without a space,
 * and a name behind a right-to-left override that is never closed (fault-proxy.ts, hostileName).
 *
 * On every view, at 1280 and 360 px, with every chart's data table open (one test per width, the
 * views reached in the app after the first):
 * - no script runs (the flag stays unset, no markup element appears, no page error);
 * - the page is no wider than its viewport (an open dialog neither);
 * - every long name the page shows is readable in full somewhere: a title (tooltip) holding the
 *   whole name, or text that is not clipped (a table cell that wraps, a paragraph);
 * - every override the page shows is isolated: text and titles carry it inside an isolate
 *   (FSI…PDI), so it cannot reorder the text around it.
 *
 * Service workers are blocked, as in the fault matrix: this stands for the production build.
 */
import type { Page } from '@playwright/test';
import { E2E_API_BASE_URL } from './env';
import { HOSTILE, hostileName, startFaultProxy, type FaultProxy } from './fault-proxy';
import { expect, test } from './fixtures';
import { navigateInApp } from './in-app';
import { useLiveService } from './proxied-live';

test.use({ serviceWorkers: 'block' });
// Nine views in one test.
test.describe.configure({ timeout: 480_000 });

let proxy: FaultProxy;
test.beforeAll(async () => {
  proxy = await startFaultProxy(E2E_API_BASE_URL);
  proxy.hostile(true);
});
test.afterAll(async () => {
  await proxy.close();
});
test.beforeEach(async ({ page }) => {
  await useLiveService(page, proxy.url);
});

interface View {
  name: string;
  url: string;
  charts: boolean;
  /**
   * Whether the view shows names from the service at all (some name things from the app's own
   * tables: the HS nomenclature, ISO country names), so the checks cannot pass vacuously there.
   */
  serviceNames: boolean;
  /** Anything to do once the page is up (the search types, the palette opens). */
  act?: (page: Page) => Promise<void>;
}

const openPalette = async (page: Page) => {
  await expect(page.getByRole('button', { name: /Search countries, products/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('coffee');
  await expect(dialog.getByRole('option').first()).toBeVisible();
};
const typeHomeSearch = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Find a country' }).fill('a');
  await expect(page.getByRole('option').first()).toBeVisible();
};

const searchProducts = async (page: Page) => {
  const field = page.getByRole('searchbox', { name: 'Find a product' });
  await field.fill('coffee');
  await field.press('Enter');
  await expect(page.locator('.product-search__results a').first()).toBeVisible();
};

/**
 * In the order one test visits them in the app: no two neighbours share a path, since the app
 * signals a new page (focus on the main landmark) when the path changes.
 */
const VIEWS: View[] = [
  { name: 'country', url: '/countries/DE?from=2015&to=2023', charts: true, serviceNames: true },
  { name: 'compare countries', url: '/compare?countries=BR,AR,CL', charts: true, serviceNames: false },
  { name: 'product', url: '/products/090111?from=2015&to=2024', charts: true, serviceNames: false },
  { name: 'compare products', url: '/compare?products=090111,180100', charts: true, serviceNames: true },
  {
    name: 'products index',
    url: '/products?from=2015&to=2024',
    charts: true,
    serviceNames: true,
    act: searchProducts,
  },
  {
    name: 'flows',
    url: '/flows?reporter=BR&partner=CN&flow=export&from=2015&to=2020',
    charts: true,
    serviceNames: true,
  },
  { name: 'home search', url: '/', charts: false, serviceNames: true, act: typeHomeSearch },
  { name: 'settings', url: '/settings', charts: false, serviceNames: false },
  {
    name: 'palette',
    url: '/countries/DE?from=2015&to=2023',
    charts: false,
    serviceNames: true,
    act: openPalette,
  },
];

/** Every chart has drawn, or says honestly that there is nothing to draw. */
async function expectChartsSettled(page: Page) {
  const charts = page.locator('[data-chart]');
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute('data-state', /^(ready|empty)$/);
  }
}

/**
 * Opens every chart's data table, so the names in them are on the page too: all at once, as a
 * click on each summary would (the toggle event renders the rows), until none is left closed;
 * then waits until every drawn chart's table has its rows.
 */
async function openDataTables(page: Page) {
  const openClosed = () =>
    page.evaluate(() => {
      const closed = [...document.querySelectorAll<HTMLDetailsElement>('[data-chart] details:not([open])')];
      for (const d of closed) d.open = true;
      return closed.length;
    });
  while ((await openClosed()) > 0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-chart][data-state="ready"] details.chart-frame__table')].every(
      (d) => d.querySelector('tbody tr') !== null,
    ),
  );
}

interface Report {
  overflow: number;
  /** The elements that reach past the viewport's right edge (for the failure message). */
  overflowing: string[];
  dialogOverflow: number;
  xss: boolean;
  markupElements: number;
  longShown: number;
  unreadable: string[];
  overridesShown: number;
  notIsolated: string[];
}

/** Runs in the page: what the spec asserts, gathered in one pass over the DOM. */
function inspect({ longNames, flag }: { longNames: string[]; flag: string }): Report {
  const strip = (s: string) => s.replace(/[\u2066-\u2069]/g, '');
  const OVERRIDE = /[\u202A-\u202E]/;
  const root = document.documentElement;
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], dialog[open]')];
  const dialogOverflow = Math.max(
    0,
    ...dialogs.map((d) =>
      Math.max(d.getBoundingClientRect().right - window.innerWidth, d.scrollWidth - d.clientWidth),
    ),
  );

  // Titles and text, with the element that carries each.
  const titled = [...document.querySelectorAll<HTMLElement>('[title]')];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);

  const clipped = (el: Element): boolean => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') return true;
      // Hidden overflow cuts text; a box that scrolls (a wide table's wrapper) does not.
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      if (hides(style.overflowX) && e.scrollWidth > e.clientWidth + 1) return true;
      if (hides(style.overflowY) && e.scrollHeight > e.clientHeight + 1) return true;
    }
    return false;
  };

  let longShown = 0;
  const unreadable: string[] = [];
  // Each text and title stripped once, not once per name (the names run into the hundreds and
  // the long ones are 10,000 characters: stripping per name took the page tens of seconds).
  const strippedTexts = texts.map((t) => ({ node: t, text: strip(t.data) }));
  const strippedTitles = titled.map((e) => ({ element: e, title: strip(e.title) }));
  for (const name of longNames) {
    const full = name + 'W'.repeat(10_000);
    const marker = name + 'W'.repeat(20);
    const holders = strippedTexts.filter((t) => t.text.includes(marker));
    const inTitles = strippedTitles.filter((e) => e.title.includes(marker));
    if (holders.length === 0 && inTitles.length === 0) continue;
    longShown += 1;
    const fullInTitle = inTitles.some((e) => e.title.includes(full));
    const fullInText = holders.some(
      (t) => t.text.includes(full) && t.node.parentElement && !clipped(t.node.parentElement),
    );
    if (!fullInTitle && !fullInText) {
      const where = holders[0]?.node.parentElement ?? inTitles[0]?.element;
      const path: string[] = [];
      for (
        let e: Element | null | undefined = where;
        e && e !== document.body && path.length < 4;
        e = e.parentElement
      ) {
        path.push(
          `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ').join('.')}` : ''}`,
        );
      }
      unreadable.push(`${name.slice(0, 30)} in ${path.join(' < ')}`);
    }
  }

  let overridesShown = 0;
  const notIsolated: string[] = [];
  const isolated = (s: string) => {
    // Every override sits between an isolate initiator and its PDI.
    let depth = 0;
    for (const ch of s) {
      if (ch === '\u2066' || ch === '\u2067' || ch === '\u2068') depth += 1;
      else if (ch === '\u2069') depth = Math.max(0, depth - 1);
      else if (OVERRIDE.test(ch) && depth === 0) return false;
    }
    return depth === 0;
  };
  const parentIsolates = (t: Text) => {
    const p = t.parentElement;
    if (!p) return false;
    const bidi = getComputedStyle(p).unicodeBidi;
    return (
      (p.tagName === 'BDI' || bidi === 'isolate' || bidi === 'isolate-override' || bidi === 'plaintext') &&
      p.childNodes.length === 1
    );
  };
  // Bidirectional text is resolved per block, across inline elements (a highlighted match
  // splits a name into several text nodes): the isolate must hold in the block's text.
  const blockOf = (t: Text): Element => {
    let e = t.parentElement!;
    while (
      e.parentElement &&
      e !== document.body &&
      getComputedStyle(e).display.startsWith('inline') &&
      getComputedStyle(e).unicodeBidi === 'normal'
    ) {
      e = e.parentElement;
    }
    return e;
  };
  for (const t of texts) {
    if (!OVERRIDE.test(t.data)) continue;
    overridesShown += 1;
    if (!isolated(t.data) && !parentIsolates(t) && !isolated(blockOf(t).textContent ?? ''))
      notIsolated.push(`text: ${t.data.slice(0, 60)}`);
  }
  for (const e of titled) {
    if (!OVERRIDE.test(e.title)) continue;
    overridesShown += 1;
    if (!isolated(e.title))
      notIsolated.push(`title of <${e.tagName.toLowerCase()}>: ${e.title.slice(0, 60)}`);
  }
  if (OVERRIDE.test(document.title) && !isolated(document.title))
    notIsolated.push(`document.title: ${document.title}`);

  const overflowing = [...document.body.querySelectorAll('*')]
    .filter(
      (e) => e.getBoundingClientRect().right > window.innerWidth + 1 && e.getBoundingClientRect().width > 0,
    )
    .filter((e) => ![...e.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
    .slice(0, 5)
    .map(
      (e) =>
        `${e.tagName.toLowerCase()}.${String(e.className).split(' ').join('.')} right=${Math.round(e.getBoundingClientRect().right)}`,
    );

  return {
    overflow: root.scrollWidth - window.innerWidth,
    overflowing,
    dialogOverflow,
    xss: flag in window,
    markupElements: document.querySelectorAll('img[src="x"], body script:not([src])').length,
    longShown,
    unreadable,
    overridesShown,
    notIsolated,
  };
}

/** One view, reached by a full load (the first) or in the app: every check of the header. */
async function checkView(page: Page, view: View, loaded: boolean) {
  if (loaded) await navigateInApp(page, view.url);
  else await page.goto(view.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (view.charts) {
    await expectChartsSettled(page);
    await openDataTables(page);
  }
  await view.act?.(page);

  const inspectPage = () => {
    const longNames = proxy.rewrittenNames().filter((n) => hostileName(n).length > n.length + 1_000);
    return page.evaluate(inspect, { longNames, flag: HOSTILE.xssFlag });
  };
  // The checks below are not vacuous where the view shows service names. Those can come after
  // the first thing the page shows (the palette lists its local matches before the service's
  // answer): wait until they are on the page, then check that page.
  let report = view.serviceNames ? undefined : await inspectPage();
  if (view.serviceNames) {
    await expect
      .poll(
        async () => {
          report = await inspectPage();
          return report.longShown + report.overridesShown;
        },
        // The page is inspected whole on every round: seconds each on a busy machine.
        { message: `${view.name}: hostile names on the page`, timeout: 60_000 },
      )
      .toBeGreaterThan(0);
  }

  if (!report) throw new Error(`${view.name}: the page was never inspected`);
  // Soft: one run reports every view's findings, not only the first view's.
  const { soft } = expect;
  soft(report.xss, `${view.name}: a markup name ran as script`).toBe(false);
  soft(report.markupElements, `${view.name}: a markup name became elements`).toBe(0);
  soft(
    report.overflow,
    `${view.name}: page wider than the viewport: ${report.overflowing.join(', ')}`,
  ).toBeLessThanOrEqual(0);
  soft(report.dialogOverflow, `${view.name}: dialog wider than the viewport`).toBeLessThanOrEqual(1);
  soft(
    report.unreadable,
    `${view.name}: long names shown only cut, with no title holding them whole`,
  ).toEqual([]);
  soft(report.notIsolated, `${view.name}: overrides that can reorder the text around them`).toEqual([]);
}

// One test per width: the app loaded once, on the first view, and every other view reached in
// it (a full load per view took about 1.6 times as long: docs/test-time.md). Each view still
// mounts at that width.
for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every view: no script runs, nothing overflows, every name readable in full and isolated', async ({
      page,
    }) => {
      for (const [n, view] of VIEWS.entries()) {
        await test.step(view.name, () => checkView(page, view, n > 0));
      }
    });
  });
}
