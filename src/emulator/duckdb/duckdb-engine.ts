/**
 * The AsyncTradeEngine (engine/engine-types.ts) over a Tradescope database file (schema.ts),
 * opened read-only. Reference data (countries, groups, products, years: a few thousand rows) is
 * read into memory at open, so id resolution, search and details answer as the synthetic
 * world's engine does (the same search code); trade questions become SQL (selection-sql.ts) and
 * the grouped sums are turned into answers with the in-memory engine's rules: rankings by value
 * descending then id, gaps for years without trade, the quantity rules of open-points.md.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { NOMENCLATURE_HS_VERSION } from '@/lib/hs/hs-codes';
import type {
  AsyncTradeEngine,
  CountryDetail,
  Flow,
  GroupedPoint,
  Markets,
  ProductDetail,
  Selection,
  TradeObservation,
  TradeSummary,
  YearBounds,
} from '../engine/engine-types';
import { byCodePoint } from '../engine/code-point-order';
import { importedDataCredit, type DataCredit } from '../engine/data-credit';
import { makeSearch } from '../engine/search';
import { prefixRange } from '../engine/select';
import { WORLD_ID } from '../world/countries';
import { everydayProductNames } from '../world/hs-catalog';
import { createPool, type ConnectionPool } from './connection-pool';
import { SCHEMA_VERSION } from './schema';
import {
  groupedQuery,
  rankedQuery,
  tradeQuery,
  type GroupKey,
  type Members,
  type ResolvedSelection,
} from './selection-sql';

interface CountryRef {
  id: string;
  iso3: string | null;
  name: string;
  isGroup: boolean;
  region: string | null;
  note: string | null;
  altNames: string[];
}

interface ProductRef {
  hs6: string;
  name: string;
  hs4: string;
  hsVersion: number;
  unit: string;
}

/** Grouped sums of one key, as the measure columns of schema.ts. */
interface Sums {
  k: string | number;
  value: number;
  n: number;
  qty: number | null;
  qtyValue: number | null;
  missing: boolean;
  unitLo: number | null;
  unitHi: number | null;
}

export interface DuckDbTradeEngine extends AsyncTradeEngine {
  /** The table a grouping or `/trade` query reads (tests, benchmark). */
  explainSource(selection: Selection, key: GroupKey | 'trade'): string | null;
  /** Where the figures come from, as a citation must name them ("CEPII BACI V202501 (HS22)"). */
  dataCredit: DataCredit | null;
  close(): void;
}

/** The release an import recorded in `meta` (source, release, revision), as one credit line. */
async function readDataCredit(pool: ConnectionPool): Promise<DataCredit | null> {
  const rows = await pool.rows(`SELECT key, value FROM meta WHERE key IN ('source', 'release', 'revision')`);
  return importedDataCredit(new Map(rows.map((r) => [r.key as string, r.value as string])));
}

const TOP_PARTNERS = 10;

const quantityOf = (s: Sums): number | null =>
  s.missing || s.unitLo === null || s.unitLo !== s.unitHi ? null : (s.qty ?? 0);

function merged(rows: Sums[]): Sums {
  const out: Sums = {
    k: '',
    value: 0,
    n: 0,
    qty: 0,
    qtyValue: 0,
    missing: false,
    unitLo: null,
    unitHi: null,
  };
  for (const r of rows) {
    out.value += r.value;
    out.n += r.n;
    out.qty = (out.qty ?? 0) + (r.qty ?? 0);
    out.qtyValue = (out.qtyValue ?? 0) + (r.qtyValue ?? 0);
    out.missing ||= r.missing;
    if (r.unitLo !== null) out.unitLo = out.unitLo === null ? r.unitLo : Math.min(out.unitLo, r.unitLo);
    if (r.unitHi !== null) out.unitHi = out.unitHi === null ? r.unitHi : Math.max(out.unitHi, r.unitHi);
  }
  return out;
}

const byValueThenKey = (a: Sums, b: Sums) => b.value - a.value || byCodePoint(String(a.k), String(b.k));

const toNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function openDuckDbEngine(
  path: string,
  options: { connections?: number } = {},
): Promise<DuckDbTradeEngine> {
  const instance = await DuckDBInstance.create(path, {
    access_mode: 'READ_ONLY',
    // DuckDB answers a small top-N by sorting row ids and joining the rows back, a join that
    // reads far more than the few row groups the filters keep: a pair's trade rows took 250 ms
    // that way at 100 M rows, 5 ms without.
    late_materialization_max_rows: '0',
  });
  const pool = await createPool(instance, options.connections ?? 2);
  try {
    await checkSchemaVersion(pool, path);
    return await engineOver(pool, () => instance.closeSync());
  } catch (error) {
    pool.close();
    instance.closeSync();
    throw error;
  }
}

/**
 * Refuses a file whose layout is not the one this engine queries: written by an older importer,
 * by a newer one, or by something else. Re-importing the release is the cure in every case.
 */
async function checkSchemaVersion(pool: ConnectionPool, path: string) {
  const reimport = `re-import the release with this version: npm run data:import -- <BACI release> --db ${path}`;
  let version: string | null;
  try {
    const rows = await pool.rows(`SELECT value FROM meta WHERE key = 'schema_version'`);
    version = (rows[0]?.value as string | undefined) ?? null;
  } catch {
    throw new Error(`${path} is not a Tradescope database (it has no meta table): ${reimport}`);
  }
  if (version === SCHEMA_VERSION) return;
  if (version === null)
    throw new Error(`${path} records no schema version (not written by npm run data:import): ${reimport}`);
  const older = /^\d+$/.test(version) && Number(version) < Number(SCHEMA_VERSION);
  throw new Error(
    older
      ? `${path} was written by an older importer (database schema version ${version}; this version reads ${SCHEMA_VERSION}): ${reimport}`
      : `${path} has database schema version '${version}', which this version does not know (it reads ${SCHEMA_VERSION}): ${reimport}`,
  );
}

/** The reference tables, read into memory when the engine opens. */
interface Reference {
  countries: CountryRef[];
  byId: Map<string, CountryRef>;
  byIso3: Map<string, CountryRef>;
  /** Sorted by code. */
  products: ProductRef[];
  productByCode: Map<string, ProductRef>;
  yearRevision: Map<number, number>;
  coverage: { first: number; last: number };
  groupMembers: ReturnType<typeof groupSegments>;
}

async function readCountries(pool: ConnectionPool): Promise<CountryRef[]> {
  const rows = await pool.rows(
    'SELECT id, iso3, name, is_group, region, note, alt_names FROM countries ORDER BY id',
  );
  return rows.map((r): CountryRef => ({
    id: r.id as string,
    iso3: (r.iso3 as string | null) ?? null,
    name: r.name as string,
    isGroup: r.is_group as boolean,
    region: (r.region as string | null) ?? null,
    note: (r.note as string | null) ?? null,
    altNames: (r.alt_names as string[]) ?? [],
  }));
}

async function readProducts(pool: ConnectionPool): Promise<ProductRef[]> {
  const units = new Map(
    (await pool.rows('SELECT unit_id, unit FROM units')).map((r) => [Number(r.unit_id), r.unit as string]),
  );
  const rows = await pool.rows('SELECT hs6, name, hs4, hs_version, unit FROM products ORDER BY hs6');
  return rows.map((r): ProductRef => ({
    hs6: r.hs6 as string,
    name: r.name as string,
    hs4: r.hs4 as string,
    hsVersion: Number(r.hs_version),
    unit: units.get(Number(r.unit))!,
  }));
}

async function readReference(pool: ConnectionPool): Promise<Reference> {
  const countries = await readCountries(pool);
  const products = await readProducts(pool);
  const yearRevision = new Map(
    (await pool.rows('SELECT year, hs_version FROM years ORDER BY year')).map((r) => [
      Number(r.year),
      Number(r.hs_version),
    ]),
  );
  const groupRows = await pool.rows(
    'SELECT group_id, country_id, year FROM group_members ORDER BY group_id, year, country_id',
  );
  if (yearRevision.size === 0) throw new Error('the database has no years: not a Tradescope import');
  const years = [...yearRevision.keys()];
  return {
    countries,
    byId: new Map(countries.map((c) => [c.id, c])),
    byIso3: new Map(countries.filter((c) => c.iso3).map((c) => [c.iso3!, c])),
    products,
    productByCode: new Map(products.map((p) => [p.hs6, p])),
    yearRevision,
    coverage: { first: Math.min(...years), last: Math.max(...years) },
    groupMembers: groupSegments(groupRows),
  };
}

function members(ref: Reference, id: string | undefined): Members | null | 'unknown' {
  if (id === undefined || id === WORLD_ID) return null;
  const c = ref.byId.get(id);
  if (!c) return 'unknown';
  return c.isGroup
    ? { kind: 'group', id, segments: ref.groupMembers.get(id) ?? [] }
    : { kind: 'country', id };
}

/** The selection resolved for SQL; null when it selects nothing. */
function resolveSelection(ref: Reference, sel: Selection): ResolvedSelection | null {
  const y0 = Math.max(ref.coverage.first, sel.from ?? ref.coverage.first);
  const y1 = Math.min(ref.coverage.last, sel.to ?? ref.coverage.last);
  const rep = members(ref, sel.reporter);
  const part = members(ref, sel.partner);
  if (y0 > y1 || rep === 'unknown' || part === 'unknown') return null;
  let productCodes: [string, string] | undefined;
  if (sel.product !== undefined) {
    const [a, b] = prefixRange(ref.products, sel.product);
    if (a >= b) return null;
    productCodes = [ref.products[a]!.hs6, ref.products[b - 1]!.hs6];
  }
  return {
    y0,
    y1,
    product: sel.product,
    productCodes,
    hasReporter: sel.reporter !== undefined,
    rep,
    part,
    flow: sel.flow,
  };
}

/** What the trade questions share: the connections and the reference tables. */
interface EngineContext {
  pool: ConnectionPool;
  ref: Reference;
}

/** The selection's sums by key; with a limit, only the `limit` largest (rankedQuery). */
async function grouped(ctx: EngineContext, sel: Selection, key: GroupKey, limit?: number): Promise<Sums[]> {
  const s = resolveSelection(ctx.ref, sel);
  if (!s) return [];
  const query = limit === undefined ? groupedQuery(s, key) : rankedQuery(s, key, limit);
  return (await ctx.pool.rows(query.sql)).map((r) => ({
    k: key === 'period' ? Number(r.k) : (r.k as string),
    value: Number(r.value),
    n: Number(r.n),
    qty: toNumber(r.qty),
    qtyValue: toNumber(r.qty_value),
    missing: r.missing === true,
    unitLo: toNumber(r.unit_lo),
    unitHi: toNumber(r.unit_hi),
  }));
}

const yearSeries = (rows: Sums[]): GroupedPoint[] =>
  rows
    .filter((r) => r.n > 0)
    .sort((a, b) => Number(a.k) - Number(b.k))
    .map((r) => ({ period: `${r.k}-01-01`, value_usd: r.value, quantity: quantityOf(r), flow_count: r.n }));

const countryRanking = (
  rows: Sums[],
  field: 'partner' | 'exporter' | 'importer',
  limit: number,
): GroupedPoint[] =>
  rows
    .filter((r) => r.n > 0)
    .sort(byValueThenKey)
    .slice(0, limit)
    .map((r) => ({ [field]: r.k, value_usd: r.value, quantity: quantityOf(r), flow_count: r.n }));

/**
 * The selection's first `limit` rows. One country's rows (a reporter or partner) are a narrow
 * range of a sorted copy over all years: one query. Otherwise the latest year alone usually
 * fills the answer, and only when it does not are the other years read: a pair's rows, a few
 * per year, took two queries that way (5 ms at 10 M rows under load against 1.4 ms for one).
 */
async function tradeRows(ctx: EngineContext, s: ResolvedSelection, limit: number) {
  const oneCountry = s.rep?.kind === 'country' || s.part?.kind === 'country';
  if (oneCountry || s.y0 === s.y1) return ctx.pool.rows(tradeQuery(s, limit).sql);
  const latest = await ctx.pool.rows(tradeQuery({ ...s, y0: s.y1 }, limit).sql);
  if (latest.length >= limit) return latest;
  return [...latest, ...(await ctx.pool.rows(tradeQuery({ ...s, y1: s.y1 - 1 }, limit - latest.length).sql))];
}

async function trade(ctx: EngineContext, sel: Selection, limit: number): Promise<TradeObservation[]> {
  const s = resolveSelection(ctx.ref, sel);
  if (!s || limit <= 0) return [];
  const rows = await tradeRows(ctx, s, limit);
  return rows.map((r) => {
    const year = Number(r.year);
    const product = ctx.ref.productByCode.get(r.hs6 as string)!;
    return {
      exporter: r.exporter as string,
      importer: r.importer as string,
      hs6: r.hs6 as string,
      hs_version: ctx.ref.yearRevision.get(year)!,
      period: `${year}-01-01`,
      granularity: 'year',
      value_usd: Number(r.value),
      quantity: toNumber(r.quantity),
      quantity_unit: product.unit,
    };
  });
}

/** Compound yearly growth from the first to the last year with trade; null with fewer than two. */
function growthOf(byYear: Sums[]): number | null {
  if (byYear.length < 2) return null;
  const first = byYear[0]!;
  const last = byYear[byYear.length - 1]!;
  if (first.value <= 0) return null;
  return Math.pow(last.value / first.value, 1 / (Number(last.k) - Number(first.k))) - 1;
}

async function summary(ctx: EngineContext, sel: Selection): Promise<TradeSummary> {
  const [periodRows, partnerRows] = await Promise.all([
    grouped(ctx, sel, 'period'),
    grouped(ctx, sel, 'counterpart'),
  ]);
  const byYear = periodRows.filter((r) => r.n > 0).sort((a, b) => Number(a.k) - Number(b.k));
  const all = merged(byYear);
  const total = all.value;
  const partners = partnerRows.filter((r) => r.n > 0).sort(byValueThenKey);
  let concentration: number | null = null;
  if (total > 0) {
    concentration = 0;
    for (const p of partners) concentration += ((p.value / total) * 100) ** 2;
  }
  const oneUnit = all.unitLo !== null && all.unitLo === all.unitHi;
  return {
    trade_value: all.n > 0 ? total : null,
    quantity: all.n > 0 ? quantityOf(all) : null,
    growth: growthOf(byYear),
    unit_value: oneUnit && (all.qty ?? 0) > 0 ? all.qtyValue! / all.qty! : null,
    top_partners: partners.slice(0, TOP_PARTNERS).map((p) => ({
      partner: p.k as string,
      value_usd: p.value,
      share: total > 0 ? p.value / total : 0,
    })),
    partner_concentration: concentration,
    periods: byYear.map((r) => ({ period: `${r.k}-01-01`, value_usd: r.value })),
  };
}

function productDetail(ref: Reference, prefix: string): ProductDetail | null {
  const [a, b] = prefixRange(ref.products, prefix);
  if (a >= b) return null;
  return {
    id: prefix,
    matches: ref.products
      .slice(a, b)
      .map((p) => ({ hs6: p.hs6, hs_version: p.hsVersion, name: p.name, parent_hs4: p.hs4 })),
  };
}

async function productMarkets(
  ctx: EngineContext,
  prefix: string,
  years: YearBounds,
  limit: number,
): Promise<Markets> {
  const sel: Selection = { product: prefix, from: years.from, to: years.to };
  const [ex, im] = await Promise.all([
    grouped(ctx, sel, 'exporter', limit),
    grouped(ctx, sel, 'importer', limit),
  ]);
  return {
    top_exporters: countryRanking(ex, 'exporter', limit),
    top_importers: countryRanking(im, 'importer', limit),
  };
}

function countryDetail(ref: Reference, id: string): CountryDetail | null {
  const c = ref.byId.get(id);
  if (!c) return null;
  return { id: c.id, iso3: c.iso3, name: c.name, is_group: c.isGroup, region: c.region, note: c.note };
}

async function countryProducts(
  ctx: EngineContext,
  id: string,
  flow: Flow,
  years: YearBounds,
  limit: number,
): Promise<GroupedPoint[]> {
  const rows = await grouped(ctx, { reporter: id, flow, from: years.from, to: years.to }, 'product', limit);
  return rows
    .filter((r) => r.n > 0)
    .sort(byValueThenKey)
    .slice(0, limit)
    .map((r) => ({ hs6: r.k as string, value_usd: r.value, quantity: quantityOf(r), flow_count: r.n }));
}

/**
 * The everyday names ("laptops", "electric cars") are keyed by HS 2022 codes: a release of another
 * revision searches its own descriptions only: the names were chosen against HS 2022's descriptions,
 * and a code may name other goods in another revision, or none.
 */
function searchOver(ref: Reference) {
  const everyday = everydayProductNames();
  const searchable = ref.products.map((p) => ({
    ...p,
    commonNames: p.hsVersion === NOMENCLATURE_HS_VERSION ? everyday.get(p.hs6) : undefined,
  }));
  return makeSearch({ catalog: { products: searchable }, countries: { list: ref.countries } });
}

async function engineOver(pool: ConnectionPool, closeInstance: () => void): Promise<DuckDbTradeEngine> {
  const ref = await readReference(pool);
  const ctx: EngineContext = { pool, ref };
  const search = searchOver(ref);
  const dataCredit = await readDataCredit(pool);
  return {
    dataCredit,
    coverage: ref.coverage,
    resolveCountry: (input) => {
      const up = input.trim().toUpperCase();
      return Promise.resolve((ref.byId.get(up) ?? ref.byIso3.get(up))?.id ?? null);
    },
    productPrefixExists: (prefix) => {
      const [a, b] = prefixRange(ref.products, prefix);
      return Promise.resolve(a < b);
    },
    trade: (sel, limit) => trade(ctx, sel, limit),
    summary: (sel) => summary(ctx, sel),
    searchProducts: (q, limit) =>
      Promise.resolve(
        search
          .searchProducts(q, limit)
          .map((row) => ({ ...row, hs_version: ref.productByCode.get(row.hs6)!.hsVersion })),
      ),
    productDetail: (prefix) => Promise.resolve(productDetail(ref, prefix)),
    productTrade: async (prefix, sel) =>
      yearSeries(await grouped(ctx, { ...sel, product: prefix }, 'period')),
    productMarkets: (prefix, years, limit) => productMarkets(ctx, prefix, years, limit),
    searchCountries: (q, limit) => Promise.resolve(search.searchCountries(q, limit)),
    countryDetail: (id) => Promise.resolve(countryDetail(ref, id)),
    countrySeries: async (id, flow, filter) =>
      yearSeries(
        await grouped(
          ctx,
          {
            reporter: id,
            flow,
            partner: filter.partner,
            product: filter.product,
            from: filter.from,
            to: filter.to,
          },
          'period',
        ),
      ),
    countryPartners: async (id, flow, filter, limit) =>
      countryRanking(
        await grouped(
          ctx,
          { reporter: id, flow, product: filter.product, from: filter.from, to: filter.to },
          'counterpart',
          limit,
        ),
        'partner',
        limit,
      ),
    countryProducts: (id, flow, years, limit) => countryProducts(ctx, id, flow, years, limit),
    explainSource(selection, key) {
      const s = resolveSelection(ref, selection);
      if (!s) return null;
      return key === 'trade' ? tradeQuery(s, 1).source : groupedQuery(s, key).source;
    },
    close() {
      pool.close();
      closeInstance();
    },
  };
}

/** group_members rows → per group, runs of years with the same members. */
function groupSegments(
  rows: Record<string, unknown>[],
): Map<string, { from: number; to: number; ids: string[] }[]> {
  const byGroupYear = new Map<string, Map<number, string[]>>();
  for (const r of rows) {
    const g = r.group_id as string;
    const y = Number(r.year);
    let years = byGroupYear.get(g);
    if (!years) byGroupYear.set(g, (years = new Map<number, string[]>()));
    let ids = years.get(y);
    if (!ids) years.set(y, (ids = []));
    ids.push(r.country_id as string);
  }
  const out = new Map<string, { from: number; to: number; ids: string[] }[]>();
  for (const [g, years] of byGroupYear) {
    const segments: { from: number; to: number; ids: string[] }[] = [];
    for (const y of [...years.keys()].sort((a, b) => a - b)) {
      const ids = years.get(y)!.sort();
      const last = segments[segments.length - 1];
      if (last && last.to === y - 1 && last.ids.join() === ids.join()) last.to = y;
      else segments.push({ from: y, to: y, ids });
    }
    out.set(g, segments);
  }
  return out;
}
