/**
 * The observations table's model, one place for what the screen and the CSV both show: the
 * columns (label, sort key, display text, CSV cell) and a stable sort. The table and the download
 * read the same sorted array through the same columns, so the file has exactly the rows and
 * columns of the screen.
 *
 * Product names are not part of a row: they arrive from the catalog a chapter at a time (about
 * 90 lookups for 10,000 rows), and rebuilding 10,000 rows for each arrival was the flow
 * explorer's longest task (the profile in docs/flow-explorer-benchmark.md). The rows are built once per answer; a column reads
 * a name through the `ProductNameOf` it is given, so the table names only the rows on screen, and
 * the sort and the CSV ask for names only when they need them.
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
  value: number;
  quantity: number | null;
  unit: string;
}

/** A product's catalog name, or null while it is unknown (not loaded yet, or not in the catalog). */
export type ProductNameOf = (hs6: string) => string | null;

export type ColumnId = 'year' | 'exporter' | 'importer' | 'hs6' | 'product' | 'value' | 'quantity' | 'unit';

export interface ObservationColumn {
  id: ColumnId;
  label: string;
  numeric: boolean;
  /** The value sorted on: numbers compare as numbers, null sorts last either way. */
  sortKey: (row: ObservationRow, productNameOf: ProductNameOf) => number | string | null;
  /** What the screen shows. */
  display: (row: ObservationRow, productNameOf: ProductNameOf) => string;
  /** What the CSV holds: raw numbers (no separators or currency), text as shown. */
  csv: (row: ObservationRow, productNameOf: ProductNameOf) => string | number | null;
  /** Whether the column shows product names (its display and sort change as names arrive). */
  named?: boolean;
}

const countryLabel = (name: string, id: string) => (name && name !== id ? `${name} (${id})` : id);

export const OBSERVATION_COLUMNS: readonly ObservationColumn[] = [
  {
    id: 'year',
    label: 'Year',
    numeric: false,
    sortKey: (r) => r.year,
    display: (r) => (r.year === null ? '' : String(r.year)),
    csv: (r) => r.year,
  },
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
  {
    id: 'hs6',
    label: 'HS6',
    numeric: false,
    sortKey: (r) => r.hs6,
    display: (r) => r.hs6,
    csv: (r) => r.hs6,
  },
  {
    id: 'product',
    label: 'Product',
    numeric: false,
    named: true,
    sortKey: (r, nameOf) => nameOf(r.hs6),
    display: (r, nameOf) => nameOf(r.hs6) ?? '',
    csv: (r, nameOf) => nameOf(r.hs6) ?? '',
  },
  {
    id: 'value',
    label: 'Value (USD)',
    numeric: true,
    sortKey: (r) => r.value,
    display: (r) => formatUsdExact(r.value),
    csv: (r) => r.value,
  },
  {
    id: 'quantity',
    label: 'Quantity',
    numeric: true,
    sortKey: (r) => r.quantity,
    display: (r) => (r.quantity === null ? 'n/a' : formatNumberExact(r.quantity)),
    csv: (r) => r.quantity,
  },
  {
    id: 'unit',
    label: 'Unit',
    numeric: false,
    sortKey: (r) => r.unit,
    display: (r) => r.unit,
    csv: (r) => r.unit,
  },
];

export function columnById(id: ColumnId): ObservationColumn {
  return OBSERVATION_COLUMNS.find((c) => c.id === id)!;
}

/** Calls `fn` once per distinct argument (a few hundred countries and periods in 10,000 rows). */
function once<T>(fn: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    if (seen.has(key)) return seen.get(key)!;
    const value = fn(key);
    seen.set(key, value);
    return value;
  };
}

/**
 * The rows of an answer, in the service's order. Country names and years are worked out once per
 * distinct id and period: Intl.DisplayNames is slow enough that 20,000 lookups were most of the
 * time between the response and the first rows on screen.
 */
export function toObservationRows(
  records: readonly Observation[],
  countryNameOf: (id: string) => string,
): ObservationRow[] {
  const nameOf = once(countryNameOf);
  const yearOf = once(periodYear);
  return records.map((r, index) => ({
    index,
    year: yearOf(r.period),
    exporter: r.exporter,
    exporterName: nameOf(r.exporter),
    importer: r.importer,
    importerName: nameOf(r.importer),
    hs6: r.hs6,
    value: r.value_usd,
    quantity: r.quantity,
    unit: r.quantity_unit,
  }));
}

type SortDirection = 'ascending' | 'descending';
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
export function sortObservationRows(
  rows: readonly ObservationRow[],
  sort: SortState | null,
  productNameOf: ProductNameOf = () => null,
): ObservationRow[] {
  if (!sort) return [...rows].sort((a, b) => a.index - b.index);
  const key = columnById(sort.column).sortKey;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Keys once per row, not once per comparison (10,000 rows: ~130,000 comparisons).
  const keyed = rows.map((row) => ({ row, key: key(row, productNameOf) }));
  keyed.sort((a, b) => {
    const ka = a.key;
    const kb = b.key;
    const aMissing = ka === null || ka === '';
    const bMissing = kb === null || kb === '';
    if (aMissing || bMissing) {
      if (aMissing && bMissing) return a.row.index - b.row.index;
      return aMissing ? 1 : -1;
    }
    const c =
      typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return c !== 0 ? sign * c : a.row.index - b.row.index;
  });
  return keyed.map((k) => k.row);
}
