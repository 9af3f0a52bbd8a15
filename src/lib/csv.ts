/**
 * The one CSV writer of Tradescope: a chart's data (the "Get this chart" panel) and the flow
 * explorer's raw rows are written here, with one convention (docs/exports.md):
 *
 * - one header row, then one line per row: no comment lines, no key/value block;
 * - numbers as plain numbers (`1074489000`, `0.156`): no currency sign, no digit grouping, no
 *   percent; the unit is in the column's header (`Value (USD)`, `Share (fraction)`);
 * - a missing value is an empty cell, never 0;
 * - RFC 4180 quoting, CRLF line ends and a UTF-8 byte-order mark (spreadsheet programs then read
 *   names with accents), in every file;
 * - where the numbers come from (source, requests and their request_ids, the view's URL, when it
 *   was retrieved) goes in a second file of the same download, `<name>-provenance.txt`
 *   (provenanceText), so the CSV stays a table a spreadsheet or a CSV library reads as it is.
 *
 * Text cells that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return) get a leading apostrophe (OWASP "CSV injection"). That is the one rule:
 * numbers are never text here, so a negative number is written as a number and stays one.
 */

import { saveFile } from './save-file';

export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text a spreadsheet will show as text, never run. */
function neutraliseText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: a finite number raw, a missing value empty, text neutralised and quoted where needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutraliseText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, with its line end. */
function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}${CSV_EOL}`;
}

/** A whole file: the byte-order mark, the header row, the rows. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  let out = CSV_BOM + csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same file as buildCsv, as Blob parts written in slices of `sliceSize` rows with a yield to
 * the event loop between slices (input and painting continue while a large file is written).
 */
export async function buildCsvParts<Row>(
  header: readonly string[],
  rows: readonly Row[],
  cellsOf: (row: Row) => readonly CsvValue[],
  sliceSize = 1_000,
): Promise<string[]> {
  const parts = [CSV_BOM + csvLine(header)];
  for (let start = 0; start < rows.length; start += sliceSize) {
    if (start > 0) await yieldToBrowser();
    let slice = '';
    const end = Math.min(rows.length, start + sliceSize);
    for (let i = start; i < end; i++) slice += csvLine(cellsOf(rows[i]!));
    parts.push(slice);
  }
  return parts;
}

/** Where a CSV's numbers come from: the second file of its download. */
export interface CsvProvenance {
  /** What the table is, e.g. the chart's title. */
  title: string;
  /** The selection in words. */
  selection?: string;
  /** The data source, with "synthetic" said where it is. */
  source: string;
  /** Every request the rows come from (the URL never carries a key) and its request_id. */
  requests: readonly { request: string; requestId: string | null | undefined }[];
  /** The page the rows were taken from. */
  url: string;
  /** When the rows were retrieved (ISO 8601). */
  retrievedAt: string;
  rowCount: number;
  /** Anything else the reader needs: the sort order, what a limit cut. */
  notes?: readonly string[];
}

/** The provenance file: `Key: value` lines, in the same encoding and line ends as the CSV. */
export function provenanceText(p: CsvProvenance): string {
  const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
  const lines: string[] = [
    `Title: ${p.title}`,
    ...(p.selection ? [`Selection: ${p.selection}`] : []),
    `Source: ${p.source}`,
    ...(p.requests.length === 0
      ? ['Request: not known (the requests behind these rows could not be recorded)']
      : []),
    ...p.requests.flatMap((r, i) => {
      const n = p.requests.length > 1 ? ` ${i + 1}` : '';
      return [
        `Request${n}: ${r.request}`,
        `request_id${n}: ${r.requestId ?? 'none in the answer (the service sent no request_id)'}`,
      ];
    }),
    `URL: ${p.url}`,
    `Retrieved at: ${p.retrievedAt}`,
    `Rows: ${p.rowCount}`,
    ...(p.notes ?? []).map((n) => `Note: ${n}`),
    'Convention: one header row; numbers are plain (no currency sign, no digit grouping); the unit is in the header ("(USD)", "(fraction)": 0.156 is 15.6%); an empty cell is a value not available, never zero.',
  ];
  return CSV_BOM + lines.map((l) => oneLine(l) + CSV_EOL).join('');
}

/** The provenance file's name for a CSV's: `x.csv` → `x-provenance.txt`. */
export function provenanceFileName(csvFileName: string): string {
  return `${csvFileName.replace(/\.csv$/i, '')}-provenance.txt`;
}

/** Hands the CSV and its provenance file to the browser: one download of two files. */
export function saveCsv(fileName: string, parts: readonly string[], provenance: CsvProvenance): void {
  saveFile(fileName, new Blob(parts as string[], { type: 'text/csv;charset=utf-8' }));
  saveFile(
    provenanceFileName(fileName),
    new Blob([provenanceText(provenance)], { type: 'text/plain;charset=utf-8' }),
  );
}
