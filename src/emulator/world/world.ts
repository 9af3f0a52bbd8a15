/**
 * `createWorld`: countries + catalog + generated observations + the indexes the engine answers
 * from, built once here so that the build time measured includes them:
 * - observations are stored sorted by exporter, then year: exporter c's rows of year y are
 *   `expCellStart[c * years + y] .. expCellStart[c * years + y + 1]` (all of c's rows:
 *   `expStart[c] .. expStart[c + 1]`);
 * - `impRows` lists row ids grouped by importer, then year (`impCellStart`, `impStart`);
 * - `prodRows` lists row ids grouped by product, then year (`prodCellStart`, `prodStart`);
 *   products are sorted by code, so any HS prefix is one contiguous slice;
 * - `yearRows` lists row ids grouped by year (`yearStart`), for world-level selections;
 * - per-year world totals and per-country-year export/import totals. The engine's fuller sums
 *   per cell (engine/cells.ts) are built on first use.
 */
import { buildCatalog, type Catalog, type ProductInput } from './hs-catalog';
import { FIRST_YEAR, LAST_YEAR } from './calibration';
import { buildCountries, type CountryInput, type WorldCountries } from './countries';
import { generateObservations, type ObservationInput, type Observations } from './generate';

const DEFAULT_SEED = 20240917;

interface WorldExtras {
  countries?: CountryInput[];
  products?: ProductInput[];
  observations?: ObservationInput[];
}

export interface WorldOptions {
  seed?: number;
  /** Multiplies the number of flows drawn per exporter (1 = default world). */
  scale?: number;
  /** Adversarial additions for tests; never present in the default world. */
  extras?: WorldExtras;
}

export interface World {
  seed: number;
  firstYear: number;
  lastYear: number;
  countries: WorldCountries;
  catalog: Catalog;
  obs: Observations;
  /** Unit index (into UNITS) per product index. */
  productUnits: Uint8Array;
  expStart: Uint32Array;
  /** Per (exporter × years + year): start of its rows; one extra entry at the end. */
  expCellStart: Uint32Array;
  impRows: Uint32Array;
  impStart: Uint32Array;
  impCellStart: Uint32Array;
  prodRows: Uint32Array;
  prodStart: Uint32Array;
  prodCellStart: Uint32Array;
  yearRows: Uint32Array;
  yearStart: Uint32Array;
  /** value sums: [year] world; [country * years + year] per exporter / importer. */
  yearTotal: Float64Array;
  yearCount: Uint32Array;
  expYear: Float64Array;
  impYear: Float64Array;
}

/** Counting sort of row ids by a small integer key; `start` has one extra entry at the end. */
function groupByKey(
  keys: Uint32Array | Uint8Array,
  buckets: number,
): { rows: Uint32Array; start: Uint32Array } {
  const count = keys.length;
  const start = new Uint32Array(buckets + 1);
  for (let r = 0; r < count; r++) start[keys[r]! + 1]!++;
  for (let b = 0; b < buckets; b++) start[b + 1]! += start[b]!;
  const fill = start.slice(0, buckets);
  const rows = new Uint32Array(count);
  for (let r = 0; r < count; r++) rows[fill[keys[r]!]!++] = r;
  return { rows, start };
}

/**
 * Each row's (key × years + year) cell. Computed in a loop of its own rather than through a
 * key function shared by every grouping: the world is built once per page, in code V8
 * has not optimised yet, where a call per row cost as much as the grouping itself.
 */
function cellKeys(count: number, major: Uint16Array, year: Uint8Array, years: number): Uint32Array {
  const keys = new Uint32Array(count);
  for (let r = 0; r < keys.length; r++) keys[r] = major[r]! * years + year[r]!;
  return keys;
}

/** Every `years`-th entry of a per-(key, year) start table: the per-key starts. */
function everyKey(cellStart: Uint32Array, keys: number, years: number): Uint32Array {
  const out = new Uint32Array(keys + 1);
  for (let k = 0; k <= keys; k++) out[k] = cellStart[k * years]!;
  return out;
}

function permute(obs: Observations, order: Uint32Array): Observations {
  const pick = <T extends Uint16Array | Uint8Array | Float64Array | Float32Array>(a: T): T => {
    const out = new (a.constructor as new (n: number) => T)(a.length);
    for (let r = 0; r < order.length; r++) out[r] = a[order[r]!]!;
    return out;
  };
  return {
    count: obs.count,
    exporter: pick(obs.exporter),
    importer: pick(obs.importer),
    product: pick(obs.product),
    year: pick(obs.year),
    value: pick(obs.value),
    quantity: pick(obs.quantity),
  };
}

/** Whether rows are ordered by exporter, then year (the generator's order, unless extras follow). */
function isSortedByCell({ count, exporter, year }: Observations, years: number): boolean {
  let previous = 0;
  for (let r = 0; r < count; r++) {
    const cell = exporter[r]! * years + year[r]!;
    if (cell < previous) return false;
    previous = cell;
  }
  return true;
}

export function createWorld(options: WorldOptions = {}): World {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const scale = options.scale ?? 1;
  const countries = buildCountries(options.extras?.countries);
  const catalog = buildCatalog(options.extras?.products);
  const obs = generateObservations(seed, scale, countries, catalog, options.extras?.observations);
  return indexWorld(seed, countries, catalog, obs);
}

/**
 * The indexes and totals of a world over given countries, catalog and observations (rows in
 * any order). `createWorld` uses it for the generated world; engine tests use it for small
 * hand-made worlds (src/test/tiny-world.ts).
 */
export function indexWorld(
  seed: number,
  countries: WorldCountries,
  catalog: Catalog,
  observations: Observations,
): World {
  let obs = observations;
  const N = countries.countryCount;
  const P = catalog.products.length;
  const Y = LAST_YEAR - FIRST_YEAR + 1;

  // Rows come out ordered by exporter, then year, except for appended extras: make it hold.
  if (!isSortedByCell(obs, Y))
    obs = permute(obs, groupByKey(cellKeys(obs.count, obs.exporter, obs.year, Y), N * Y).rows);
  const { exporter, importer, product, year, value } = obs;
  const expCellStart = new Uint32Array(N * Y + 1);
  for (let r = 0; r < obs.count; r++) expCellStart[exporter[r]! * Y + year[r]! + 1]!++;
  for (let k = 0; k < N * Y; k++) expCellStart[k + 1]! += expCellStart[k]!;
  const imp = groupByKey(cellKeys(obs.count, importer, year, Y), N * Y);
  const prod = groupByKey(cellKeys(obs.count, product, year, Y), P * Y);
  const byYear = groupByKey(year.subarray(0, obs.count), Y);

  const productUnits = Uint8Array.from(catalog.products, (p) => p.unit);
  const yearTotal = new Float64Array(Y);
  const yearCount = new Uint32Array(Y);
  const expYear = new Float64Array(N * Y);
  const impYear = new Float64Array(N * Y);
  for (let r = 0; r < obs.count; r++) {
    const y = year[r]!;
    const v = value[r]!;
    yearTotal[y]! += v;
    yearCount[y]!++;
    expYear[exporter[r]! * Y + y]! += v;
    impYear[importer[r]! * Y + y]! += v;
  }
  return {
    seed,
    firstYear: FIRST_YEAR,
    lastYear: LAST_YEAR,
    countries,
    catalog,
    obs,
    productUnits,
    expStart: everyKey(expCellStart, N, Y),
    expCellStart,
    impRows: imp.rows,
    impStart: everyKey(imp.start, N, Y),
    impCellStart: imp.start,
    prodRows: prod.rows,
    prodStart: everyKey(prod.start, P, Y),
    prodCellStart: prod.start,
    yearRows: byYear.rows,
    yearStart: byYear.start,
    yearTotal,
    yearCount,
    expYear,
    impYear,
  };
}
