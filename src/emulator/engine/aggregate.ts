/**
 * Grouped sums over the observations a compiled selection visits: value, observation count and
 * quantities per key. Two quantity rules (open-points.md): a key's `quantity` is null as soon as
 * one of its rows has no quantity or the rows mix units; its unit value is the value over the
 * quantity of the rows that do have one, as long as those share one unit. Sums of whole-dollar
 * values are exact in doubles, so every aggregate equals the sum of the `/trade` rows of the
 * same selection.
 */
import type { World } from '../world/world';
import { cellsOf } from './cells';
import { chapterCellsOf, chapterSlot } from './chapter-cells';
import { countryProductCellsOf } from './country-product-cells';
import { groupCellsOf } from './group-cells';
import { pairCellsOf } from './pairs';
import { scan, type Compiled } from './select';

export { merge, newSums, quantityOf, MIXED, type Sums } from '../world/sums';
import { add, merge, newSums, type Sums } from '../world/sums';

export type KeyKind = 'period' | 'counterpart' | 'exporter' | 'importer' | 'product';

/**
 * One pass, several groupings at once. `counterpart` is the partner side of the matched
 * direction when the selection has a reporter; without one it is the exporter (the importer
 * with flow=import), as open-points.md specifies for top_partners. Selections the world's
 * precomputed cells cover (no country restriction, or one reporter without partner or product)
 * are answered from them: the same sums a scan gives, since whole-dollar values and whole-unit
 * quantities add up exactly in any order.
 */
export function aggregate(world: World, c: Compiled, kinds: KeyKind[]): Map<KeyKind, Sums> {
  return aggregateFrom(world, c, kinds).sums;
}

/** What answered an aggregation: nothing (an empty selection), a fast path, or the row visitor. */
export type AggregateSource =
  | 'empty'
  | 'cells'
  | 'pairs'
  | 'chapter-cells'
  | 'group-cells'
  | 'country-product-cells'
  | 'country-rows'
  | 'scan';

type FastPath = (world: World, c: Compiled, out: Map<KeyKind, Sums>) => boolean;

/** One country as reporter: neither absent nor World (no mask) nor a group (several ids). */
const oneCountryReporter = (c: Compiled): boolean => c.rep !== null && !c.repExcludesMembers;

/** Tried in this order; the first that covers the selection answers. */
const FAST_PATHS: [AggregateSource, FastPath][] = [
  ['cells', fromCells],
  ['pairs', fromPairs],
  ['chapter-cells', fromChapterCells],
  ['group-cells', fromGroupCells],
  ['country-product-cells', fromCountryProductCells],
  ['country-rows', fromCountryRows],
];

/**
 * `aggregate`, also naming what answered: every source gives the same sums, so only this tells
 * the tests whether a selection reaches the fast path meant for it (the engine's speed).
 */
export function aggregateFrom(
  world: World,
  c: Compiled,
  kinds: KeyKind[],
): { sums: Map<KeyKind, Sums>; source: AggregateSource } {
  const N = world.countries.countryCount;
  const P = world.catalog.products.length;
  const Y = world.lastYear - world.firstYear + 1;
  const out = new Map<KeyKind, Sums>();
  for (const k of kinds) out.set(k, newSums(k === 'period' ? Y : k === 'product' ? P : N));
  if (c.empty) return { sums: out, source: 'empty' };
  for (const [source, fill] of FAST_PATHS) if (fill(world, c, out)) return { sums: out, source };
  const { exporter, importer, product, year, value, quantity } = world.obs;
  const units = world.productUnits;
  const period = out.get('period');
  const cp = out.get('counterpart');
  const ex = out.get('exporter');
  const im = out.get('importer');
  const pr = out.get('product');
  const importSideWithoutReporter = c.flow === 'import';
  scan(world, c, (r, asExport) => {
    const v = value[r]!;
    const q = quantity[r]!;
    const p = product[r]!;
    const u = units[p]!;
    if (period) add(period, year[r]!, v, q, u);
    if (cp) {
      const key = c.hasReporter
        ? asExport
          ? importer[r]!
          : exporter[r]!
        : importSideWithoutReporter
          ? importer[r]!
          : exporter[r]!;
      add(cp, key, v, q, u);
    }
    if (ex) add(ex, exporter[r]!, v, q, u);
    if (im) add(im, importer[r]!, v, q, u);
    if (pr) add(pr, p, v, q, u);
  });
  return { sums: out, source: 'scan' };
}

/** Fills `out` from the world's precomputed cells when they cover the selection; else false. */
function fromCells(world: World, c: Compiled, out: Map<KeyKind, Sums>): boolean {
  const N = world.countries.countryCount;
  const P = world.catalog.products.length;
  const Y = world.lastYear - world.firstYear + 1;
  const allProducts = c.p0 === 0 && c.p1 === P;
  const period = out.get('period');
  const cp = out.get('counterpart');
  const ex = out.get('exporter');
  const im = out.get('importer');
  const pr = out.get('product');
  const cells = cellsOf(world);
  // Merging a cell without rows adds nothing, so no cell is skipped.
  const byKeyYear = (dst: Sums, table: Sums, keys: number) => {
    // Stryker disable next-line EqualityOperator: one past the end: key `keys` is beyond both tables, which read undefined there (merge adds nothing) and ignore writes
    for (let k = 0; k < keys; k++) for (let y = c.y0; y <= c.y1; y++) merge(dst, k, table, k * Y + y);
  };

  if (c.rep === null && c.part === null) {
    // Every row of the years and products matches, each once.
    if (!allProducts && (cp || ex || im)) return false;
    if (period) {
      // Stryker disable next-line ConditionalExpression: `false` sums every product's cells instead of the year cells, the same sums, only slower; (`true` would give a product range every product, which the range tests catch, but one mark covers the line)
      if (allProducts) for (let y = c.y0; y <= c.y1; y++) merge(period, y, cells.years, y);
      else
        for (let p = c.p0; p < c.p1; p++)
          for (let y = c.y0; y <= c.y1; y++) merge(period, y, cells.products, p * Y + y);
    }
    if (pr)
      for (let p = c.p0; p < c.p1; p++)
        for (let y = c.y0; y <= c.y1; y++) merge(pr, p, cells.products, p * Y + y);
    // With a reporter (World), rows match as exports first: the counterpart is the importer.
    if (cp)
      byKeyYear(cp, (c.hasReporter ? c.wantExport : c.flow === 'import') ? cells.imports : cells.exports, N);
    if (ex) byKeyYear(ex, cells.exports, N);
    if (im) byKeyYear(im, cells.imports, N);
    return true;
  }
  if (oneCountryReporter(c) && c.part === null && allProducts && !cp && !ex && !im && !pr && period) {
    // One country: its export and import cells (a row is never both).
    const m = c.repIds[0]!;
    for (let y = c.y0; y <= c.y1; y++) {
      if (c.wantExport) merge(period, y, cells.exports, m * Y + y);
      if (c.wantImport) merge(period, y, cells.imports, m * Y + y);
    }
    return true;
  }
  return false;
}

/**
 * Fills `out` from the pair sums (pairs.ts) when the selection has no product filter and no
 * product grouping; else false. Entries are enumerated from the side the selection pins (the
 * reporter's, else the partner's) and tested with the row rules of select.ts, export first.
 */
function fromPairs(world: World, c: Compiled, out: Map<KeyKind, Sums>): boolean {
  if (c.p0 !== 0 || c.p1 !== world.catalog.products.length || out.has('product')) return false;
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: unreachable while fromCells comes first (it answers every selection without reporter and partner over all products); kept so that this path never answers one with nothing
  if (c.rep === null && c.part === null) return false;
  const Y = world.lastYear - world.firstYear + 1;
  const pairs = pairCellsOf(world);
  const { rep, part, repExcludesMembers: excl, wantExport, wantImport } = c;
  const period = out.get('period');
  const cp = out.get('counterpart');
  const ex = out.get('exporter');
  const im = out.get('importer');
  const counterpartIsImporterWithoutReporter = c.flow === 'import';
  const exportMatch = (e: number, i: number) =>
    (rep === null || (rep[e] === 1 && !(excl && rep[i] === 1))) && (part === null || part[i] === 1);
  // Import entries come from the reporter's own import lists (or, without one, the partner's
  // export lists): a reporter is their importer, and only a group's trade among its members goes
  // (`excl` means a group reporter, so `rep` is its mask).
  const importMatch = (e: number) => !(excl && rep![e] === 1) && (part === null || part[e] === 1);
  const take = (k: number, y: number, asExport: boolean) => {
    const e = pairs.exporter[k]!;
    const i = pairs.importer[k]!;
    if (asExport ? !exportMatch(e, i) : !importMatch(e) || (wantExport && exportMatch(e, i))) return;
    if (period) merge(period, y, pairs.sums, k);
    if (cp)
      merge(
        cp,
        c.hasReporter ? (asExport ? i : e) : counterpartIsImporterWithoutReporter ? i : e,
        pairs.sums,
        k,
      );
    if (ex) merge(ex, e, pairs.sums, k);
    if (im) merge(im, i, pairs.sums, k);
  };
  const byExporter = (ids: number[], asExport: boolean) => {
    for (const m of ids)
      for (let y = c.y0; y <= c.y1; y++)
        for (let k = pairs.expCellStart[m * Y + y]!; k < pairs.expCellStart[m * Y + y + 1]!; k++)
          take(k, y, asExport);
  };
  const byImporter = (ids: number[], asExport: boolean) => {
    for (const m of ids)
      for (let y = c.y0; y <= c.y1; y++)
        for (let k = pairs.impCellStart[m * Y + y]!; k < pairs.impCellStart[m * Y + y + 1]!; k++)
          take(pairs.byImporter[k]!, y, asExport);
  };
  if (rep !== null) {
    // Exports have the reporter as exporter, imports as importer.
    if (wantExport) byExporter(c.repIds, true);
    if (wantImport) byImporter(c.repIds, false);
  } else {
    // World (or no) reporter with a partner: exports go to the partner, imports come from it.
    if (wantExport) byImporter(c.partIds, true);
    if (wantImport) byExporter(c.partIds, false);
  }
  return true;
}

/** Rows in one direction over every year from which a country's product cells are kept (about 30 reporters per direction). */
const COUNTRY_PRODUCT_CELLS_MIN_ROWS = 20_000;

/**
 * One big reporter in one direction, no partner, grouped by product (and maybe by period): its
 * product cells (country-product-cells.ts), built on first use for that country and direction.
 * A query over every year reads the all-years slot.
 */
function fromCountryProductCells(world: World, c: Compiled, out: Map<KeyKind, Sums>): boolean {
  if (!oneCountryReporter(c) || c.part !== null) return false;
  if (
    c.wantExport === c.wantImport ||
    !out.has('product') ||
    out.has('counterpart') ||
    out.has('exporter') ||
    out.has('importer')
  )
    return false;
  const Y = world.lastYear - world.firstYear + 1;
  const m = c.repIds[0]!;
  // A small reporter's rows are read in a moment (fromCountryRows): no cells kept for it.
  const starts = c.wantExport ? world.expCellStart : world.impCellStart;
  if (starts[m * Y + Y]! - starts[m * Y]! < COUNTRY_PRODUCT_CELLS_MIN_ROWS) return false;
  const cells = countryProductCellsOf(world, m, c.wantExport);
  const pr = out.get('product')!;
  const period = out.get('period');
  const { p0, p1 } = c;
  const read = (slot: number, y = slot) => {
    // Products ascend within a slot: start at the first one in range, stop past the last.
    let lo = cells.start[slot]!;
    let hi = cells.start[slot + 1]!;
    const end = hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cells.product[mid]! < p0) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < end; k++) {
      const p = cells.product[k]!;
      if (p >= p1) break;
      merge(pr, p, cells.sums, k);
      if (period) merge(period, y, cells.sums, k);
    }
  };
  // Stryker disable next-line ArithmeticOperator,ConditionalExpression: `false` (or `Y + 1`) reads the years one by one, the same sums, only slower; (`true` for a part would read every year for a period grouping or part of the years, which the year tests catch, but one mark covers the line)
  if (!period && c.y0 === 0 && c.y1 === Y - 1) read(Y);
  else for (let y = c.y0; y <= c.y1; y++) read(y);
  return true;
}

/**
 * One country as reporter, no partner: its export rows (stored contiguously by year) and its
 * import row list, read in two plain loops instead of the generic visitor of select.ts, which
 * is the whole cost of a big importer's product ranking. Same rows, same sums.
 */
function fromCountryRows(world: World, c: Compiled, out: Map<KeyKind, Sums>): boolean {
  if (!oneCountryReporter(c) || c.part !== null) return false;
  const Y = world.lastYear - world.firstYear + 1;
  const m = c.repIds[0]!;
  // A narrow product range is cheaper through the product index (select.ts's plans).
  const countryRows =
    (c.wantExport ? world.expCellStart[m * Y + c.y1 + 1]! - world.expCellStart[m * Y + c.y0]! : 0) +
    (c.wantImport ? world.impCellStart[m * Y + c.y1 + 1]! - world.impCellStart[m * Y + c.y0]! : 0);
  if (productRows(world, c) < countryRows) return false;
  const { p0, p1 } = c;
  const { exporter, importer, product, year, value, quantity } = world.obs;
  const units = world.productUnits;
  const period = out.get('period');
  const cp = out.get('counterpart');
  const ex = out.get('exporter');
  const im = out.get('importer');
  const pr = out.get('product');
  const addRow = (r: number, counterpart: number) => {
    const p = product[r]!;
    if (p < p0 || p >= p1) return;
    const v = value[r]!;
    const q = quantity[r]!;
    const u = units[p]!;
    if (pr) add(pr, p, v, q, u);
    if (period) add(period, year[r]!, v, q, u);
    if (cp) add(cp, counterpart, v, q, u);
    if (ex) add(ex, exporter[r]!, v, q, u);
    if (im) add(im, importer[r]!, v, q, u);
  };
  if (c.wantExport) {
    const to = world.expCellStart[m * Y + c.y1 + 1]!;
    for (let r = world.expCellStart[m * Y + c.y0]!; r < to; r++) addRow(r, importer[r]!);
  }
  if (c.wantImport) {
    const to = world.impCellStart[m * Y + c.y1 + 1]!;
    for (let k = world.impCellStart[m * Y + c.y0]!; k < to; k++) {
      const r = world.impRows[k]!;
      // A row both exported and imported by m is an export (select.ts), already counted.
      if (c.wantExport && exporter[r] === m) continue;
      addRow(r, exporter[r]!);
    }
  }
  return true;
}

/** A group reporter without partner, grouped by product and/or period: its external cells. */
function fromGroupCells(world: World, c: Compiled, out: Map<KeyKind, Sums>): boolean {
  if (
    !c.repExcludesMembers ||
    c.part !== null ||
    out.has('counterpart') ||
    out.has('exporter') ||
    out.has('importer')
  )
    return false;
  const Y = world.lastYear - world.firstYear + 1;
  const cells = groupCellsOf(world, c);
  const period = out.get('period');
  const pr = out.get('product');
  // A row is an external export or an external import of the group, never both.
  for (const table of [c.wantExport ? cells.exports : null, c.wantImport ? cells.imports : null]) {
    if (!table) continue;
    for (let p = c.p0; p < c.p1; p++)
      for (let y = c.y0; y <= c.y1; y++) {
        // Merging a cell without rows adds nothing.
        const k = p * Y + y;
        if (pr) merge(pr, p, table, k);
        if (period) merge(period, y, table, k);
      }
  }
  return true;
}

/** Rows of the selection's product range and years in the product index (at most a few thousand products). */
function productRows(world: World, c: Compiled): number {
  const Y = world.lastYear - world.firstYear + 1;
  let n = 0;
  for (let p = c.p0; p < c.p1; p++)
    n += world.prodCellStart[p * Y + c.y1 + 1]! - world.prodCellStart[p * Y + c.y0]!;
  return n;
}

/**
 * A whole HS chapter at world level (no reporter but World, no partner), or one country's
 * series in a chapter: its chapter cells.
 */
function fromChapterCells(world: World, c: Compiled, out: Map<KeyKind, Sums>): boolean {
  if (c.part !== null || out.has('product')) return false;
  const oneCountry = oneCountryReporter(c);
  if (c.rep !== null && !(oneCountry && out.size === 1 && out.has('period'))) return false;
  // Cheap before building the cells: a chapter is a 2-digit prefix (or a whole chapter's range).
  // The range is not empty (aggregateFrom answered empty selections), so product p0 exists.
  const code = world.catalog.products[c.p0]!.hs6;
  const next = world.catalog.products[c.p1]?.hs6;
  if (c.p0 > 0 && world.catalog.products[c.p0 - 1]!.hs6.slice(0, 2) === code.slice(0, 2)) return false;
  if (next && next.slice(0, 2) === world.catalog.products[c.p1 - 1]!.hs6.slice(0, 2)) return false;
  const cells = chapterCellsOf(world);
  const slot = chapterSlot(cells, c.p0, c.p1);
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: unreachable after the code checks above, which let through only a whole chapter; kept because chapterSlot says -1 for anything else
  if (slot < 0) return false;
  const Y = world.lastYear - world.firstYear + 1;
  const period = out.get('period');
  const cp = out.get('counterpart');
  const ex = out.get('exporter');
  const im = out.get('importer');
  // As fromCells: with a reporter (World) rows match as exports first, the counterpart being
  // the importer; without one the counterpart is the exporter (the importer with flow=import).
  const cpSide = (c.hasReporter ? c.wantExport : c.flow === 'import') ? cells.importers : cells.exporters;
  const each = (side: typeof cells.exporters, dst: Sums, byYear: boolean) => {
    for (let y = c.y0; y <= c.y1; y++)
      for (let k = side.start[slot * Y + y]!; k < side.start[slot * Y + y + 1]!; k++)
        merge(dst, byYear ? y : side.country[k]!, side.sums, k);
  };
  if (oneCountry) {
    // Its exports are its exporter cells, its imports its importer cells (a row is never both
    // but for trade with itself, which select.ts counts as an export).
    const m = c.repIds[0]!;
    for (const side of [c.wantExport ? cells.exporters : null, c.wantImport ? cells.importers : null]) {
      if (!side) continue;
      for (let y = c.y0; y <= c.y1; y++)
        for (let k = side.start[slot * Y + y]!; k < side.start[slot * Y + y + 1]!; k++)
          if (side.country[k] === m) merge(period!, y, side.sums, k);
    }
    return true;
  }
  // Every row of the chapter and years matches, each once: the exporter side counts them all.
  if (period) each(cells.exporters, period, true);
  if (cp) each(cpSide, cp, false);
  if (ex) each(cells.exporters, ex, false);
  if (im) each(cells.importers, im, false);
  return true;
}
