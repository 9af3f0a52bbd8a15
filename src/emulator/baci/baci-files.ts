/**
 * Finds the files of a BACI release among the inputs (a release zip, a folder, or single files)
 * and checks that they belong together: one country file, one product file, year files of that
 * product file's revision. CEPII names them `country_codes_V202501.csv`,
 * `product_codes_HS22_V202501.csv` and `BACI_HS22_Y2023_V202501.csv`.
 */
import { createWriteStream, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ImportError } from './import-error';

export interface YearFile {
  path: string;
  /** Name shown in messages: the zip entry or the file's path. */
  label: string;
  revision: string;
  year: number;
  bytes: number;
}

export interface ReleaseFiles {
  countryFile: { path: string; label: string };
  productFile: { path: string; label: string; revision: string };
  yearFiles: YearFile[];
  release: string;
  /** Written by Tradescope from its synthetic world (SYNTHETIC_MARKER beside the files), not by CEPII. */
  synthetic: boolean;
}

/**
 * The file Tradescope's own releases (export-world.ts: the shipped sample, the equivalence test's)
 * carry beside their CSV files, so that an import of them is credited as synthetic and never as
 * CEPII's data. CEPII's releases have no such file.
 */
export const SYNTHETIC_MARKER = 'SYNTHETIC.txt';

const YEAR_FILE = /^BACI_(HS\d\d)_Y(\d{4})_(V\d+\w*)\.csv$/i;
const COUNTRY_FILE = /^country_codes_(V\d+\w*)\.csv$/i;
const PRODUCT_FILE = /^product_codes_(HS\d\d)_(V\d+\w*)\.csv$/i;

/** HS revision label → the year of the nomenclature (HS92 → 1992, HS22 → 2022). */
export function hsVersionOf(revision: string): number {
  const yy = Number(revision.slice(2));
  return yy >= 88 ? 1900 + yy : 2000 + yy;
}

interface Found {
  path: string;
  label: string;
}

/** A failure to create or write the extracted file, not to read the zip. */
function isWriteError(cause: unknown, target: string): boolean {
  const error = cause as NodeJS.ErrnoException | null;
  return error?.syscall === 'write' || (error?.syscall === 'open' && error.path === target);
}

/** Why an entry could not be written out, in words, with the system's code. */
function writeFailure(target: string, cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | null)?.code;
  const reason =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? 'no space left on the device'
      : cause instanceof Error
        ? cause.message
        : String(cause);
  return `could not be extracted to ${target}: ${reason}${code ? ` (${code})` : ''}; the zip itself may be whole`;
}

/**
 * Extracts the CSV entries of a zip into `dir` and notes the synthetic marker among its entries; a
 * damaged zip is an ImportError naming it.
 */
async function extractZip(zipPath: string, dir: string): Promise<{ csv: Found[]; synthetic: boolean }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  ).catch((error: unknown) => {
    throw new ImportError(zipPath, null, `not a readable zip (truncated or damaged?): ${String(error)}`);
  });
  const out: Found[] = [];
  let synthetic = false;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(
        new ImportError(
          zipPath,
          null,
          `damaged zip: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    };
    zip.on('error', fail);
    zip.on('end', () => resolve({ csv: out, synthetic }));
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = basename(entry.fileName);
      if (name === SYNTHETIC_MARKER) synthetic = true;
      if (entry.fileName.endsWith('/') || !name.toLowerCase().endsWith('.csv')) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail(error);
        const target = join(dir, name);
        pipeline(stream, createWriteStream(target)).then(
          () => {
            out.push({ path: target, label: `${zipPath}:${entry.fileName}` });
            zip.readEntry();
          },
          (cause: unknown) => {
            // The zip may be whole and the disk full: say which side failed (pipeline hands
            // either side's error to both, so the system call tells them apart).
            if (!isWriteError(cause, target)) return fail(cause);
            zip.close();
            reject(new ImportError(`${zipPath}:${entry.fileName}`, null, writeFailure(target, cause)));
          },
        );
      });
    });
    zip.readEntry();
  });
}

/**
 * Every CSV among the inputs (zips extracted into `scratch`), and whether any input carries the
 * synthetic marker (in a folder given, a zip, or beside a file given).
 */
async function listInputs(
  inputs: string[],
  scratch: string,
): Promise<{ found: Found[]; synthetic: boolean }> {
  const found: Found[] = [];
  let synthetic = false;
  const unzip = async (zipPath: string) => {
    const zip = await extractZip(zipPath, mkdtempSync(join(scratch, 'zip-')));
    found.push(...zip.csv);
    synthetic ||= zip.synthetic;
  };
  for (const input of inputs) {
    let stat;
    try {
      stat = statSync(input);
    } catch {
      throw new ImportError(input, null, 'no such file or folder');
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(input).sort()) {
        const path = join(input, name);
        if (name === SYNTHETIC_MARKER) synthetic = true;
        else if (name.toLowerCase().endsWith('.zip')) await unzip(path);
        else if (name.toLowerCase().endsWith('.csv')) found.push({ path, label: path });
      }
    } else if (input.toLowerCase().endsWith('.zip')) {
      await unzip(input);
    } else {
      found.push({ path: input, label: input });
      synthetic ||= existsSync(join(dirname(input), SYNTHETIC_MARKER));
    }
  }
  return { found, synthetic };
}

/** The release's files, checked for completeness and consistency. */
export async function findReleaseFiles(inputs: string[], scratch: string): Promise<ReleaseFiles> {
  const { found, synthetic } = await listInputs(inputs, scratch);
  const where = inputs.join(', ');
  const countries = found.filter((f) => COUNTRY_FILE.test(basename(f.path)));
  const products = found.filter((f) => PRODUCT_FILE.test(basename(f.path)));
  if (countries.length !== 1)
    throw new ImportError(
      where,
      null,
      countries.length === 0
        ? 'no country file (country_codes_V*.csv) in the release'
        : `several country files: ${countries.map((f) => f.label).join(', ')}`,
    );
  if (products.length !== 1)
    throw new ImportError(
      where,
      null,
      products.length === 0
        ? 'no product file (product_codes_HS*_V*.csv) in the release'
        : `several product files: ${products.map((f) => f.label).join(', ')}`,
    );
  const [, revision, release] = PRODUCT_FILE.exec(basename(products[0]!.path))!;
  const yearFiles: YearFile[] = [];
  for (const f of found) {
    const name = basename(f.path);
    const m = YEAR_FILE.exec(name);
    if (!m) {
      if (f !== countries[0] && f !== products[0])
        throw new ImportError(
          f.label,
          null,
          'not a BACI file name (expected BACI_HS22_Y2023_V202501.csv or a code file)',
        );
      continue;
    }
    if (m[1]!.toUpperCase() !== revision!.toUpperCase())
      throw new ImportError(
        f.label,
        null,
        `year file of revision ${m[1]}, but the release's product file is ${revision} (${products[0]!.label}): one revision per database`,
      );
    yearFiles.push({
      path: f.path,
      label: f.label,
      revision: revision!,
      year: Number(m[2]),
      bytes: statSync(f.path).size,
    });
  }
  if (yearFiles.length === 0)
    throw new ImportError(where, null, 'no year file (BACI_HS*_Y*_V*.csv) in the release');
  yearFiles.sort((a, b) => a.year - b.year);
  for (let k = 1; k < yearFiles.length; k++)
    if (yearFiles[k]!.year === yearFiles[k - 1]!.year)
      throw new ImportError(yearFiles[k]!.label, null, `year ${yearFiles[k]!.year} given twice`);
  return {
    countryFile: countries[0]!,
    productFile: { ...products[0]!, revision: revision!.toUpperCase() },
    yearFiles,
    release: release!,
    synthetic,
  };
}
