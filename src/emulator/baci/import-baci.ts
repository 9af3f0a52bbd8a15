/**
 * Imports a BACI release into a Tradescope database (layout: ../duckdb/schema.ts). Writes a
 * temporary file next to the target and renames it over the target only once everything is
 * written and checked, so a failed or interrupted import leaves the previous database untouched
 * (and a server reading it keeps serving it). The heavy work is DuckDB's, set-based, on every
 * core: each year file is read by `read_csv` with explicit types, mapped and checked in one
 * statement (read-year-file.ts); the sorted tables and pre-aggregates are built with SQL at the
 * end.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { buildCountries, EU_ID } from '../world/countries';
import {
  AGGREGATE_TABLES,
  ENUM_DDL,
  GROUP_AGGREGATE_SQL,
  IMPORTER_PAIR_YEAR,
  MERGED_MEASURES,
  PRODUCT_FLOWS,
  PRODUCT_SORTED_AGGREGATES,
  RAW_MEASURES,
  RAW_TABLES,
  REFERENCE_DDL,
  SCHEMA_VERSION,
  TRADE_ORDER,
  WORLD_TOP_ROWS,
} from '../duckdb/schema';
import { findReleaseFiles, hsVersionOf } from './baci-files';
import { EU_NOTE_BY_YEAR, euMembersIn } from './eu-membership';
import { ImportInterrupted } from './import-error';
import { checkOneRowPerFlow } from './one-row-per-flow';
import { checkImportTarget, scratchBeside } from './import-target';
import { codeMapSql, FLOWS_RAW_DDL, sql, type CodeSets } from './read-year-file';
import { concurrentReads, memoryLimitBytes, readYearFiles } from './read-year-files';
import { readCountryFile, readProductFile, type CountryRecord } from './reference-files';

export const DEFAULT_DB_PATH = 'data/tradescope.duckdb';

export interface ImportProgress {
  phase: 'year' | 'check' | 'layout';
  /** The year file just read, the check just passed, or the table just built. */
  step: string;
  rows: number;
  bytesDone: number;
  bytesTotal: number;
  elapsedMs: number;
}

export interface ImportOptions {
  inputs: string[];
  dbPath?: string;
  onProgress?: (p: ImportProgress) => void;
  signal?: AbortSignal;
  /** DuckDB's memory limit for the import, e.g. '3GB' (default: DuckDB's own, 80% of the machine's memory). */
  memoryLimit?: string;
}

export interface ImportSummary {
  dbPath: string;
  rows: number;
  years: number[];
  release: string;
  revision: string;
  /** Tradescope's synthetic world in BACI's layout (the release carried SYNTHETIC_MARKER). */
  synthetic: boolean;
  elapsedMs: number;
}

async function writeReference(
  conn: DuckDBConnection,
  scratch: string,
  countries: Map<number, CountryRecord>,
  products: ReturnType<typeof readProductFile>,
  revision: string,
  years: number[],
) {
  await conn.run(REFERENCE_DDL);
  const groups = buildCountries().list.filter((c) => c.isGroup);
  const rows = [
    ...[...countries.values()].map((c) => ({
      id: c.id,
      iso3: c.iso3,
      name: c.name,
      is_group: false,
      region: c.region,
      note: c.note,
      alt_names: c.altNames,
      source_code: c.sourceCode,
    })),
    ...groups.map((g) => ({
      id: g.id,
      iso3: null,
      name: g.name,
      is_group: true,
      region: g.region,
      note: g.id === EU_ID ? EU_NOTE_BY_YEAR : g.note,
      alt_names: g.altNames,
      source_code: null,
    })),
  ];
  const countriesJson = join(scratch, 'countries.json');
  writeFileSync(countriesJson, JSON.stringify(rows));
  await conn.run(
    `INSERT INTO countries SELECT id, iso3, name, is_group, region, note, alt_names, source_code FROM read_json(${sql(countriesJson)}, columns={id:'VARCHAR', iso3:'VARCHAR', name:'VARCHAR', is_group:'BOOLEAN', region:'VARCHAR', note:'VARCHAR', alt_names:'VARCHAR[]', source_code:'INTEGER'})`,
  );
  const units = [...new Set([...products.values()].map((p) => p.unit))].sort();
  const productsJson = join(scratch, 'products.json');
  const hsVersion = hsVersionOf(revision);
  writeFileSync(
    productsJson,
    JSON.stringify(
      [...products.values()].map((p) => ({ hs6: p.hs6, name: p.name, unit: units.indexOf(p.unit) })),
    ),
  );
  await conn.run(
    `INSERT INTO units SELECT * FROM (VALUES ${units.map((u, k) => `(${k}, ${sql(u)})`).join(', ')})`,
  );
  await conn.run(
    `INSERT INTO products SELECT hs6, name, hs6[1:4], ${hsVersion}, unit FROM read_json(${sql(productsJson)}, columns={hs6:'VARCHAR', name:'VARCHAR', unit:'UTINYINT'}) ORDER BY hs6`,
  );
  await conn.run(`INSERT INTO years SELECT y, ${hsVersion} FROM unnest([${years.join(',')}]) AS t(y)`);
  const ids = new Set([...countries.values()].map((c) => c.id));
  const members = years.flatMap((y) =>
    euMembersIn(y)
      .filter((id) => ids.has(id))
      .map((id) => `(${sql(EU_ID)}, ${sql(id)}, ${y})`),
  );
  if (members.length > 0) await conn.run(`INSERT INTO group_members VALUES ${members.join(', ')}`);
  await conn.run(ENUM_DDL);
  return codeMapSql([...countries.entries()].map(([code, c]) => [code, c.id]));
}

const RAW_COLUMNS = 'year, exporter, importer, hs6, value, quantity, unit';

/** The sorted copies and the pre-aggregates (schema.ts); the staging table stays as PRODUCT_FLOWS. */
async function buildLayout(conn: DuckDBConnection, progress: (step: string) => void) {
  for (const t of RAW_TABLES) {
    await conn.run(`CREATE TABLE ${t.name} AS SELECT ${RAW_COLUMNS} FROM flows_raw ORDER BY ${t.order}`);
    progress(t.name);
  }
  // The staging table holds each year file in one piece: each year's top-N reads only
  // that year's row groups (zone maps on year), where a sorted copy would be read whole per year.
  await conn.run(worldTopRowsSql(await yearsOf(conn)));
  progress(WORLD_TOP_ROWS.name);
  await conn.run(`ALTER TABLE flows_raw RENAME TO ${PRODUCT_FLOWS.name}`);
  for (const t of AGGREGATE_TABLES) {
    const dims = t.dims.join(', ');
    const measures = RAW_TABLES.some((r) => r.name === t.from) ? RAW_MEASURES : MERGED_MEASURES;
    await conn.run(
      `CREATE TABLE ${t.name} AS SELECT year, ${dims}, ${measures} FROM ${t.from} GROUP BY year, ${dims} ORDER BY ${dims}, year`,
    );
    progress(t.name);
  }
  for (const t of [IMPORTER_PAIR_YEAR, ...PRODUCT_SORTED_AGGREGATES]) {
    await conn.run(`CREATE TABLE ${t.name} AS SELECT * FROM ${t.from} ORDER BY ${t.order}`);
    progress(t.name);
  }
  await conn.run(GROUP_AGGREGATE_SQL);
  progress('group_product_year');
}

async function yearsOf(conn: DuckDBConnection): Promise<number[]> {
  return (await conn.runAndReadAll('SELECT year FROM years ORDER BY year'))
    .getRowsJS()
    .map((r) => Number(r[0]));
}

/**
 * Each year's first rows in `/trade`'s order: one top-N per year (a bounded heap over the year's
 * rows) rather than a window that sorts every row of every year.
 */
function worldTopRowsSql(years: number[]): string {
  const perYear = years.map(
    (y) =>
      `(SELECT ${RAW_COLUMNS} FROM flows_raw WHERE year = ${y} ORDER BY ${TRADE_ORDER} LIMIT ${WORLD_TOP_ROWS.perYear})`,
  );
  return `CREATE TABLE ${WORLD_TOP_ROWS.name} AS SELECT * FROM (${perYear.join(' UNION ALL ')}) ORDER BY ${TRADE_ORDER}`;
}

type ReleaseFiles = Awaited<ReturnType<typeof findReleaseFiles>>;

/** The temporary database's instance, its connections and the release's codes. */
interface ImportDatabase {
  instance: DuckDBInstance;
  conn: DuckDBConnection;
  /** The connections that read year files (`conn` first), each with the code map tables. */
  readers: DuckDBConnection[];
  codes: CodeSets;
}

/** The temporary database, with the code files written as reference tables and types. */
async function openImportDatabase(
  tmpDb: string,
  scratch: string,
  release: ReleaseFiles,
  memoryLimit: string | undefined,
): Promise<ImportDatabase> {
  const countries = readCountryFile(release.countryFile.path, release.countryFile.label);
  const products = readProductFile(release.productFile.path, release.productFile.label);
  const threads = availableParallelism();
  const instance = await DuckDBInstance.create(tmpDb, {
    ...(memoryLimit ? { memory_limit: memoryLimit } : {}),
    preserve_insertion_order: 'false',
    threads: String(threads),
    temp_directory: join(scratch, 'spill'),
  });
  const conn = await instance.connect();
  const years = release.yearFiles.map((f) => f.year);
  const codeMaps = await writeReference(
    conn,
    scratch,
    countries,
    products,
    release.productFile.revision,
    years,
  );
  await conn.run(FLOWS_RAW_DDL);
  const largest = Math.max(0, ...release.yearFiles.map((f) => f.bytes));
  const count = concurrentReads(await memoryLimitBytes(conn), largest, threads);
  const readers = [conn, ...(await Promise.all(Array.from({ length: count - 1 }, () => instance.connect())))];
  for (const reader of readers) await reader.run(codeMaps);
  const codes = {
    countries: new Set(countries.keys()),
    products: new Set([...products.keys()].map(Number)),
  };
  return { instance, conn, readers, codes };
}

async function writeMeta(conn: DuckDBConnection, release: ReleaseFiles, rows: number) {
  const meta: [string, string][] = [
    ['schema_version', SCHEMA_VERSION],
    // The engine credits the figures from this: CEPII's release, or Tradescope's synthetic world.
    ['source', release.synthetic ? 'synthetic' : 'BACI'],
    ['release', release.release],
    ['revision', release.productFile.revision],
    ['rows', String(rows)],
    ['imported_at', new Date().toISOString()],
  ];
  await conn.run(`INSERT INTO meta VALUES ${meta.map(([k, v]) => `(${sql(k)}, ${sql(v)})`).join(', ')}`);
  await conn.run('CHECKPOINT');
}

function closeDatabase(db: ImportDatabase) {
  for (const reader of db.readers) reader.closeSync();
  db.instance.closeSync();
}

export async function importBaci(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const dbPath = resolve(options.dbPath ?? DEFAULT_DB_PATH);
  checkImportTarget(dbPath);
  const scratch = scratchBeside(dbPath);
  const tmpDb = join(scratch, 'importing.duckdb');
  let db: ImportDatabase | null = null;
  const onAbort = () => db?.readers.forEach((reader) => reader.interrupt());
  options.signal?.addEventListener('abort', onAbort);
  const checkAbort = () => {
    if (options.signal?.aborted) throw new ImportInterrupted();
  };
  try {
    const release = await findReleaseFiles(options.inputs, scratch);
    checkAbort();
    const opened = await openImportDatabase(tmpDb, scratch, release, options.memoryLimit);
    db = opened;
    const bytesTotal = release.yearFiles.reduce((s, f) => s + f.bytes, 0);
    const report = (phase: ImportProgress['phase'], step: string, rows: number, bytesDone: number) =>
      options.onProgress?.({
        phase,
        step,
        rows,
        bytesDone,
        bytesTotal,
        elapsedMs: performance.now() - started,
      });
    const rows = await readYearFiles(opened.readers, release.yearFiles, opened.codes, {
      report: (file, fileRows, bytesDone) => report('year', file.label, fileRows, bytesDone),
      checkAbort,
    });
    checkAbort();
    await checkOneRowPerFlow(opened.conn, release.yearFiles, checkAbort);
    report('check', 'one row per flow', rows, bytesTotal);
    await buildLayout(opened.conn, (step) => {
      checkAbort();
      report('layout', step, rows, bytesTotal);
    });
    await writeMeta(opened.conn, release, rows);
    db = null;
    closeDatabase(opened);
    checkAbort();
    // The only step that touches the target: an atomic rename on the same file system.
    renameSync(tmpDb, dbPath);
    return {
      dbPath,
      rows,
      years: release.yearFiles.map((f) => f.year),
      release: release.release,
      revision: release.productFile.revision,
      synthetic: release.synthetic,
      elapsedMs: performance.now() - started,
    };
  } catch (error) {
    if (options.signal?.aborted) throw new ImportInterrupted();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    if (db) closeDatabase(db);
    rmSync(scratch, { recursive: true, force: true });
  }
}
