/**
 * What a chart frame shows, as one comparable string: its state, title, texts, data table and
 * the drawn option (functions left out: they are the same code either way). The "Get this chart"
 * recorder compares it between a snapshot's whole answers and trimmed ones, so a
 * trimmed snapshot is one that draws exactly the same chart.
 */
import type { ReactNode } from 'react';
import type { ChartExportInput } from './export/chart-export';
import { nodeText } from './export/node-text';
import type { ChartTable } from './chart-frame';
import { cellText } from './table-cell';

export interface DrawnFrame {
  chartId: string;
  title: string;
  state: string;
  error?: unknown;
  table?: ChartTable;
  exportModel?: ChartExportInput;
  description?: ReactNode;
  footer?: ReactNode;
  emptyMessage?: ReactNode;
}

export function drawnFingerprint(frame: DrawnFrame): string {
  const { table, exportModel } = frame;
  return JSON.stringify({
    chart: frame.chartId,
    title: frame.title,
    state: frame.state,
    error:
      frame.error instanceof Error
        ? frame.error.message
        : frame.error == null
          ? null
          : JSON.stringify(frame.error),
    description: nodeText(frame.description),
    footer: nodeText(frame.footer),
    empty: frame.state === 'empty' ? nodeText(frame.emptyMessage) : '',
    table: table
      ? { caption: table.caption, columns: table.columns, rows: table.rows.map((r) => r.map(cellText)) }
      : null,
    subtitle: exportModel?.subtitle ?? null,
    height: exportModel?.height ?? null,
    option: exportModel?.option ?? null,
  });
}
