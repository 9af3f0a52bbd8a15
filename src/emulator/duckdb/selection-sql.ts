/**
 * A Selection (engine-types.ts) as SQL over a Tradescope database, with the row rules of
 * engine/select.ts: with reporter R and partner P, `export` selects exporter ∈ R and importer ∈ P,
 * `import` importer ∈ R and exporter ∈ P, no flow both (a row matching both counts once, as an
 * export). A group reporter stands for its members' trade with non-members (membership by year);
 * World as reporter or partner is no restriction. Each query reads the smallest table that has
 * the columns it needs (schema.ts): a pre-aggregate when one covers it, else the copy of the raw
 * rows sorted by the column it pins.
 */
import type { Flow } from '../engine/engine-types';
import {
  AGGREGATE_TABLES,
  COUNTRY_TYPE,
  IMPORTER_PAIR_YEAR,
  MERGED_MEASURES,
  PRODUCT_FLOWS,
  PRODUCT_SORTED_AGGREGATES,
  PRODUCT_TYPE,
  RAW_MEASURES,
  TRADE_ORDER,
  WORLD_TOP_ROWS,
  type Dimension,
} from './schema';

/** Who a reporter or partner is: one country, or a group's members by year. */
export type Members =
  | { kind: 'country'; id: string }
  | { kind: 'group'; id: string; segments: { from: number; to: number; ids: string[] }[] };

export interface ResolvedSelection {
  y0: number;
  y1: number;
  /** Digits-only HS prefix, absent for every product. */
  product?: string;
  /** The first and last HS6 code of the database under that prefix (present with `product`). */
  productCodes?: [string, string];
  hasReporter: boolean;
  /** null: no restriction (absent or World). */
  rep: Members | null;
  part: Members | null;
  flow: Flow | undefined;
}

export type GroupKey = 'period' | 'counterpart' | 'exporter' | 'importer' | 'product';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A member of the flow tables' ENUM types: compared as such, so that zone maps skip row groups. */
const country = (id: string) => `${lit(id)}::${COUNTRY_TYPE}`;
const code = (hs6: string) => `${lit(hs6)}::${PRODUCT_TYPE}`;

function memberOf(column: 'exporter' | 'importer', m: Members): string {
  if (m.kind === 'country') return `${column} = ${country(m.id)}`;
  const parts = m.segments
    .filter((s) => s.ids.length > 0)
    .map((s) => `(year BETWEEN ${s.from} AND ${s.to} AND ${column} IN (${s.ids.map(country).join(', ')}))`);
  return parts.length === 0 ? 'FALSE' : `(${parts.join(' OR ')})`;
}

const and = (...terms: string[]): string => {
  if (terms.includes('FALSE')) return 'FALSE';
  const rest = terms.filter((t) => t !== 'TRUE');
  return rest.length === 0 ? 'TRUE' : rest.map((t) => `(${t})`).join(' AND ');
};

/** The direction conditions: a row matches as an export, or else as an import. */
function directionConditions(s: ResolvedSelection): { asExport: string; asImport: string } {
  const side = (own: 'exporter' | 'importer', other: 'exporter' | 'importer'): string => {
    const rep = s.rep;
    const reporter =
      rep === null
        ? 'TRUE'
        : rep.kind === 'group'
          ? and(memberOf(own, rep), `NOT ${memberOf(other, rep)}`)
          : memberOf(own, rep);
    return and(reporter, s.part === null ? 'TRUE' : memberOf(other, s.part));
  };
  return {
    asExport: s.flow === 'import' ? 'FALSE' : side('exporter', 'importer'),
    asImport: s.flow === 'export' ? 'FALSE' : side('importer', 'exporter'),
  };
}

function matchCondition(asExport: string, asImport: string): string {
  if (asExport === 'TRUE' || asImport === 'TRUE') return 'TRUE';
  if (asExport === 'FALSE') return asImport;
  if (asImport === 'FALSE') return asExport;
  return `(${asExport}) OR (${asImport})`;
}

function productFilter(s: ResolvedSelection): string {
  if (!s.product || !s.productCodes) return 'TRUE';
  const [first, last] = s.productCodes;
  return first === last ? `hs6 = ${code(first)}` : `hs6 BETWEEN ${code(first)} AND ${code(last)}`;
}

function keyExpression(s: ResolvedSelection, key: GroupKey, asExport: string): string {
  switch (key) {
    case 'period':
      return 'year';
    case 'exporter':
      return 'exporter';
    case 'importer':
      return 'importer';
    case 'product':
      return 'hs6';
    case 'counterpart':
      if (!s.hasReporter) return s.flow === 'import' ? 'importer' : 'exporter';
      if (asExport === 'FALSE') return 'exporter';
      if (s.flow === 'export' || asExport === 'TRUE') return 'importer';
      return `CASE WHEN ${asExport} THEN importer ELSE exporter END`;
  }
}

const mentions = (sqlText: string, d: Dimension) => new RegExp(`\\b${d}\\b`).test(sqlText);

const oneCountry = (m: Members | null) => m !== null && m.kind === 'country';

/** The raw-row copy whose sort order pins this selection best. */
function rawTable(s: ResolvedSelection): string {
  if (oneCountry(s.rep) && s.flow === 'export') return 'flows';
  if (oneCountry(s.rep) && s.flow === 'import') return 'flows_by_importer';
  if (oneCountry(s.part) && s.flow === 'export') return 'flows_by_importer';
  if (s.product && !oneCountry(s.rep) && !oneCountry(s.part)) return PRODUCT_FLOWS.name;
  return 'flows';
}

export interface GroupedQuery {
  sql: string;
  /** The table read (for the tests and the benchmark). */
  source: string;
}

/** One grouping of the selection's rows: key k, then the measures of schema.ts. */
export function groupedQuery(s: ResolvedSelection, key: GroupKey): GroupedQuery {
  const external = groupExternalQuery(s, key);
  if (external) return external;
  const { asExport, asImport } = directionConditions(s);
  const match = matchCondition(asExport, asImport);
  const k = keyExpression(s, key, asExport);
  const where = and(`year BETWEEN ${s.y0} AND ${s.y1}`, productFilter(s), match);
  const needed = (['exporter', 'importer', 'hs6'] as const).filter(
    (d) => mentions(where, d) || mentions(k, d),
  );
  const aggregate = AGGREGATE_ORDER.find((t) =>
    needed.every((d) => (t.dims as readonly string[]).includes(d)),
  );
  const productSorted = PRODUCT_SORTED_AGGREGATES.find((t) => t.from === aggregate?.name);
  const source = (s.product ? productSorted?.name : undefined) ?? aggregate?.name ?? rawTable(s);
  if (source === IMPORTER_PAIR_YEAR.from) return pairQuery(s, k, asExport, asImport);
  const measures = aggregate ? MERGED_MEASURES : RAW_MEASURES;
  return {
    source,
    sql: `SELECT ${k} AS k, ${measures} FROM ${source} WHERE ${where} GROUP BY k`,
  };
}

/**
 * The grouped rows with at least one observation, largest value first (ties by key, as the
 * in-memory engine orders them), the first `limit`: only these leave DuckDB.
 */
export function rankedQuery(s: ResolvedSelection, key: GroupKey, limit: number): GroupedQuery {
  const grouped = groupedQuery(s, key);
  const n = Math.max(0, Math.floor(limit));
  return {
    source: grouped.source,
    sql: `SELECT * FROM (${grouped.sql}) WHERE n > 0 ORDER BY value DESC, k LIMIT ${n}`,
  };
}

/** The pair table sorted by the column a direction's rows fix to one country, if any. */
function pairTable(s: ResolvedSelection, direction: Flow): string {
  const pinsImporter = direction === 'export' ? !oneCountry(s.rep) && oneCountry(s.part) : oneCountry(s.rep);
  return pinsImporter ? IMPORTER_PAIR_YEAR.name : IMPORTER_PAIR_YEAR.from;
}

/**
 * A selection read from the pair aggregates: each direction from the copy whose sort order pins
 * it (a country's exports from `pair_year`, its imports from `importer_pair_year`), the two
 * summed together, a row matching both directions counted once as an export.
 */
function pairQuery(s: ResolvedSelection, k: string, asExport: string, asImport: string): GroupedQuery {
  const years = `year BETWEEN ${s.y0} AND ${s.y1}`;
  const onlyImport =
    asExport === 'FALSE' || asImport === 'FALSE' ? asImport : and(asImport, `NOT (${asExport})`);
  const branches = [
    { table: pairTable(s, 'export'), where: asExport },
    { table: pairTable(s, 'import'), where: asExport === 'TRUE' ? 'FALSE' : onlyImport },
  ].filter((b) => b.where !== 'FALSE');
  if (branches.length < 2 || branches[0]!.table === branches[1]!.table) {
    const table = branches[0]?.table ?? IMPORTER_PAIR_YEAR.from;
    const where = and(years, matchCondition(asExport, asImport));
    return {
      source: table,
      sql: `SELECT ${k} AS k, ${MERGED_MEASURES} FROM ${table} WHERE ${where} GROUP BY k`,
    };
  }
  const union = branches
    .map(
      (b) =>
        `SELECT ${k} AS k, value, n, qty, qty_value, missing, unit_lo, unit_hi FROM ${b.table} WHERE ${and(years, b.where)}`,
    )
    .join(' UNION ALL ');
  return {
    source: branches.map((b) => b.table).join(' + '),
    sql: `SELECT k, ${MERGED_MEASURES} FROM (${union}) GROUP BY k`,
  };
}

/**
 * A group reporter without partner, by product or year: its external trade per product
 * (group_product_year), the same rows the direction conditions select, each once (a row is an
 * external export or an external import of a group, never both).
 */
function groupExternalQuery(s: ResolvedSelection, key: GroupKey): GroupedQuery | null {
  if (s.rep?.kind !== 'group' || s.part !== null || (key !== 'product' && key !== 'period')) return null;
  const directions = s.flow ? `direction = ${lit(s.flow)}` : 'TRUE';
  const where = and(
    `group_id = ${lit(s.rep.id)}`,
    directions,
    `year BETWEEN ${s.y0} AND ${s.y1}`,
    productFilter(s),
  );
  return {
    source: 'group_product_year',
    sql: `SELECT ${keyExpression(s, key, 'FALSE')} AS k, ${MERGED_MEASURES} FROM group_product_year WHERE ${where} GROUP BY k`,
  };
}

/** Smallest first. */
const AGGREGATE_ORDER = [
  'exporter_year',
  'importer_year',
  'product_year',
  'pair_year',
  'exporter_product_year',
  'importer_product_year',
].map((name) => AGGREGATE_TABLES.find((t) => t.name === name)!);

/** `/trade` rows of the selection in the contract's order within the years, the first `limit`. */
export function tradeQuery(s: ResolvedSelection, limit: number): GroupedQuery {
  const { asExport, asImport } = directionConditions(s);
  const match = matchCondition(asExport, asImport);
  const where = and(`year BETWEEN ${s.y0} AND ${s.y1}`, productFilter(s), match);
  const n = Math.max(0, Math.floor(limit));
  const everyRow = match === 'TRUE' && !s.product;
  const source = everyRow && n <= WORLD_TOP_ROWS.perYear ? WORLD_TOP_ROWS.name : rawTable(s);
  return {
    source,
    sql: `SELECT year, exporter, importer, hs6, value, quantity FROM ${source} WHERE ${where}
      ORDER BY ${TRADE_ORDER} LIMIT ${n}`,
  };
}
