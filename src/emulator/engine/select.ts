/**
 * Compiles a Selection into masks and ranges, picks the smallest index that covers it, and
 * visits each matching observation exactly once.
 *
 * Semantics (open-points.md): with reporter R and partner P, `export` selects exporter ∈ R and
 * importer ∈ P; `import` selects importer ∈ R and exporter ∈ P; no flow selects both (a flow
 * matching both directions is still visited once). A group reporter stands for its members'
 * trade with non-members; World (XW) as reporter or partner is no restriction at all. A group
 * partner selects flows whose counterpart is any member.
 */
import type { Flow, Selection, YearBounds } from './engine-types';
import { WORLD_ID } from '../world/countries';
import type { World } from '../world/world';

export interface Compiled {
  y0: number;
  y1: number;
  p0: number;
  p1: number;
  /** True when a reporter was given (World included): counterparts are the partner side. */
  hasReporter: boolean;
  /** Reporter members; null = no restriction (absent or World). */
  rep: Uint8Array | null;
  /** Group reporter: the counterpart must be a non-member. */
  repExcludesMembers: boolean;
  repIds: number[];
  part: Uint8Array | null;
  partIds: number[];
  wantExport: boolean;
  wantImport: boolean;
  flow: Flow | undefined;
  empty: boolean;
}

export function hsVersion(year: number): number {
  return year < 2012 ? 2007 : year < 2017 ? 2012 : year < 2022 ? 2017 : 2022;
}

/** Index range [p0, p1) of products whose code starts with `prefix` (codes are sorted). */
export function productRange(world: World, prefix: string | undefined): [number, number] {
  return prefixRange(world.catalog.products, prefix);
}

/** Index range [p0, p1) of the sorted codes starting with `prefix`: the in-memory engine's and the DuckDB engine's. */
export function prefixRange(
  products: readonly { hs6: string }[],
  prefix: string | undefined,
): [number, number] {
  // Stryker disable next-line ConditionalExpression: without the shortcut lower('') is 0 and lower(':') the length (every code sorts before ':'): the same range
  if (!prefix) return [0, products.length];
  const lower = (key: string): number => {
    let lo = 0;
    let hi = products.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (products[mid]!.hs6 < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // ':' sorts right after '9', so prefix + ':' bounds every code starting with prefix.
  return [lower(prefix), lower(prefix + ':')];
}

export function yearRange(world: World, years: YearBounds): [number, number] {
  const from = Math.max(world.firstYear, years.from ?? world.firstYear);
  const to = Math.min(world.lastYear, years.to ?? world.lastYear);
  return [from - world.firstYear, to - world.firstYear];
}

/**
 * A reporter's or partner's members as a mask (null: no restriction, for none or World) and ids;
 * `group` only for a real group, whose members' trade among themselves a reporter excludes.
 */
function members(
  world: World,
  id: string | undefined,
): { mask: Uint8Array | null; ids: number[]; group?: boolean; known: boolean } {
  if (id === undefined) return { mask: null, ids: [], known: true };
  const c = world.countries.byId.get(id);
  // An unknown id matches nothing: a mask without members, and the selection is empty.
  if (!c) return { mask: new Uint8Array(world.countries.countryCount), ids: [], known: false };
  if (c.id === WORLD_ID) return { mask: null, ids: [], known: true };
  const ids = c.isGroup ? c.members : [c.idx];
  const mask = new Uint8Array(world.countries.countryCount);
  for (const m of ids) mask[m] = 1;
  return { mask, ids, group: c.isGroup, known: true };
}

export function compile(world: World, sel: Selection): Compiled {
  const [y0, y1] = yearRange(world, sel);
  const [p0, p1] = productRange(world, sel.product);
  const rep = members(world, sel.reporter);
  const part = members(world, sel.partner);
  return {
    y0,
    y1,
    p0,
    p1,
    hasReporter: sel.reporter !== undefined,
    rep: rep.mask,
    repExcludesMembers: rep.group === true,
    repIds: rep.ids,
    part: part.mask,
    partIds: part.ids,
    wantExport: sel.flow !== 'import',
    wantImport: sel.flow !== 'export',
    flow: sel.flow,
    empty: y0 > y1 || p0 >= p1 || !rep.known || !part.known,
  };
}

/**
 * Calls `visit(row, asExport)` once per matching observation. `asExport` tells which direction
 * matched (export preferred when both do): the counterpart is then the importer.
 */
export function scan(world: World, c: Compiled, visit: (row: number, asExport: boolean) => void): void {
  // Stryker disable next-line ConditionalExpression: only saves planning: an empty selection has reversed years (no plan reads a row), no product range (the row check rejects every row) or an unknown id (a mask without members, no row passes)
  if (c.empty) return;
  plan(world, c, visit).run();
}

/** Number of candidate rows the best index gives, and whether that index is the year index. */
export function planCost(world: World, c: Compiled): { cost: number; byYear: boolean } {
  if (c.empty) return { cost: 0, byYear: false };
  const p = plan(world, c, () => {});
  return { cost: p.cost, byYear: p.index === 'year' };
}

/** The index the plan for `c` reads (null for an empty selection, which reads none). */
export function planIndex(world: World, c: Compiled): PlanIndex | null {
  return c.empty ? null : plan(world, c, () => {}).index;
}

/** The index a plan reads: a reporter's or partner's rows, a group's external rows, a product range's or the years'. */
export type PlanIndex = 'reporter' | 'partner' | 'group' | 'products' | 'year';

type Plan = { cost: number; index: PlanIndex; run: () => void };

/**
 * Whether a row is selected, and in which direction: every plan reads only the rows of the
 * years y0..y1 (each index is grouped by year), so the check does not look at the year.
 */
function rowCheck(world: World, c: Compiled, visit: (row: number, asExport: boolean) => void) {
  const { exporter, importer, product } = world.obs;
  const { p0, p1, rep, part, repExcludesMembers, wantExport, wantImport } = c;
  return (r: number): void => {
    const p = product[r]!;
    if (p < p0 || p >= p1) return;
    const e = exporter[r]!;
    const i = importer[r]!;
    if (
      wantExport &&
      (rep === null || (rep[e] === 1 && !(repExcludesMembers && rep[i] === 1))) &&
      (part === null || part[i] === 1)
    ) {
      visit(r, true);
      return;
    }
    if (
      wantImport &&
      (rep === null || (rep[i] === 1 && !(repExcludesMembers && rep[e] === 1))) &&
      (part === null || part[e] === 1)
    )
      visit(r, false);
  };
}

/** The plan that reads a product range's rows of the selected years. */
function byProducts(world: World, c: Compiled, check: (row: number) => void): Plan {
  const { prodRows, prodCellStart } = world;
  const { y0, y1, p0, p1 } = c;
  const Y = world.lastYear - world.firstYear + 1;
  let cost = 0;
  for (let p = p0; p < p1; p++) cost += prodCellStart[p * Y + y1 + 1]! - prodCellStart[p * Y + y0]!;
  return {
    index: 'products',
    cost,
    run: () => {
      // Stryker disable next-line EqualityOperator: product p1's rows fail the row check, and past the last product the bounds are undefined (no row is read)
      for (let p = p0; p < p1; p++)
        for (let k = prodCellStart[p * Y + y0]!; k < prodCellStart[p * Y + y1 + 1]!; k++) check(prodRows[k]!);
    },
  };
}

function plan(world: World, c: Compiled, visit: (row: number, asExport: boolean) => void): Plan {
  const { expCellStart, impRows, impCellStart } = world;
  const { exporter } = world.obs;
  const { y0, y1, p0, p1, rep, part, repExcludesMembers, wantExport, wantImport } = c;
  const Y = world.lastYear - world.firstYear + 1;
  const check = rowCheck(world, c, visit);

  // Rows are grouped by (country, year) and (product, year): every source visits only the
  // selected years. Exporter lists hold row ids implicitly (rows are stored in that order).
  const expFrom = (m: number) => expCellStart[m * Y + y0]!;
  const expTo = (m: number) => expCellStart[m * Y + y1 + 1]!;
  const impFrom = (m: number) => impCellStart[m * Y + y0]!;
  const impTo = (m: number) => impCellStart[m * Y + y1 + 1]!;
  const expCost = (ids: number[]): number => ids.reduce((s, m) => s + expTo(m) - expFrom(m), 0);
  const impCost = (ids: number[]): number => ids.reduce((s, m) => s + impTo(m) - impFrom(m), 0);
  const plans: Plan[] = [];
  const byCountry = (index: PlanIndex, expIds: number[] | null, impIds: number[] | null): Plan => ({
    index,
    cost: (expIds ? expCost(expIds) : 0) + (impIds ? impCost(impIds) : 0),
    run: () => {
      const seenExp = new Uint8Array(world.countries.countryCount);
      if (expIds)
        for (const m of expIds) {
          seenExp[m] = 1;
          for (let r = expFrom(m); r < expTo(m); r++) check(r);
        }
      if (impIds)
        for (const m of impIds)
          for (let k = impFrom(m); k < impTo(m); k++) {
            const r = impRows[k]!;
            // Already visited through the exporter lists.
            if (seenExp[exporter[r]!] === 1) continue;
            check(r);
          }
    },
  });
  if (rep !== null) {
    if (repExcludesMembers) plans.push(byGroupExternal(world, c, check));
    else plans.push(byCountry('reporter', wantExport ? c.repIds : null, wantImport ? c.repIds : null));
  }
  if (part !== null) {
    // Export direction puts the partner on the importer side, import on the exporter side.
    plans.push(byCountry('partner', wantImport ? c.partIds : null, wantExport ? c.partIds : null));
  }
  if (p0 > 0 || p1 < world.catalog.products.length) plans.push(byProducts(world, c, check));
  plans.push({
    index: 'year',
    cost: world.yearStart[y1 + 1]! - world.yearStart[y0]!,
    run: () => {
      for (let k = world.yearStart[y0]!; k < world.yearStart[y1 + 1]!; k++) check(world.yearRows[k]!);
    },
  });
  let best = plans[0]!;
  for (const p of plans) if (p.cost < best.cost) best = p;
  return best;
}

/** A group's trade with non-members, as row lists by year (exports, then imports). */
export interface ExternalRows {
  exportRows: Uint32Array;
  exportYearStart: Uint32Array;
  importRows: Uint32Array;
  importYearStart: Uint32Array;
}

const externalCache = new WeakMap<World, Map<string, ExternalRows>>();

/**
 * A group reporter stands for its members' trade with non-members: intra-group rows (most of
 * the EU's) are dropped once, here, and the lists kept for the world's lifetime.
 */
export function externalRows(world: World, c: Compiled): ExternalRows {
  const key = c.repIds.join(',');
  let perWorld = externalCache.get(world);
  if (!perWorld) externalCache.set(world, (perWorld = new Map<string, ExternalRows>()));
  const cached = perWorld.get(key);
  if (cached) return cached;
  const Y = world.lastYear - world.firstYear + 1;
  const member = c.rep!;
  const { exporter, importer } = world.obs;
  const collect = (starts: Uint32Array, rowAt: (k: number) => number, otherSide: Uint16Array) => {
    const rows: number[] = [];
    const yearStart = new Uint32Array(Y + 1);
    for (let y = 0; y < Y; y++) {
      for (const m of c.repIds)
        for (let k = starts[m * Y + y]!; k < starts[m * Y + y + 1]!; k++) {
          const r = rowAt(k);
          if (member[otherSide[r]!] !== 1) rows.push(r);
        }
      yearStart[y + 1] = rows.length;
    }
    return { rows: Uint32Array.from(rows), yearStart };
  };
  const exp = collect(world.expCellStart, (k) => k, importer);
  const imp = collect(world.impCellStart, (k) => world.impRows[k]!, exporter);
  const out = {
    exportRows: exp.rows,
    exportYearStart: exp.yearStart,
    importRows: imp.rows,
    importYearStart: imp.yearStart,
  };
  perWorld.set(key, out);
  return out;
}

function byGroupExternal(world: World, c: Compiled, check: (r: number) => void): Plan {
  const ext = externalRows(world, c);
  const { y0, y1, wantExport, wantImport } = c;
  const cost =
    (wantExport ? ext.exportYearStart[y1 + 1]! - ext.exportYearStart[y0]! : 0) +
    (wantImport ? ext.importYearStart[y1 + 1]! - ext.importYearStart[y0]! : 0);
  return {
    index: 'group',
    cost,
    run: () => {
      // A row is an external export or an external import of the group, never both.
      // Stryker disable next-line ConditionalExpression: only saves reading rows the check rejects: an external export has a non-member importer, so it never passes as the group's import (and the other way round)
      if (wantExport)
        for (let k = ext.exportYearStart[y0]!; k < ext.exportYearStart[y1 + 1]!; k++)
          check(ext.exportRows[k]!);
      // Stryker disable next-line ConditionalExpression: as above, the other way round
      if (wantImport)
        for (let k = ext.importYearStart[y0]!; k < ext.importYearStart[y1 + 1]!; k++)
          check(ext.importRows[k]!);
    },
  };
}
