/**
 * Main-thread long tasks after first paint, per page, in the demo build ("no
 * main-thread task over 200 ms after first paint"). A benchmark, not a test: it prints figures.
 *
 * Usage: `npm run perf:long-tasks -- [baseUrl] [--runs N] [--dir dist-demo] [--before REF] [--only NAME] [--cpu-throttle X]`
 * - baseUrl (or env LONG_TASKS_URL): a running server. Without it, `vite preview --mode demo`
 *   serves an existing build (`npm run build:demo` first; `--dir` picks another outDir) on a
 *   free port for the duration of the run. The script does not build the current sources.
 * - `--before REF`: also the demo of git ref REF (extracted with `git archive` and built once
 *   into node_modules/.cache/long-tasks/<sha>/), served beside the current build; each run
 *   opens the page in both, the order alternating, and the table shows both side by side.
 * - Each page is opened `--runs` times (default 3) in a fresh browser context (cold cache, as a
 *   first visit); figures are medians over runs, since the machine is shared.
 *
 * A PerformanceObserver registered before any page script (addInitScript, buffered) records
 * every `longtask` (> 50 ms); the page counts as settled once every `[data-chart]` has left
 * `loading` and nothing new happened for a short quiet period. Each run's worst task is
 * attributed to the chart whose draw (the app's `chart-draw` measure) it overlaps most, else to
 * "other" (tools/perf/attribution.ts).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Frame as ChildFrame, Page } from '@playwright/test';
import { launchChromium, median, startPreview } from './bench-browser';
import { attributeLongTasks } from './perf/attribution';

const LIMIT_MS = 200;
const QUIET_MS = 1500;

interface Scenario {
  name: string;
  path: string;
  /** A page without charts: settled once the network is idle. */
  noCharts?: boolean;
  /** Optional interaction after the page settled; tasks are counted from its start. */
  act?: (page: Page) => Promise<void>;
  /**
   * Opened as a report embeds it: in `<iframe sandbox="allow-scripts">`, an opaque origin (no
   * service worker); the frame's tasks are counted.
   */
  sandboxed?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'home', path: '/', noCharts: true },
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
  // The other views, as `npm run perf` loads them (the worst task per page).
  { name: 'product 090111', path: '/products/090111?from=2015&to=2024' },
  { name: 'product chapter 09', path: '/products/09' },
  { name: 'HS index', path: '/products' },
  { name: 'flows DE-CN', path: '/flows?reporter=DE&partner=CN&from=2015&to=2024' },
  { name: 'compare DE,FR,CN', path: '/compare?countries=DE,FR,CN&from=2015&to=2023' },
  { name: 'settings', path: '/settings', noCharts: true },
  // A live embed of demo data as a report holds it: the demo's world is built for the frame.
  {
    name: 'embed, sandboxed: BR exports',
    path: '/embed/countries/BR/exports-series?to=2024',
    sandboxed: true,
  },
  {
    name: 'embed, sandboxed: BR partner map',
    path: '/embed/countries/BR/partner-map?to=2024',
    sandboxed: true,
  },
];

interface Args {
  url?: string;
  runs: number;
  dir: string;
  throttle?: number;
  /** Only the scenarios whose name contains this text. */
  only?: string;
  /** A git ref whose demo build is measured beside the current one. */
  before?: string;
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
    else if (a === '--before') args.before = next();
    else if (a && !a.startsWith('--')) args.url = a;
  }
  return args;
}

/** The demo build of `ref`: its sources extracted once, built with this checkout's packages. */
function buildAt(ref: string): string {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const root = path.resolve('node_modules/.cache/long-tasks', sha);
  const out = path.join(root, 'dist-demo');
  if (existsSync(path.join(out, 'index.html'))) return out;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execFileSync('tar', ['-x', '-C', root], {
    input: execFileSync('git', ['archive', '--format=tar', sha], { maxBuffer: 1 << 30 }),
  });
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  console.log(`long-tasks: building the demo of ${ref} (${sha.slice(0, 9)}) into ${out}`);
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'demo', '--outDir', out, '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  return out;
}

/** Runs in the page before any of its scripts. */
function observeLongTasks() {
  const w = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __frames: { start: number; end: number; scripts: { what: string; duration: number }[] }[];
    __draws: { chart: string; start: number; duration: number }[];
  };
  w.__longTasks = [];
  w.__frames = [];
  w.__draws = [];
  // The app's `chart-draw` measures (e-chart.tsx): which chart's draw a long task belongs to.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceMeasure[]) {
      if (e.name === 'chart-draw')
        w.__draws.push({
          chart: (e.detail as { chart?: string } | null)?.chart ?? '?',
          start: e.startTime,
          duration: e.duration,
        });
    }
  }).observe({ type: 'measure', buffered: true });
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
  /** The chart whose draw the worst task belongs to, "other" outside draws, "none" without long tasks. */
  worstOwner: string;
  /** Long tasks starting after first paint (or after the interaction started). */
  after: { start: number; duration: number; by: string }[];
  before: number;
}

async function allChartsSettled(page: Page | ChildFrame, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const charts = [...document.querySelectorAll('[data-chart]')];
      return charts.length > 0 && charts.every((c) => c.getAttribute('data-state') !== 'loading');
    },
    undefined,
    { timeout, polling: 100 },
  );
}

async function quiet(page: Page | ChildFrame) {
  // Wait until no new long task has appeared for QUIET_MS (trailing renders, idle callbacks).
  let count = -1;
  for (let i = 0; i < 20; i++) {
    const n = await page.evaluate(() => (window as unknown as { __longTasks: unknown[] }).__longTasks.length);
    if (n === count) return;
    count = n;
    await page.waitForTimeout(QUIET_MS);
  }
}

/** The scenario's page, or its sandboxed frame once it has loaded. */
async function openScenario(page: Page, base: string, scenario: Scenario): Promise<Page | ChildFrame> {
  if (!scenario.sandboxed) {
    await page.goto(base + scenario.path);
    return page;
  }
  const src = base + scenario.path;
  await page.setContent(
    `<iframe sandbox="allow-scripts" src="${src}" style="width: 640px; height: 420px; border: 0"></iframe>`,
  );
  const frame = page.frames().find((f) => f.url() === src);
  if (!frame) throw new Error(`the frame of ${src} did not load`);
  return frame;
}

async function runOnce(
  browser: Browser,
  base: string,
  scenario: Scenario,
  throttle?: number,
): Promise<PageResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(observeLongTasks);
    const tab = await context.newPage();
    if (throttle && throttle > 1) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    const page = await openScenario(tab, base, scenario);
    if (!scenario.noCharts) await allChartsSettled(page);
    else await page.waitForLoadState('networkidle');
    await quiet(page);
    let from = await page.evaluate(() => {
      const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-paint');
      return paint?.startTime ?? 0;
    });
    const firstPaint = from;
    if (scenario.act && !scenario.sandboxed) {
      from = await page.evaluate(() => performance.now());
      await scenario.act(page as Page);
      await allChartsSettled(page);
      await quiet(page);
    }
    const { tasks, frames, draws } = await page.evaluate(() => {
      const w = window as unknown as {
        __longTasks: { start: number; duration: number }[];
        __frames: Frame[];
        __draws: { chart: string; start: number; duration: number }[];
      };
      return { tasks: w.__longTasks, frames: w.__frames, draws: w.__draws };
    });
    return {
      firstPaint,
      worstOwner: attributeLongTasks({ longTasks: tasks, draws, firstPaint: from }).worst.owner,
      after: tasks.filter((t) => t.start >= from).map((t) => ({ ...t, by: attribute(t, frames) })),
      before: tasks.filter((t) => t.start < firstPaint).length,
    };
  } finally {
    await context.close();
  }
}

const ms = (x: number) => `${Math.round(x)} ms`;

interface Target {
  name: string;
  base: string;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const children: ChildProcess[] = [];
  const targets: Target[] = [];
  const serve = async (name: string, dir: string) => {
    const { url, child } = await startPreview(dir, 'long-tasks');
    children.push(child);
    targets.push({ name, base: url });
  };
  if (args.before) await serve(`before (${args.before})`, buildAt(args.before));
  if (args.url) targets.push({ name: 'current', base: args.url.replace(/\/$/, '') });
  else await serve('current', args.dir);
  const browser = await launchChromium();
  const rows: string[] = [];
  const worst = targets.map(() => 0);
  const load = () =>
    execFileSync('uptime', { encoding: 'utf8' })
      .trim()
      .replace(/^.*load average:\s*/, '');
  try {
    console.log(
      `long tasks after first paint, ${args.runs} run(s) per page and build, ${new Date().toISOString().slice(0, 16)} UTC, load average ${load()}` +
        (args.throttle ? `, CPU throttled ×${args.throttle}` : ''),
    );
    for (const t of targets) console.log(`  ${t.name}: ${t.base}`);
    for (const scenario of SCENARIOS.filter((s) => !args.only || s.name.includes(args.only))) {
      const results: PageResult[][] = targets.map(() => []);
      for (let r = 0; r < args.runs; r++) {
        // Alternate which build goes first, so neither always meets a warmer machine.
        const order = targets.map((_, i) => i);
        if (r % 2) order.reverse();
        for (const i of order)
          results[i]!.push(await runOnce(browser, targets[i]!.base, scenario, args.throttle));
      }
      console.log(`\n${scenario.name} (${scenario.path}${scenario.act ? ', then the interaction' : ''})`);
      const cells: string[] = [];
      targets.forEach((t, i) => {
        const runs = results[i]!;
        const maxes = runs.map((r) => Math.max(0, ...r.after.map((x) => x.duration)));
        const counts = runs.map((r) => r.after.length);
        worst[i] = Math.max(worst[i]!, median(maxes));
        runs.forEach((r, k) => {
          const list = r.after.map((x) => `${ms(x.duration)}@${ms(x.start)}${x.by}`).join(', ') || 'none';
          console.log(
            `  ${t.name} run ${k + 1}: first paint ${ms(r.firstPaint)}; worst task: ${r.worstOwner}; ${r.after.length} long task(s): ${list}` +
              (r.before ? `; ${r.before} before first paint` : ''),
          );
        });
        console.log(
          `  ${t.name} median: ${median(counts)} long task(s), max ${ms(median(maxes))} (runs: ${maxes.map(ms).join(', ')})`,
        );
        cells.push(
          `${median(counts)}`,
          ms(median(maxes)),
          runs.map((r, k) => `${ms(maxes[k]!)} ${r.worstOwner}`).join(', '),
        );
      });
      rows.push(`| ${scenario.name} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
    for (const child of children) child.kill();
  }
  const head = targets.flatMap((t) => [
    `${t.name}: long tasks (median)`,
    `${t.name}: max task (median)`,
    `${t.name}: max per run, what it belongs to`,
  ]);
  console.log(`\nload average at the end ${load()}`);
  console.log(`\n| page | ${head.join(' | ')} |\n|---|${head.map(() => '---:').join('|')}|`);
  console.log(rows.join('\n'));
  targets.forEach((t, i) => {
    console.log(
      `\n${t.name}: worst median max ${ms(worst[i]!)} (limit ${LIMIT_MS} ms): ${worst[i]! < LIMIT_MS ? 'within' : 'OVER'} the limit`,
    );
  });
}

await main();
