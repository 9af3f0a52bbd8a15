/**
 * `npm run data:import -- <BACI release: zip, folder or files> [--db <file>] [--memory 4GB]`
 * Imports a CEPII BACI release into a Tradescope database (default data/tradescope.duckdb):
 * progress per year file (rows, MB/s, time left), Ctrl-C stops it, and the previous database
 * stays in place unless the whole import succeeds. Method: docs/real-data.md.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_DB_PATH, importBaci, type ImportProgress } from '../baci/import-baci';
import { ImportError, ImportInterrupted } from '../baci/import-error';

const USAGE =
  'usage: npm run data:import -- <BACI release zip, folder or files> [--db <file>] [--memory 4GB]';

function parseArgs(argv: string[]): { inputs: string[]; db: string; memory?: string } {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const inputs: string[] = [];
  let db = DEFAULT_DB_PATH;
  let memory: string | undefined;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k]!;
    if (arg === '--db') db = argv[++k] ?? '';
    else if (arg === '--memory') memory = argv[++k];
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else inputs.push(arg);
  }
  if (inputs.length === 0 || !db) throw new Error(USAGE);
  return { inputs, db, ...(memory ? { memory } : {}) };
}

const seconds = (ms: number) =>
  ms < 60_000
    ? `${Math.round(ms / 1000)}s`
    : `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`;

function progressLine(p: ImportProgress): string {
  const mbPerS = p.bytesDone / 1e6 / Math.max(p.elapsedMs / 1000, 0.001);
  if (p.phase === 'check')
    return `  checked ${p.step} (${p.rows.toLocaleString('en')} rows, ${seconds(p.elapsedMs)} so far)`;
  if (p.phase === 'layout')
    return `  built ${p.step} (${p.rows.toLocaleString('en')} rows, ${seconds(p.elapsedMs)} so far)`;
  const left = p.bytesDone > 0 ? ((p.bytesTotal - p.bytesDone) / p.bytesDone) * p.elapsedMs : 0;
  return `  read ${p.step}: ${p.rows.toLocaleString('en')} rows, ${mbPerS.toFixed(1)} MB/s, ~${seconds(left)} of files left (then the sorted tables)`;
}

const isErrno = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const controller = new AbortController();
  process.on('SIGINT', () => {
    console.error('\ninterrupting…');
    controller.abort();
  });
  try {
    mkdirSync(dirname(resolve(args.db)), { recursive: true });
    const summary = await importBaci({
      inputs: args.inputs,
      dbPath: args.db,
      signal: controller.signal,
      onProgress: (p) => console.error(progressLine(p)),
      ...(args.memory ? { memoryLimit: args.memory } : {}),
    });
    const rate = summary.rows / (summary.elapsedMs / 1000);
    console.log(
      `Imported ${summary.rows.toLocaleString('en')} rows of ${summary.synthetic ? 'a synthetic release (Tradescope’s world) in BACI’s layout,' : 'BACI'} ${summary.revision} ${summary.release} (${summary.years[0]}–${summary.years[summary.years.length - 1]}) into ${summary.dbPath} in ${seconds(summary.elapsedMs)} (${Math.round(rate).toLocaleString('en')} rows/s).`,
    );
    console.log(`Serve it: npm start -- --db ${args.db}`);
  } catch (error) {
    if (error instanceof ImportInterrupted) {
      console.error(error.message);
      process.exit(130);
    }
    const message = error instanceof ImportError || isErrno(error) ? error.message : String(error);
    console.error(`import failed: ${message}`);
    console.error(`${args.db} was left as it was.`);
    process.exit(1);
  }
}

void main();
