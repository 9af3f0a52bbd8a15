/**
 * `npm run perf:profile`: where the country view's main thread spends its time until its six
 * charts are ready, beside the frameworks floor drawing the same six (floor/floors.ts). A
 * benchmark helper: it prints and writes a report, and asserts nothing.
 *
 * Both pages are built unminified (functions keep their names) and loaded in alternation, a fresh
 * browser context each, under Chromium's sampling profiler (0.2 ms) until the six are ready.
 * Reported, as the mean of the loads: busy time in the profile, self time per bundle file, and
 * the functions whose total time differs most between the two pages, by name alone (the floor is
 * one bundle, the app many chunks: `renderWithHooks` is one row for both; anonymous functions of
 * every file share one row). Then `--trace-loads` more loads of each, alternated, under Chromium's
 * tracing instead: the main thread's time by trace event until the six are ready, which tells
 * the browser's rendering (style, layout, paint, commit) from JavaScript, both of which the
 * profile's `(program)` row mixes.
 *
 * Usage: npm run perf:profile -- [--loads 4] [--trace-loads 3] [--port-base 8860] [--out dist-perf/profile-report.md]
 *   [--save-profiles <dir>]   also writes each load's profile (`app-1.cpuprofile`, …), which
 *                             Chromium's DevTools open, for a look at who calls what
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { functionTimes, type CpuProfile } from './cpu-profile';
import { buildFloorPages } from './floor/build-floor-pages';
import { floorSpecs, GOAL_CHARTS, serviceCoverage } from './floor/floors';
import { liveInit } from './live-page';
import { measurePage, type PageSpec } from './measure-page';
import { serveStatic, startApi } from './servers';
import { kindOf, mainThreadSelfTimes, TRACE_CATEGORIES, type TraceEvent } from './trace-events';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const APP_DIR = join(ROOT, 'dist-perf/app-profile');
const FLOOR_DIR = join(ROOT, 'dist-perf/floor-profile');

function parseArgs(argv: string[]) {
  const args = {
    loads: 4,
    traceLoads: 3,
    portBase: 8860,
    out: 'dist-perf/profile-report.md',
    saveProfiles: null as string | null,
  };
  for (let i = 0; i < argv.length; i++) {
    const next = () => argv[++i] ?? '';
    if (argv[i] === '--loads') args.loads = Math.max(1, Number.parseInt(next(), 10) || 1);
    else if (argv[i] === '--trace-loads') args.traceLoads = Math.max(0, Number.parseInt(next(), 10) || 0);
    else if (argv[i] === '--port-base') args.portBase = Number.parseInt(next(), 10);
    else if (argv[i] === '--out') args.out = next();
    else if (argv[i] === '--save-profiles') args.saveProfiles = next();
  }
  return args;
}

/** The V8 runtime's own rows: idle and the profile's root are not work. */
const NOT_WORK = /^\((idle|root)\)/;
/** `name (file-hash.js:line)` → `name (file)`. */
const normalise = (label: string) => label.replace(/ \(([^:()]*?)(-[\w-]{8})?\.js:\d+\)$/, ' ($1)');
const nameOnly = (label: string) => label.replace(/ \([^()]*\)$/, '');

/** Mean total time per function name, self time per bundle file, and busy time. */
function summarise(profiles: CpuProfile[]) {
  const total = new Map<string, number>();
  const byFile = new Map<string, number>();
  let busy = 0;
  for (const profile of profiles)
    for (const t of functionTimes(profile)) {
      const label = normalise(t.label);
      const share = (x: number) => x / profiles.length;
      const name = nameOnly(label);
      total.set(name, (total.get(name) ?? 0) + share(t.totalMs));
      const file = /\(([^()]+)\)$/.exec(label)?.[1] ?? label.split(' ')[0]!;
      byFile.set(file, (byFile.get(file) ?? 0) + share(t.selfMs));
      if (!NOT_WORK.test(t.label)) busy += share(t.selfMs);
    }
  return { total, byFile, busy };
}

function saveProfile(dir: string, page: string, load: number, profile: unknown) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${page.replace(/\W+/g, '-')}-${load}.cpuprofile`), JSON.stringify(profile));
}

const ms = (x: number | undefined) => (x ?? 0).toFixed(1);
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const loadBefore = loadavg();
  await build({ logLevel: 'error', mode: 'production', build: { outDir: APP_DIR, minify: false } });
  await buildFloorPages(FLOOR_DIR, { minify: false });
  const api = await startApi(args.portBase + 1);
  const appOrigin = `http://127.0.0.1:${args.portBase}`;
  const floorOrigin = `http://127.0.0.1:${args.portBase + 2}`;
  const servers = [
    await serveStatic(APP_DIR, args.portBase),
    await serveStatic(FLOOR_DIR, args.portBase + 2),
  ];
  const browser = await chromium.launch({
    ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
    args: CHROMIUM_ARGS,
  });
  try {
    const app: PageSpec = {
      url: `${appOrigin}/countries/DE`,
      charts: 10,
      goal: GOAL_CHARTS,
      init: liveInit(api),
    };
    const warm = await measurePage(browser, app);
    const { specs } = floorSpecs(warm, app.url, floorOrigin, api, await serviceCoverage(api));
    await measurePage(browser, specs.frameworks);
    const pages: [string, PageSpec][] = [
      ['app', { ...app, profile: true }],
      ['frameworks floor', { ...specs.frameworks, profile: true }],
    ];
    const profiles = new Map<string, CpuProfile[]>(pages.map(([name]) => [name, []]));
    const ready = new Map<string, number[]>(pages.map(([name]) => [name, []]));
    for (let i = 0; i < args.loads; i++)
      for (let j = 0; j < pages.length; j++) {
        const [name, spec] = pages[(i + j) % pages.length]!;
        const run = await measurePage(browser, spec);
        profiles.get(name)!.push(run.profile as CpuProfile);
        if (args.saveProfiles) saveProfile(args.saveProfiles, name, profiles.get(name)!.length, run.profile);
        ready.get(name)!.push(run.ready ?? Number.NaN);
      }
    const [a, f] = pages.map(([name]) => summarise(profiles.get(name)!));
    const traced = await tracedLoads(browser, [pages[0]![1], pages[1]![1]], args.traceLoads);
    const lines = [
      ...report(args.loads, a!, f!, ready, [loadBefore, loadavg()]),
      ...traceReport(args.traceLoads, traced),
    ];
    mkdirSync(dirname(args.out), { recursive: true });
    writeFileSync(args.out, lines.join('\n') + '\n');
    console.log(lines.join('\n'));
    console.log(`\nreport written to ${args.out}`);
  } finally {
    await browser.close();
    for (const s of servers) s.close();
    api.child.kill();
  }
}

/**
 * Loads of the app and the floor (profiler off), alternated, each traced: mean self time per
 * trace event on the page's main thread until the six were ready.
 */
async function tracedLoads(browser: Browser, specs: PageSpec[], loads: number) {
  const means = specs.map(() => new Map<string, number>());
  const path = join(ROOT, 'dist-perf/profile-trace.json');
  for (let i = 0; i < loads; i++)
    for (let j = 0; j < specs.length; j++) {
      const k = (i + j) % specs.length;
      await browser.startTracing(undefined, { path, categories: TRACE_CATEGORIES });
      const run = await measurePage(browser, { ...specs[k]!, profile: false });
      await browser.stopTracing();
      const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      for (const [name, t] of mainThreadSelfTimes(events, run.ready ?? 0))
        means[k]!.set(name, (means[k]!.get(name) ?? 0) + t / loads);
    }
  return { app: means[0]!, floor: means[1]! };
}

function traceReport(loads: number, { app, floor }: Awaited<ReturnType<typeof tracedLoads>>) {
  if (loads === 0) return [];
  const byKind = (m: Map<string, number>) => {
    const out = new Map<string, number>();
    for (const [name, t] of m) out.set(kindOf(name), (out.get(kindOf(name)) ?? 0) + t);
    return out;
  };
  const [a, f] = [byKind(app), byKind(floor)];
  const sum = (m: Map<string, number>) => [...m.values()].reduce((s, x) => s + x, 0);
  const row = (name: string, x: number, y: number) =>
    `| ${name} | ${ms(x)} | ${ms(y)} | ${x - y > 0 ? '+' : ''}${ms(x - y)} |`;
  const lines = [
    '',
    `## Main thread by trace event until the six are ready (mean of ${loads} traced loads each, no profiler)`,
    '',
    '| what | app | frameworks floor | difference |',
    '|---|---:|---:|---:|',
    ...[...new Set([...a.keys(), ...f.keys()])].map((k) => row(k, a.get(k) ?? 0, f.get(k) ?? 0)),
    row('**all**', sum(app), sum(floor)),
    '',
    '| trace event (self time) | app | frameworks floor | difference |',
    '|---|---:|---:|---:|',
  ];
  const diff = (n: string) => (app.get(n) ?? 0) - (floor.get(n) ?? 0);
  const names = [...new Set([...app.keys(), ...floor.keys()])];
  for (const n of names.sort((x, y) => Math.abs(diff(y)) - Math.abs(diff(x))).slice(0, 15))
    lines.push(row(`${n} (${kindOf(n)})`, app.get(n) ?? 0, floor.get(n) ?? 0));
  return lines;
}

type Summary = ReturnType<typeof summarise>;

function report(loads: number, a: Summary, f: Summary, ready: Map<string, number[]>, load: number[][]) {
  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const lines = [
    '# Country view: main thread until the six are ready (`npm run perf:profile`)',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average (1/5/15 min) ${load.map((l) => l.map((x) => x.toFixed(2)).join(' / ')).join(' before, ')} after; ${loads} profiled loads of each page, alternated, unminified builds.`,
    '',
    '| | app | frameworks floor |',
    '|---|---:|---:|',
    `| six ready (mean, under the profiler) | ${ms(avg(ready.get('app')!))} ms | ${ms(avg(ready.get('frameworks floor')!))} ms |`,
    `| busy in the profile (not idle) | ${ms(a.busy)} ms | ${ms(f.busy)} ms |`,
    '',
    "## Self time per file (mean ms; `(program)`: the browser's own work, `(garbage collector)`: V8's)",
    '',
    '| app | ms | frameworks floor | ms |',
    '|---|---:|---|---:|',
  ];
  const fileRows = [top(a.byFile, 20), top(f.byFile, 20)];
  for (let i = 0; i < 20; i++) {
    const [x, y] = [fileRows[0]![i], fileRows[1]![i]];
    if (!x && !y) break;
    lines.push(`| ${x?.[0] ?? ''} | ${x ? ms(x[1]) : ''} | ${y?.[0] ?? ''} | ${y ? ms(y[1]) : ''} |`);
  }
  lines.push(
    '',
    '## Functions by difference in total time (mean ms)',
    '',
    '| function | app | frameworks floor | difference |',
    '|---|---:|---:|---:|',
  );
  const names = [...new Set([...a.total.keys(), ...f.total.keys()])].filter((n) => !NOT_WORK.test(n));
  const diff = (n: string) => (a.total.get(n) ?? 0) - (f.total.get(n) ?? 0);
  for (const n of names.sort((x, y) => Math.abs(diff(y)) - Math.abs(diff(x))).slice(0, 40))
    lines.push(
      `| ${n} | ${ms(a.total.get(n))} | ${ms(f.total.get(n))} | ${diff(n) > 0 ? '+' : ''}${ms(diff(n))} |`,
    );
  return lines;
}

await main();
