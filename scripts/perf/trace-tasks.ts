/**
 * Main-thread work of the country view, measured in CPU time rather than wall time, so that an
 * A/B of two builds means something on a loaded machine: Chromium's tracing gives every
 * main-thread task its thread time (`tdur`), which does not grow while the thread waits for a
 * core. For each load: all charts ready (ms since navigation), the main thread's CPU time and
 * its wall time in tasks until then. Interleaved rounds, each build in turn, medians; the three
 * floor pages (`npm run perf` builds them; floor/floors.ts) with `--floor`: "floor" sends the app's
 * URLs at once, "floor, same request plan" the year-dependent ones once the coverage has answered,
 * the frameworks floor the same through React, the router and the query client.
 * `--list`: one load of the first build, each task of `--min` ms or more until ready with what
 * ran in it (scripts evaluated, functions called, timers, animation frames, layout) and the
 * requests between them, for finding what the main thread does between the data and the charts.
 * Usage: npx tsx scripts/perf/trace-tasks.ts [--dir dist] [--compare dir] [--floor] [--rounds 6]
 *   [--port-base 8811] [--path /countries/DE] [--list] [--min 3]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { floorSpecs, namedFloors } from './floor/floors';
import { measurePage } from './measure-page';
import { liveInit, waitForReadyCharts, type PageInit } from './live-page';
import { serveStatic, startApi } from './servers';
import { traceEvents, type TraceEvent } from './trace-event';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) =>
  argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback;
const base = Number(arg('--port-base', '8811'));
const path = arg('--path', '/countries/DE');
const dir = arg('--dir', join(ROOT, 'dist'));
const compare = arg('--compare', '');
const withFloor = argv.includes('--floor');
const rounds = Number(arg('--rounds', '6'));
const list = argv.includes('--list');
const min = Number(arg('--min', '3'));

interface Load {
  url: string;
  init: PageInit;
}

interface TracedLoad {
  ready: number;
  cpuMs: number;
  wallMs: number;
  events: TraceEvent[];
  mainThread: TraceEvent[];
  t0: number;
  charts: Record<string, number>;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

async function tracedLoad(browser: Browser, load: Load): Promise<TracedLoad> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await ctx.addInitScript((init: Load['init']) => {
      for (const [k, v] of Object.entries(init.local ?? {})) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(init.session ?? {})) sessionStorage.setItem(k, v);
      Object.assign(window, init.globals ?? {});
      const charts: Record<string, number> = {};
      (window as unknown as { __charts: typeof charts }).__charts = charts;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-chart][data-state="ready"]'))
          charts[el.getAttribute('data-chart') ?? '?'] ??= performance.now();
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-state'],
        childList: true,
      });
    }, load.init);
    const page = await ctx.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
    await page.goto(load.url, { waitUntil: 'domcontentloaded' });
    await waitForReadyCharts(page);
    const charts = await page.evaluate(
      () => (window as unknown as { __charts: Record<string, number> }).__charts,
    );
    const events = traceEvents(await browser.stopTracing());
    const main = events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((x) => x.pid === e.pid && x.name === 'FunctionCall'),
    );
    if (!main) throw new Error('no renderer main thread in the trace');
    const mainThread = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
    const t0 = nav ? nav.ts : mainThread[0]!.ts;
    const ready = Math.max(...Object.values(charts));
    const until = t0 + ready * 1000;
    const tasks = mainThread.filter((e) => e.name === 'RunTask' && e.ts >= t0 && e.ts < until);
    return {
      ready,
      cpuMs: tasks.reduce((s, e) => s + (e.tdur ?? e.dur ?? 0), 0) / 1000,
      wallMs: tasks.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000,
      events,
      mainThread,
      t0,
      charts,
    };
  } finally {
    await ctx.close();
  }
}

/** Each task of `min` ms or more until ready, with what ran in it, and the requests between them. */
function printTasks(run: TracedLoad) {
  const { events, mainThread, t0 } = run;
  const ms = (ts: number) => Math.round((ts - t0) / 1000);
  const pid = mainThread[0]?.pid;
  const urls = new Map<string, string>();
  for (const e of events)
    if (e.pid === pid && e.name === 'ResourceSendRequest')
      urls.set(text(e.args?.data?.requestId), text(e.args?.data?.url));
  const marks = events
    .filter((e) => e.pid === pid && (e.name === 'ResourceSendRequest' || e.name === 'ResourceFinish'))
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({
      t: ms(e.ts),
      text: `${e.name.replace('Resource', '')} ${(urls.get(text(e.args?.data?.requestId)) ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
    }));
  // CPU time by event, each event's own (its nested events' time is theirs), until ready.
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of mainThread) {
    if (e.ts < t0 || ms(e.ts) > run.ready) continue;
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
    const cpu = e.tdur ?? e.dur ?? 0;
    const parent = stack.at(-1);
    self.set(e.name, (self.get(e.name) ?? 0) + cpu);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - cpu);
    stack.push(e);
  }
  const byEvent = [...self].filter(([, v]) => v >= 2000).sort((a, b) => b[1] - a[1]);
  console.log(
    `main-thread CPU ${Math.round(run.cpuMs)} ms until ready, by event (own time, ms): ${byEvent.map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', ')}`,
  );
  console.log(
    `charts ready: ${Object.entries(run.charts)
      .sort((a, b) => a[1] - b[1])
      .map(([c, t]) => `${c} ${Math.round(t)}`)
      .join(', ')}`,
  );
  for (const task of mainThread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= min * 1000)) {
    if (ms(task.ts) > run.ready) break;
    while (marks.length && marks[0]!.t <= ms(task.ts))
      console.log(`        . ${marks[0]!.t} ${marks.shift()!.text}`);
    const end = task.ts + (task.dur ?? 0);
    const what = mainThread
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 1000)
      .filter((e) =>
        /^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|v8\.evaluateModule|ParseHTML|Layout|UpdateLayoutTree|Paint|EventDispatch|RunMicrotasks|MinorGC|MajorGC)$/.test(
          e.name,
        ),
      )
      .map((e) => {
        const d = e.args?.data ?? {};
        const file = text(d.url).split('/').at(-1) ?? '';
        const fn = text(d.functionName);
        const detail =
          e.name === 'FunctionCall' || e.name === 'EvaluateScript'
            ? ` ${fn ? `${fn}@` : ''}${file}`
            : e.name === 'EventDispatch'
              ? ` ${text(d.type)}`
              : '';
        return `${e.name}${detail} ${Math.round((e.dur ?? 0) / 1000)}`;
      });
    console.log(
      `${String(ms(task.ts)).padStart(6)} +${String(Math.round((task.dur ?? 0) / 1000)).padEnd(4)} cpu ${String(Math.round((task.tdur ?? 0) / 1000)).padEnd(4)} ${what.slice(0, 10).join('; ')}`,
    );
  }
}

const api = await startApi(base + 1);
const servers = [await serveStatic(dir, base)];
if (compare) servers.push(await serveStatic(compare, base + 3));
if (withFloor) servers.push(await serveStatic(join(ROOT, 'dist-perf/floor'), base + 2));
const browser = await chromium.launch({
  ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
  args: CHROMIUM_ARGS,
});
try {
  const live = liveInit(api);
  const builds: [string, Load][] = [['app', { url: `http://127.0.0.1:${base}${path}`, init: live }]];
  if (compare) builds.push(['compared', { url: `http://127.0.0.1:${base + 3}${path}`, init: live }]);
  if (withFloor) {
    // The floors ask for the URLs the app asked for (as in perf.ts and timeline.ts).
    const appUrl = `http://127.0.0.1:${base}${path}`;
    const warm = await measurePage(browser, { url: appUrl, charts: 6, init: live });
    const floors = floorSpecs(warm, appUrl, `http://127.0.0.1:${base + 2}`, api);
    builds.push(...namedFloors(floors));
  }
  if (list) {
    for (const [name, load] of builds) {
      console.log(`\n## ${name}`);
      printTasks(await tracedLoad(browser, load));
    }
  } else {
    const results = new Map<string, TracedLoad[]>();
    for (let i = 0; i < rounds; i++) {
      for (let j = 0; j < builds.length; j++) {
        const [name, load] = builds[(i + j) % builds.length]!;
        const run = await tracedLoad(browser, load);
        run.events = [];
        run.mainThread = [];
        results.set(name, [...(results.get(name) ?? []), run]);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    for (const [name, runs] of results) {
      const col = (f: (r: TracedLoad) => number) => Math.round(median(runs.map(f)));
      console.log(
        `${name}: all charts ready ${col((r) => r.ready)} ms; main thread until then: CPU ${col((r) => r.cpuMs)} ms, wall ${col((r) => r.wallMs)} ms (CPU per load: ${runs.map((r) => Math.round(r.cpuMs)).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
  api.child.kill();
}
