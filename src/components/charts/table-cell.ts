/**
 * A number in a chart's data table: the page shows its formatted text ("$1,074,489,000",
 * "15.6%"), the chart's CSV and JSON its plain value (1074489000, 0.156). A missing value is
 * null: the page says so in words ("n/a"), the CSV leaves the cell empty. A label may also read
 * differently in a file, where it must name the unit of its row's number (labelCell).
 */
import type { ReactNode } from 'react';
import { nodeText } from './export/node-text';

export interface ValueCell {
  readonly value: number | string | null;
  readonly text: string;
  /** What the page draws, when more than the text (a button around a year). */
  readonly node?: ReactNode;
}

/** What a data table cell may be: anything React draws, or a number with its text. */
export type TableCell = ReactNode | ValueCell;

type Maybe = number | null | undefined;

/** A number shown with `format` (from lib/format.ts); missing values stay missing. */
export function valueCell(value: Maybe, format: (value: Maybe) => string): ValueCell {
  const known = typeof value === 'number' && Number.isFinite(value) ? value : null;
  return { value: known, text: format(value) };
}

/** A year: the page may draw it as a control, the files get the number. */
export function yearCell(year: number, node?: ReactNode): ValueCell {
  return { value: year, text: String(year), ...(node === undefined ? {} : { node }) };
}

/** A row's label that names its number's unit in the files: `Share of China (fraction)`. */
export function labelCell(text: string, unit: string): ValueCell {
  return { text, value: `${text} (${unit})` };
}

function isValueCell(cell: TableCell): cell is ValueCell {
  return typeof cell === 'object' && cell !== null && 'text' in cell && 'value' in cell;
}

/** What the page draws for the cell. */
export function cellNode(cell: TableCell): ReactNode {
  return isValueCell(cell) ? (cell.node ?? cell.text) : cell;
}

/** The cell's text, as the reader sees it. */
export function cellText(cell: TableCell): string {
  return isValueCell(cell) ? cell.text : nodeText(cell);
}

/** The cell in a data file: a number as a number, text as text, missing as null. */
export function cellData(cell: TableCell): string | number | null {
  return isValueCell(cell) ? cell.value : nodeText(cell);
}
