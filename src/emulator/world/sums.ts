/**
 * Grouped sums of observations: value, observation count and quantities per key, under the two
 * quantity rules of open-points.md. A key's `quantity` is null as soon as one of its rows has no
 * quantity or the rows mix units; its unit value is the value over the quantity of the rows that
 * do have one, as long as those share one unit. Used by the engine's scans and by the world's
 * precomputed per-country, per-product and per-year tables.
 */

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
