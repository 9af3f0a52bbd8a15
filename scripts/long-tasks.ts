/**
 * Main-thread long tasks after first paint, per page, in the demo build (issue 3: "no
 * main-thread task over 200 ms after first paint"). A benchmark, not a test: it prints figures.
 *
 * Usage: `npm run perf:long-tasks -- [baseUrl] [--runs N] [--dir dist-demo] [--only NAME] [--cpu-throttle X]`
 * - baseUrl (or env LONG_TASKS_URL): a running server. Without it, `vite preview --mode demo`
 *   serves an existing build (`npm run build:demo` first; `--dir` picks another outDir) on a
 *   free port for the duration of the run. The script builds nothing itself.
 * - Each page is opened `--runs` times (default 3) in a fresh browser context (cold cache, as a
 *   first visit); figures are medians over runs, since the machine is shared.
 *
 * A PerformanceObserver registered before any page script (addInitScript, buffered) records
 * every `longtask` (> 50 ms); the page counts as settled once every `[data-chart]` has left
 * `loading` and nothing new happened for a short quiet period.
 */
import type { Browser, Page } from '@playwright/test';
import { median, openBenchBrowser } from './bench-browser';

const LIMIT_MS = 200;
const QUIET_MS = 1500;

interface Scenario {
  name: string;
  path: string;
  /** Optional interaction after the page settled; tasks are counted from its start. */
  act?: (page: Page) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  { name: 'home', path: '/' },
  { name: 'country DE', path: '/countries/DE' },
  { name: 'country US', path: '/countries/US' },
  { name: 'country BR 2012-2024', path: '/countries/BR?flow=export&from=2012&to=2024' },
  { name: 'country EU (group)', path: '/countries/EU' },
  {
    name: 'flow switch US export→import',
    path: '/countries/US',
    act: async (page) => {
      await page.getByRole('radio', { name: 'Imports' }).check();
      await page.waitForURL(/[?&]flow=import(&|$)/);
    },
  },
];

interface Args {
  url?: string;
  runs: number;
  dir: string;
  throttle?: number;
  /** Only the scenarios whose name contains this text. */
  only?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { url: process.env.LONG_TASKS_URL, runs: 3, dir: 'dist-demo' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? '';
    if (a === '--runs') args.runs = Math.max(1, Number.parseInt(next(), 10) || 1);
    else if (a === '--dir') args.dir = next();
    else if (a === '--cpu-throttle') args.throttle = Number(next());
    else if (a === '--only') args.only = next();
    else if (a && !a.startsWith('--')) args.url = a;
  }
  return args;
}

/** Runs in the page before any of its scripts. */
function observeLongTasks() {
  const w = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __frames: { start: number; end: number; scripts: { what: string; duration: number }[] }[];
  };
  w.__longTasks = [];
  w.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Long animation frames name the scripts that ran in them: attribution for the long tasks.
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        type Script = { invoker?: string; invokerType?: string; sourceURL?: string; duration?: number };
        const scripts = ((e as unknown as { scripts?: Script[] }).scripts ?? []).map((sc) => ({
          what: `${sc.invoker ?? sc.invokerType ?? '?'} ${(sc.sourceURL ?? '').split('/').pop() ?? ''}`
            .replace(/https?:\/\/[^ ]*\//, '')
            .trim(),
          duration: sc.duration ?? 0,
        }));
        w.__frames.push({ start: e.startTime, end: e.startTime + e.duration, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Not supported: no attribution.
  }
}

type Frame = { start: number; end: number; scripts: { what: string; duration: number }[] };

/** The script that ran longest in the long animation frame containing the task, if known. */
function attribute(task: { start: number; duration: number }, frames: Frame[]): string {
  const frame = frames.find((f) => f.start <= task.start + 1 && f.end >= task.start + task.duration - 1);
  const top = [...(frame?.scripts ?? [])].sort((a, b) => b.duration - a.duration)[0];
  return top && top.duration > 0 ? ` [${top.what} ${Math.round(top.duration)} ms]` : '';
}

interface PageResult {
  firstPaint: number;
  /** Long tasks starting after first paint (or after the interaction started). */
  after: { start: number; duration: number; by: string }[];
  before: number;
}

async function allChartsSettled(page: Page, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const charts = [...document.querySelectorAll('[data-chart]')];
      return charts.length > 0 && charts.every((c) => c.getAttribute('data-state') !== 'loading');
    },
    undefined,
    { timeout, polling: 100 },
  );
}

async function quiet(page: Page) {
  // Wait until no new long task has appeared for QUIET_MS (trailing renders, idle callbacks).
  let count = -1;
  for (let i = 0; i < 20; i++) {
    const n = await page.evaluate(() => (window as unknown as { __longTasks: unknown[] }).__longTasks.length);
    if (n === count) return;
    count = n;
    await page.waitForTimeout(QUIET_MS);
  }
}

async function runOnce(browser: Browser, base: string, scenario: Scenario, throttle?: number): Promise<PageResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    if (throttle && throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(base + scenario.path);
    const hasCharts = scenario.path !== '/';
    if (hasCharts) await allChartsSettled(page);
    else await page.waitForLoadState('networkidle');
    await quiet(page);
    let from = await page.evaluate(() => {
      const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-paint');
      return paint?.startTime ?? 0;
    });
    const firstPaint = from;
    if (scenario.act) {
      from = await page.evaluate(() => performance.now());
      await scenario.act(page);
      await allChartsSettled(page);
      await quiet(page);
    }
    const { tasks, frames } = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __frames: Frame[] };
      return { tasks: w.__longTasks, frames: w.__frames };
    });
    return {
      firstPaint,
      after: tasks.filter((t) => t.start >= from).map((t) => ({ ...t, by: attribute(t, frames) })),
      before: tasks.filter((t) => t.start < firstPaint).length,
    };
  } finally {
    await context.close();
  }
}

const ms = (x: number) => `${Math.round(x)} ms`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { base, browser, close } = await openBenchBrowser({ url: args.url, dir: args.dir, script: 'long-tasks' });
  const rows: string[] = [];
  let worst = 0;
  try {
    console.log(`long tasks after first paint at ${base}, ${args.runs} run(s) per page` +
      (args.throttle ? `, CPU throttled ×${args.throttle}` : ''));
    for (const scenario of SCENARIOS.filter((s) => !args.only || s.name.includes(args.only))) {
      const results: PageResult[] = [];
      for (let r = 0; r < args.runs; r++) results.push(await runOnce(browser, base, scenario, args.throttle));
      const maxes = results.map((r) => Math.max(0, ...r.after.map((t) => t.duration)));
      const counts = results.map((r) => r.after.length);
      worst = Math.max(worst, median(maxes));
      console.log(`\n${scenario.name} (${scenario.path}${scenario.act ? ', then the interaction' : ''})`);
      results.forEach((r, i) => {
        const list = r.after.map((t) => `${ms(t.duration)}@${ms(t.start)}${t.by}`).join(', ') || 'none';
        console.log(`  run ${i + 1}: first paint ${ms(r.firstPaint)}; ${r.after.length} long task(s): ${list}` +
          (r.before ? `; ${r.before} before first paint` : ''));
      });
      console.log(`  median: ${median(counts)} long task(s), max ${ms(median(maxes))} (runs: ${maxes.map(ms).join(', ')})`);
      rows.push(`| ${scenario.name} | ${median(counts)} | ${ms(median(maxes))} | ${maxes.map(ms).join(', ')} |`);
    }
  } finally {
    await close();
  }
  console.log('\n| page | long tasks (median) | max task (median) | max per run |\n|---|---:|---:|---|');
  console.log(rows.join('\n'));
  console.log(`\nworst median max: ${ms(worst)} (limit ${LIMIT_MS} ms): ${worst < LIMIT_MS ? 'within' : 'OVER'} the limit`);
}

await main();
