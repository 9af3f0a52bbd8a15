/**
 * The observations table's model, one place for what the screen and the CSV both show: the
 * columns (label, sort key, display text, CSV cell) and a stable sort. The table and the download
 * read the same sorted array through the same columns, so the file has exactly the rows and
 * columns of the screen.
 */
import { periodYear } from '@/api/service-conventions';
import { formatNumberExact, formatUsdExact } from '@/lib/format';

/** One record of GET /trade (the fields the view uses). */
export interface Observation {
  exporter: string;
  importer: string;
  hs6: string;
  period: string;
  value_usd: number;
  quantity: number | null;
  quantity_unit: string;
}

export interface ObservationRow {
  /** Position in the service's answer (period descending, then value): the tie-breaker. */
  index: number;
  year: number | null;
  exporter: string;
  exporterName: string;
  importer: string;
  importerName: string;
  hs6: string;
  productName: string | null;
  value: number;
  quantity: number | null;
  unit: string;
}

export type ColumnId = 'year' | 'exporter' | 'importer' | 'hs6' | 'product' | 'value' | 'quantity' | 'unit';

export interface ObservationColumn {
  id: ColumnId;
  label: string;
  numeric: boolean;
  /** The value sorted on: numbers compare as numbers, null sorts last either way. */
  sortKey: (row: ObservationRow) => number | string | null;
  /** What the screen shows. */
  display: (row: ObservationRow) => string;
  /** What the CSV holds: raw numbers (no separators or currency), text as shown. */
  csv: (row: ObservationRow) => string | number | null;
}

const countryLabel = (name: string, id: string) => (name && name !== id ? `${name} (${id})` : id);

export const OBSERVATION_COLUMNS: readonly ObservationColumn[] = [
  { id: 'year', label: 'Year', numeric: false, sortKey: (r) => r.year, display: (r) => (r.year === null ? '' : String(r.year)), csv: (r) => r.year },
  {
    id: 'exporter',
    label: 'Exporter',
    numeric: false,
    sortKey: (r) => r.exporterName,
    display: (r) => countryLabel(r.exporterName, r.exporter),
    csv: (r) => countryLabel(r.exporterName, r.exporter),
  },
  {
    id: 'importer',
    label: 'Importer',
    numeric: false,
    sortKey: (r) => r.importerName,
    display: (r) => countryLabel(r.importerName, r.importer),
    csv: (r) => countryLabel(r.importerName, r.importer),
  },
  { id: 'hs6', label: 'HS6', numeric: false, sortKey: (r) => r.hs6, display: (r) => r.hs6, csv: (r) => r.hs6 },
  {
    id: 'product',
    label: 'Product',
    numeric: false,
    sortKey: (r) => r.productName,
    display: (r) => r.productName ?? '',
    csv: (r) => r.productName ?? '',
  },
  { id: 'value', label: 'Value (USD)', numeric: true, sortKey: (r) => r.value, display: (r) => formatUsdExact(r.value), csv: (r) => r.value },
  {
    id: 'quantity',
    label: 'Quantity',
    numeric: true,
    sortKey: (r) => r.quantity,
    display: (r) => (r.quantity === null ? 'n/a' : formatNumberExact(r.quantity)),
    csv: (r) => r.quantity,
  },
  { id: 'unit', label: 'Unit', numeric: false, sortKey: (r) => r.unit, display: (r) => r.unit, csv: (r) => r.unit },
];

export function columnById(id: ColumnId): ObservationColumn {
  return OBSERVATION_COLUMNS.find((c) => c.id === id)!;
}

export function toObservationRows(
  records: readonly Observation[],
  countryNameOf: (id: string) => string,
  productNameOf: (hs6: string) => string | null,
): ObservationRow[] {
  return records.map((r, index) => ({
    index,
    year: periodYear(r.period),
    exporter: r.exporter,
    exporterName: countryNameOf(r.exporter),
    importer: r.importer,
    importerName: countryNameOf(r.importer),
    hs6: r.hs6,
    productName: productNameOf(r.hs6),
    value: r.value_usd,
    quantity: r.quantity,
    unit: r.quantity_unit,
  }));
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: ColumnId;
  direction: SortDirection;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A sorted copy. Stable: rows with equal keys keep the service's order (its index), in either
 * direction, so sorting by exporter after sorting by value never scrambles the values within an
 * exporter. Missing values (null, or a product whose name is not known yet) sort last.
 */
export function sortObservationRows(rows: readonly ObservationRow[], sort: SortState | null): ObservationRow[] {
  if (!sort) return [...rows].sort((a, b) => a.index - b.index);
  const key = columnById(sort.column).sortKey;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Keys once per row, not once per comparison (10,000 rows: ~130,000 comparisons).
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => {
    const ka = a.key;
    const kb = b.key;
    const aMissing = ka === null || ka === '';
    const bMissing = kb === null || kb === '';
    if (aMissing || bMissing) {
      if (aMissing && bMissing) return a.row.index - b.row.index;
      return aMissing ? 1 : -1;
    }
    const c = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return c !== 0 ? sign * c : a.row.index - b.row.index;
  });
  return keyed.map((k) => k.row);
}
