/**
 * The Data export of a chart: its data table (the rows the page's table shows, numbers as plain
 * numbers) as CSV by the app's one CSV writer (lib/csv.ts), with a provenance file beside it
 * (source, requests and their request_ids, the chart's link, when it was retrieved); and JSON of
 * the same, the provenance in its `meta`.
 */
import { buildCsv, type CsvProvenance } from '@/lib/csv';
import type { ChartRequest, ExportTable } from './chart-export';
import { requestUrl } from './curl';

export interface DataExportInput {
  title: string;
  subtitle: string;
  table: ExportTable;
  sourceName: string;
  synthetic: boolean;
  baseUrl: string;
  requests: readonly ChartRequest[];
  /** When the data was retrieved: an ISO 8601 timestamp. */
  retrievedAt: string;
  link: string;
}

function sourceText(input: DataExportInput): string {
  return `${input.sourceName}${input.synthetic ? ' (synthetic data, not real trade statistics)' : ''}`;
}

export function chartCsv(input: DataExportInput): string {
  return buildCsv(input.table.columns, input.table.rows);
}

export function chartProvenance(input: DataExportInput): CsvProvenance {
  return {
    title: input.title,
    selection: input.subtitle,
    source: sourceText(input),
    requests: input.requests.map((r) => ({
      request: `GET ${requestUrl(input.baseUrl, r)}`,
      requestId: r.requestId,
    })),
    url: input.link,
    retrievedAt: input.retrievedAt,
    rowCount: input.table.rows.length,
  };
}

export function buildJson(input: DataExportInput): string {
  return `${JSON.stringify(
    {
      meta: {
        Title: input.title,
        Selection: input.subtitle,
        Source: sourceText(input),
        'Retrieved at': input.retrievedAt,
        Link: input.link,
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
