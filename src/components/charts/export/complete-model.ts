/**
 * A chart's export model completed with what its frame knows (id, title, data table, subtitle),
 * when its "Get this chart" panel opens (get-chart-panel.tsx).
 */
import type { ChartTable } from '../chart-frame';
import type { ChartExport, ChartExportInput } from './chart-export';
import { cellData } from '../table-cell';

/** What the frame knows of its chart: id, title and (once ready) the data table. */
export interface FrameFacts {
  chartId: string;
  title: string;
  /** Undefined until the chart is ready. */
  table?: ChartTable;
  /** The data table's caption: the selection in words. */
  caption?: string;
}

/** A data file's name of a column: its label, with its unit where the label does not say it. */
function columnName(column: ChartTable['columns'][number]): string {
  return column.unit && !column.label.includes(`(${column.unit})`)
    ? `${column.label} (${column.unit})`
    : column.label;
}

/** The chart's model with what the frame knows filled in: id, title, text table, subtitle. */
export function completeModel(model: ChartExportInput, frame: FrameFacts): ChartExport {
  const table =
    model.table ??
    (frame.table
      ? {
          columns: frame.table.columns.map(columnName),
          rows: frame.table.rows.map((r) => r.map(cellData)),
        }
      : undefined);
  return {
    ...model,
    chartId: model.chartId ?? frame.chartId,
    title: model.title ?? frame.title,
    subtitle: model.subtitle ?? frame.caption ?? frame.title,
    requests: model.requests ?? [],
    ...(table ? { table } : {}),
  };
}
