/**
 * One load of the country view (app, then its three floors) with its request timeline: when each JS
 * file and each data request started and ended (ms since navigation), and when each chart turned
 * ready. For finding what a page waits on; `npm run perf` must have built dist-perf/floor first.
 * The floors (floor/floors.ts): "floor" sends the app's URLs at once; "floor, same request plan"
 * sends the year-dependent ones once the coverage has answered, as the app's plan does; the
 * "frameworks floor" does what the latter does through React, the router and the query client.
 * `--compare <dir>`: also loads another build of the app (say, main's) in each round, for an A/B
 * of a change; `--quiet`: medians only.
 * Usage: npx tsx scripts/perf/timeline.ts [--port-base 8811] [--rounds 1] [--path /countries/DE] [--compare dir] [--quiet]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { formatFunctionTimes, functionTimes, type CpuProfile } from './cpu-profile';
import { floorSpecs, namedFloors } from './floor/floors';
import { measurePage, type PageRun } from './measure-page';
import { liveInit } from './live-page';
import { serveStatic, startApi } from './servers';
import { coverageChain } from './waves';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) =>
  argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback;
const base = Number(arg('--port-base', '8811'));
const rounds = Number(arg('--rounds', '1'));
const path = arg('--path', '/countries/DE');
const compare = arg('--compare', '');
const quiet = argv.includes('--quiet');
const appDir = arg('--dir', join(ROOT, 'dist'));
const profile = argv.includes('--profile');

const api = await startApi(base + 1);
const servers = [await serveStatic(appDir, base), await serveStatic(join(ROOT, 'dist-perf/floor'), base + 2)];
if (compare) servers.push(await serveStatic(compare, base + 3));
const browser = await chromium.launch({
  ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
  args: CHROMIUM_ARGS,
});
const live = liveInit(api);
const readyTimes: Record<string, number[]> = {};
const busy: Record<string, number[][]> = {};
const dataTimes: Record<string, number[][]> = {};
/** Each chart's ready times, per build. */
const chartTimes: Record<string, Record<string, number[]>> = {};
/**
 * The coverage chain, per build: when the coverage (the unfiltered world summary) answered, when
 * the first year-dependent request left, the main thread's long-task time between the two, and
 * when the JS of the page (all but the worker's) was all there.
 */
const chains: Record<string, number[][]> = {};

/** Self time per script file (and the runtime's own buckets), largest first. */
function selfByFile(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!);
    if (!node) continue;
    const { url, functionName } = node.callFrame;
    const key = url
      ? (url.split('/').at(-1) ?? url).replace(/-[\w-]{8}\.js$/, '.js')
      : `(${functionName || 'native'})`;
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 16)
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(', ');
}

function print(name: string, run: PageRun) {
  const data = run.requests.filter((r) => r.type === 'Fetch');
  // The view's own data, without the catalog names (`/products/{chapter}`) that follow the product list.
  const view = data.filter((r) => !/\/products\/\d{2}$/.test(new URL(r.url).pathname));
  const end = (rs: typeof data) => Math.max(...rs.map((r) => r.end ?? r.start));
  if (data.length)
    (dataTimes[name] ??= []).push([Math.min(...data.map((r) => r.start)), end(data), end(view)]);
  (readyTimes[name] ??= []).push(run.ready ?? NaN);
  for (const [chart, t] of Object.entries(run.charts)) ((chartTimes[name] ??= {})[chart] ??= []).push(t);
  const m = run.mainThread;
  if (m) (busy[name] ??= []).push([m.taskMs, m.scriptMs, m.layoutMs]);
  (chains[name] ??= []).push(coverageChain(run));
  if (quiet) return;
  console.log(
    `\n## ${name}: ready ${Math.round(run.ready ?? NaN)} ms, first paint ${Math.round(run.firstPaint)} ms`,
  );
  for (const r of [...run.requests].sort((a, b) => a.start - b.start)) {
    const u = new URL(r.url);
    console.log(
      `${String(Math.round(r.start)).padStart(6)} ${String(Math.round(r.end ?? NaN)).padStart(6)} ${r.type.padEnd(10)} ${u.pathname}${u.search}`,
    );
  }
  console.log(
    'marks: ' +
      (run.marks ?? []).join(', ') +
      '; long tasks: ' +
      run.longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(', '),
  );
  console.log(
    'charts: ' +
      Object.entries(run.charts)
        .sort((a, b) => a[1] - b[1])
        .map(([c, t]) => `${c} ${Math.round(t)}`)
        .join(', '),
  );
}
try {
  const warmUrl = `http://127.0.0.1:${base}/countries/DE`;
  const warm = await measurePage(browser, { url: warmUrl, charts: 6, init: live });
  const floors = floorSpecs(warm, warmUrl, `http://127.0.0.1:${base + 2}`, api);
  if (profile) {
    // One profiled load of the app (build it with --minify false to read the names).
    const run = await measurePage(browser, {
      url: `http://127.0.0.1:${base}${path}`,
      charts: path.startsWith('/countries') ? 6 : -1,
      init: live,
      profile: true,
    });
    console.log(
      formatFunctionTimes(
        functionTimes(run.profile as CpuProfile).filter(
          (t) => !/(echarts|index|jsx-runtime)-[\w-]+\.js|^[^(]*$/.test(t.label),
        ),
        30,
      ),
    );
    console.log('Self time by file: ' + selfByFile(run.profile as CpuProfile));
    const floorRun = await measurePage(browser, { ...floors.floor, profile: true });
    console.log('Floor, self time by file: ' + selfByFile(floorRun.profile as CpuProfile));
  }
  for (let i = 0; i < rounds; i++) {
    const charts = path.startsWith('/countries') ? 6 : -1;
    const loads: [string, () => Promise<PageRun>][] = [
      ['app', () => measurePage(browser, { url: `http://127.0.0.1:${base}${path}`, charts, init: live })],
    ];
    if (compare)
      loads.push([
        'compared',
        () => measurePage(browser, { url: `http://127.0.0.1:${base + 3}${path}`, charts, init: live }),
      ]);
    if (path.startsWith('/countries')) {
      for (const [name, spec] of namedFloors(floors)) loads.push([name, () => measurePage(browser, spec)]);
    }
    // Interleaved: the order turns each round, so no build always goes first.
    for (let j = 0; j < loads.length; j++) {
      const [name, load] = loads[(i + j) % loads.length]!;
      print(name, await load());
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, xs] of Object.entries(readyTimes)) {
    const b = busy[name] ?? [];
    const col = (k: number) => Math.round(median(b.map((r) => r[k]!)));
    const d = dataTimes[name] ?? [];
    const dcol = (k: number) => Math.round(median(d.map((r) => r[k]!)));
    console.log(
      `${name}: median ${Math.round(median(xs))} ms (${xs.map(Math.round).join(', ')}); first data request ${dcol(0)} ms, last view data response ${dcol(2)} ms, last data response (catalog names included) ${dcol(1)} ms; main thread busy ${col(0)} ms, script ${col(1)} ms, style+layout ${col(2)} ms`,
    );
    const charts = Object.entries(chartTimes[name] ?? {}).map(([chart, ts]) => [chart, median(ts)] as const);
    console.log(
      `  each chart ready (median ms): ${charts
        .sort((a, b) => a[1] - b[1])
        .map(([c, t]) => `${c} ${Math.round(t)}`)
        .join(', ')}`,
    );
    const c = chains[name] ?? [];
    const ccol = (k: number) => Math.round(median(c.map((r) => r[k]!).filter((x) => !Number.isNaN(x))));
    console.log(
      `  coverage chain (median ms): coverage answered ${ccol(0)}, first year-dependent request ${ccol(1)}, long tasks between ${ccol(2)}; last JS response (worker aside) ${ccol(3)}`,
    );
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
  api.child.kill();
}
