/**
 * Imports a BACI release into a Tradescope database (layout: ../duckdb/schema.ts). Writes a
 * temporary file next to the target and renames it over the target only once everything is
 * written and checked, so a failed or interrupted import leaves the previous database untouched
 * (and a server reading it keeps serving it). CSVs are read by DuckDB's own reader with explicit
 * types; each year file is staged, checked (year, country and product codes, quantities) and
 * appended; the sorted tables and pre-aggregates are built at the end.
 */
import {
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
  openSync,
  readSync,
  closeSync,
  createReadStream,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { buildCountries, EU_ID } from '../world/countries';
import {
  AGGREGATE_TABLES,
  GROUP_AGGREGATE_SQL,
  PRODUCT_SORTED_AGGREGATES,
  RAW_MEASURES,
  RAW_TABLES,
  REFERENCE_DDL,
  SCHEMA_VERSION,
  TRADE_ORDER,
  WORLD_TOP_ROWS,
} from '../duckdb/schema';
import { findReleaseFiles, hsVersionOf, type YearFile } from './baci-files';
import { EU_NOTE_BY_YEAR, euMembersIn } from './eu-membership';
import { ImportError, ImportInterrupted } from './import-error';
import { readCountryFile, readProductFile, type CountryRecord } from './reference-files';

export const DEFAULT_DB_PATH = 'data/tradescope.duckdb';

export interface ImportProgress {
  phase: 'year' | 'layout';
  /** The year file just read, or the table just built. */
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
  /** DuckDB's memory limit for the import, e.g. '3GB'. */
  memoryLimit?: string;
}

export interface ImportSummary {
  dbPath: string;
  rows: number;
  years: number[];
  release: string;
  revision: string;
  elapsedMs: number;
}

const sql = (s: string) => `'${s.replace(/'/g, "''")}'`;

const EXPECTED_HEADER = ['t', 'i', 'j', 'k', 'v', 'q'];

function firstLine(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, buf.length, 0);
    return (
      buf
        .subarray(0, n)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0] ?? ''
    );
  } finally {
    closeSync(fd);
  }
}

/** 1-based line of the first data row for which `bad` holds (error messages only). */
async function findLine(path: string, bad: (cells: string[]) => boolean): Promise<number | null> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (n > 1 && bad(line.split(','))) {
      lines.close();
      return n;
    }
  }
  return null;
}

/** DuckDB's CSV error ("CSV Error on Line: 3 … converting column "i" …") as an ImportError. */
function csvError(file: YearFile, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const line = /CSV Error on Line: (\d+)/.exec(message);
  if (!line) return error instanceof Error ? error : new Error(message);
  const detail =
    /(Error when converting column .*?)\n/.exec(message)?.[1] ??
    /(Expected Number of Columns: .*?)\n/.exec(message)?.[1] ??
    message.split('\n')[0]!;
  return new ImportError(file.label, Number(line[1]) + 0, detail);
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
  await conn.run(
    `CREATE TEMP TABLE country_map AS SELECT * FROM (VALUES ${[...countries.entries()].map(([code, c]) => `(${code}, ${sql(c.id)})`).join(', ')}) AS t(code, id)`,
  );
}

/** Reads one year file into `flows_raw` after checking it; returns its row count. */
async function importYear(conn: DuckDBConnection, file: YearFile): Promise<number> {
  const header = firstLine(file.path)
    .split(',')
    .map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  if (header.join(',') !== EXPECTED_HEADER.join(','))
    throw new ImportError(
      file.label,
      1,
      `expected the columns ${EXPECTED_HEADER.join(',')}, found ${header.join(',')}`,
    );
  try {
    await conn.run(`CREATE OR REPLACE TEMP TABLE stage AS
      SELECT t, i, j, lpad(trim(k), 6, '0') AS hs6, v,
        CASE WHEN q IS NULL OR trim(q) IN ('', 'NA') THEN NULL ELSE TRY_CAST(trim(q) AS DOUBLE) END AS quantity,
        q IS NOT NULL AND trim(q) NOT IN ('', 'NA') AND TRY_CAST(trim(q) AS DOUBLE) IS NULL AS bad_q
      FROM read_csv(${sql(file.path)}, header=true, auto_detect=false, delim=',', quote='"', escape='"',
        columns={'t':'INTEGER','i':'INTEGER','j':'INTEGER','k':'VARCHAR','v':'DOUBLE','q':'VARCHAR'})`);
  } catch (error) {
    throw csvError(file, error);
  }
  const check = await conn.runAndReadAll(`
    SELECT 'year' AS kind, t::VARCHAR AS val FROM (SELECT t FROM stage WHERE t <> ${file.year} LIMIT 1)
    UNION ALL SELECT 'exporter', i::VARCHAR FROM (SELECT i FROM stage ANTI JOIN country_map ON i = code LIMIT 1)
    UNION ALL SELECT 'importer', j::VARCHAR FROM (SELECT j FROM stage ANTI JOIN country_map ON j = code LIMIT 1)
    UNION ALL SELECT 'product', hs6 FROM (SELECT hs6 FROM stage ANTI JOIN products USING (hs6) LIMIT 1)
    UNION ALL SELECT 'quantity', '' FROM (SELECT 1 FROM stage WHERE bad_q LIMIT 1)
    UNION ALL SELECT 'value', '' FROM (SELECT 1 FROM stage WHERE v IS NULL OR v < 0 LIMIT 1)`);
  const problem = check.getRowObjectsJS()[0] as { kind: string; val: string } | undefined;
  if (problem) throw await describeProblem(file, problem.kind, problem.val);
  const inserted = await conn.runAndReadAll(`INSERT INTO flows_raw
    SELECT s.t, e.id, m.id, s.hs6, round(s.v * 1000), s.quantity, p.unit
    FROM stage s JOIN country_map e ON e.code = s.i JOIN country_map m ON m.code = s.j JOIN products p ON p.hs6 = s.hs6`);
  await conn.run('DROP TABLE stage');
  return Number(inserted.getRowsJS()[0]?.[0] ?? 0);
}

async function describeProblem(file: YearFile, kind: string, val: string): Promise<ImportError> {
  const cellIs = (at: number, want: string) => (cells: string[]) => (cells[at] ?? '').trim() === want;
  switch (kind) {
    case 'year':
      return new ImportError(
        file.label,
        await findLine(file.path, (c) => Number(c[0]) !== file.year),
        `year ${val} in a file of year ${file.year}`,
      );
    case 'exporter':
      return new ImportError(
        file.label,
        await findLine(file.path, cellIs(1, val)),
        `exporter code ${val} is not in the release's country file`,
      );
    case 'importer':
      return new ImportError(
        file.label,
        await findLine(file.path, cellIs(2, val)),
        `importer code ${val} is not in the release's country file`,
      );
    case 'product':
      return new ImportError(
        file.label,
        await findLine(file.path, (c) => (c[3] ?? '').trim().padStart(6, '0') === val),
        `product ${val} is not in the release's product file`,
      );
    case 'quantity':
      return new ImportError(
        file.label,
        await findLine(file.path, (c) => {
          const q = (c[5] ?? '').trim();
          return q !== '' && q !== 'NA' && !Number.isFinite(Number(q));
        }),
        'quantity is neither a number nor NA',
      );
    default:
      return new ImportError(
        file.label,
        await findLine(file.path, (c) => !(Number(c[4]) >= 0)),
        'value missing or negative',
      );
  }
}

/** The sorted copies and the pre-aggregates (schema.ts), then the raw table goes. */
async function buildLayout(conn: DuckDBConnection, progress: (step: string) => void) {
  for (const t of RAW_TABLES) {
    await conn.run(`CREATE TABLE ${t.name} AS SELECT * FROM flows_raw ORDER BY ${t.order}`);
    progress(t.name);
  }
  await conn.run('DROP TABLE flows_raw');
  for (const t of AGGREGATE_TABLES) {
    const dims = t.dims.join(', ');
    await conn.run(
      `CREATE TABLE ${t.name} AS SELECT year, ${dims}, ${RAW_MEASURES} FROM flows GROUP BY year, ${dims} ORDER BY ${dims}, year`,
    );
    progress(t.name);
  }
  for (const t of PRODUCT_SORTED_AGGREGATES) {
    await conn.run(`CREATE TABLE ${t.name} AS SELECT * FROM ${t.from} ORDER BY ${t.order}`);
    progress(t.name);
  }
  await conn.run(`CREATE TABLE ${WORLD_TOP_ROWS.name} AS SELECT * FROM flows
    QUALIFY row_number() OVER (PARTITION BY year ORDER BY ${TRADE_ORDER}) <= ${WORLD_TOP_ROWS.perYear}
    ORDER BY ${TRADE_ORDER}`);
  progress(WORLD_TOP_ROWS.name);
  await conn.run(GROUP_AGGREGATE_SQL);
  progress('group_product_year');
}

export async function importBaci(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const dbPath = resolve(options.dbPath ?? DEFAULT_DB_PATH);
  const scratch = mkdtempSync(join(dirname(dbPath), '.tradescope-import-'));
  const tmpDb = join(scratch, 'importing.duckdb');
  let instance: DuckDBInstance | null = null;
  let conn: DuckDBConnection | null = null;
  const onAbort = () => conn?.interrupt();
  options.signal?.addEventListener('abort', onAbort);
  const checkAbort = () => {
    if (options.signal?.aborted) throw new ImportInterrupted();
  };
  try {
    const release = await findReleaseFiles(options.inputs, scratch);
    const countries = readCountryFile(release.countryFile.path, release.countryFile.label);
    const products = readProductFile(release.productFile.path, release.productFile.label);
    checkAbort();
    instance = await DuckDBInstance.create(tmpDb, {
      memory_limit: options.memoryLimit ?? '3GB',
      preserve_insertion_order: 'false',
      temp_directory: join(scratch, 'spill'),
    });
    conn = await instance.connect();
    const years = release.yearFiles.map((f) => f.year);
    await writeReference(conn, scratch, countries, products, release.productFile.revision, years);
    await conn.run(
      'CREATE TABLE flows_raw (year SMALLINT, exporter VARCHAR, importer VARCHAR, hs6 VARCHAR, value DOUBLE, quantity DOUBLE, unit UTINYINT)',
    );
    const bytesTotal = release.yearFiles.reduce((s, f) => s + f.bytes, 0);
    let bytesDone = 0;
    let rows = 0;
    const report = (phase: ImportProgress['phase'], step: string) =>
      options.onProgress?.({
        phase,
        step,
        rows,
        bytesDone,
        bytesTotal,
        elapsedMs: performance.now() - started,
      });
    for (const file of release.yearFiles) {
      checkAbort();
      rows += await importYear(conn, file).catch((error: unknown) => {
        checkAbort();
        throw error;
      });
      bytesDone += file.bytes;
      report('year', file.label);
    }
    checkAbort();
    await buildLayout(conn, (step) => {
      checkAbort();
      report('layout', step);
    });
    const meta: [string, string][] = [
      ['schema_version', SCHEMA_VERSION],
      ['source', 'BACI'],
      ['release', release.release],
      ['revision', release.productFile.revision],
      ['rows', String(rows)],
      ['imported_at', new Date().toISOString()],
    ];
    await conn.run(`INSERT INTO meta VALUES ${meta.map(([k, v]) => `(${sql(k)}, ${sql(v)})`).join(', ')}`);
    await conn.run('CHECKPOINT');
    conn.closeSync();
    conn = null;
    instance.closeSync();
    instance = null;
    checkAbort();
    // The only step that touches the target: an atomic rename on the same file system.
    renameSync(tmpDb, dbPath);
    return {
      dbPath,
      rows,
      years,
      release: release.release,
      revision: release.productFile.revision,
      elapsedMs: performance.now() - started,
    };
  } catch (error) {
    if (options.signal?.aborted) throw new ImportInterrupted();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    conn?.closeSync();
    instance?.closeSync();
    rmSync(scratch, { recursive: true, force: true });
  }
}
