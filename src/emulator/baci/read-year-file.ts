/**
 * One BACI year file into the import's `flows_raw` table, in one DuckDB statement: `read_csv`
 * with explicit column types (no sniffing), the country and product codes mapped by joins to the
 * release's code tables, and every row checked as it goes by: a bad row stops the statement with
 * an error() that names its problem. Only then is the file scanned line by line (here, in
 * JavaScript) to name the first bad line.
 */
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DuckDBConnection } from '@duckdb/node-api';
import { COUNTRY_TYPE, PRODUCT_FLOWS, PRODUCT_TYPE } from '../duckdb/schema';
import type { YearFile } from './baci-files';
import { ImportError } from './import-error';

/** A text as a quoted SQL literal (its quotes doubled). */
export const sql = (s: string) => `'${s.replace(/'/g, "''")}'`;

const EXPECTED_HEADER = ['t', 'i', 'j', 'k', 'v', 'q'];

/**
 * The staging table of every year file's rows (kept as `flows_by_product` once the layout is
 * built): only the columns the layout needs, since every column written costs CPU on every row.
 */
export const FLOWS_RAW_DDL = `CREATE TABLE flows_raw (year SMALLINT,
  exporter ${COUNTRY_TYPE}, importer ${COUNTRY_TYPE}, hs6 ${PRODUCT_TYPE}, value DOUBLE, quantity DOUBLE,
  unit UTINYINT)`;

/**
 * Temp tables the reader joins to, created on each connection that reads year files (after the
 * reference tables and types): `country_map(code, id)` from the release's country file and
 * `product_map(code, hs6, unit)`, products by their integer code (a code that lost its leading
 * zero, `10121`, is the same integer as `010121`).
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
  const message = messageOf(error);
  const line = /CSV Error on Line: (\d+)/.exec(message);
  if (!line) return error instanceof Error ? error : new Error(message);
  const detail =
    /(Error when converting column .*?)\n/.exec(message)?.[1] ??
    /(Expected Number of Columns: .*?)\n/.exec(message)?.[1] ??
    message.split('\n')[0]!;
  return new ImportError(file.label, Number(line[1]), detail);
}

/** Marks the message of the error() a bad row raises: `<marker>:<problem>:<code>`. */
const PROBLEM_MARKER = 'tradescope-bad-row';

/**
 * How the `q` column is read. As numbers, DuckDB's reader parses it at half the CPU of reading
 * it as text (0.45 against 0.85 CPU s per million rows), with `NA`, blank and `NA`
 * right-aligned in 12 or 13 characters as NULL. Any other cell (`NA` padded otherwise, a word) fails
 * that read, and the file is read again with `q` as text, trimmed and cast row by row, where a
 * cell that is neither blank, `NA` nor a number is a bad row like any other.
 */
type QuantityRead = 'number' | 'text';

const QUANTITY_NULLS = ['', 'NA', `${' '.repeat(10)}NA`, `${' '.repeat(11)}NA`];

/**
 * The row's unit, or for a bad row an error() call that names its problem. Conditions are tried
 * in order (the first names the problem).
 */
function unitOrProblem(year: number, read: QuantityRead): string {
  const fail = (problem: string, code: string) =>
    `error('${PROBLEM_MARKER}:${problem}:' || coalesce(${code}, ''))`;
  const badQuantity =
    read === 'text'
      ? `WHEN quantity IS NULL AND q IS NOT NULL AND trim(q) NOT IN ('', 'NA') THEN ${fail('quantity', 'NULL')}`
      : '';
  return `CASE WHEN t IS DISTINCT FROM ${year} THEN ${fail('year', 't::VARCHAR')}
    WHEN exporter IS NULL THEN ${fail('exporter', 'i::VARCHAR')}
    WHEN importer IS NULL THEN ${fail('importer', 'j::VARCHAR')}
    WHEN i = j THEN ${fail('partner', 'i::VARCHAR')}
    WHEN hs6 IS NULL THEN ${fail('product', "lpad(k::VARCHAR, 6, '0')")}
    WHEN v IS NULL OR v < 0 OR NOT isfinite(v) THEN ${fail('value', 'NULL')}
    ${badQuantity}
    WHEN quantity < 0 OR NOT isfinite(quantity) THEN ${fail('quantity', 'NULL')}
    ELSE unit END`;
}

/**
 * Reads, maps, checks and sorts by product in one statement. A bad row stops it with an error()
 * naming the problem (the row found first by a parallel read, not necessarily the file's
 * first): no problem column is written, and no second pass looks for one.
 */
function insertSql(file: YearFile, read: QuantityRead): string {
  const nulls = read === 'number' ? `nullstr=[${QUANTITY_NULLS.map(sql).join(', ')}], ` : '';
  const quantity = read === 'number' ? 'q' : 'TRY_CAST(trim(q) AS DOUBLE)';
  return `INSERT INTO flows_raw
    SELECT t, exporter, importer, hs6, round(v * 1000), quantity, ${unitOrProblem(file.year, read)}
    FROM (SELECT t, i, j, k, v, q, e.id AS exporter, m.id AS importer, p.hs6, p.unit, ${quantity} AS quantity
      FROM read_csv(${sql(file.path)}, header=true, auto_detect=false, delim=',', quote='"', escape='"',
        ${nulls}columns={'t':'INTEGER','i':'INTEGER','j':'INTEGER','k':'INTEGER','v':'DOUBLE',
        'q':'${read === 'number' ? 'DOUBLE' : 'VARCHAR'}'})
      LEFT JOIN country_map e ON e.code = i LEFT JOIN country_map m ON m.code = j
      LEFT JOIN product_map p ON p.code = k)
    ORDER BY ${PRODUCT_FLOWS.order}`;
}

export interface CodeSets {
  countries: Set<number>;
  products: Set<number>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** DuckDB's reader could not read a `q` cell as a number (the number read's only failure of its own). */
const quantityNotANumber = (error: unknown) => /converting column "q"/.test(messageOf(error));

/** Reads, maps and checks one year file; returns its row count. */
export async function readYearFile(conn: DuckDBConnection, file: YearFile, codes: CodeSets): Promise<number> {
  checkHeader(file);
  let read: QuantityRead = 'number';
  for (;;) {
    let rows: number;
    try {
      const inserted = await conn.runAndReadAll(insertSql(file, read));
      rows = Number(inserted.getRowsJS()[0]?.[0] ?? 0);
    } catch (error) {
      if (read === 'number' && quantityNotANumber(error)) {
        read = 'text';
        continue;
      }
      const bad = new RegExp(`${PROBLEM_MARKER}:(\\w+):([^\\s'"]*)`).exec(messageOf(error));
      if (!bad) throw csvError(file, error);
      throw await describeFirstProblem(file, codes, { problem: bad[1]!, code: bad[2] || null });
    }
    // A BACI year has millions of flows: a header alone is a cut download, never a year of no trade.
    if (rows === 0) throw new ImportError(file.label, 2, 'no rows after the header line');
    return rows;
  }
}

const REASONS: Record<string, (code: string | null, file: YearFile) => string> = {
  year: (code, file) => `year ${code ?? '(missing)'} in a file of year ${file.year}`,
  exporter: (code) => `exporter code ${code ?? '(missing)'} is not in the release's country file`,
  importer: (code) => `importer code ${code ?? '(missing)'} is not in the release's country file`,
  // A country is never its own partner: such a row would count its trade with itself.
  partner: (code) => `exporter and importer are the same country (code ${code ?? '(missing)'})`,
  product: (code) => `product ${code ?? '(missing)'} is not in the release's product file`,
  value: () => 'value missing, negative or not a finite number',
  quantity: () => 'quantity is neither NA nor a finite number of at least 0',
};

/** The problem of one data line as the SQL check sees it, with its offending code. */
function lineProblem(
  cells: string[],
  year: number,
  codes: CodeSets,
): { problem: string; code: string | null } | null {
  const cell = (at: number) => (cells[at] ?? '').trim().replace(/^"(.*)"$/, '$1');
  const int = (at: number) => (cell(at) === '' ? null : Number(cell(at)));
  const t = int(0);
  if (t !== year) return { problem: 'year', code: cell(0) || null };
  const i = int(1);
  if (i === null || !codes.countries.has(i)) return { problem: 'exporter', code: cell(1) || null };
  const j = int(2);
  if (j === null || !codes.countries.has(j)) return { problem: 'importer', code: cell(2) || null };
  if (i === j) return { problem: 'partner', code: cell(1) };
  const k = int(3);
  if (k === null || !codes.products.has(k))
    return { problem: 'product', code: Number.isInteger(k) ? String(k).padStart(6, '0') : cell(3) || null };
  const v = cell(4) === '' ? NaN : Number(cell(4));
  if (!(Number.isFinite(v) && v >= 0)) return { problem: 'value', code: null };
  const q = cell(5);
  if (q !== '' && q !== 'NA' && !(Number.isFinite(Number(q)) && Number(q) >= 0))
    return { problem: 'quantity', code: null };
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
