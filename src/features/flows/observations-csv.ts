/**
 * The observations exactly as the table shows them (same columns, same order after sorting), as
 * CSV by the app's one CSV writer (lib/csv.ts: one header row, plain numbers, provenance in a
 * second file). Large files are built in slices that yield to the browser between them, so the
 * page stays responsive while 10,000 rows are written.
 */
import { buildCsvParts } from '@/lib/csv';
import type { ObservationColumn, ObservationRow, ProductNameOf } from './observation-rows';

/** The CSV's parts: the header row of the column labels, then the rows in slices. */
export function observationsCsvParts(
  rows: readonly ObservationRow[],
  columns: readonly ObservationColumn[],
  productNameOf: ProductNameOf,
  sliceSize = 1_000,
): Promise<string[]> {
  return buildCsvParts(
    columns.map((c) => c.label),
    rows,
    (row) => columns.map((c) => c.csv(row, productNameOf)),
    sliceSize,
  );
}
