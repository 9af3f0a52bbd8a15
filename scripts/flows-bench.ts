/**
 * The flow explorer with 10,000 observations, in Chromium on the demo build (issue 9's
 * performance figures). A benchmark, not a test: it prints figures for the README.
 *
 * Usage: `npm run perf:flows -- [baseUrl] [--runs N] [--dir dist-demo]`
 * (without a base URL, `vite preview` serves an existing `npm run build:demo`).
 *
 * Measured per run, each in a fresh browser context:
 * - response → first rows: from the end of the /trade response (Resource Timing's responseEnd
 *   of the request the page made) to the first frame painted with observation rows in the table;
 * - scrolling: the table is scrolled to the end in steps of 600 px, one step per animation
 *   frame; frame intervals (rAF to rAF) and long tasks (> 50 ms) during the scroll;
 * - sort: a click on "Value (USD)" until the next frame painted with aria-sort set; long tasks.
 * Floors, in the same rounds (interleaved: 10,000 rows, then the floor, per round): the same
 * page with 100 rows, so each ratio says what the 100× larger table costs.
 * Medians over the runs; the machine's load average (uptime) is printed with the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/env';

const PATH_10K = '/flows?reporter=DE&flow=export&from=2015&to=2024&limit=10000';
const PATH_FLOOR = '/flows?reporter=DE&flow=export&from=2015&to=2024&limit=100';

interface Args {
  url?: string;
  runs: number;
  dir: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { runs: 5, dir: 'dist-demo' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') args.runs = Math.max(1, Number.parseInt(argv[++i] ?? '', 10) || 1);
    else if (a === '--dir') args.dir = argv[++i] ?? args.dir;
    else if (a && !a.startsWith('--')) args.url = a;
  }
  return args;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startPreview(dir: string): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(dir)) {
    console.error(`flows-bench: no ${dir}/ to serve. Run \`npm run build:demo\` first, or pass a server URL.`);
    process.exit(2);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--mode', 'demo', '--outDir', dir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('vite preview did not start within 30 s');
}

/** Runs in the page before its scripts: long tasks, and the first painted frame with rows. */
function instrument() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __firstRows: number | null };
  w.__longTasks = [];
  w.__firstRows = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Polled (no named inner functions: tsx would wrap them in a helper the page does not have).
  // Once rows are in the DOM, the next animation frame is the one that paints them.
  const timer = setInterval(() => {
    if (!document.querySelector('[data-chart="observations"] tbody tr[aria-rowindex]')) return;
    clearInterval(timer);
    requestAnimationFrame((t) => {
      w.__firstRows ??= t;
    });
  }, 4);
}

interface RunResult {
  responseToRows: number;
  frameMedian: number;
  frameP95: number;
  scrollMaxTask: number;
  sortMs: number;
  sortMaxTask: number;
}

async function runOnce(browser: Browser, base: string, path: string, expectedRows: number): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(base + path);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="observations-count"]')?.textContent?.startsWith(n) ?? false,
      expectedRows.toLocaleString('en-US'),
      { timeout: 120_000, polling: 50 },
    );
    await page.waitForFunction(() => (window as unknown as { __firstRows: number | null }).__firstRows !== null, undefined, { timeout: 120_000 });
    const responseToRows = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => /\/trade\?/.test(e.name) && /limit=/.test(e.name))
        .at(-1) as PerformanceResourceTiming | undefined;
      const rows = (window as unknown as { __firstRows: number }).__firstRows;
      return entry ? rows - entry.responseEnd : Number.NaN;
    });
    // Let trailing work (names, the pair products) finish before scrolling.
    await page.waitForTimeout(1500);

    const scroll = await page.evaluate(async () => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      const el = document.querySelector<HTMLElement>('[data-testid="observations-scroll"]')!;
      el.scrollTo(0, 0);
      const start = performance.now();
      const frames: number[] = [];
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
        el.scrollBy(0, 600);
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        frames.push(now - last);
        last = now;
      }
      const tasks = w.__longTasks.filter((t) => t.start >= start).map((t) => t.duration);
      return { frames, maxTask: Math.max(0, ...tasks) };
    });

    const sort = await page.evaluate(async () => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      const header = [...document.querySelectorAll<HTMLElement>('[data-chart="observations"] thead th')].find((th) =>
        th.textContent?.includes('Value'),
      )!;
      const start = performance.now();
      header.querySelector('button')!.click();
      while (header.getAttribute('aria-sort') !== 'descending') await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const end = performance.now();
      await new Promise((r) => setTimeout(r, 300));
      const tasks = w.__longTasks.filter((t) => t.start >= start).map((t) => t.duration);
      return { ms: end - start, maxTask: Math.max(0, ...tasks) };
    });

    const sorted = [...scroll.frames].sort((a, b) => a - b);
    return {
      responseToRows,
      frameMedian: sorted[Math.floor(sorted.length / 2)] ?? 0,
      frameP95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
      scrollMaxTask: scroll.maxTask,
      sortMs: sort.ms,
      sortMaxTask: sort.maxTask,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  let child: ChildProcess | undefined;
  let base = args.url;
  if (!base) ({ url: base, child } = await startPreview(args.dir));
  base = base.replace(/\/$/, '');
  const browser = await chromium.launch({
    ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
    args: CHROMIUM_ARGS,
  });
  const big: RunResult[] = [];
  const floor: RunResult[] = [];
  try {
    console.log(`flow explorer, ${args.runs} interleaved round(s) at ${base}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    for (let r = 0; r < args.runs; r++) {
      big.push(await runOnce(browser, base, PATH_10K, 10_000));
      floor.push(await runOnce(browser, base, PATH_FLOOR, 100));
      const b = big.at(-1)!;
      const f = floor.at(-1)!;
      console.log(
        `round ${r + 1}: 10,000 rows: response→rows ${ms(b.responseToRows)}, frames ${ms(b.frameMedian)} (p95 ${ms(b.frameP95)}), scroll max task ${ms(b.scrollMaxTask)}, sort ${ms(b.sortMs)} (max task ${ms(b.sortMaxTask)}) | ` +
          `100 rows: response→rows ${ms(f.responseToRows)}, frames ${ms(f.frameMedian)}, sort ${ms(f.sortMs)}`,
      );
    }
  } finally {
    await browser.close();
    child?.kill();
  }
  const row = (label: string, pick: (r: RunResult) => number) => {
    const b = median(big.map(pick));
    const f = median(floor.map(pick));
    return `| ${label} | ${ms(b)} | ${ms(f)} | ${(b / Math.max(f, 0.1)).toFixed(2)}× |`;
  };
  console.log(`\nload average after the runs: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('\n| measure (median) | 10,000 rows | floor: 100 rows | ratio |\n|---|---:|---:|---:|');
  console.log(
    [
      row('response → first rows painted', (r) => r.responseToRows),
      row('scroll frame interval (median)', (r) => r.frameMedian),
      row('scroll frame interval (p95)', (r) => r.frameP95),
      row('longest task while scrolling', (r) => r.scrollMaxTask),
      row('sort by value, click → painted', (r) => r.sortMs),
      row('longest task while sorting', (r) => r.sortMaxTask),
    ].join('\n'),
  );
}

await main();
