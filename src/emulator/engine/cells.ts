/**
 * Sums per exporter-year, importer-year, product-year and year (sums.ts: value, count and both
 * quantity rules), so that unfiltered series, world-level rankings and totals need no scan.
 * Built on the first query that can use them (one pass over the rows) and kept for the world's
 * lifetime, so the world build itself stays as fast as before.
 */
import type { World } from '../world/world';
import { add, merge, newSums, type Sums } from '../world/sums';

export interface Cells {
  exports: Sums;
  imports: Sums;
  products: Sums;
  years: Sums;
}

const cache = new WeakMap<World, Cells>();

export function cellsOf(world: World): Cells {
  const cached = cache.get(world);
  if (cached) return cached;
  const N = world.countries.countryCount;
  const P = world.catalog.products.length;
  const Y = world.lastYear - world.firstYear + 1;
  const { exporter, importer, product, year, value, quantity, count } = world.obs;
  const exports = newSums(N * Y);
  const imports = newSums(N * Y);
  const products = newSums(P * Y);
  // Stryker disable next-line EqualityOperator: row `count` does not exist: its columns read undefined, the key is NaN and typed arrays ignore writes at NaN
  for (let r = 0; r < count; r++) {
    const y = year[r]!;
    const v = value[r]!;
    const q = quantity[r]!;
    const p = product[r]!;
    const u = world.productUnits[p]!;
    add(exports, exporter[r]! * Y + y, v, q, u);
    add(imports, importer[r]! * Y + y, v, q, u);
    add(products, p * Y + y, v, q, u);
  }
  // Every row has one exporter: the world's year sums are the exporters' merged (merging a
  // cell without rows adds nothing).
  const years = newSums(Y);
  // Stryker disable next-line EqualityOperator: one past the end: c = N reads beyond the exporter cells (undefined, which merge adds to nothing), y = Y merges into years[Y], beyond the array, where writes are ignored
  for (let c = 0; c < N; c++) for (let y = 0; y < Y; y++) merge(years, y, exports, c * Y + y);
  const cells = { exports, imports, products, years };
  cache.set(world, cells);
  return cells;
}
