/**
 * The layout of a Tradescope database (a DuckDB file written by `npm run data:import`), shared by
 * the importer that writes it and the engine that reads it.
 *
 * Reference tables (a few thousand rows, loaded into memory when the engine opens):
 * - `countries(id, iso3, name, is_group, region, note, alt_names, source_code)`: ISO alpha-2 ids,
 *   the groups `XW` (World) and `EU`, and any entity of the release without an ISO code;
 * - `group_members(group_id, country_id, year)`: one row per member and year (the EU by year);
 * - `products(hs6, name, hs4, hs_version, unit)`: every code of the release's product file;
 * - `years(year, hs_version)`: the years of the release and the HS revision their codes follow;
 * - `units(unit_id, unit)`: the quantity units (`t` for a BACI release);
 * - `meta(key, value)`: release, revision, row count, import time.
 *
 * Flow tables (exporter and importer of type country_id, hs6 of type hs6_code), each with value (USD), n (observations), qty (sum of the quantities present),
 * qty_value (value of the rows with a quantity), missing (a row lacks a quantity), unit_lo and
 * unit_hi (smallest and largest unit among rows with a quantity; NULL when none): the inputs of
 * the quantity rules of open-points.md, mergeable in any order.
 * - `flows(year, exporter, importer, hs6, value, quantity, unit)`: one row per observation,
 *   sorted by exporter, year, importer, hs6 (row groups skip by exporter and year);
 * - `flows_by_importer`: the same rows sorted by importer, year, exporter, hs6;
 * - `flows_by_product`: the same rows a year file after another, sorted by hs6 within each year;
 * - `pair_year(year, exporter, importer, …sums)`: every selection without a product filter,
 *   sorted by exporter; `importer_pair_year`: the same rows sorted by importer;
 * - `exporter_product_year`, `importer_product_year`: one country's products, series in a
 *   product, and world-level markets of a product;
 * - `product_exporter_year`, `product_importer_year`: the same rows sorted by hs6 first, for
 *   selections with a product filter;
 * - `world_top_rows`: each year's largest rows (WORLD_TOP_ROWS), for World trade rows;
 * - `product_year(year, hs6, …sums)`: world-level product series and rankings;
 * - `exporter_year`, `importer_year`: a few thousand rows, for World-level series and country
 *   rankings (the World summary);
 * - `group_product_year(group_id, direction, year, hs6, …sums)`: a group's trade with
 *   non-members (membership of that year) per product: the EU's series and product rankings.
 */

/**
 * Written to `meta` by the importer; the engine refuses a file of another version (its tables
 * or types would not be the ones it queries). Version 3: country ids and HS6 codes as ENUMs;
 * version 4: no `flows_by_product`, an importer-first `importer_pair_year`, `exporter_year`
 * and `importer_year`; version 5: `flows_by_product`, the import's staging table kept (each year
 * file's rows sorted by product as they are read).
 */
export const SCHEMA_VERSION = '5';

/**
 * The ENUM types of the flow tables' country and product columns, their members sorted (so an
 * ENUM's order is its text's): stored as 1–2 byte integers, they make the import's sorts and
 * writes cheap. A query compares them with members cast to the type (`'US'::country_id`): a bare
 * text literal would compare as text and skip no row group.
 */
export const COUNTRY_TYPE = 'country_id';
export const PRODUCT_TYPE = 'hs6_code';
export const ENUM_DDL = `
CREATE TYPE ${COUNTRY_TYPE} AS ENUM (SELECT id FROM countries ORDER BY id);
CREATE TYPE ${PRODUCT_TYPE} AS ENUM (SELECT hs6 FROM products ORDER BY hs6);
`;

/**
 * The raw observation tables sorted from the staging table, with the column each is sorted by
 * first. Each is a full sort of every row, the import's costliest kind of step.
 */
export const RAW_TABLES = [
  { name: 'flows', leading: 'exporter', order: 'exporter, year, importer, hs6' },
  { name: 'flows_by_importer', leading: 'importer', order: 'importer, year, exporter, hs6' },
] as const;

/**
 * The staging table, kept: each year file is written in one piece (one statement), its rows
 * sorted by product as they are read (a sort of one file's rows by one small key, with no copy of
 * its own), so row groups skip by year and product. It serves `/trade` with a product filter and
 * no single country, which would otherwise scan every row of `flows`.
 */
export const PRODUCT_FLOWS = { name: 'flows_by_product', order: 'hs6' } as const;

/**
 * Pre-aggregated tables: their grouping columns besides year, and the table they are summed
 * from (built in this order): a finer aggregate with far fewer rows, or the raw copy sorted by
 * their first grouping column, so that a group's rows arrive together and the hash table stays
 * small (at 100 M rows, importer_product_year took 55 CPU s from the exporter-sorted copy against
 * 20 for exporter_product_year).
 */
export const AGGREGATE_TABLES = [
  { name: 'pair_year', dims: ['exporter', 'importer'], from: 'flows' },
  { name: 'exporter_product_year', dims: ['exporter', 'hs6'], from: 'flows' },
  { name: 'importer_product_year', dims: ['importer', 'hs6'], from: 'flows_by_importer' },
  { name: 'product_year', dims: ['hs6'], from: 'exporter_product_year' },
  { name: 'exporter_year', dims: ['exporter'], from: 'pair_year' },
  { name: 'importer_year', dims: ['importer'], from: 'pair_year' },
] as const;

/**
 * Copies of the country-product aggregates sorted by product first: one product's (or one
 * chapter's) markets and exporters read a few row groups instead of the whole table, whose
 * exporter-first order serves one country's products.
 */
export const PRODUCT_SORTED_AGGREGATES = [
  { name: 'product_exporter_year', from: 'exporter_product_year', order: 'hs6, exporter, year' },
  { name: 'product_importer_year', from: 'importer_product_year', order: 'hs6, importer, year' },
] as const;

/**
 * `pair_year` sorted by importer first: one country's imports (its suppliers, its import series)
 * read a contiguous range of row groups, as its exports do in `pair_year`.
 */
export const IMPORTER_PAIR_YEAR = {
  name: 'importer_pair_year',
  from: 'pair_year',
  order: 'importer, exporter, year',
} as const;

/**
 * The largest rows of each year in `/trade`'s order (at most the endpoint's largest limit), so
 * World trade rows read these instead of sorting every row of a year: an answer of n ≤ perYear
 * rows takes at most n rows from any one year, all among that year's first perYear.
 */
export const WORLD_TOP_ROWS = { name: 'world_top_rows', perYear: 10000 } as const;

export const TRADE_ORDER = 'year DESC, value DESC, exporter, importer, hs6';

export type Dimension = 'exporter' | 'importer' | 'hs6';

/** Sums of raw rows, in the measure columns every aggregate table carries. */
export const RAW_MEASURES = `sum(value) AS value, count(*) AS n, sum(quantity) AS qty,
  sum(value) FILTER (WHERE quantity IS NOT NULL) AS qty_value,
  bool_or(quantity IS NULL) AS missing,
  min(unit) FILTER (WHERE quantity IS NOT NULL) AS unit_lo,
  max(unit) FILTER (WHERE quantity IS NOT NULL) AS unit_hi`;

/** The same sums over rows of an aggregate table. */
export const MERGED_MEASURES = `sum(value) AS value, sum(n) AS n, sum(qty) AS qty,
  sum(qty_value) AS qty_value, bool_or(missing) AS missing,
  min(unit_lo) AS unit_lo, max(unit_hi) AS unit_hi`;

export const REFERENCE_DDL = `
CREATE TABLE meta (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL);
CREATE TABLE countries (
  id VARCHAR PRIMARY KEY, iso3 VARCHAR, name VARCHAR NOT NULL, is_group BOOLEAN NOT NULL,
  region VARCHAR, note VARCHAR, alt_names VARCHAR[] NOT NULL, source_code INTEGER);
CREATE TABLE group_members (group_id VARCHAR NOT NULL, country_id VARCHAR NOT NULL, year SMALLINT NOT NULL);
CREATE TABLE units (unit_id UTINYINT PRIMARY KEY, unit VARCHAR NOT NULL);
CREATE TABLE products (
  hs6 VARCHAR PRIMARY KEY, name VARCHAR NOT NULL, hs4 VARCHAR NOT NULL,
  hs_version SMALLINT NOT NULL, unit UTINYINT NOT NULL);
CREATE TABLE years (year SMALLINT PRIMARY KEY, hs_version SMALLINT NOT NULL);
`;

/** A group's external trade per direction, product and year (rebuilt when membership changes). */
export const GROUP_AGGREGATE_SQL = `
CREATE OR REPLACE TABLE group_product_year AS
SELECT g.group_id, 'export' AS direction, f.year, f.hs6, ${RAW_MEASURES}
FROM flows f JOIN group_members g ON g.country_id = f.exporter AND g.year = f.year
LEFT JOIN group_members o ON o.group_id = g.group_id AND o.country_id = f.importer AND o.year = f.year
WHERE o.country_id IS NULL GROUP BY ALL
UNION ALL
SELECT g.group_id, 'import' AS direction, f.year, f.hs6, ${RAW_MEASURES}
FROM flows f JOIN group_members g ON g.country_id = f.importer AND g.year = f.year
LEFT JOIN group_members o ON o.group_id = g.group_id AND o.country_id = f.exporter AND o.year = f.year
WHERE o.country_id IS NULL GROUP BY ALL
ORDER BY 1, 2, 4, 3`;
