/**
 * `/trade`: the matching observations in the contract's order (period descending, value
 * descending, then exporter, importer and HS6 ascending), the first `limit` of them. Years are
 * taken from the latest down, so only the years the answer reaches are ordered. An unfiltered
 * world-level year is ordered once (a numeric sort of packed keys, ties settled exactly) and
 * kept for the world's lifetime.
 */
import type { Selection, TradeObservation } from './engine-types';
import type { World } from '../world/world';
import { UNITS } from '../world/units';
import { byCodePoint } from './code-point-order';
import { compile, hsVersion, scan, type Compiled } from './select';

/** /trade's order among rows of equal value: exporter, importer, then HS6 ascending. */
function idOrder(world: World): (a: number, b: number) => number {
  const list = world.countries.list;
  const { exporter, importer, product } = world.obs;
  return (a, b) =>
    byCodePoint(list[exporter[a]!]!.id, list[exporter[b]!]!.id) ||
    byCodePoint(list[importer[a]!]!.id, list[importer[b]!]!.id) ||
    product[a]! - product[b]!;
}

const sortedYearsCache = new WeakMap<World, Map<number, Uint32Array>>();

/** The world-level years ordered so far (index y), each ordered once per world. */
export function sortedYearsOf(world: World): Map<number, Uint32Array> {
  let years = sortedYearsCache.get(world);
  if (!years) sortedYearsCache.set(world, (years = new Map<number, Uint32Array>()));
  return years;
}

/** Every row of year index y in /trade order, computed once per world. */
export function sortedYear(world: World, y: number): Uint32Array {
  const years = sortedYearsOf(world);
  let rows = years.get(y);
  if (rows) return rows;
  rows = sortByValueThenIds(
    world.yearRows.subarray(world.yearStart[y], world.yearStart[y + 1]),
    world.obs.value,
    idOrder(world),
  );
  years.set(y, rows);
  return rows;
}

/**
 * The rows of `bucket` that can be among its `need` largest values: those at or above the
 * need-th largest value (all of them when there are no more than `need`), in bucket order.
 */
export function topCandidates(bucket: number[], value: Float64Array, need: number): number[] {
  // Stryker disable next-line EqualityOperator: at need = length the threshold below is the smallest value, which keeps every row in bucket order: the same answer
  if (bucket.length <= need) return bucket;
  const values = new Float64Array(bucket.length);
  // Stryker disable next-line EqualityOperator: one past the end: value[undefined] is undefined, and a typed array ignores a write at its length
  for (let k = 0; k < bucket.length; k++) values[k] = value[bucket[k]!]!;
  values.sort();
  const threshold = values[values.length - need]!;
  return bucket.filter((r) => value[r]! >= threshold);
}

export function tradeRows(world: World): (selection: Selection, limit: number) => TradeObservation[] {
  const { countries, catalog, obs } = world;
  const list = countries.list;
  const products = catalog.products;
  const byIds = idOrder(world);
  /** /trade order within one year: value desc, then exporter, importer, hs6 ascending. */
  const compareRows = (a: number, b: number): number => obs.value[b]! - obs.value[a]! || byIds(a, b);

  function observation(r: number): TradeObservation {
    const product = products[obs.product[r]!]!;
    const year = world.firstYear + obs.year[r]!;
    const quantity = obs.quantity[r]!;
    return {
      exporter: list[obs.exporter[r]!]!.id,
      importer: list[obs.importer[r]!]!.id,
      hs6: product.hs6,
      hs_version: hsVersion(year),
      period: `${year}-01-01`,
      granularity: 'year',
      value_usd: obs.value[r]!,
      quantity: Number.isNaN(quantity) ? null : quantity,
      quantity_unit: UNITS[product.unit]!,
    };
  }

  const unfiltered = (c: Compiled) =>
    c.rep === null && c.part === null && c.p0 === 0 && c.p1 === products.length;

  // An empty selection needs no guard here: its years are reversed (no loop runs) or it has a
  // filter, and scan visits nothing for it.
  return function trade(selection: Selection, limit: number): TradeObservation[] {
    const c = compile(world, selection);
    const all = unfiltered(c);
    const rows: number[] = [];
    // Every index is grouped by year: walk years from the latest, each one alone, and stop once
    // the answer is full (the latest year alone usually fills it).
    for (let y = c.y1; y >= c.y0 && rows.length < limit; y--) {
      const need = limit - rows.length;
      // Every row of each year matches: read the ordered year.
      if (all) rows.push(...sortedYear(world, y).subarray(0, need));
      else {
        const bucket: number[] = [];
        scan(world, { ...c, y0: y, y1: y }, (r) => bucket.push(r));
        rows.push(...topCandidates(bucket, obs.value, need).sort(compareRows).slice(0, need));
      }
    }
    return rows.map(observation);
  };
}

/**
 * The rows ordered by value descending, equal values in their given order, through a numeric
 * sort of packed keys: key = (largest value − value) in thousands × `positions` + the row's
 * position. Null when the rows cannot be packed: a value that is not a whole, non-negative
 * number of thousands, more rows than `positions`, or a key past 2^53.
 */
export function packedOrder(rows: Uint32Array, value: Float64Array, positions = 2 ** 21): Uint32Array | null {
  let maxThousands = 0;
  let packable = rows.length <= positions;
  for (let k = 0; k < rows.length && packable; k++) {
    const thousands = value[rows[k]!]! / 1000;
    if (!Number.isInteger(thousands) || thousands < 0) packable = false;
    else maxThousands = Math.max(maxThousands, thousands);
  }
  if (!packable || (maxThousands + 1) * positions > Number.MAX_SAFE_INTEGER) return null;
  const keys = new Float64Array(rows.length);
  // Stryker disable next-line EqualityOperator: one past the end: a typed array ignores a write at its length
  for (let k = 0; k < rows.length; k++) keys[k] = (maxThousands - value[rows[k]!]! / 1000) * positions + k;
  keys.sort();
  const out = new Uint32Array(rows.length);
  // Stryker disable next-line EqualityOperator: one past the end: keys[length] is undefined, so rows[NaN] is undefined, written at out's length, which a typed array ignores
  for (let k = 0; k < rows.length; k++) out[k] = rows[keys[k]! % positions]!;
  return out;
}

/**
 * Orders row ids by value descending with `byIds` settling ties. Whole-thousand values (all
 * generated ones) are packed (packedOrder), far faster than a comparator over 100,000 rows;
 * anything else falls back to the comparator.
 */
export function sortByValueThenIds(
  rows: Uint32Array,
  value: Float64Array,
  byIds: (a: number, b: number) => number,
): Uint32Array {
  // Sorted by the comparator, the runs below are already in order: settling them changes nothing.
  const out =
    packedOrder(rows, value) ?? Uint32Array.from(rows).sort((a, b) => value[b]! - value[a]! || byIds(a, b));
  // Equal values are adjacent: order each such run by the ids.
  // Stryker disable next-line EqualityOperator: at start = length the run [length, length + 1) has one row and is left as it is
  for (let start = 0; start < out.length;) {
    let end = start + 1;
    // No bound check needed: out[out.length] is undefined, and value[undefined] equals no value.
    while (value[out[end]!] === value[out[start]!]) end++;
    // Stryker disable next-line ArithmeticOperator,ConditionalExpression,EqualityOperator: sorting a run of one row (or an empty one) leaves it as it is
    if (end - start > 1) out.subarray(start, end).sort(byIds);
    start = end;
  }
  return out;
}
