/**
 * Grouped sums over the observations a compiled selection visits: value, observation count and
 * quantities per key. Two quantity rules (open-points.md): a key's `quantity` is null as soon as
 * one of its rows has no quantity or the rows mix units; its unit value is the value over the
 * quantity of the rows that do have one, as long as those share one unit. Sums of whole-dollar
 * values are exact in doubles, so every aggregate equals the sum of the `/trade` rows of the
 * same selection.
 */
import type { World } from '../world/world';
import { scan, type Compiled } from './select';

/** Unit state of the rows with a quantity: NONE before any, MIXED once their units differ. */
export const NONE = -1;
export const MIXED = -2;

export interface Sums {
  value: Float64Array;
  count: Uint32Array;
  /** Sum of the quantities of the rows that have one (while their units agree). */
  qty: Float64Array;
  /** Sum of the values of those same rows: the numerator of the unit value. */
  qtyValue: Float64Array;
  /** Unit of the rows with a quantity (NONE: no such row; MIXED: they differ). */
  unit: Int32Array;
  /** 1 once a row without quantity was added. */
  missingQty: Uint8Array;
}

export function newSums(size: number): Sums {
  return {
    value: new Float64Array(size),
    count: new Uint32Array(size),
    qty: new Float64Array(size),
    qtyValue: new Float64Array(size),
    unit: new Int32Array(size).fill(NONE),
    missingQty: new Uint8Array(size),
  };
}

export function add(s: Sums, key: number, value: number, quantity: number, unit: number): void {
  s.value[key]! += value;
  s.count[key]!++;
  if (Number.isNaN(quantity)) {
    s.missingQty[key] = 1;
    return;
  }
  const u = s.unit[key]!;
  if (u === MIXED) return;
  if (u !== NONE && u !== unit) {
    s.unit[key] = MIXED;
    return;
  }
  s.unit[key] = unit;
  s.qty[key]! += quantity;
  s.qtyValue[key]! += value;
}

/** The key's quantity: null unless every row has one and they share one unit. */
export function quantityOf(s: Sums, key: number): number | null {
  const u = s.unit[key]!;
  return s.missingQty[key] || u === NONE || u === MIXED ? null : s.qty[key]!;
}

/** Merges key `from` of `src` into key `into` of `dst` (same rules as adding the rows again). */
export function merge(dst: Sums, into: number, src: Sums, from: number): void {
  dst.value[into]! += src.value[from]!;
  dst.count[into]! += src.count[from]!;
  if (src.missingQty[from]) dst.missingQty[into] = 1;
  const u = src.unit[from]!;
  const d = dst.unit[into]!;
  if (u === NONE || d === MIXED) return;
  if (u === MIXED || (d !== NONE && d !== u)) {
    dst.unit[into] = MIXED;
    return;
  }
  dst.unit[into] = u;
  dst.qty[into]! += src.qty[from]!;
  dst.qtyValue[into]! += src.qtyValue[from]!;
}

export type KeyKind = 'period' | 'counterpart' | 'exporter' | 'importer' | 'product';

/**
 * One pass, several groupings at once. `counterpart` is the partner side of the matched
 * direction when the selection has a reporter; without one it is the exporter (the importer
 * with flow=import), as open-points.md specifies for top_partners.
 */
export function aggregate(
  world: World,
  c: Compiled,
  kinds: KeyKind[],
  /** Counterpart counts and units may be approximate (summary only needs values). */
  valuesOnlyCounterpart = false,
): Map<KeyKind, Sums> {
  const N = world.countries.countryCount;
  const P = world.catalog.products.length;
  const Y = world.lastYear - world.firstYear + 1;
  const out = new Map<KeyKind, Sums>();
  for (const k of kinds) out.set(k, newSums(k === 'period' ? Y : k === 'product' ? P : N));
  const { exporter, importer, product, year, value, quantity } = world.obs;
  const units = world.productUnits;
  const period = out.get('period');
  const cp = out.get('counterpart');
  const ex = out.get('exporter');
  const im = out.get('importer');
  const pr = out.get('product');
  const importSideWithoutReporter = c.flow === 'import';
  const fast = worldLevel(world, c);
  if (fast && !ex && !im && !pr && (!cp || valuesOnlyCounterpart)) {
    // No country or product restriction: every row of the years matches; use the per-year
    // precomputation (same sums as a scan: whole-dollar values add up exactly).
    for (let y = c.y0; y <= c.y1; y++) {
      if (period) merge(period, y, fast, y);
      if (cp) {
        const byImporter = c.hasReporter ? c.wantExport : importSideWithoutReporter;
        const table = byImporter ? world.impYear : world.expYear;
        for (let k = 0; k < N; k++) {
          const v = table[k * Y + y]!;
          if (v === 0 && !hasRows(world, byImporter, k, y)) continue;
          // Values only: counts and quantities of counterparts are not needed by the summary.
          cp.value[k]! += v;
          cp.count[k]!++;
          cp.unit[k] = MIXED;
        }
      }
    }
    return out;
  }
  scan(world, c, (r, asExport) => {
    const v = value[r]!;
    const q = quantity[r]!;
    const p = product[r]!;
    const u = units[p]!;
    if (period) add(period, year[r]!, v, q, u);
    if (cp) {
      const key = c.hasReporter
        ? asExport ? importer[r]! : exporter[r]!
        : importSideWithoutReporter ? importer[r]! : exporter[r]!;
      add(cp, key, v, q, u);
    }
    if (ex) add(ex, exporter[r]!, v, q, u);
    if (im) add(im, importer[r]!, v, q, u);
    if (pr) add(pr, p, v, q, u);
  });
  return out;
}

const worldSums = new WeakMap<World, Sums>();

/** Per-year sums over the whole world, computed once per world; null for restricted selections. */
function worldLevel(world: World, c: Compiled): Sums | null {
  if (c.empty || c.rep !== null || c.part !== null || c.p0 > 0 || c.p1 < world.catalog.products.length) return null;
  let s = worldSums.get(world);
  if (!s) {
    const Y = world.lastYear - world.firstYear + 1;
    s = newSums(Y);
    const { year, value, quantity, product } = world.obs;
    for (let r = 0; r < world.obs.count; r++) add(s, year[r]!, value[r]!, quantity[r]!, world.productUnits[product[r]!]!);
    worldSums.set(world, s);
  }
  return s;
}

/** Whether country k has any export (or import) row in year y: zero-valued rows still count. */
function hasRows(world: World, byImporter: boolean, k: number, y: number): boolean {
  if (byImporter) {
    for (let j = world.impStart[k]!; j < world.impStart[k + 1]!; j++) if (world.obs.year[world.impRows[j]!] === y) return true;
    return false;
  }
  for (let r = world.expStart[k]!; r < world.expStart[k + 1]!; r++) if (world.obs.year[r] === y) return true;
  return false;
}
