/**
 * `npm run bench:db -- [--rows 10000000] [--rounds 20] [--dir /tmp/tradescope-bench] [--reuse]
 * [--generate-only | --import-only | --floor-only]` (--reuse: import the year files of an earlier run
 * in --dir; --generate-only, --import-only: stop after generating, after importing; --floor-only:
 * build and time the floor alone).
 * Generates BACI-layout year files of the given size (DuckDB writes them from hashed ranges:
 * skewed exporters and importers, every HS6 code of the synthetic catalog, ~2% NA quantities),
 * imports them (rows/s, peak memory), then times engine answers at country, pair, product and
 * World level against the same question as plain SQL over a DuckDB table of the raw rows (the
 * floor), in interleaved rounds, with load average and the query process's peak memory.
 * Figures and method: docs/real-data-benchmark.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { writeBaciRelease } from '../src/emulator/baci/export-world';
import { importBaci } from '../src/emulator/baci/import-baci';
import { openDuckDbEngine } from '../src/emulator/duckdb/duckdb-engine';
import { createWorld } from '../src/emulator/engine';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const ROWS = Number(arg('rows', '10000000'));
const ROUNDS = Number(arg('rounds', '20'));
const DIR = arg('dir', '/tmp/tradescope-bench');
const YEARS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const mb = (bytes: number) => Math.round(bytes / 1e6);

async function generate(release: string) {
  // The country and product files of the synthetic world, with no year file of its own.
  await writeBaciRelease(createWorld({ scale: 0.01 }), release, { years: [], tons: true });
  const db = await DuckDBInstance.create(':memory:');
  const c = await db.connect();
  const perYear = Math.ceil(ROWS / YEARS.length);
  await c.run(
    `CREATE TABLE cc AS SELECT row_number() OVER () - 1 AS n, country_code AS code FROM read_csv('${release}/country_codes_V202501.csv', all_varchar=true) WHERE country_iso3 <> 'N/A'`,
  );
  await c.run(
    `CREATE TABLE pc AS SELECT row_number() OVER () - 1 AS n, code FROM read_csv('${release}/product_codes_HS22_V202501.csv', all_varchar=true)`,
  );
  const [nc, np] = (
    await c.runAndReadAll('SELECT (SELECT count(*) FROM cc)::INTEGER, (SELECT count(*) FROM pc)::INTEGER')
  ).getRowsJS()[0] as [number, number];
  for (const y of YEARS) {
    // Skewed picks: the square of a uniform number favours the first countries and products.
    // One row per flow, as in BACI (the importer refuses a flow on two lines): a repeated pick
    // of exporter, importer and product is kept once.
    await c.run(`COPY (
      SELECT ${y} AS t, e.code AS i, m.code AS j, p.code AS k,
        round((hash(r, 5) % 1000000) / 1000.0 + 0.001, 3) AS v,
        CASE WHEN hash(r, 6) % 50 = 0 THEN 'NA' ELSE printf('%.3f', (hash(r, 7) % 100000) / 100.0) END AS q
      FROM (SELECT DISTINCT ON (ei, mi, pi) * FROM (SELECT range AS r,
          floor(${nc} * pow((hash(range, ${y}, 1) % 1000000) / 1e6, 2))::INTEGER AS ei,
          floor(${nc} * pow((hash(range, ${y}, 2) % 1000000) / 1e6, 2))::INTEGER AS mi,
          floor(${np} * pow((hash(range, ${y}, 3) % 1000000) / 1e6, 1.5))::INTEGER AS pi
        FROM range(${perYear})))
      JOIN cc e ON e.n = ei JOIN cc m ON m.n = mi JOIN pc p ON p.n = pi
      WHERE ei <> mi
    ) TO '${release}/BACI_HS22_Y${y}_V202501.csv' (HEADER, DELIMITER ',', QUOTE '')`);
  }
  c.closeSync();
  db.closeSync();
}

interface Case {
  name: string;
  level: 'country' | 'pair' | 'product' | 'World';
  engine: (e: Awaited<ReturnType<typeof openDuckDbEngine>>) => Promise<unknown>;
  floor: string;
}

/** Country codes of US, CN and DE in the generated country file (sequential codes of export-world.ts). */
function cases(code: (id: string) => number): Case[] {
  const US = code('US');
  const CN = code('CN');
  const y0 = 2020;
  return [
    {
      name: 'country exports series (US)',
      level: 'country',
      engine: (e) => e.countrySeries('US', 'export', {}),
      floor: `SELECT t, sum(v) FROM raw WHERE i = ${US} GROUP BY t`,
    },
    {
      name: 'country import partners (US)',
      level: 'country',
      engine: (e) => e.countryPartners('US', 'import', { from: y0 }, 50),
      floor: `SELECT i, sum(v) s FROM raw WHERE j = ${US} AND t >= ${y0} GROUP BY i ORDER BY s DESC LIMIT 50`,
    },
    {
      name: 'country export products (US)',
      level: 'country',
      engine: (e) => e.countryProducts('US', 'export', { from: y0 }, 50),
      floor: `SELECT k, sum(v) s FROM raw WHERE i = ${US} AND t >= ${y0} GROUP BY k ORDER BY s DESC LIMIT 50`,
    },
    {
      name: 'country summary (US, both flows)',
      level: 'country',
      engine: (e) => e.summary({ reporter: 'US', from: y0 }),
      floor: `SELECT CASE WHEN i = ${US} THEN j ELSE i END p, sum(v) s FROM raw WHERE (i = ${US} OR j = ${US}) AND t >= ${y0} GROUP BY p ORDER BY s DESC`,
    },
    {
      name: 'pair series (US → CN)',
      level: 'pair',
      engine: (e) => e.countrySeries('US', 'export', { partner: 'CN' }),
      floor: `SELECT t, sum(v) FROM raw WHERE i = ${US} AND j = ${CN} GROUP BY t`,
    },
    {
      name: 'pair trade rows (US → CN, 100)',
      level: 'pair',
      engine: (e) => e.trade({ reporter: 'US', partner: 'CN', flow: 'export' }, 100),
      floor: `SELECT * FROM raw WHERE i = ${US} AND j = ${CN} ORDER BY t DESC, v DESC LIMIT 100`,
    },
    {
      name: 'product series (2 digits, 27)',
      level: 'product',
      engine: (e) => e.productTrade('27', {}),
      floor: `SELECT t, sum(v) FROM raw WHERE k >= 270000 AND k < 280000 GROUP BY t`,
    },
    {
      name: 'product markets (HS6 of chapter 01)',
      level: 'product',
      engine: (e) => e.productMarkets('010121', { from: y0 }, 20),
      floor: `SELECT i, sum(v) s FROM raw WHERE k = 10121 AND t >= ${y0} GROUP BY i ORDER BY s DESC LIMIT 20`,
    },
    {
      name: 'product trade rows (chapter 27, 100)',
      level: 'product',
      engine: (e) => e.trade({ product: '27' }, 100),
      floor: `SELECT * FROM raw WHERE k >= 270000 AND k < 280000 ORDER BY t DESC, v DESC LIMIT 100`,
    },
    {
      name: 'World summary',
      level: 'World',
      engine: (e) => e.summary({ reporter: 'XW', from: y0 }),
      floor: `SELECT j, sum(v) s FROM raw WHERE t >= ${y0} GROUP BY j ORDER BY s DESC`,
    },
    {
      name: 'World trade rows (100)',
      level: 'World',
      engine: (e) => e.trade({}, 100),
      floor: `SELECT * FROM raw ORDER BY t DESC, v DESC LIMIT 100`,
    },
    {
      name: 'World exporters of a chapter (27)',
      level: 'World',
      engine: (e) => e.productMarkets('27', {}, 20),
      floor: `SELECT i, sum(v) s FROM raw WHERE k >= 270000 AND k < 280000 GROUP BY i ORDER BY s DESC LIMIT 20`,
    },
    {
      name: 'EU products (group reporter)',
      level: 'World',
      engine: (e) => e.countryProducts('EU', 'export', { from: 2024 }, 50),
      floor: `SELECT k, sum(v) s FROM raw WHERE t >= 2024 GROUP BY k ORDER BY s DESC LIMIT 50`,
    },
  ];
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** The query phase, in its own process so that its peak memory is the server's alone. */
async function queryPhase(dbPath: string, floorPath: string, release: string) {
  const engine = await openDuckDbEngine(dbPath);
  const floorDb = await DuckDBInstance.create(floorPath, { access_mode: 'READ_ONLY' });
  const floor = await floorDb.connect();
  const codes = new Map(
    (
      await floor.runAndReadAll(
        `SELECT country_iso2, country_code::INTEGER FROM read_csv('${release}/country_codes_V202501.csv', all_varchar=true)`,
      )
    ).getRowsJS() as [string, number][],
  );
  const list = cases((id) => codes.get(id)!);
  const times = new Map(list.map((c) => [c.name, { engine: [] as number[], floor: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++)
    for (const c of list) {
      let t = performance.now();
      await c.engine(engine);
      if (round > 0) times.get(c.name)!.engine.push(performance.now() - t);
      t = performance.now();
      await floor.runAndReadAll(c.floor);
      if (round > 0) times.get(c.name)!.floor.push(performance.now() - t);
    }
  const rows = list.map((c) => {
    const { engine: e, floor: f } = times.get(c.name)!;
    return `| ${c.level} | ${c.name} | ${pct(e, 50).toFixed(1)} | ${pct(e, 95).toFixed(1)} | ${pct(f, 50).toFixed(1)} | ${pct(f, 95).toFixed(1)} |`;
  });
  console.log(
    [
      '| level | question | engine p50 ms | engine p95 ms | floor p50 ms | floor p95 ms |',
      '|---|---|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  );
  console.log(
    `query process peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (engine and floor databases both open); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  engine.close();
}

/**
 * The floor: DuckDB's bare read of the year files into one unsorted table (no mapping, no
 * check), timed in wall and CPU seconds as the import is, so the two rates compare.
 */
async function buildFloor(release: string, floorPath: string) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  rmSync(floorPath, { force: true });
  const floorDb = await DuckDBInstance.create(floorPath, { memory_limit: '3GB' });
  const f = await floorDb.connect();
  await f.run(
    `CREATE TABLE raw AS SELECT * FROM read_csv('${release}/BACI_*.csv', header=true, columns={'t':'INTEGER','i':'INTEGER','j':'INTEGER','k':'INTEGER','v':'DOUBLE','q':'VARCHAR'})`,
  );
  const rows = Number((await f.runAndReadAll('SELECT count(*) FROM raw')).getRowsJS()[0]![0]);
  f.closeSync();
  floorDb.closeSync();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `floor (raw rows table): ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds).toLocaleString('en')} rows/s (${cpuSeconds.toFixed(1)} CPU s = ${Math.round(rows / cpuSeconds).toLocaleString('en')} rows per CPU second); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

async function main() {
  if (process.argv.includes('--query-phase')) {
    await queryPhase(arg('db', ''), arg('floor', ''), arg('release', ''));
    return;
  }
  const release = join(DIR, 'release');
  // --reuse: import the release generated by an earlier run (A/B runs on the same files).
  const reuse = process.argv.includes('--reuse') && existsSync(release);
  if (!reuse) {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
  }
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const t = performance.now();
  if (!reuse) {
    await generate(release);
    console.log(
      `generated ~${ROWS.toLocaleString('en')} rows of BACI-layout CSV in ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );
  }
  if (process.argv.includes('--generate-only')) return;
  const dbPath = join(DIR, 'tradescope.duckdb');
  const floorPath = join(DIR, 'floor.duckdb');
  if (process.argv.includes('--floor-only')) {
    await buildFloor(release, floorPath);
    return;
  }
  let phaseStart = 0;
  const importCpu = process.cpuUsage();
  let phaseCpu = importCpu;
  const cpuSeconds = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1e6;
  };
  const summary = await importBaci({
    inputs: [release],
    dbPath,
    // The importer's own memory limit, as `npm run data:import` runs it. Per-phase timings:
    // where the import's time goes. CPU seconds (all of DuckDB's threads run in this process)
    // are less at the mercy of the machine's load than wall time.
    onProgress: (p) => {
      console.log(
        `  ${p.phase} ${p.step}: ${((p.elapsedMs - phaseStart) / 1000).toFixed(1)} s wall, ${cpuSeconds(phaseCpu).toFixed(1)} s CPU`,
      );
      phaseStart = p.elapsedMs;
      phaseCpu = process.cpuUsage();
    },
  });
  const rate = summary.rows / (summary.elapsedMs / 1000);
  const cpu = cpuSeconds(importCpu);
  console.log(
    `import: ${summary.rows.toLocaleString('en')} rows in ${(summary.elapsedMs / 1000).toFixed(1)} s = ${Math.round(rate).toLocaleString('en')} rows/s (${cpu.toFixed(1)} CPU s = ${Math.round(summary.rows / cpu).toLocaleString('en')} rows per CPU second); file ${mb(statSync(dbPath).size)} MB; import process peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (process.argv.includes('--import-only')) return;
  await buildFloor(release, floorPath);
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      process.argv[1]!,
      '--query-phase',
      '--db',
      dbPath,
      '--floor',
      floorPath,
      '--release',
      release,
      '--rounds',
      String(ROUNDS),
    ],
    { stdio: 'inherit' },
  );
  if (child.status !== 0) process.exit(child.status ?? 1);
}

void main();
