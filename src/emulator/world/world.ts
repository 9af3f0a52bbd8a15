/**
 * `createWorld`: countries + catalog + generated observations + the indexes the engine answers
 * from. Indexes (built once, here, so that the build time measured includes them):
 * - observations are stored sorted by exporter: `expStart[c]..expStart[c+1]` are c's exports;
 * - `impRows` lists row ids grouped by importer (`impStart`);
 * - `prodRows` lists row ids grouped by product (`prodStart`); products are sorted by code, so
 *   any HS prefix is one contiguous slice of `prodRows`;
 * - `yearRows` lists row ids grouped by year (`yearStart`), for world-level selections;
 * - per-year world totals and per-country-year export/import totals for world-level answers.
 */
import { buildCatalog, type Catalog, type ProductInput } from './hs-catalog';
import { FIRST_YEAR, LAST_YEAR } from './calibration';
import { buildCountries, type CountryInput, type WorldCountries } from './countries';
import { generateObservations, type ObservationInput, type Observations } from './generate';

export const DEFAULT_SEED = 20240917;

export interface WorldExtras {
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
  impRows: Uint32Array;
  impStart: Uint32Array;
  prodRows: Uint32Array;
  prodStart: Uint32Array;
  yearRows: Uint32Array;
  yearStart: Uint32Array;
  /** value sums: [year] world; [country * years + year] per exporter / importer. */
  yearTotal: Float64Array;
  yearCount: Uint32Array;
  expYear: Float64Array;
  impYear: Float64Array;
}

function groupBy(keys: Uint16Array | Uint8Array, buckets: number): { rows: Uint32Array; start: Uint32Array } {
  const start = new Uint32Array(buckets + 1);
  for (let r = 0; r < keys.length; r++) start[keys[r]! + 1]!++;
  for (let b = 0; b < buckets; b++) start[b + 1]! += start[b]!;
  const fill = start.slice(0, buckets);
  const rows = new Uint32Array(keys.length);
  for (let r = 0; r < keys.length; r++) rows[fill[keys[r]!]!++] = r;
  return { rows, start };
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

export function createWorld(options: WorldOptions = {}): World {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const scale = options.scale ?? 1;
  const countries = buildCountries(options.extras?.countries);
  const catalog = buildCatalog(options.extras?.products);
  let obs = generateObservations(seed, scale, countries, catalog, options.extras?.observations);
  const N = countries.countryCount;
  const P = catalog.products.length;
  const Y = LAST_YEAR - FIRST_YEAR + 1;

  // Rows come out grouped by exporter except for appended extras: make it hold always.
  let sorted = true;
  for (let r = 1; r < obs.count && sorted; r++) if (obs.exporter[r]! < obs.exporter[r - 1]!) sorted = false;
  const byExp = groupBy(obs.exporter, N);
  if (!sorted) obs = permute(obs, byExp.rows);
  const imp = groupBy(obs.importer, N);
  const prod = groupBy(obs.product, P);
  const byYear = groupBy(obs.year, Y);

  const yearTotal = new Float64Array(Y);
  const yearCount = new Uint32Array(Y);
  const expYear = new Float64Array(N * Y);
  const impYear = new Float64Array(N * Y);
  for (let r = 0; r < obs.count; r++) {
    const y = obs.year[r]!;
    const v = obs.value[r]!;
    yearTotal[y]! += v;
    yearCount[y]!++;
    expYear[obs.exporter[r]! * Y + y]! += v;
    impYear[obs.importer[r]! * Y + y]! += v;
  }
  return {
    seed,
    firstYear: FIRST_YEAR,
    lastYear: LAST_YEAR,
    countries,
    catalog,
    obs,
    productUnits: Uint8Array.from(catalog.products, (p) => p.unit),
    expStart: byExp.start,
    impRows: imp.rows,
    impStart: imp.start,
    prodRows: prod.rows,
    prodStart: prod.start,
    yearRows: byYear.rows,
    yearStart: byYear.start,
    yearTotal,
    yearCount,
    expYear,
    impYear,
  };
}
