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
import { compile, hsVersion, scan, type Compiled } from './select';

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function tradeRows(world: World): (selection: Selection, limit: number) => TradeObservation[] {
  const { countries, catalog, obs } = world;
  const list = countries.list;
  const products = catalog.products;
  const sortedYears = new Map<number, Uint32Array>();

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

  /** /trade order within one year: value desc, then exporter, importer, hs6 ascending. */
  function compareRows(a: number, b: number): number {
    const { value, exporter, importer, product } = obs;
    return (
      value[b]! - value[a]! ||
      cmp(list[exporter[a]!]!.id, list[exporter[b]!]!.id) ||
      cmp(list[importer[a]!]!.id, list[importer[b]!]!.id) ||
      product[a]! - product[b]!
    );
  }

  /** Appends to `out` the `need` first rows of one year's matches, in /trade order. */
  function takeTop(bucket: number[], need: number, out: number[]): void {
    if (bucket.length <= need) {
      out.push(...bucket.sort(compareRows));
      return;
    }
    // Threshold = need-th largest value; keep rows at or above it, then order exactly.
    const values = new Float64Array(bucket.length);
    for (let k = 0; k < bucket.length; k++) values[k] = obs.value[bucket[k]!]!;
    values.sort();
    const threshold = values[values.length - need]!;
    const kept = bucket.filter((r) => obs.value[r]! >= threshold).sort(compareRows);
    out.push(...kept.slice(0, need));
  }

  /** Every row of year y in /trade order, computed once. */
  function sortedYear(y: number): Uint32Array {
    let rows = sortedYears.get(y);
    if (rows) return rows;
    const from = world.yearStart[y]!;
    const to = world.yearStart[y + 1]!;
    const yearRows = world.yearRows.subarray(from, to);
    rows = sortByValueThenIds(yearRows, obs.value, compareRows);
    sortedYears.set(y, rows);
    return rows;
  }

  const unfiltered = (c: Compiled) => c.rep === null && c.part === null && c.p0 === 0 && c.p1 === products.length;

  return function trade(selection: Selection, limit: number): TradeObservation[] {
    const c = compile(world, selection);
    const rows: number[] = [];
    if (c.empty) return [];
    if (unfiltered(c)) {
      // Every row of each year matches: read the ordered year.
      for (let y = c.y1; y >= c.y0 && rows.length < limit; y--) {
        const ordered = sortedYear(y);
        for (let k = 0; k < ordered.length && rows.length < limit; k++) rows.push(ordered[k]!);
      }
    } else {
      // Every index is grouped by year: walk years from the latest, each one alone, and stop
      // once the answer is full (the latest year alone usually fills it).
      for (let y = c.y1; y >= c.y0 && rows.length < limit; y--) {
        const bucket: number[] = [];
        scan(world, { ...c, y0: y, y1: y }, (r) => bucket.push(r));
        takeTop(bucket, limit - rows.length, rows);
      }
    }
    return rows.map(observation);
  };
}

/**
 * Orders row ids by value descending with `compare` settling ties. Whole-thousand values (all
 * generated ones) are packed with the position into one double and sorted numerically, far
 * faster than a comparator over 100,000 rows; anything else falls back to the comparator.
 */
function sortByValueThenIds(rows: Uint32Array, value: Float64Array, compare: (a: number, b: number) => number): Uint32Array {
  const POSITION_BITS = 2 ** 21;
  let maxThousands = 0;
  let packable = rows.length < POSITION_BITS;
  for (let k = 0; k < rows.length && packable; k++) {
    const thousands = value[rows[k]!]! / 1000;
    if (!Number.isInteger(thousands) || thousands < 0) packable = false;
    else if (thousands > maxThousands) maxThousands = thousands;
  }
  if (!packable || (maxThousands + 1) * POSITION_BITS > Number.MAX_SAFE_INTEGER) return Uint32Array.from(rows).sort(compare);
  const keys = new Float64Array(rows.length);
  for (let k = 0; k < rows.length; k++) keys[k] = (maxThousands - value[rows[k]!]! / 1000) * POSITION_BITS + k;
  keys.sort();
  const out = new Uint32Array(rows.length);
  for (let k = 0; k < rows.length; k++) out[k] = rows[keys[k]! % POSITION_BITS]!;
  // Equal values are adjacent: order each such run by the ids.
  for (let start = 0; start < out.length; ) {
    let end = start + 1;
    while (end < out.length && value[out[end]!] === value[out[start]!]) end++;
    if (end - start > 1) out.subarray(start, end).sort(compare);
    start = end;
  }
  return out;
}
