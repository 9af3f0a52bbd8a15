/**
 * A BACI year file holds one row per exporter, importer and product. A second row of the same
 * flow would be summed with the first into every figure the service gives (a pair's trade in that
 * product, the country's totals, the world's), so the import refuses it and names both lines.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { YearFile } from './baci-files';
import { ImportError } from './import-error';
import { sql } from './read-year-file';

interface Flow {
  exporter: string;
  importer: string;
  hs6: string;
}

/**
 * The first year that holds a flow twice, and that flow. A year at a time, so the grouping's hash
 * table holds one year's flows (about 10 M in a BACI year), not every year's.
 */
async function repeatedFlow(
  conn: DuckDBConnection,
  years: number[],
  checkAbort: () => void,
): Promise<(Flow & { year: number }) | null> {
  for (const year of years) {
    checkAbort();
    const [row] = (
      await conn.runAndReadAll(
        `SELECT exporter::VARCHAR, importer::VARCHAR, hs6::VARCHAR FROM flows_raw WHERE year = ${year}
          GROUP BY exporter, importer, hs6 HAVING count(*) > 1 LIMIT 1`,
      )
    )
      // Every column cast to VARCHAR above.
      .getRowsJS() as [string, string, string][];
    if (row) return { year, exporter: row[0], importer: row[1], hs6: row[2] };
  }
  return null;
}

/** The release's code of a country id (its country file gives each country one code). */
async function codeOf(conn: DuckDBConnection, id: string): Promise<number> {
  const rows = (await conn.runAndReadAll(`SELECT code FROM country_map WHERE id = ${sql(id)}`)).getRowsJS();
  return Number(rows[0]?.[0]);
}

/** The first two lines of the file that hold the flow (error path only). */
async function linesOf(file: YearFile, exporter: number, importer: number, product: number) {
  const found: number[] = [];
  const lines = createInterface({ input: createReadStream(file.path), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (n === 1) continue;
    const [, i, j, k] = line.split(',').map((cell) => Number(cell.trim().replace(/^"(.*)"$/, '$1')));
    if (i === exporter && j === importer && k === product && found.push(n) === 2) break;
  }
  lines.close();
  return found;
}

/** Throws an ImportError naming the second line of a flow a year file holds twice. */
export async function checkOneRowPerFlow(
  conn: DuckDBConnection,
  files: YearFile[],
  checkAbort: () => void,
): Promise<void> {
  const flow = await repeatedFlow(
    conn,
    files.map((f) => f.year),
    checkAbort,
  );
  const file = files.find((f) => f.year === flow?.year);
  if (!flow || !file) return;
  const [first, second] = await linesOf(
    file,
    await codeOf(conn, flow.exporter),
    await codeOf(conn, flow.importer),
    Number(flow.hs6),
  );
  const also = first === undefined ? 'twice' : `also on line ${first}`;
  throw new ImportError(
    file.label,
    second ?? null,
    `the flow from ${flow.exporter} to ${flow.importer} in product ${flow.hs6} is ${also}: a year file has one row per exporter, importer and product`,
  );
}
