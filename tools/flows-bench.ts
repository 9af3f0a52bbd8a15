/**
 * The flow explorer with 10,000 observations, in Chromium on the demo build. A benchmark, not a
 * test: it prints the figures of docs/flow-explorer-benchmark.md.
 *
 * Usage: `npm run build:demo && npm run perf:flows -- [--runs N] [--dir dist-demo]
 *          [--before DIR] [--port P] [--profile]`
 * - `--before DIR`: a second demo build (for example of the previous commit,
 *   `git stash; npx vite build --mode demo --outDir dist-before; git stash pop`), measured in the
 *   same rounds, interleaved with `--dir`, so that a change is compared under the same load.
 * - `--profile`: one 10,000-row run of `--dir` under Chromium's CPU profiler instead of the rounds;
 *   prints where the main thread spent its time and writes the profile (for DevTools'
 *   Performance panel) to test-results/flows.cpuprofile. Build with `--minify false` to read names.
 * The builds are served by one static server (one origin), on `--port` or a free port.
 *
 * Measured per run, each in a fresh browser context:
 * - response → first rows: from the end of the /trade response (Resource Timing's responseEnd
 *   of the request the page made) to the first frame painted with observation rows in the table;
 * - longest task while loading: from that response until the product names have all arrived;
 * - scrolling: the table is scrolled to the end in steps of 600 px, one step per animation
 *   frame; frame intervals (rAF to rAF) and long tasks (> 50 ms) during the scroll;
 * - sort: a click on "Value (USD)" until the next frame painted with aria-sort set; long tasks.
 * Floor, in the same rounds: the same page with 100 rows (of `--dir`), so each ratio says what
 * the 100× larger table costs. Medians over the runs; the machine's load average is printed.
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { freePort, launchChromium, median } from './bench-browser';
import { formatFunctionTimes, functionTimes, type CpuProfile } from './perf/cpu-profile';
import { serveStatic } from './perf/servers';

const PATH_10K = '/flows?reporter=DE&flow=export&from=2015&to=2024&limit=10000';
const PATH_FLOOR = '/flows?reporter=DE&flow=export&from=2015&to=2024&limit=100';

interface Args {
  runs: number;
  dir: string;
  before?: string;
  port?: number;
  profile: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { runs: 5, dir: 'dist-demo', profile: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') args.runs = Math.max(1, Number.parseInt(argv[++i] ?? '', 10) || 1);
    else if (a === '--dir') args.dir = argv[++i] ?? args.dir;
    else if (a === '--before') args.before = argv[++i];
    else if (a === '--port') args.port = Number.parseInt(argv[++i] ?? '', 10) || undefined;
    else if (a === '--profile') args.profile = true;
  }
  return args;
}

/** Runs in the page before its scripts: long tasks, and the first painted frame with rows. */
function instrument() {
  const w = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __firstRows: number | null;
  };
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
  loadMaxTask: number;
  frameMedian: number;
  frameP95: number;
  scrollMaxTask: number;
  sortMs: number;
  sortMaxTask: number;
}

async function measure(page: Page, expectedRows: number): Promise<RunResult> {
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="observations-count"]')?.textContent?.startsWith(n) ?? false,
    expectedRows.toLocaleString('en-US'),
    { timeout: 120_000, polling: 50 },
  );
  await page.waitForFunction(
    () => (window as unknown as { __firstRows: number | null }).__firstRows !== null,
    undefined,
    { timeout: 120_000 },
  );
  const responseEnd = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => /\/trade\?/.test(e.name) && /limit=/.test(e.name))
      .at(-1) as PerformanceResourceTiming | undefined;
    return entry ? entry.responseEnd : Number.NaN;
  });
  const responseToRows = await page.evaluate(
    (end) => (window as unknown as { __firstRows: number }).__firstRows - end,
    responseEnd,
  );
  // The product names have all arrived once the download stops waiting for them.
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="download-csv"]')?.textContent?.includes('names'),
    undefined,
    {
      timeout: 120_000,
      polling: 50,
    },
  );
  const loadMaxTask = await page.evaluate((end) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    return Math.max(0, ...w.__longTasks.filter((t) => t.start + t.duration >= end).map((t) => t.duration));
  }, responseEnd);
  // A pause as a reader would make, so the scroll does not start inside the last render.
  await page.waitForTimeout(500);

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
    const header = [...document.querySelectorAll<HTMLElement>('[data-chart="observations"] thead th')].find(
      (th) => th.textContent?.includes('Value'),
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
    loadMaxTask,
    frameMedian: sorted[Math.floor(sorted.length / 2)] ?? 0,
    frameP95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
    scrollMaxTask: scroll.maxTask,
    sortMs: sort.ms,
    sortMaxTask: sort.maxTask,
  };
}

async function runOnce(
  browser: Browser,
  url: string,
  expectedRows: number,
  profileTo?: string,
): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = profileTo ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url);
    const result = await measure(page, expectedRows);
    if (cdp && profileTo) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      writeFileSync(profileTo, JSON.stringify(profile));
      console.log(formatFunctionTimes(functionTimes(profile)));
    }
    return result;
  } finally {
    await context.close();
  }
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const MEASURES: [string, (r: RunResult) => number][] = [
  ['response → first rows painted', (r) => r.responseToRows],
  ['longest task, response → names applied', (r) => r.loadMaxTask],
  ['scroll frame interval (median)', (r) => r.frameMedian],
  ['scroll frame interval (p95)', (r) => r.frameP95],
  ['longest task while scrolling', (r) => r.scrollMaxTask],
  ['sort by value, click → painted', (r) => r.sortMs],
  ['longest task while sorting', (r) => r.sortMaxTask],
];

function summary(r: RunResult): string {
  return MEASURES.map(([label, pick]) => `${label.split(',')[0]} ${ms(pick(r))}`).join(', ');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  for (const dir of [args.dir, args.before]) {
    if (dir && !existsSync(dir)) {
      console.error(
        `flows-bench: no ${dir}/ to serve. Run \`npm run build:demo\` (or vite build --mode demo --outDir ${dir}) first.`,
      );
      process.exit(2);
    }
  }
  let served = args.dir;
  const port = args.port ?? (await freePort());
  const server = await serveStatic(() => served, port);
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  const results = new Map<string, RunResult[]>();
  const record = (name: string, r: RunResult) => {
    results.set(name, [...(results.get(name) ?? []), r]);
    console.log(`  ${name}: ${summary(r)}`);
  };
  const run = async (dir: string, path: string, rows: number, profileTo?: string) => {
    served = dir;
    return runOnce(browser, base + path, rows, profileTo);
  };
  try {
    if (args.profile) {
      mkdirSync('test-results', { recursive: true });
      console.log(`CPU profile of ${args.dir}${PATH_10K}; load average ${load()}`);
      const r = await run(args.dir, PATH_10K, 10_000, 'test-results/flows.cpuprofile');
      console.log(`\n${summary(r)}\nprofile written to test-results/flows.cpuprofile`);
      return;
    }
    console.log(`flow explorer, ${args.runs} interleaved round(s); load average ${load()}`);
    const big = [
      { name: `10,000 rows (${args.dir})`, dir: args.dir },
      ...(args.before ? [{ name: `10,000 rows (${args.before})`, dir: args.before }] : []),
    ];
    for (let round = 0; round < args.runs; round++) {
      console.log(`round ${round + 1} (load average ${load()})`);
      // Alternate the order each round, so that neither build always runs first.
      for (const v of round % 2 ? [...big].reverse() : big)
        record(v.name, await run(v.dir, PATH_10K, 10_000));
      record(`floor: 100 rows (${args.dir})`, await run(args.dir, PATH_FLOOR, 100));
    }
  } finally {
    await browser.close();
    server.close();
  }
  const names = [...results.keys()];
  const floor = results.get(names.at(-1)!)!;
  console.log(`\nload average after the runs: ${load()}\n`);
  console.log(`| measure (median of ${args.runs}) | ${names.join(' | ')} | ratio to floor |`);
  console.log(`|---|${names.map(() => '---:|').join('')}---:|`);
  for (const [label, pick] of MEASURES) {
    const medians = names.map((n) => median(results.get(n)!.map(pick)));
    const f = median(floor.map(pick));
    // No ratio to a floor of 0 (no long task at all): it would be a division by nothing.
    const ratio = f >= 1 ? `${(medians[0]! / f).toFixed(2)}×` : '—';
    console.log(`| ${label} | ${medians.map(ms).join(' | ')} | ${ratio} |`);
  }
}

await main();
