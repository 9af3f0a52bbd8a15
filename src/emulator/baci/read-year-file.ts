/**
 * One BACI year file into the import's `flows_raw` table, in one DuckDB statement: `read_csv`
 * with explicit column types (no sniffing), the country and product codes mapped by joins to the
 * release's code tables, and a `problem` column that names what is wrong with a row (NULL for a
 * good row). A set-based check then looks for a problem among the file's rows; only when one is
 * found is the file scanned line by line (here, in JavaScript) to name the first bad line.
 */
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DuckDBConnection } from '@duckdb/node-api';
import { COUNTRY_TYPE, PRODUCT_TYPE } from '../duckdb/schema';
import type { YearFile } from './baci-files';
import { ImportError } from './import-error';

const sql = (s: string) => `'${s.replace(/'/g, "''")}'`;

const EXPECTED_HEADER = ['t', 'i', 'j', 'k', 'v', 'q'];

/**
 * The staging table of every year file's rows (dropped once the layout is built). `problem` is
 * `year`, `exporter`, `importer`, `product`, `value` or `quantity`; `code` the offending code.
 */
export const FLOWS_RAW_DDL = `CREATE TABLE flows_raw (file_no SMALLINT, year SMALLINT,
  exporter ${COUNTRY_TYPE}, importer ${COUNTRY_TYPE}, hs6 ${PRODUCT_TYPE}, value DOUBLE, quantity DOUBLE,
  unit UTINYINT, problem VARCHAR, code VARCHAR)`;

/**
 * Temp tables the reader joins to (after the reference tables and types): `country_map(code,
 * id)` from the release's country file and `product_map(code, hs6, unit)`, products by their
 * integer code (a code that lost its leading zero, `10121`, is the same integer as `010121`).
 */
export const codeMapSql = (countries: [number, string][]) => `
  CREATE TEMP TABLE country_map AS SELECT code, id::${COUNTRY_TYPE} AS id
    FROM (VALUES ${countries.map(([code, id]) => `(${code}, ${sql(id)})`).join(', ')}) AS t(code, id);
  CREATE TEMP TABLE product_map AS SELECT hs6::INTEGER AS code, hs6::${PRODUCT_TYPE} AS hs6, unit FROM products`;

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

function checkHeader(file: YearFile) {
  const header = firstLine(file.path)
    .split(',')
    .map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  if (header.join(',') !== EXPECTED_HEADER.join(','))
    throw new ImportError(
      file.label,
      1,
      `expected the columns ${EXPECTED_HEADER.join(',')}, found ${header.join(',')}`,
    );
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
  return new ImportError(file.label, Number(line[1]), detail);
}

/** A quantity cell that is neither empty, `NA` nor a number. */
const BAD_QUANTITY = `q IS NOT NULL AND trim(q) NOT IN ('', 'NA') AND TRY_CAST(trim(q) AS DOUBLE) IS NULL`;

function insertSql(file: YearFile, fileNo: number): string {
  return `INSERT INTO flows_raw
    SELECT ${fileNo}, t, e.id, m.id, p.hs6, round(v * 1000), TRY_CAST(trim(q) AS DOUBLE), p.unit,
      CASE WHEN t IS DISTINCT FROM ${file.year} THEN 'year'
        WHEN e.id IS NULL THEN 'exporter' WHEN m.id IS NULL THEN 'importer'
        WHEN p.hs6 IS NULL THEN 'product' WHEN v IS NULL OR v < 0 THEN 'value'
        WHEN ${BAD_QUANTITY} THEN 'quantity' END AS problem,
      CASE problem WHEN 'year' THEN t::VARCHAR WHEN 'exporter' THEN i::VARCHAR
        WHEN 'importer' THEN j::VARCHAR WHEN 'product' THEN lpad(k::VARCHAR, 6, '0') END
    FROM read_csv(${sql(file.path)}, header=true, auto_detect=false, delim=',', quote='"', escape='"',
      columns={'t':'INTEGER','i':'INTEGER','j':'INTEGER','k':'INTEGER','v':'DOUBLE','q':'VARCHAR'})
    LEFT JOIN country_map e ON e.code = i LEFT JOIN country_map m ON m.code = j
    LEFT JOIN product_map p ON p.code = k`;
}

export interface CodeSets {
  countries: Set<number>;
  products: Set<number>;
}

/** Reads, maps and checks one year file; returns its row count. */
export async function readYearFile(
  conn: DuckDBConnection,
  file: YearFile,
  fileNo: number,
  codes: CodeSets,
): Promise<number> {
  checkHeader(file);
  let rows: number;
  try {
    const inserted = await conn.runAndReadAll(insertSql(file, fileNo));
    rows = Number(inserted.getRowsJS()[0]?.[0] ?? 0);
  } catch (error) {
    throw csvError(file, error);
  }
  // Rows are appended in file order, so the zone maps of file_no skip the other files' rows.
  const found = await conn.runAndReadAll(
    `SELECT problem, code FROM flows_raw WHERE file_no = ${fileNo} AND problem IS NOT NULL LIMIT 1`,
  );
  const problem = found.getRowObjectsJS()[0] as { problem: string; code: string | null } | undefined;
  if (problem) throw await describeFirstProblem(file, codes, problem);
  return rows;
}

const REASONS: Record<string, (code: string | null, file: YearFile) => string> = {
  year: (code, file) => `year ${code ?? '(missing)'} in a file of year ${file.year}`,
  exporter: (code) => `exporter code ${code ?? '(missing)'} is not in the release's country file`,
  importer: (code) => `importer code ${code ?? '(missing)'} is not in the release's country file`,
  product: (code) => `product ${code ?? '(missing)'} is not in the release's product file`,
  value: () => 'value missing or negative',
  quantity: () => 'quantity is neither a number nor NA',
};

/** The problem of one data line as the SQL check sees it, with its offending code. */
function lineProblem(
  cells: string[],
  year: number,
  codes: CodeSets,
): { problem: string; code: string | null } | null {
  const cell = (at: number) => (cells[at] ?? '').trim();
  const int = (at: number) => (cell(at) === '' ? null : Number(cell(at)));
  const t = int(0);
  if (t !== year) return { problem: 'year', code: t === null ? null : String(t) };
  const i = int(1);
  if (i === null || !codes.countries.has(i)) return { problem: 'exporter', code: cell(1) || null };
  const j = int(2);
  if (j === null || !codes.countries.has(j)) return { problem: 'importer', code: cell(2) || null };
  const k = int(3);
  if (k === null || !codes.products.has(k))
    return { problem: 'product', code: k === null ? null : String(k).padStart(6, '0') };
  const v = cell(4) === '' ? NaN : Number(cell(4));
  if (!(v >= 0)) return { problem: 'value', code: null };
  const q = cell(5);
  if (q !== '' && q !== 'NA' && !Number.isFinite(Number(q))) return { problem: 'quantity', code: null };
  return null;
}

/**
 * The file's first bad line (error path only): the line, and its own problem, which may differ
 * from the one the set-based check happened to find first.
 */
async function describeFirstProblem(
  file: YearFile,
  codes: CodeSets,
  found: { problem: string; code: string | null },
): Promise<ImportError> {
  const lines = createInterface({ input: createReadStream(file.path), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (n === 1 || line === '') continue;
    const bad = lineProblem(line.split(','), file.year, codes);
    if (bad) {
      lines.close();
      return new ImportError(file.label, n, REASONS[bad.problem]!(bad.code, file));
    }
  }
  return new ImportError(file.label, null, REASONS[found.problem]!(found.code, file));
}
