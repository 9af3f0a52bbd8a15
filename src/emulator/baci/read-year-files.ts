/**
 * The year files into the import's staging table, several at a time where memory allows: each
 * file is read by one statement (read-year-file.ts) on its own connection.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { YearFile } from './baci-files';
import { readYearFile, type CodeSets } from './read-year-file';

/** Progress after each file, and the abort check between and after files. */
export interface YearFilesRun {
  report: (file: YearFile, rows: number, bytesDone: number) => void;
  checkAbort: () => void;
}

const BYTE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

/** DuckDB's memory limit in bytes, as it reports it (`2.7 GiB`); 0 when unreadable. */
export async function memoryLimitBytes(conn: DuckDBConnection): Promise<number> {
  const [row] = (await conn.runAndReadAll("SELECT current_setting('memory_limit')")).getRowsJS();
  const value = row?.[0];
  const match = /^([\d.]+)\s*([a-z]+)$/i.exec(typeof value === 'string' ? value.trim() : '');
  return match ? Number(match[1]) * (BYTE_UNITS[match[2]!.toLowerCase()] ?? 0) : 0;
}

/**
 * Year files read at once. Two reads side by side keep both cores busy where one read alone
 * leaves a third of them idle (its CSV parse and sort have serial parts), but each holds its
 * file's rows for the sort by product: at 10 M rows a file, two reads ran out of a 3 GB limit and
 * fitted in 6 GB. A read is allowed 8 bytes of memory per byte of CSV.
 */
const READ_MEMORY_PER_CSV_BYTE = 8;

export function concurrentReads(memoryLimitBytes: number, largestFileBytes: number, threads: number): number {
  const fits = Math.floor(memoryLimitBytes / (READ_MEMORY_PER_CSV_BYTE * Math.max(1, largestFileBytes)));
  return Math.max(1, Math.min(threads, 2, fits));
}

/** The year files, each read by one of `readers` connections; returns the row count. */
export async function readYearFiles(
  readers: DuckDBConnection[],
  files: YearFile[],
  codes: CodeSets,
  run: YearFilesRun,
): Promise<number> {
  let bytesDone = 0;
  let rows = 0;
  let failed = false;
  const queue = [...files];
  const read = async (conn: DuckDBConnection): Promise<void> => {
    for (let file = queue.shift(); file && !failed; file = queue.shift()) {
      run.checkAbort();
      const fileRows = await readYearFile(conn, file, codes).catch((error: unknown) => {
        failed = true;
        run.checkAbort();
        throw error;
      });
      rows += fileRows;
      bytesDone += file.bytes;
      run.report(file, rows, bytesDone);
    }
  };
  // The first failure stops the other reads, whose own error is then only their interruption.
  const reads = readers.map((conn) =>
    read(conn).catch((error: unknown) => {
      for (const other of readers) if (other !== conn) other.interrupt();
      throw error;
    }),
  );
  const errors = (await Promise.allSettled(reads)).flatMap((s): unknown[] =>
    s.status === 'rejected' ? [s.reason] : [],
  );
  if (errors.length > 0) throw errors.find((e) => !isInterruption(e)) ?? errors[0];
  return rows;
}

/** DuckDB's error for a statement stopped by `interrupt()`. */
const isInterruption = (error: unknown) => error instanceof Error && /^INTERRUPT Error/.test(error.message);
