/**
 * Sums per (exporter, importer, year) over all products: 217,000 pairs-years against 1.8 million
 * rows, so that every selection without a product filter (a reporter's summary, partners,
 * series with a partner, the EU's extra-EU trade) reads pair sums instead of rows. Built on the
 * first query that can use them (two passes over the rows, which are stored by exporter, then
 * year) and kept for the world's lifetime, like the cells of cells.ts.
 */
import type { World } from '../world/world';
import { add, newSums, type Sums } from '../world/sums';

export interface PairCells {
  /** Entries of exporter e in year y: `expCellStart[e * years + y] .. expCellStart[e * years + y + 1]`. */
  expCellStart: Uint32Array;
  exporter: Uint16Array;
  importer: Uint16Array;
  sums: Sums;
  /** Entry ids grouped by (importer, year): `byImporter[impCellStart[i * years + y] ..]`. */
  byImporter: Uint32Array;
  impCellStart: Uint32Array;
}

const cache = new WeakMap<World, PairCells>();

export function pairCellsOf(world: World): PairCells {
  const cached = cache.get(world);
  if (cached) return cached;
  const N = world.countries.countryCount;
  const Y = world.lastYear - world.firstYear + 1;
  const { importer, product, value, quantity } = world.obs;
  const rowStart = world.expCellStart;
  // Pass 1: distinct importers per exporter-year cell (a stamp per importer avoids clearing).
  const stamp = new Int32Array(N).fill(-1);
  const expCellStart = new Uint32Array(N * Y + 1);
  // Stryker disable next-line EqualityOperator: one past the end: cell N * Y has no rows (rowStart[N * Y + 1] is undefined) and its start is written beyond the array
  for (let cell = 0; cell < N * Y; cell++) {
    let distinct = 0;
    for (let r = rowStart[cell]!; r < rowStart[cell + 1]!; r++)
      if (stamp[importer[r]!] !== cell) {
        stamp[importer[r]!] = cell;
        distinct++;
      }
    expCellStart[cell + 1] = expCellStart[cell]! + distinct;
  }
  const count = expCellStart[N * Y]!;
  const entryExporter = new Uint16Array(count);
  const entryImporter = new Uint16Array(count);
  const sums = newSums(count);
  // Pass 2: sum each cell's rows into its entries.
  const slot = new Int32Array(N);
  stamp.fill(-1);
  const impCount = new Uint32Array(N * Y + 1);
  // Stryker disable next-line EqualityOperator: one past the end: cell N * Y has no rows (rowStart[N * Y + 1] is undefined)
  for (let cell = 0; cell < N * Y; cell++) {
    let next = expCellStart[cell]!;
    const e = Math.floor(cell / Y);
    const y = cell - e * Y;
    for (let r = rowStart[cell]!; r < rowStart[cell + 1]!; r++) {
      const i = importer[r]!;
      if (stamp[i] !== cell) {
        stamp[i] = cell;
        slot[i] = next;
        entryExporter[next] = e;
        entryImporter[next] = i;
        impCount[i * Y + y + 1]!++;
        next++;
      }
      add(sums, slot[i]!, value[r]!, quantity[r]!, world.productUnits[product[r]!]!);
    }
  }
  // The same entries grouped by importer, then year (counting sort).
  // Stryker disable next-line EqualityOperator: one past the end: impCount[N * Y + 1] is beyond the array, and typed arrays ignore that write
  for (let k = 0; k < N * Y; k++) impCount[k + 1]! += impCount[k]!;
  const impCellStart = impCount.slice();
  const fill = impCount.subarray(0, N * Y);
  const byImporter = new Uint32Array(count);
  // Stryker disable next-line EqualityOperator: one past the end: cell N * Y has no entries (expCellStart[N * Y + 1] is undefined)
  for (let cell = 0; cell < N * Y; cell++) {
    const y = cell % Y;
    for (let k = expCellStart[cell]!; k < expCellStart[cell + 1]!; k++)
      byImporter[fill[entryImporter[k]! * Y + y]!++] = k;
  }
  const pairs = {
    expCellStart,
    exporter: entryExporter,
    importer: entryImporter,
    sums,
    byImporter,
    impCellStart,
  };
  cache.set(world, pairs);
  return pairs;
}
