/**
 * CSV of the observations exactly as the table shows them (same columns, same order after
 * sorting), for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark (so
 * spreadsheet programs read names with accents), and a header block naming the data source, the
 * query, its request_id and the access date. The query is the request's URL without credentials:
 * the API key travels only in the Authorization header, so it cannot be in the file.
 *
 * Text cells that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return) are neutralised with a leading apostrophe (OWASP "CSV injection"); numbers
 * are written as plain numbers. Large files are built in slices that yield to the browser between
 * them, so the page stays responsive while 10,000 rows are written.
 */
import type { ObservationColumn, ObservationRow, ProductNameOf } from './observation-rows';
import { saveFile } from '@/lib/save-file';

export interface CsvMetadata {
  /** The data source, e.g. the service's base URL or the demo. */
  source: string;
  /** The request, e.g. `GET https://…/trade?reporter=DE&limit=1000`. */
  query: string;
  requestId: string | null | undefined;
  accessed: Date;
  /** What the rows are sorted by, as the table says it. */
  sortedBy: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers raw, text neutralised and quoted where needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvHeaderBlock(meta: CsvMetadata, rowCount: number): string {
  return [
    csvLine(['Source', meta.source]),
    csvLine(['Query', meta.query]),
    csvLine(['Request ID', meta.requestId ?? 'not given']),
    csvLine(['Accessed', meta.accessed.toISOString()]),
    csvLine(['Sorted by', meta.sortedBy]),
    csvLine(['Rows', rowCount]),
    '\r\n',
  ].join('');
}

export const CSV_BOM = '\uFEFF';

/** The whole file as one string (small tables, tests). */
export function buildCsv(
  rows: readonly ObservationRow[],
  columns: readonly ObservationColumn[],
  meta: CsvMetadata,
  productNameOf: ProductNameOf,
): string {
  let out = CSV_BOM + csvHeaderBlock(meta, rows.length) + csvLine(columns.map((c) => c.label));
  for (const row of rows) out += csvLine(columns.map((c) => c.csv(row, productNameOf)));
  return out;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same file as buildCsv, as Blob parts written in slices of `sliceSize` rows with a yield to
 * the event loop between slices (input and painting continue while a large file is written).
 */
export async function buildCsvParts(
  rows: readonly ObservationRow[],
  columns: readonly ObservationColumn[],
  meta: CsvMetadata,
  productNameOf: ProductNameOf,
  sliceSize = 1_000,
): Promise<string[]> {
  const parts = [CSV_BOM + csvHeaderBlock(meta, rows.length) + csvLine(columns.map((c) => c.label))];
  for (let start = 0; start < rows.length; start += sliceSize) {
    if (start > 0) await yieldToBrowser();
    let slice = '';
    const end = Math.min(rows.length, start + sliceSize);
    for (let i = start; i < end; i++) slice += csvLine(columns.map((c) => c.csv(rows[i]!, productNameOf)));
    parts.push(slice);
  }
  return parts;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(parts: readonly string[], filename: string): void {
  saveFile(filename, new Blob(parts as string[], { type: 'text/csv;charset=utf-8' }));
}
