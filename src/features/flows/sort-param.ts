/**
 * The observations table's sort in the URL: `sort=<column>` sorts ascending, `sort=-<column>`
 * descending (`sort=-value`: largest first). Columns: year, exporter, importer, hs6, product,
 * value, quantity, unit. No `sort` is the service's order (newest year, then largest value). A
 * sort is a history entry, so Back restores the previous order; it changes no request.
 *
 * Kept apart from observation-rows.ts (types only from there), so the route loader, which reads
 * the URL through flows-state.ts, does not pull the table's model into the app's shell.
 */
import type { ColumnId, SortState } from './observation-rows';

export const SORT_PARAM = 'sort';

/** The table's column ids (observation-rows.ts; a test keeps the two lists equal). */
export const SORT_COLUMN_IDS: readonly ColumnId[] = [
  'year',
  'exporter',
  'importer',
  'hs6',
  'product',
  'value',
  'quantity',
  'unit',
];
/** Columns that hold numbers: their first click sorts largest first. */
const NUMERIC: ReadonlySet<ColumnId> = new Set(['value', 'quantity']);

export interface SortNotice {
  param: typeof SORT_PARAM;
  input: string;
  message: string;
}

/** The sort a `sort` parameter names (any case), or null with a notice when it names no column. */
export function parseSortParam(raw: string | null): { sort: SortState | null; notice: SortNotice | null } {
  if (raw === null || raw.trim() === '') return { sort: null, notice: null };
  const text = raw.trim().toLowerCase();
  const descending = text.startsWith('-');
  const column = SORT_COLUMN_IDS.find((c) => c === (descending ? text.slice(1) : text));
  if (column) return { sort: { column, direction: descending ? 'descending' : 'ascending' }, notice: null };
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return {
    sort: null,
    notice: {
      param: SORT_PARAM,
      input: shown,
      message: `"${shown}" is not a column of the observations (${SORT_COLUMN_IDS.join(', ')}, with "-" for descending); shown in the service's order.`,
    },
  };
}

/** The parameter's value for a sort (null: no parameter, the service's order). */
export function sortParamValue(sort: SortState | null): string | null {
  if (!sort) return null;
  return sort.direction === 'descending' ? `-${sort.column}` : sort.column;
}

/**
 * The sort after a click on a column's header: a new column starts largest first for numbers and
 * A→Z for text; the sorted column flips direction.
 */
export function toggleSort(current: SortState | null, column: ColumnId): SortState {
  if (current?.column !== column)
    return { column, direction: NUMERIC.has(column) ? 'descending' : 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
