/**
 * The file an import replaces, checked before any work: an import of a real release takes
 * minutes, so a target it could never write, or must not replace, is refused at once.
 */
import { closeSync, mkdtempSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ImportError } from './import-error';

/** DuckDB's database files carry this magic after an 8-byte checksum. */
const DUCKDB_MAGIC = Buffer.from('DUCK');

function isDuckDbFile(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(12);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.subarray(8).equals(DUCKDB_MAGIC);
  } finally {
    closeSync(fd);
  }
}

/**
 * Refuses a folder, and an existing file that is not a DuckDB database (a mistyped `--db` naming a
 * document or one of the release's own CSV files would otherwise be replaced by the database).
 */
export function checkImportTarget(dbPath: string): void {
  const stat = statSync(dbPath, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory())
    throw new ImportError(
      dbPath,
      null,
      `is a folder: name the database file, e.g. ${join(dbPath, 'tradescope.duckdb')}`,
    );
  if (!stat.isFile() || !isDuckDbFile(dbPath))
    throw new ImportError(
      dbPath,
      null,
      `exists and is not a database, so the import will not replace it: remove it or choose another file for --db`,
    );
}

/** The scratch folder beside the target (the finished file is renamed over it: one file system). */
export function scratchBeside(dbPath: string): string {
  try {
    return mkdtempSync(join(dirname(dbPath), '.tradescope-import-'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ImportError(dirname(dbPath), null, `cannot write a file in this folder (${code})`);
  }
}
