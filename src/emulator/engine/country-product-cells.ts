/**
 * One country's trade in one direction summed per (product, year), plus one slot per product
 * over every year: its product rankings (`/countries/{cid}/products`) then merge a few thousand
 * contiguous cells instead of visiting its rows, which for a big importer are 156,000 reads
 * scattered over the exporter-ordered storage. Built from that country's rows on the first
 * query that asks for them, per country and direction, and kept for the world's lifetime: memory
 * grows only with the countries actually asked for (the US's imports: about 80,000 cells), never
 * with the whole (country, product, year) table.
 */
import type { World } from '../world/world';
import { add, merge, newSums, type Sums } from '../world/sums';

export interface CountryProductCells {
  /**
   * Entries of year y: `start[y] .. start[y + 1]`; entries over every year: `start[years] ..
   * start[years + 1]`. Within a slot, products ascend.
   */
  start: Uint32Array;
  product: Uint16Array;
  sums: Sums;
}

const cache = new WeakMap<World, Map<number, CountryProductCells>>();

/** Country index `m`'s export rows (exporter m) or import rows (importer m). */
export function countryProductCellsOf(world: World, m: number, asExport: boolean): CountryProductCells {
  let perWorld = cache.get(world);
  if (!perWorld) cache.set(world, (perWorld = new Map<number, CountryProductCells>()));
  // Stryker disable next-line ArithmeticOperator: m * 2 − 1 for imports is as unique as m * 2 + 1: exports take the even keys, imports the odd ones, either way
  const key = m * 2 + (asExport ? 0 : 1);
  const cached = perWorld.get(key);
  if (cached) return cached;
  const Y = world.lastYear - world.firstYear + 1;
  const P = world.catalog.products.length;
  const { product, value, quantity } = world.obs;
  const units = world.productUnits;
  // Dense per year while summing (products × years + the all-years slot), then only the cells with rows.
  const dense = newSums(P * (Y + 1));
  const starts = asExport ? world.expCellStart : world.impCellStart;
  for (let y = 0; y < Y; y++)
    for (let k = starts[m * Y + y]!; k < starts[m * Y + y + 1]!; k++) {
      // Export rows are stored by exporter, then year: the row id is the position.
      const r = asExport ? k : world.impRows[k]!;
      const p = product[r]!;
      add(dense, y * P + p, value[r]!, quantity[r]!, units[p]!);
    }
  // The all-years slot: every year merged (merging a cell without rows adds nothing).
  // Stryker disable next-line EqualityOperator: one past the end: p = P merges into Y * P + P, beyond the array, where writes are ignored
  for (let y = 0; y < Y; y++) for (let p = 0; p < P; p++) merge(dense, Y * P + p, dense, y * P + p);
  const start = new Uint32Array(Y + 2);
  for (let slot = 0; slot <= Y; slot++) {
    let n = 0;
    for (let p = 0; p < P; p++) if (dense.count[slot * P + p]! > 0) n++;
    start[slot + 1] = start[slot]! + n;
  }
  const entryProduct = new Uint16Array(start[Y + 1]!);
  const sums = newSums(start[Y + 1]!);
  let at = 0;
  for (let slot = 0; slot <= Y; slot++)
    for (let p = 0; p < P; p++) {
      if (dense.count[slot * P + p]! === 0) continue;
      entryProduct[at] = p;
      merge(sums, at, dense, slot * P + p);
      at++;
    }
  const cells = { start, product: entryProduct, sums };
  perWorld.set(key, cells);
  return cells;
}
