/**
 * Sums per (HS chapter, country, year), exporters and importers apart, so that a chapter's
 * world-level answers (markets of `84`, the World's summary or partners under `85`) merge a
 * few thousand cells instead of visiting a chapter's hundreds of thousands of rows, which the
 * product index reaches scattered over the exporter-ordered storage. Accumulated densely in
 * one pass over the rows on first use, then kept sparse: only country-years with trade.
 */
import type { World } from '../world/world';
import { add, merge, newSums, type Sums } from '../world/sums';

interface ChapterSide {
  /** Entries of chapter slot ch in year y: `start[ch * years + y] .. start[ch * years + y + 1]`. */
  start: Uint32Array;
  country: Uint16Array;
  sums: Sums;
}

export interface ChapterCells {
  /** Product index range [first, end) of each chapter slot (products are sorted by code). */
  first: number[];
  end: number[];
  exporters: ChapterSide;
  importers: ChapterSide;
}

const cache = new WeakMap<World, ChapterCells>();

/** The chapter slot whose products are exactly [p0, p1), or -1. */
export function chapterSlot(cells: ChapterCells, p0: number, p1: number): number {
  let lo = 0;
  let hi = cells.first.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cells.first[mid]! < p0) lo = mid + 1;
    else hi = mid;
  }
  // Past the last slot first[lo] is undefined, which equals no p0.
  return cells.first[lo] === p0 && cells.end[lo] === p1 ? lo : -1;
}

/** Whether the world's chapter cells were built (they are built only for a chapter's query). */
export const chapterCellsBuilt = (world: World): boolean => cache.has(world);

export function chapterCellsOf(world: World): ChapterCells {
  const cached = cache.get(world);
  if (cached) return cached;
  const N = world.countries.countryCount;
  const Y = world.lastYear - world.firstYear + 1;
  const products = world.catalog.products;
  const first: number[] = [];
  const end: number[] = [];
  const slotOf = new Uint16Array(products.length);
  for (let p = 0; p < products.length; p++) {
    if (p === 0 || products[p]!.hs6.slice(0, 2) !== products[p - 1]!.hs6.slice(0, 2)) {
      if (first.length) end.push(p);
      first.push(p);
    }
    slotOf[p] = first.length - 1;
  }
  end.push(products.length);
  const C = first.length;
  const { exporter, importer, product, year, value, quantity, count } = world.obs;
  const units = world.productUnits;
  const dense = (pick: Uint16Array): ChapterSide => {
    // Dense (slot, country, year) while summing, then only the cells with rows.
    const all = newSums(C * N * Y);
    // Stryker disable next-line EqualityOperator: row `count` does not exist: its columns read undefined, the key is NaN and typed arrays ignore writes at NaN
    for (let r = 0; r < count; r++) {
      const p = product[r]!;
      add(all, (slotOf[p]! * N + pick[r]!) * Y + year[r]!, value[r]!, quantity[r]!, units[p]!);
    }
    const start = new Uint32Array(C * Y + 1);
    // Stryker disable next-line EqualityOperator: one past the end: ch = C counts cells beyond the dense table (undefined) and writes starts beyond the array
    for (let ch = 0; ch < C; ch++)
      // Stryker disable next-line EqualityOperator: y = Y counts other cells but writes only start[(ch + 1) * Y + 1], which the next chapter's y = 0 then writes again (for the last chapter, beyond the array)
      for (let y = 0; y < Y; y++) {
        let n = 0;
        for (let k = 0; k < N; k++) if (all.count[(ch * N + k) * Y + y]! > 0) n++;
        start[ch * Y + y + 1] = start[ch * Y + y]! + n;
      }
    const country = new Uint16Array(start[C * Y]!);
    const sums = newSums(start[C * Y]!);
    // Stryker disable next-line EqualityOperator: one past the end: ch = C starts at the end of the entries (or undefined) and writes only beyond the arrays
    for (let ch = 0; ch < C; ch++)
      for (let y = 0; y < Y; y++) {
        let at = start[ch * Y + y]!;
        for (let k = 0; k < N; k++) {
          const cell = (ch * N + k) * Y + y;
          if (all.count[cell]! === 0) continue;
          country[at] = k;
          merge(sums, at, all, cell);
          at++;
        }
      }
    return { start, country, sums };
  };
  const cells = { first, end, exporters: dense(exporter), importers: dense(importer) };
  cache.set(world, cells);
  return cells;
}
