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
  const products = world.catalog.products;
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

function members(world: World, id: string | undefined): { mask: Uint8Array | null; ids: number[]; group: boolean; known: boolean } {
  if (id === undefined) return { mask: null, ids: [], group: false, known: true };
  const c = world.countries.byId.get(id);
  if (!c) return { mask: new Uint8Array(world.countries.countryCount), ids: [], group: false, known: false };
  if (c.id === WORLD_ID) return { mask: null, ids: [], group: true, known: true };
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
    repExcludesMembers: rep.group && rep.mask !== null,
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
  if (c.empty) return;
  plan(world, c, visit).run();
}

/** Number of candidate rows the best index gives, and whether that index is the year index. */
export function planCost(world: World, c: Compiled): { cost: number; byYear: boolean } {
  if (c.empty) return { cost: 0, byYear: false };
  const p = plan(world, c, () => {});
  return { cost: p.cost, byYear: p.byYear };
}

type Plan = { cost: number; byYear: boolean; run: () => void };

function plan(world: World, c: Compiled, visit: (row: number, asExport: boolean) => void): Plan {
  const { expStart, impRows, impStart, prodRows, prodStart } = world;
  const { exporter, importer, product, year } = world.obs;
  const { y0, y1, p0, p1, rep, part, repExcludesMembers, wantExport, wantImport } = c;
  const check = (r: number): void => {
    const y = year[r]!;
    if (y < y0 || y > y1) return;
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

  // Candidate sources: rows by exporter set and/or by importer set, or by product, or all.
  const expCost = (ids: number[]): number => ids.reduce((s, m) => s + expStart[m + 1]! - expStart[m]!, 0);
  const impCost = (ids: number[]): number => ids.reduce((s, m) => s + impStart[m + 1]! - impStart[m]!, 0);
  const plans: Plan[] = [];
  const byCountry = (expIds: number[] | null, impIds: number[] | null): Plan => ({
    byYear: false,
    cost: (expIds ? expCost(expIds) : 0) + (impIds ? impCost(impIds) : 0),
    run: () => {
      const seenExp = new Uint8Array(world.countries.countryCount);
      if (expIds)
        for (const m of expIds) {
          seenExp[m] = 1;
          for (let r = expStart[m]!; r < expStart[m + 1]!; r++) check(r);
        }
      if (impIds)
        for (const m of impIds)
          for (let k = impStart[m]!; k < impStart[m + 1]!; k++) {
            const r = impRows[k]!;
            // Already visited through the exporter lists.
            if (seenExp[exporter[r]!] === 1) continue;
            check(r);
          }
    },
  });
  if (rep !== null) {
    plans.push(byCountry(wantExport ? c.repIds : null, wantImport ? c.repIds : null));
  }
  if (part !== null) {
    // Export direction puts the partner on the importer side, import on the exporter side.
    plans.push(byCountry(wantImport ? c.partIds : null, wantExport ? c.partIds : null));
  }
  if (p0 > 0 || p1 < world.catalog.products.length) {
    plans.push({
      byYear: false,
      cost: prodStart[p1]! - prodStart[p0]!,
      run: () => {
        for (let k = prodStart[p0]!; k < prodStart[p1]!; k++) check(prodRows[k]!);
      },
    });
  }
  plans.push({
    byYear: true,
    cost: world.yearStart[y1 + 1]! - world.yearStart[y0]!,
    run: () => {
      for (let k = world.yearStart[y0]!; k < world.yearStart[y1 + 1]!; k++) check(world.yearRows[k]!);
    },
  });
  let best = plans[0]!;
  for (const p of plans) if (p.cost < best.cost) best = p;
  return best;
}
