/**
 * `npm run bench`: the emulator's world build (time, memory) and the latency of every endpoint,
 * for the current sources and a baseline (the engine before its indexes and caches, or any git
 * ref) in the same process, in interleaved rounds, so both see the same machine load.
 *
 * Usage: `npm run bench` (env: BENCH_BASELINE=<git ref>|none, BENCH_ROUNDS, BENCH_ITER requests
 * per row, BENCH_BUILDS). Prints the markdown tables of docs/emulator-benchmark.md.
 *
 * Each row's requests (tools/bench/mixes.ts) are split over the rounds; in every round each
 * engine answers the same chunk, the order alternating. Per request: the engine call alone
 * (wall and CPU) and end to end through the msw handlers with msw's `getResponse` (auth, rate
 * limit, validation, engine, JSON body; no network). A floor row times a handler answering a
 * constant: no engine can go below it. Both engines' response bodies are compared request by
 * request, so a faster engine that answers differently shows up here too.
 */
import { execFileSync } from 'node:child_process';
import v8 from 'node:v8';
import vm from 'node:vm';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_API_KEY, DEMO_BASE_URL } from '../src/api/data-source';
import type { TradeEngine, World } from '../src/emulator/engine';
import { currentSources, sourcesAt, type EmulatorModules } from './bench/baseline';
import { benchRows, type Case } from './bench/mixes';
import { fixed, median, percentile } from './bench/stats';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** main just before the engine's indexes (rows by exporter/year, year-grouped indexes). */
const DEFAULT_BASELINE = '87d94771083c8945c5291e79629ca853d84681f5';
const BASELINE = process.env.BENCH_BASELINE ?? DEFAULT_BASELINE;
const BUILDS = Number(process.env.BENCH_BUILDS ?? 5);
const ITER = Number(process.env.BENCH_ITER ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
const uptime = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average:\s*/, '');

interface Variant {
  modules: EmulatorModules;
  world?: World;
  engine?: TradeEngine;
  handlers?: HttpHandler[];
  buildWall: number[];
  buildCpu: number[];
  heldBytes: number;
}

const startedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
const loadStart = uptime();
const variants: Variant[] = [];
if (BASELINE !== 'none')
  variants.push({ modules: await sourcesAt(BASELINE), buildWall: [], buildCpu: [], heldBytes: 0 });
variants.push({ modules: await currentSources(), buildWall: [], buildCpu: [], heldBytes: 0 });
const label = (v: Variant) => v.modules.label;
/** Alternates which engine goes first, round by round and row by row. */
const ordered = (k: number) => (k % 2 ? [...variants].reverse() : variants);

// --- world build, interleaved -------------------------------------------------------------
const heldNow = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
gc();
const heldAtStart = heldNow();
for (let i = 0; i < BUILDS; i++) {
  for (const v of ordered(i)) {
    // Drop this engine's previous world first, so each build starts from the same heap.
    delete v.world;
    delete v.engine;
    gc();
    const before = heldNow();
    const t = performance.now();
    const c0 = process.cpuUsage();
    v.world = v.modules.engine.createWorld();
    v.engine = v.modules.engine.createEngine(v.world);
    v.buildCpu.push(cpuMs(process.cpuUsage(c0)));
    v.buildWall.push(performance.now() - t);
    gc();
    // First round only: later rounds free the previous world lazily, which blurs the figure.
    if (i === 0) v.heldBytes = heldNow() - before;
  }
}
for (const v of variants) {
  v.handlers = v.modules.handlers.createHandlers({
    engine: v.modules.asyncEngine.toAsyncEngine(v.engine!),
    baseUrl: DEMO_BASE_URL,
    keys: [DEMO_API_KEY],
    rateLimit: { requests: 1_000_000, windowSeconds: 60 },
  });
}
const floorHandlers = [http.get(`${DEMO_BASE_URL}/floor`, () => HttpResponse.json({ floor: true }))];

// --- latency, interleaved rounds ----------------------------------------------------------
interface Samples {
  engineWall: number[];
  engineCpu: number[];
  e2eWall: number[];
  e2eCpu: number[];
}
const newSamples = (): Samples => ({ engineWall: [], engineCpu: [], e2eWall: [], e2eCpu: [] });
const auth = { Authorization: `Bearer ${DEMO_API_KEY}` };
let failures = 0;

async function endToEnd(handlers: HttpHandler[], url: string, into: Samples): Promise<string> {
  const t = performance.now();
  const c0 = process.cpuUsage();
  const res = await getResponse(handlers, new Request(DEMO_BASE_URL + url, { headers: auth }));
  const body = (await res?.text()) ?? '';
  into.e2eCpu.push(cpuMs(process.cpuUsage(c0)));
  into.e2eWall.push(performance.now() - t);
  if (!res || res.status !== 200) failures++;
  return body;
}

function engineCall(engine: TradeEngine, c: Case, into: Samples) {
  const t = performance.now();
  const c0 = process.cpuUsage();
  c.run(engine);
  into.engineCpu.push(cpuMs(process.cpuUsage(c0)));
  into.engineWall.push(performance.now() - t);
}

const rows = benchRows(variants.at(-1)!.world!, ITER);
const samples = rows.map(() => variants.map(newSamples));
const floor = newSamples();
const differing = rows.map(() => 0);
const bodies = new Map<string, string>();
// Request ids and timings differ by construction; everything else must match.
const comparable = (body: string) => body.replace(/"request_id":"[^"]*"|"duration_ms":[0-9.]+/g, '');

for (const row of rows)
  for (const v of variants)
    for (const c of row.cases.slice(0, 10)) {
      engineCall(v.engine!, c, newSamples());
      await endToEnd(v.handlers!, c.url, newSamples());
    }
const chunk = Math.ceil(ITER / ROUNDS);
for (let r = 0; r < ROUNDS; r++) {
  for (const [k, row] of rows.entries()) {
    const cases = row.cases.slice(r * chunk, (r + 1) * chunk);
    for (const v of ordered(r + k)) {
      const into = samples[k]![variants.indexOf(v)]!;
      for (const c of cases) engineCall(v.engine!, c, into);
      for (const c of cases) {
        const body = comparable(await endToEnd(v.handlers!, c.url, into));
        const key = `${k} ${c.url}`;
        const other = bodies.get(key);
        if (other === undefined) bodies.set(key, body);
        else if (other !== body) differing[k]!++;
      }
    }
    for (let i = 0; i < cases.length; i++) await endToEnd(floorHandlers, '/floor', floor);
  }
  bodies.clear();
}

// --- report ------------------------------------------------------------------------------
const loadEnd = uptime();
gc();
const heldAtEnd = heldNow() - heldAtStart;
const [w] = [variants.at(-1)!.world!];
const cur = variants.length - 1;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const lines: string[] = [];
lines.push(`## Emulator benchmark (${startedAt} UTC)`, '');
lines.push(
  `- Node ${process.version}; load average (1, 5, 15 min) ${loadStart} at the start, ${loadEnd} at the end`,
);
lines.push(
  `- World (seed ${w.seed}): ${w.countries.countryCount} countries + 2 groups, ${w.catalog.products.length} HS6 products, ${w.firstYear}-${w.lastYear}, ${w.obs.count.toLocaleString('en-US')} observations`,
);
lines.push(
  `- Engines: ${variants.map(label).join(' (baseline) and ')}${variants.length > 1 ? ' (this checkout)' : ''}; ${BUILDS} builds each and ${ROUNDS} rounds of ${chunk} requests per row, interleaved`,
);
lines.push(
  `- End to end: msw handlers via getResponse (auth, rate limit, validation, engine, JSON body)${failures ? `; ${failures} non-200 answers!` : ', all 200'}`,
);
if (variants.length > 1)
  lines.push(`- Response bodies compared request by request: ${differing.reduce((a, b) => a + b, 0)} differ`);
lines.push(
  '',
  '| world build | wall median (ms) | CPU median (ms) | CPU min (ms) | memory held |',
  '|---|---:|---:|---:|---:|',
);
for (const v of variants)
  lines.push(
    `| ${label(v)} | ${fixed(median(v.buildWall), 0)} | ${fixed(median(v.buildCpu), 0)} | ${fixed(Math.min(...v.buildCpu), 0)} | ${mb(v.heldBytes)} |`,
  );
if (variants.length > 1)
  lines.push(
    `| current / baseline | ${fixed(median(variants[1]!.buildWall) / median(variants[0]!.buildWall))} | ${fixed(median(variants[1]!.buildCpu) / median(variants[0]!.buildCpu))} | ${fixed(Math.min(...variants[1]!.buildCpu) / Math.min(...variants[0]!.buildCpu))} | |`,
  );

lines.push(
  '',
  `"Memory held" is right after the build; the engines' caches built on first use (sums per cell, pair, chapter and group cells, ordered years) come on top: after the latency runs, the ${variants.length} world(s) with every cache held ${mb(heldAtEnd)} in all.`,
);
const p95 = (s: Samples) => percentile(s.e2eWall, 95);
const head =
  variants.length > 1
    ? [
        'endpoint',
        'goal p95',
        'baseline p50',
        'baseline p95',
        'current p50',
        'current p95',
        'p95 current / baseline',
        'baseline CPU p95',
        'current CPU p95',
        'CPU p95 current / baseline',
        'within goal',
      ]
    : [
        'endpoint',
        'goal p95',
        'current p50',
        'current p95',
        'current CPU p95',
        'current engine CPU p95',
        'within goal',
      ];
lines.push(
  '',
  'End to end, ms; "CPU" is the process CPU time of the same requests (less sensitive to neighbours on a shared machine).',
  '',
);
lines.push(
  `| ${head.join(' | ')} |`,
  `|---|${head
    .slice(1)
    .map(() => '---:')
    .join('|')}|`,
);
const over: string[] = [];
const worse: string[] = [];
for (const [k, row] of rows.entries()) {
  const s = samples[k]!;
  const c = s[cur]!;
  const ok = p95(c) <= row.goalMs;
  if (!ok) over.push(row.name);
  const cells = [row.name, `${row.goalMs}`];
  if (variants.length > 1) {
    const b = s[0]!;
    const cpuB = percentile(b.e2eCpu, 95);
    const cpuC = percentile(c.e2eCpu, 95);
    // Worse only beyond noise, and in CPU time as well as wall time (under load, wall time
    // is mostly the neighbours'): 10% and more than the floor's p95 in both.
    const floorWall = percentile(floor.e2eWall, 95);
    const floorCpu = percentile(floor.e2eCpu, 95);
    if (p95(c) > 1.1 * p95(b) && p95(c) - p95(b) > floorWall && cpuC > 1.1 * cpuB && cpuC - cpuB > floorCpu)
      worse.push(row.name);
    cells.push(
      fixed(median(b.e2eWall)),
      fixed(p95(b)),
      fixed(median(c.e2eWall)),
      fixed(p95(c)),
      fixed(p95(c) / p95(b)),
    );
    cells.push(fixed(cpuB), fixed(cpuC), fixed(cpuC / cpuB));
  } else {
    cells.push(
      fixed(median(c.e2eWall)),
      fixed(p95(c)),
      fixed(percentile(c.e2eCpu, 95)),
      fixed(percentile(c.engineCpu, 95)),
    );
  }
  cells.push(ok ? 'yes' : '**no**');
  lines.push(`| ${cells.join(' | ')} |`);
}
const floorCells =
  variants.length > 1
    ? [
        'floor (constant answer)',
        '',
        '',
        '',
        fixed(median(floor.e2eWall)),
        fixed(p95(floor)),
        '',
        '',
        fixed(percentile(floor.e2eCpu, 95)),
        '',
        '',
      ]
    : [
        'floor (constant answer)',
        '',
        fixed(median(floor.e2eWall)),
        fixed(p95(floor)),
        fixed(percentile(floor.e2eCpu, 95)),
        '',
        '',
      ];
lines.push(`| ${floorCells.join(' | ')} |`, '');
lines.push(
  `Goal (end-to-end p95 ≤ 5 ms, ≤ 15 ms with the EU or World as reporter), wall time: ${over.length ? `**missed** by ${over.join(', ')}` : 'met by every row'}.`,
);
const overCpu = rows
  .filter((row, k) => percentile(samples[k]![cur]!.e2eCpu, 95) > row.goalMs)
  .map((row) => row.name);
lines.push(
  `The same goal in CPU time (what the code costs, whatever the neighbours do): ${overCpu.length ? `**missed** by ${overCpu.join(', ')}` : 'met by every row'}.`,
);
if (variants.length > 1) {
  lines.push(
    `Current worse than baseline (p95 over 1.1× and by more than the floor's p95, in wall and in CPU time): ${worse.length ? `**${worse.join(', ')}**` : 'no row'}.`,
  );
  const buildRatio = median(variants[1]!.buildCpu) / median(variants[0]!.buildCpu);
  lines.push(`World build CPU, current / baseline: ${fixed(buildRatio)}.`);
}
console.log(lines.join('\n'));
