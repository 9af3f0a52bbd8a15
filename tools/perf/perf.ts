/**
 * `npm run perf`: how fast the production build is against its floor, measured side
 * by side in one run. A benchmark, not a test: it prints figures and writes a report; nothing in
 * it passes or fails.
 *
 * 1. Builds the app (`npm run build`, live only), the floor page (tools/perf/floor: the same
 *    six charts from the same requests, no React) and the JS floor reference bundle
 *    (js-floor.ts: React + router + query + the ECharts modules the view uses).
 * 2. Serves both builds and `npm run api` on their own ports (8814-8817 by default).
 * 3. In Chromium, fresh context per load (a first visit), in interleaved rounds (app, floor, floor
 *    with the same request plan; the order turns each round): time until every chart is ready,
 *    per-chart ready times, requests and their waves (a request's wave is its initiator's plus
 *    one; the document is wave 0), layout shifts while scrolling during load, long tasks.
 *    Medians over the rounds, ratios to each floor. The two floors are one page handed different
 *    waves (floor/floors.ts): the first sends the app's URLs at once, the second follows the
 *    app's request plan (the year-dependent requests once the coverage has answered).
 * 4. JS per route (gzip -9 of the files the page loaded), catalog requests on a first and a
 *    second visit (same context: the persisted catalog cache), and the machine's load average.
 *
 * 5. The other views (product view, HS index, flow explorer, comparison, home, settings), each
 *    loaded `--view-rounds` times: JS, when their charts are ready, CLS and what moved, long tasks.
 * 6. Long tasks attributed to the chart whose draw they belong to (the app's `chart-draw`
 *    user-timing measures, attribution.ts), the worst task per page and per chart draw.
 *
 * Usage: npm run perf -- [--rounds 9] [--view-rounds 3] [--skip-build] [--port-base 8814] [--out dist-perf/perf-report.md]
 *
 * `--views flows,compare` measures only the views whose name or path contains one of the words
 * (step 5 and 6, `--view-rounds` loads each; no floor, no country rounds, no catalog visits): a
 * quick JS, CLS and long-task check of a few views. JS per page is exact (bytes do not depend on
 * load): `npm run perf -- --views countries,home,settings --port-base N` is the quick JS check. Its app and api ports are `--port-base` and the
 * next one, or `--app-port` and `--api-port`; its report goes to dist-perf/perf-views.md.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { attributeLongTasks, shiftSources } from './attribution';
import { countryTimeSections, spread, type CountryRounds } from './country-time';
import { buildFloorPages } from './floor/build-floor-pages';
import { FLOOR_NAMES, floorSpecs, GOAL_CHARTS, serviceCoverage } from './floor/floors';
import { measurePage, type PageRun, type PageSpec } from './measure-page';
import { liveInit } from './live-page';
import { serveStatic, startApi } from './servers';
import { describeWaves, median, ms } from './waves';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const APP_DIR = join(ROOT, 'dist');
const FLOOR_DIR = join(ROOT, 'dist-perf/floor');
const REF_DIR = join(ROOT, 'dist-perf/js-floor');

interface Args {
  rounds: number;
  viewRounds: number;
  skipBuild: boolean;
  portBase: number;
  appPort?: number;
  apiPort?: number;
  /** Only these views (words matched against their names and paths), without the floor. */
  views: string[];
  out: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    rounds: 9,
    viewRounds: 3,
    skipBuild: false,
    portBase: 8814,
    views: [],
    out: 'dist-perf/perf-report.md',
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? '';
    if (a === '--rounds') args.rounds = Math.max(1, Number.parseInt(next(), 10) || 1);
    else if (a === '--view-rounds') args.viewRounds = Math.max(1, Number.parseInt(next(), 10) || 1);
    else if (a === '--skip-build') args.skipBuild = true;
    else if (a === '--port-base') args.portBase = Number.parseInt(next(), 10);
    else if (a === '--app-port') args.appPort = Number.parseInt(next(), 10);
    else if (a === '--api-port') args.apiPort = Number.parseInt(next(), 10);
    else if (a === '--views')
      args.views = next()
        .split(',')
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean);
    else if (a === '--out') args.out = next();
  }
  // A views-only report does not replace the full one.
  if (args.views.length > 0 && !argv.includes('--out')) args.out = 'dist-perf/perf-views.md';
  return args;
}

/** The app's `@/` import alias, for the floor builds that import the app's option builders and data. */
const alias = { '@': join(ROOT, 'src') };

async function buildAll(skipApp: boolean) {
  if (!skipApp) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  await buildFloorPages(FLOOR_DIR);
  await buildJsFloors();
}

async function buildJsFloors() {
  // The JS floor references, built like the app (minified, tree-shaken), one build each so that
  // each is complete in itself.
  for (const name of ['js-floor', 'js-floor-frameworks', 'js-floor-libraries']) {
    await build({
      configFile: false,
      logLevel: 'error',
      resolve: { alias },
      build: {
        outDir: join(REF_DIR, name),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: join(ROOT, `tools/perf/${name}.ts`),
          output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
        },
      },
    });
  }
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const dirGz = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(join(dir, f)), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * gzip bytes of the JS a page loaded from its own origin, split into code and the map geometry
 * worker; with `until`, only the files that had arrived by then (ms since navigation).
 */
function jsOf(run: PageRun, origin: string, dir: string, until = Infinity) {
  let code = 0;
  let geometry = 0;
  const files: string[] = [];
  for (const r of run.requests) {
    if (!r.url.startsWith(origin) || !/\.m?js$/.test(new URL(r.url).pathname)) continue;
    if ((r.end ?? r.start) > until) continue;
    const path = new URL(r.url).pathname;
    const size = gz(join(dir, path));
    files.push(path);
    if (path.includes('world-geometry')) geometry += size;
    else code += size;
  }
  return { code, geometry, files };
}

// charts: how many must be ready; -1: every chart the page shows, settled (see measure-page.ts).
const APP_PAGES: { name: string; path: string; charts: number }[] = [
  { name: 'country view `/countries/DE`', path: '/countries/DE', charts: 6 },
  { name: 'product view `/products/090111`', path: '/products/090111?from=2015&to=2024', charts: 7 },
  { name: 'product view, chapter `/products/09`', path: '/products/09', charts: 7 },
  { name: 'HS index `/products`', path: '/products', charts: 1 },
  { name: 'flow explorer `/flows`', path: '/flows?reporter=DE&partner=CN&from=2015&to=2024', charts: -1 },
  { name: 'comparison `/compare`', path: '/compare?countries=DE,FR,CN&from=2015&to=2023', charts: -1 },
  { name: 'home `/`', path: '/', charts: 0 },
  { name: 'settings `/settings`', path: '/settings', charts: 0 },
];

const SHIFT_HEAD = [
  '| page | CLS median (max) | what moved (share of CLS) | worst long task median (max) | worst task belongs to | charts ready median (first to last) |',
  '|---|---:|---|---:|---|---:|',
];

/** A page's row of the layout-shift and long-task table. */
function shiftRow(name: string, runs: PageRun[]): string {
  const cls = runs.map((r) => r.cls);
  const attributed = runs.map(attributeLongTasks);
  const worst = attributed.map((a) => a.worst.duration);
  const worstRun = attributed.reduce((a, b) => (b.worst.duration > a.worst.duration ? b : a));
  const ready = runs.every((r) => r.ready === null)
    ? ''
    : `${ms(median(runs.map((r) => r.ready ?? NaN)))} (${ms(spread(runs))})`;
  return `| ${name} | ${median(cls).toFixed(3)} (${Math.max(...cls).toFixed(3)}) | ${shiftSources(runs)} | ${ms(median(worst))} (${ms(Math.max(...worst))}) | ${worstRun.worst.owner} | ${ready} |`;
}

const DRAW_HEAD = ['| page | per chart draw | outside draws (max) |', '|---|---|---:|'];

/** A page's row of the per-chart-draw table: the longest task in each chart's draw. */
function drawRow(name: string, runs: PageRun[]): string {
  const attributed = runs.map(attributeLongTasks);
  const charts = [...new Set(runs.flatMap((r) => r.draws.map((d) => d.chart)))].sort();
  const perChart = charts.map((c) => {
    const worst = Math.max(0, ...attributed.map((a) => a.perChart[c] ?? 0));
    return `${c} ${worst === 0 ? '<50 ms' : ms(worst)}`;
  });
  return `| ${name} | ${perChart.join(', ') || 'no charts'} | ${ms(Math.max(0, ...attributed.map((a) => a.other)))} |`;
}

/** JS per page (gzip -9 of the files the page loaded) with the budgets; bytes do not depend on load. */
function jsTable(pages: { name: string; charts: number; run: PageRun }[], appOrigin: string): string[] {
  const refFrameworks = dirGz(join(REF_DIR, 'js-floor-frameworks'));
  const rows = pages.map((p) => {
    const js = jsOf(p.run, appOrigin, APP_DIR);
    const budget =
      p.name === APP_PAGES[0]!.name
        ? `${kb(dirGz(join(REF_DIR, 'js-floor-libraries')) * 1.1)} (the goal: 1.10 × the JS floor with libraries) without geometry`
        : p.charts === 0
          ? `115.0 KB (frameworks floor ${kb(refFrameworks)})`
          : '';
    return `| ${p.name} | ${(js.code / 1024).toFixed(2)} KB | ${kb(js.geometry)} | ${js.files.length} | ${budget} |`;
  });
  const files = pages.map(
    (p) =>
      `- ${p.name}: ${jsOf(p.run, appOrigin, APP_DIR)
        .files.map((f) => f.replace(/^.*\//, ''))
        .join(', ')}`,
  );
  return [
    '| page | JS | map geometry (worker) | files | budget |',
    '|---|---:|---:|---:|---|',
    ...rows,
    '',
    '<details><summary>files per page</summary>',
    '',
    ...files,
    '',
    '</details>',
  ];
}

/** `--views`: only the views named, `--view-rounds` loads each, their CLS and long tasks. */
async function measureViews(args: Args) {
  const pages = APP_PAGES.filter((p) =>
    args.views.some((w) => p.name.toLowerCase().includes(w) || p.path.toLowerCase().includes(w)),
  );
  if (pages.length === 0)
    throw new Error(
      `--views ${args.views.join(',')} names none of: ${APP_PAGES.map((p) => p.name).join('; ')}`,
    );
  const loadBefore = loadavg();
  if (!args.skipBuild) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  const api = await startApi(args.apiPort ?? args.portBase + 1);
  const server = await serveStatic(APP_DIR, args.appPort ?? args.portBase);
  const appOrigin = `http://127.0.0.1:${args.appPort ?? args.portBase}`;
  const browser: Browser = await chromium.launch({
    ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
    args: CHROMIUM_ARGS,
  });
  await buildJsFloors();
  const measured: { name: string; charts: number; runs: PageRun[] }[] = [];
  try {
    for (const p of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < args.viewRounds; i++)
        runs.push(
          await measurePage(browser, { url: appOrigin + p.path, charts: p.charts, init: liveInit(api) }),
        );
      measured.push({ ...p, runs });
      console.log(`${p.name}: CLS ${runs.map((r) => r.cls.toFixed(3)).join(', ')}`);
    }
  } finally {
    await browser.close();
    server.close();
    api.child.kill();
  }
  const lines = [
    `# Views (\`npm run perf -- --views ${args.views.join(',')}\`)`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average (1/5/15 min) ${loadBefore.map((x) => x.toFixed(2)).join(' / ')} before, ` +
      `${loadavg()
        .map((x) => x.toFixed(2))
        .join(
          ' / ',
        )} after; ${args.viewRounds} loads per view, fresh browser context each, scrolling during load.`,
    '',
    ...jsTable(
      measured.map((m) => ({ ...m, run: m.runs[0]! })),
      appOrigin,
    ),
    '',
    ...SHIFT_HEAD,
    ...measured.map((m) => shiftRow(m.name, m.runs)),
    '',
    ...DRAW_HEAD,
    ...measured.filter((m) => m.charts !== 0).map((m) => drawRow(m.name, m.runs)),
  ];
  console.log('\n' + lines.join('\n'));
  mkdirSync(join(ROOT, 'dist-perf'), { recursive: true });
  writeFileSync(join(ROOT, args.out), lines.join('\n') + '\n');
  console.log(`\nreport written to ${args.out}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.views.length > 0) return measureViews(args);
  const loadBefore = loadavg();
  await buildAll(args.skipBuild);
  const appPort = args.appPort ?? args.portBase;
  const api = await startApi(args.apiPort ?? args.portBase + 1);
  const floorPort = args.portBase + 2;
  const servers = [await serveStatic(APP_DIR, appPort), await serveStatic(FLOOR_DIR, floorPort)];
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const floorOrigin = `http://127.0.0.1:${floorPort}`;
  const browser: Browser = await chromium.launch({
    ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
    args: CHROMIUM_ARGS,
  });
  const live = liveInit(api);
  const lines: string[] = [];
  const log = (s = '') => {
    lines.push(s);
    console.log(s);
  };
  try {
    // Warm-up (not counted): the app's requests for the country view, which the floors repeat.
    // The app's load waits for all ten charts (the six and the four insights, each timed); its
    // figure is the six's, as the floors'.
    const appSpec: PageSpec = { url: appOrigin + '/countries/DE', charts: 10, goal: GOAL_CHARTS, init: live };
    const warm = await measurePage(browser, appSpec);
    const { specs: floors, viewUrls } = floorSpecs(
      warm,
      appSpec.url,
      floorOrigin,
      api,
      await serviceCoverage(api),
    );
    await measurePage(browser, floors.floor);
    await measurePage(browser, floors.samePlan);
    await measurePage(browser, floors.frameworks);

    const rounds: CountryRounds = { app: [], floor: [], samePlan: [], frameworks: [] };
    const loads: [keyof CountryRounds, PageSpec][] = [
      ['app', appSpec],
      ['floor', floors.floor],
      ['samePlan', floors.samePlan],
      ['frameworks', floors.frameworks],
    ];
    for (let round = 0; round < args.rounds; round++) {
      // Interleaved: the order turns each round, so no page always goes first.
      for (let j = 0; j < loads.length; j++) {
        const [name, spec] = loads[(round + j) % loads.length]!;
        rounds[name].push(await measurePage(browser, spec));
      }
      const last = (name: keyof CountryRounds) => ms(rounds[name].at(-1)!.ready);
      process.stdout.write(
        `round ${round + 1}/${args.rounds}: app ${last('app')}, ${FLOOR_NAMES.floor} ${last('floor')}, ${FLOOR_NAMES.samePlan} ${last('samePlan')}, ${FLOOR_NAMES.frameworks} ${last('frameworks')}\n`,
      );
    }
    const { app, floor, samePlan, frameworks } = rounds;
    const others: { name: string; path: string; charts: number; runs: PageRun[]; run: PageRun }[] = [];
    for (const p of APP_PAGES.slice(1)) {
      const runs: PageRun[] = [];
      for (let i = 0; i < args.viewRounds; i++)
        runs.push(await measurePage(browser, { url: appOrigin + p.path, charts: p.charts, init: live }));
      others.push({ ...p, runs, run: runs[0]! });
      process.stdout.write(`${p.name}: ${runs.map((r) => ms(r.ready)).join(', ')}\n`);
    }

    // Second visit: the same context (IndexedDB kept), a reload, then another country.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await measurePage(browser, appSpec, context);
    await new Promise((r) => setTimeout(r, 1000)); // the persister writes in the background
    const second = await measurePage(browser, appSpec, context);
    const other = await measurePage(browser, { ...appSpec, url: appOrigin + '/countries/FR' }, context);
    await context.close();
    const loadAfter = loadavg();

    const refJs = dirGz(join(REF_DIR, 'js-floor'));
    const refFrameworks = dirGz(join(REF_DIR, 'js-floor-frameworks'));
    const refLibraries = dirGz(join(REF_DIR, 'js-floor-libraries'));
    const appJs = jsOf(app[0]!, appOrigin, APP_DIR);
    // The JS the six charts were drawn with: what had arrived when they were ready (median load).
    const sixJs = median(app.map((r) => jsOf(r, appOrigin, APP_DIR, r.ready ?? Infinity).code));
    const floorJs = jsOf(floor[0]!, floorOrigin, FLOOR_DIR);

    log(`# Performance report (\`npm run perf\`)`);
    log();
    log(
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, Chromium ${browser.version()}; ` +
        `load average (1/5/15 min) ${loadBefore.map((x) => x.toFixed(2)).join(' / ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(' / ')} after; ` +
        `${args.rounds} interleaved rounds, fresh browser context per load, production build in live mode against \`npm run api\`.`,
    );
    log();
    log('## JS per route (gzip -9 of the files loaded)');
    log();
    log('| page | JS | map geometry (worker) | files | budget |');
    log('|---|---:|---:|---:|---|');
    log(
      `| ${APP_PAGES[0]!.name} | ${kb(appJs.code)} | ${kb(appJs.geometry)} | ${appJs.files.length} | ${kb(refLibraries * 1.1)} (the goal: 1.10 × the JS floor with libraries, ${kb(refLibraries)}) without geometry; app / that floor ${(appJs.code / refLibraries).toFixed(2)} |`,
    );
    log(
      `| country view, arrived when its six charts were ready (median) | ${kb(sixJs)} | | | the rest came after, for the insights or on demand |`,
    );
    for (const o of others) {
      const js = jsOf(o.run, appOrigin, APP_DIR);
      const budget = o.charts === 0 ? `115.0 KB (frameworks floor ${kb(refFrameworks)})` : '';
      log(`| ${o.name} | ${kb(js.code)} | ${kb(js.geometry)} | ${js.files.length} | ${budget} |`);
    }
    log(
      `| floor page (no React; ECharts modules, option builders) | ${kb(floorJs.code)} | ${kb(floorJs.geometry)} | ${floorJs.files.length} | |`,
    );
    log(`| JS floor reference (React, router, query, the view's ECharts modules) | ${kb(refJs)} | | | |`);
    log(`| JS floor reference without charts (React, router, query) | ${kb(refFrameworks)} | | | |`);
    log(
      `| JS floor with the libraries the country view requires (js-floor-libraries.ts) | ${kb(refLibraries)} | | | ${kb(refLibraries * 0.1)} of the goal left for the app's own code |`,
    );
    const frameworksJs = jsOf(frameworks[0]!, floorOrigin, FLOOR_DIR);
    log(
      `| frameworks floor page (React, router, query, echarts-for-react, the same charts) | ${kb(frameworksJs.code)} | ${kb(frameworksJs.geometry)} | ${frameworksJs.files.length} | |`,
    );
    log();
    log('<details><summary>files per page</summary>');
    log();
    log(`- country view: ${appJs.files.map((f) => f.replace('/assets/', '')).join(', ')}`);
    for (const o of others)
      log(
        `- ${o.name}: ${jsOf(o.run, appOrigin, APP_DIR)
          .files.map((f) => f.replace('/assets/', ''))
          .join(', ')}`,
      );
    log();
    log('</details>');
    log();
    countryTimeSections(rounds, { app: appOrigin, floor: floorOrigin, api: api.baseUrl, viewUrls }).forEach(
      (l) => log(l),
    );
    log();
    log('## Layout shifts (CLS, scrolling during load) and long tasks');
    log();
    log(
      `Country view: ${args.rounds} loads each (app and each floor); other views: ${args.viewRounds} loads each. ` +
        'Long tasks after first paint; a task is attributed to the chart whose draw turn (`chart-draw` measure) it overlaps most, else "other".',
    );
    log();
    SHIFT_HEAD.forEach((l) => log(l));
    log(shiftRow('country view (app)', app));
    log(shiftRow('country view (floor)', floor));
    log(shiftRow(`country view (${FLOOR_NAMES.samePlan})`, samePlan));
    log(shiftRow(`country view (${FLOOR_NAMES.frameworks})`, frameworks));
    for (const o of others) log(shiftRow(o.name, o.runs));
    log();
    log('### Longest task per chart draw (max over the loads; "<50 ms": no long task in its draw)');
    log();
    DRAW_HEAD.forEach((l) => log(l));
    log(drawRow('country view', app));
    for (const o of others) if (o.charts !== 0) log(drawRow(o.name, o.runs));
    log();
    log('## Catalog requests (product names), country view');
    log();
    log(
      `- first visit /countries/DE: ${describeWaves(first, appOrigin, api.baseUrl).catalogRequests}; ` +
        `second visit (reload, same browser profile): ${describeWaves(second, appOrigin, api.baseUrl).catalogRequests}; ` +
        `then /countries/FR: ${describeWaves(other, appOrigin, api.baseUrl).catalogRequests}`,
    );
    log();
  } finally {
    await browser.close();
    for (const s of servers) s.close();
    api.child.kill();
  }
  mkdirSync(join(ROOT, 'dist-perf'), { recursive: true });
  writeFileSync(join(ROOT, args.out), lines.join('\n') + '\n');
  console.log(`\nreport written to ${args.out}`);
}

await main();
