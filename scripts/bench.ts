/**
 * `npm run bench`: build time and memory of the default synthetic world, and p50/p95 latency of
 * each of the 12 endpoints over realistic parameter mixes, both at engine level (the
 * TradeEngine methods) and end to end through the msw handlers (auth, validation, JSON) with
 * msw's `getResponse` — no network. Prints markdown. Parameter mixes are seeded: countries
 * weighted by trade size, products at 2/4/6 digits weighted by value, optional year ranges.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { getResponse } from 'msw';
import { DEMO_API_KEY, DEMO_BASE_URL } from '../src/api/data-source';
import { createEngine, createWorld, type Flow, type Selection, type TradeEngine } from '../src/emulator/engine';
import type { World } from '../src/emulator/world/world';
import { AliasTable, mulberry32 } from '../src/emulator/world/prng';
import { toAsyncEngine } from '../src/emulator/service/async-engine';
import { createHandlers } from '../src/emulator/service/create-handlers';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const BUILDS = Number(process.env.BENCH_BUILDS ?? 5);
const ITER = Number(process.env.BENCH_ITER ?? 200);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

// --- build time and memory -------------------------------------------------------------
gc();
const base = process.memoryUsage();
const buildTimes: number[] = [];
// CPU time (process user + system) beside wall time: the machine is shared, and wall time
// under contention says more about the neighbours than about this code.
const buildCpu: number[] = [];
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
const built: { world: World; engine: TradeEngine }[] = [];
for (let i = 0; i < BUILDS; i++) {
  // Drop the previous world before building the next, so only one is ever held.
  built.length = 0;
  gc();
  const t = performance.now();
  const c0 = process.cpuUsage();
  const world = createWorld();
  built.push({ world, engine: createEngine(world) });
  buildCpu.push(cpuMs(process.cpuUsage(c0)));
  buildTimes.push(performance.now() - t);
}
gc();
const held = process.memoryUsage();
const { world: w, engine: e } = built[0]!;

// --- parameter mixes ---------------------------------------------------------------------
const rand = mulberry32(12345);
const Y = w.lastYear - w.firstYear + 1;
const N = w.countries.countryCount;
const countryWeights = new Float64Array(N);
for (let c = 0; c < N; c++) for (let y = 0; y < Y; y++) countryWeights[c]! += w.expYear[c * Y + y]! + w.impYear[c * Y + y]!;
const countryAlias = new AliasTable(countryWeights);
const P = w.catalog.products.length;
const productWeights = new Float64Array(P);
for (let p = 0; p < P; p++) productWeights[p] = w.prodStart[p + 1]! - w.prodStart[p]! + 1;
const productAlias = new AliasTable(productWeights);

const pickCountry = () => w.countries.list[countryAlias.sample(rand(), rand())]!.id;
const pickProduct = () => {
  const code = w.catalog.products[productAlias.sample(rand(), rand())]!.hs6;
  return code.slice(0, [2, 4, 6][Math.floor(rand() * 3)]);
};
const maybe = <T>(p: number, f: () => T): T | undefined => (rand() < p ? f() : undefined);
const pickFlow = (): Flow => (rand() < 0.5 ? 'export' : 'import');
const pickYears = () => {
  if (rand() < 0.5) return {};
  const a = w.firstYear + Math.floor(rand() * Y);
  const b = w.firstYear + Math.floor(rand() * Y);
  return { from: Math.min(a, b), to: Math.max(a, b) };
};
const pickSelection = (): Selection => ({
  reporter: maybe(0.8, pickCountry),
  partner: maybe(0.3, pickCountry),
  product: maybe(0.5, pickProduct),
  flow: maybe(0.6, pickFlow),
  ...pickYears(),
});
const PRODUCT_QUERIES = ['coffee', 'crude', 'cars', '0901', '8703', 'steel', 'wine', 'hs:2709', 'cotton', 'phones', 'gold', '85'];
const COUNTRY_QUERIES = ['ger', 'united', 'DE', 'fra', 'KEN', 'bra', 'south', 'CHN', 'island', 'e'];
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;

/** One case = the engine call and the same request as a URL. */
type Case = { run: () => unknown; url: string };
const qs = (o: Record<string, string | number | undefined>) => {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v !== undefined) u.set(k, String(v));
  const s = u.toString();
  return s ? `?${s}` : '';
};
const ENDPOINTS: [string, () => Case][] = [
  ['GET /trade', () => { const s = pickSelection(); return { run: () => e.trade(s, 1000), url: `/trade${qs({ ...s, limit: 1000 })}` }; }],
  ['GET /trade/summary', () => { const s = pickSelection(); return { run: () => e.summary(s), url: `/trade/summary${qs({ ...s })}` }; }],
  ['GET /products', () => { const q = pick(PRODUCT_QUERIES); return { run: () => e.searchProducts(q, 50), url: `/products${qs({ q })}` }; }],
  ['GET /products/{pid}', () => { const p = pickProduct(); return { run: () => e.productDetail(p), url: `/products/${p}` }; }],
  ['GET /products/{pid}/trade', () => { const p = pickProduct(); const s = { reporter: maybe(0.5, pickCountry), flow: maybe(0.5, pickFlow), ...pickYears() }; return { run: () => e.productTrade(p, s), url: `/products/${p}/trade${qs(s)}` }; }],
  ['GET /products/{pid}/markets', () => { const p = pickProduct(); const y = pickYears(); return { run: () => e.productMarkets(p, y, 20), url: `/products/${p}/markets${qs(y)}` }; }],
  ['GET /countries', () => { const q = pick(COUNTRY_QUERIES); return { run: () => e.searchCountries(q, 50), url: `/countries${qs({ q })}` }; }],
  ['GET /countries/{cid}', () => { const c = pickCountry(); return { run: () => e.countryDetail(c), url: `/countries/${c}` }; }],
  ['GET /countries/{cid}/imports', () => { const c = pickCountry(); const f = { partner: maybe(0.3, pickCountry), product: maybe(0.4, pickProduct), ...pickYears() }; return { run: () => e.countrySeries(c, 'import', f), url: `/countries/${c}/imports${qs(f)}` }; }],
  ['GET /countries/{cid}/exports', () => { const c = pickCountry(); const f = { partner: maybe(0.3, pickCountry), product: maybe(0.4, pickProduct), ...pickYears() }; return { run: () => e.countrySeries(c, 'export', f), url: `/countries/${c}/exports${qs(f)}` }; }],
  ['GET /countries/{cid}/partners', () => { const c = pickCountry(); const fl = pickFlow(); const f = { product: maybe(0.4, pickProduct), ...pickYears() }; return { run: () => e.countryPartners(c, fl, f, 50), url: `/countries/${c}/partners${qs({ flow: fl, ...f })}` }; }],
  ['GET /countries/{cid}/products', () => { const c = pickCountry(); const fl = pickFlow(); const y = pickYears(); return { run: () => e.countryProducts(c, fl, y, 50), url: `/countries/${c}/products${qs({ flow: fl, ...y })}` }; }],
];

const handlers = createHandlers({
  engine: toAsyncEngine(e),
  baseUrl: DEMO_BASE_URL,
  keys: [DEMO_API_KEY],
  rateLimit: { requests: 1_000_000, windowSeconds: 60 },
});

const rows: string[] = [];
let e2eFailures = 0;
const load = (await import('node:os')).loadavg()[0]!.toFixed(2);
for (const [name, make] of ENDPOINTS) {
  const cases = Array.from({ length: ITER }, make);
  for (const c of cases.slice(0, 10)) c.run(); // warm-up
  const engineCpu: number[] = [];
  const engineMs = cases.map((c) => {
    const t = performance.now();
    const c0 = process.cpuUsage();
    c.run();
    engineCpu.push(cpuMs(process.cpuUsage(c0)));
    return performance.now() - t;
  });
  const e2eMs: number[] = [];
  for (const c of cases) {
    const t = performance.now();
    const res = await getResponse(handlers, new Request(DEMO_BASE_URL + c.url, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } }));
    await res?.text();
    e2eMs.push(performance.now() - t);
    if (!res || res.status !== 200) e2eFailures++;
  }
  rows.push(
    `| ${name} | ${pct(engineMs, 50).toFixed(2)} | ${pct(engineMs, 95).toFixed(2)} | ${pct(engineCpu, 50).toFixed(2)} | ${pct(engineCpu, 95).toFixed(2)} | ${pct(e2eMs, 50).toFixed(2)} | ${pct(e2eMs, 95).toFixed(2)} |`,
  );
}

const loadEnd = (await import('node:os')).loadavg()[0]!.toFixed(2);
console.log(`## Emulator benchmark (default world, seed ${w.seed})

- Node ${process.version}; 1-minute load average ${load} before the latency runs, ${loadEnd} after (on a shared machine wall times include contention; CPU times much less so)
- World: ${w.countries.countryCount} countries + 2 groups, ${P} HS6 products, ${w.firstYear}-${w.lastYear}, ${w.obs.count.toLocaleString('en-US')} observations
- Build (createWorld + createEngine, indexes included), ${BUILDS} builds: wall median ${median(buildTimes).toFixed(0)} ms (min ${Math.min(...buildTimes).toFixed(0)}, max ${Math.max(...buildTimes).toFixed(0)}); CPU median ${median(buildCpu).toFixed(0)} ms (min ${Math.min(...buildCpu).toFixed(0)})
- Memory held after GC: heap +${mb(held.heapUsed - base.heapUsed)}, array buffers +${mb(held.arrayBuffers - base.arrayBuffers)} (total +${mb(held.heapUsed - base.heapUsed + held.arrayBuffers - base.arrayBuffers)})
- Latency over ${ITER} seeded requests per endpoint. Engine: the TradeEngine call. End to end: msw handlers via getResponse (auth, rate limit, validation, engine, JSON body)${e2eFailures ? ` — ${e2eFailures} non-200 answers!` : ', all 200'}.

| endpoint | engine p50 (ms) | engine p95 (ms) | engine CPU p50 (ms) | engine CPU p95 (ms) | end-to-end p50 (ms) | end-to-end p95 (ms) |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}`);
