/**
 * Where the catalog-name requests (`/products/{chapter}`) of a country-view load spend their
 * time, app and floor in turn: for each request, when the page asked (CDP requestWillBeSent),
 * when it was queued, connected, sent and answered per Chromium's own timing (responseReceived),
 * when the body was done (loadingFinished), which connection carried it, and the server's own
 * handling time (`npm run api`'s request log, matched in order). Preflights (OPTIONS) too.
 * `npm run perf` must have built dist-perf/floor first.
 * Per build, medians over the rounds: when the ranked products answered, when the first and
 * last name request left, how long each took (asked → done), the server's handling time, and
 * when the product mix and all charts were ready.
 * Usage: npx tsx scripts/perf/catalog-timing.ts [--port-base 8811] [--rounds 1] [--dir dist]
 *   [--compare dir] [--all] [--quiet]
 *   --compare: another build of the app (say, main's), interleaved; --all: every data request
 *   in the listing, not only the catalog names; --quiet: medians only.
 *   --threads: also traces each load (all of Chromium's processes) and prints, for the window from
 *   the first name request to the last answer, the CPU time of each busy thread, the server's
 *   (from /proc), and the machine's idle share: who had the two cores while the names were out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { addPageInit, liveInit, waitForReadyCharts } from './live-page';
import { serveStatic, startApi } from './servers';
import { traceEvents, type TraceEvent } from './trace-event';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) =>
  argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback;
const base = Number(arg('--port-base', '8811'));
const rounds = Number(arg('--rounds', '1'));
const appDir = arg('--dir', join(ROOT, 'dist'));
const all = argv.includes('--all');
const quiet = argv.includes('--quiet');
const compare = arg('--compare', '');
const threads = argv.includes('--threads');

/** CPU ticks (user + system, 1/100 s) of a process, and of the whole machine (busy, total). */
const ticksOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const machineTicks = () => {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
};
/** Samples while a load runs: [monotonic s, server ticks, machine busy ticks, machine total ticks]. */
let samples: number[][] = [];
let sampler: NodeJS.Timeout | undefined;

/** Monotonic seconds, the clock CDP's timestamps use on Linux. */
const now = () => Number(process.hrtime.bigint()) / 1e9;

const api = await startApi(base + 1);
/** The server's log: method, path, handling ms, and when the line reached us (monotonic s). */
const serverLog: { method: string; path: string; ms: number; at: number }[] = [];
let pending = '';
api.child.stdout!.on('data', (chunk: Buffer) => {
  const at = now();
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop()!;
  for (const line of lines) {
    const m = /^(GET|OPTIONS) (\S+) \d+ (\d+)ms/.exec(line);
    if (m) serverLog.push({ method: m[1]!, path: m[2]!, ms: Number(m[3]), at });
  }
});
const servers = [await serveStatic(appDir, base), await serveStatic(join(ROOT, 'dist-perf/floor'), base + 2)];
if (compare) servers.push(await serveStatic(compare, base + 3));
const browser = await chromium.launch({
  ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
  args: CHROMIUM_ARGS,
});

interface Timing {
  requestTime: number;
  dnsStart: number;
  connectStart: number;
  connectEnd: number;
  sendStart: number;
  sendEnd: number;
  receiveHeadersEnd: number;
}

/** CPU ms of each thread (process/thread name) in [from, to] (CDP seconds), top-level tasks clipped to the window. */
function threadCpu(trace: TraceEvent[], from: number, to: number) {
  const names = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const e of trace) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
    if (e.name === 'process_name') processes.set(e.pid, e.args?.name ?? '?');
  }
  const [a, b] = [from * 1e6, to * 1e6];
  const cpu = new Map<string, number>();
  for (const e of trace) {
    if (
      e.ph !== 'X' ||
      !(e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') ||
      e.dur === undefined
    )
      continue;
    const overlap = Math.min(e.ts + e.dur, b) - Math.max(e.ts, a);
    if (overlap <= 0) continue;
    const key = `${processes.get(e.pid) ?? e.pid}/${names.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
    cpu.set(key, (cpu.get(key) ?? 0) + ((e.tdur ?? e.dur) * overlap) / e.dur / 1000);
  }
  return [...cpu].filter(([, v]) => v >= 3).sort((x, y) => y[1] - x[1]);
}

interface Row {
  url: string;
  method: string;
  type: string;
  asked: number;
  timing?: Timing;
  connection?: number;
  reused?: boolean;
  done?: number;
  bytes?: number;
}

async function load(
  browser: Browser,
  url: string,
  init: () => Promise<void> | void,
  setup: (page: import('@playwright/test').Page) => Promise<void>,
) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await setup(page);
  // Each chart's ready time (ms since navigation), as the other perf scripts record it.
  await page.addInitScript(() => {
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
  });
  const cdp = await ctx.newCDPSession(page);
  const rows = new Map<string, Row>();
  let nav = 0;
  cdp.on(
    'Network.requestWillBeSent',
    (e: {
      requestId: string;
      request: { url: string; method: string };
      type?: string;
      timestamp: number;
    }) => {
      if (e.type === 'Document' && nav === 0) nav = e.timestamp;
      rows.set(e.requestId, {
        url: e.request.url,
        method: e.request.method,
        type: e.type ?? 'Other',
        asked: e.timestamp,
      });
    },
  );
  cdp.on(
    'Network.responseReceived',
    (e: {
      requestId: string;
      response: { timing?: Timing; connectionId: number; connectionReused: boolean };
    }) => {
      const r = rows.get(e.requestId);
      if (r)
        Object.assign(r, {
          timing: e.response.timing,
          connection: e.response.connectionId,
          reused: e.response.connectionReused,
        });
    },
  );
  cdp.on(
    'Network.loadingFinished',
    (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const r = rows.get(e.requestId);
      if (r) Object.assign(r, { done: e.timestamp, bytes: e.encodedDataLength });
    },
  );
  await cdp.send('Network.enable');
  await init();
  if (threads) {
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    samples = [];
    sampler = setInterval(() => {
      const m = machineTicks();
      samples.push([now(), ticksOf(api.child.pid!), m.busy, m.total]);
    }, 5);
  }
  const logFrom = serverLog.length;
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForReadyCharts(page);
  const charts = await page.evaluate(
    () => (window as unknown as { __charts: Record<string, number> }).__charts,
  );
  const ready = Math.max(...Object.values(charts));
  let trace: TraceEvent[] = [];
  if (threads) {
    clearInterval(sampler);
    trace = traceEvents(await browser.stopTracing());
  }
  await page.waitForTimeout(300);
  await ctx.close();
  return { rows: [...rows.values()], nav, ready, charts, log: serverLog.slice(logFrom), trace, samples };
}

/** Per build, per load: the COLUMNS below (medians of a load's requests where a load has several). */
const summary: Record<string, number[][]> = {};
const COLUMNS = [
  'products answered',
  'first name asked',
  'last name asked',
  'last name done',
  'name asked→done',
  'name server ms',
  'name preflight asked→done',
  'product-mix ready',
  'all ready',
  'products answered → first name asked',
  'last name done → product-mix ready',
];
const median = (xs: number[]) => {
  const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};
const threadLines: Record<string, string[]> = {};
/** Per build, per load: [names window ms, renderer main CPU, worker CPU, browser process CPU, server CPU, machine idle %]. */
const threadFigures: Record<string, number[][]> = {};
const THREAD_COLUMNS = [
  'names window',
  'renderer main thread CPU',
  'geometry worker CPU',
  'browser process CPU',
  'server CPU',
  'machine idle %',
];
const isName = (url: string) => /\/products\/\d{2}$/.test(new URL(url).pathname);

function print(name: string, run: Awaited<ReturnType<typeof load>>) {
  const ms = (t: number) => Math.round((t - run.nav) * 1000);
  const log = [...run.log];
  const data = run.rows.filter((r) => r.url.startsWith(api.baseUrl)).sort((a, b) => a.asked - b.asked);
  const products = data.find((r) => r.method === 'GET' && /\/countries\/[A-Z]{2}\/products/.test(r.url));
  const names = data.filter((r) => r.method === 'GET' && isName(r.url));
  const preflights = data.filter((r) => r.method === 'OPTIONS' && isName(r.url));
  const serverMs: number[] = [];
  const rows: string[] = [];
  for (const r of data) {
    const u = new URL(r.url);
    // The server's log lines come in the order of answers; match the first unmatched of this method and path.
    const i = log.findIndex((l) => l.path === u.pathname + u.search && l.method === r.method);
    const entry = i >= 0 ? log.splice(i, 1)[0] : undefined;
    if (entry && r.method === 'GET' && isName(r.url)) serverMs.push(entry.ms);
    if (!all && !isName(r.url)) continue;
    const t = r.timing;
    const at = (offset: number) => (t && offset >= 0 ? ms(t.requestTime + offset / 1000) : NaN);
    const fmt = (x: number, w = 6) => String(Number.isNaN(x) ? '-' : x).padStart(w);
    rows.push(
      `${fmt(ms(r.asked), 8)} ${fmt(at(0))}→${fmt(at(t?.sendStart ?? -1), 5)} ${fmt(at(t?.sendEnd ?? -1), 7)}→${fmt(at(t?.receiveHeadersEnd ?? -1), 5)} ${fmt(r.done ? ms(r.done) : NaN)} ${fmt(r.connection ?? NaN, 5)}${r.reused ? 'r' : ' '} ${fmt(r.bytes ?? NaN, 7)}  ${entry ? `${fmt(entry.ms, 4)} ${fmt(ms(entry.at), 6)}` : '   -      -'}  ${r.method} ${u.pathname}${u.search}`,
    );
  }
  const took = (rs: Row[]) => median(rs.map((r) => (r.done ? (r.done - r.asked) * 1000 : NaN)));
  (summary[name] ??= []).push([
    products?.done ? ms(products.done) : NaN,
    names.length ? ms(Math.min(...names.map((r) => r.asked))) : NaN,
    names.length ? ms(Math.max(...names.map((r) => r.asked))) : NaN,
    names.length ? ms(Math.max(...names.map((r) => r.done ?? r.asked))) : NaN,
    took(names),
    median(serverMs),
    took(preflights),
    run.charts['product-mix'] ?? NaN,
    run.ready,
  ]);
  const figures = summary[name].at(-1)!;
  figures.push(figures[1]! - figures[0]!, figures[7]! - figures[3]!);
  if (threads && names.length) {
    const from = Math.min(...names.map((r) => r.asked));
    const to = Math.max(...names.map((r) => r.done ?? r.asked));
    const inWindow = run.samples.filter((x) => x[0]! >= from && x[0]! <= to);
    const first = inWindow[0];
    const last = inWindow.at(-1);
    const serverCpu = first && last ? (last[1]! - first[1]!) * 10 : NaN;
    const idle =
      first && last && last[3]! > first[3]! ? 1 - (last[2]! - first[2]!) / (last[3]! - first[3]!) : NaN;
    const busiest = threadCpu(run.trace, from, to);
    const line = `names out ${ms(from)}-${ms(to)} (${Math.round((to - from) * 1000)} ms): server CPU ${serverCpu} ms (±10), machine idle ${Math.round(idle * 100)}%; Chromium threads (CPU ms): ${busiest.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`;
    (threadLines[name] ??= []).push(line);
    const cpuOf = (thread: RegExp) =>
      busiest.filter(([k]) => thread.test(k)).reduce((sum, [, v]) => sum + v, 0);
    (threadFigures[name] ??= []).push([
      (to - from) * 1000,
      cpuOf(/\/CrRendererMain$/),
      cpuOf(/DedicatedWorker/),
      cpuOf(/^Browser\//),
      serverCpu,
      idle * 100,
    ]);
    if (quiet) console.log(`${name}: ${line}`);
  }
  if (quiet) return;
  console.log(`\n## ${name}: all ready ${Math.round(run.ready)} ms`);
  for (const line of (threads ? threadLines[name] : undefined)?.slice(-1) ?? []) console.log(line);
  console.log(
    '   asked  queued→sent  server(ttfb)  headers   done  conn   bytes  server-log(ms, ended)  request',
  );
  for (const row of rows) console.log(row);
}

try {
  const appSetup = (page: import('@playwright/test').Page) => addPageInit(page, liveInit(api));
  const warm = await load(browser, `http://127.0.0.1:${base}/countries/DE`, () => undefined, appSetup);
  const urls = [
    ...new Set(
      warm.rows
        .filter(
          (r) => r.url.startsWith(api.baseUrl) && r.type === 'Fetch' && !/\/products\/\d{2}$/.test(r.url),
        )
        .map((r) => r.url),
    ),
  ];
  const floorSetup = async (page: import('@playwright/test').Page) => {
    await page.addInitScript((config) => Object.assign(window, { __FLOOR__: config }), {
      key: api.key,
      urls,
      limit: 20,
    });
  };
  for (let i = 0; i < rounds; i++) {
    const loads: [string, () => ReturnType<typeof load>][] = [
      ['app', () => load(browser, `http://127.0.0.1:${base}/countries/DE`, () => undefined, appSetup)],
      ['floor', () => load(browser, `http://127.0.0.1:${base + 2}/`, () => undefined, floorSetup)],
    ];
    if (compare)
      loads.splice(1, 0, [
        'compared',
        () => load(browser, `http://127.0.0.1:${base + 3}/countries/DE`, () => undefined, appSetup),
      ]);
    for (let j = 0; j < loads.length; j++) {
      const [name, run] = loads[(i + j) % loads.length]!;
      print(name, await run());
    }
  }
  console.log(`\nmedians over ${rounds} round(s), ms since navigation:`);
  for (const [name, loads] of Object.entries(summary)) {
    console.log(
      `${name}: ` + COLUMNS.map((c, k) => `${c} ${Math.round(median(loads.map((l) => l[k]!)))}`).join(', '),
    );
    const figures = threadFigures[name];
    if (figures)
      console.log(
        `  while the names are out: ` +
          THREAD_COLUMNS.map((c, k) => `${c} ${Math.round(median(figures.map((l) => l[k]!)))}`).join(', '),
      );
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
  api.child.kill();
}
