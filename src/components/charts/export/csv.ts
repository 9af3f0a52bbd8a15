/**
 * The Data export of a chart: CSV of its data table (the same rows and rounding as the table on
 * the page) after a header block saying where the numbers come from, and JSON of the same.
 *
 * Spreadsheets execute cells that start with `=`, `+`, `-`, `@` (and tab or carriage return)
 * as formulas; names come from the service or a snapshot, so such cells are neutralised with a
 * leading apostrophe (OWASP's advice). Plain negative numbers are left as numbers.
 */
import type { ChartRequest, TextTable } from './chart-export';
import { requestUrl } from './curl';

export interface DataExportInput {
  title: string;
  subtitle: string;
  table: TextTable;
  sourceName: string;
  synthetic: boolean;
  baseUrl: string;
  requests: readonly ChartRequest[];
  /** YYYY-MM-DD */
  accessed: string;
  link: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d[\d,]*(\.\d+)?%?$/;

/** A cell a spreadsheet will show as text, never run. */
export function neutraliseCell(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

export function csvField(cell: string): string {
  const safe = neutraliseCell(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function headerLines(input: DataExportInput): [string, string][] {
  return [
    ['Title', input.title],
    ['Selection', input.subtitle],
    [
      'Source',
      `${input.sourceName}${input.synthetic ? ' (synthetic demo data, not real trade statistics)' : ''}`,
    ],
    ...input.requests.map((r): [string, string] => ['Query', `GET ${requestUrl(input.baseUrl, r)}`]),
    [
      'request_id',
      input.requests
        .map((r) => r.requestId)
        .filter(Boolean)
        .join(' ') || 'n/a',
    ],
    ['Accessed', input.accessed],
    ['Link', input.link],
  ];
}

export function buildCsv(input: DataExportInput): string {
  const lines = headerLines(input).map(([k, v]) => `# ${k}: ${v.replace(/[\r\n]+/g, ' ')}`);
  lines.push(input.table.columns.map(csvField).join(','));
  for (const row of input.table.rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function buildJson(input: DataExportInput): string {
  const meta = Object.fromEntries(headerLines(input).filter(([k]) => k !== 'Query' && k !== 'request_id'));
  return `${JSON.stringify(
    {
      meta: {
        ...meta,
        queries: input.requests.map((r) => ({
          request: `GET ${requestUrl(input.baseUrl, r)}`,
          request_id: r.requestId ?? null,
        })),
      },
      columns: input.table.columns,
      rows: input.table.rows,
    },
    null,
    2,
  )}\n`;
}
