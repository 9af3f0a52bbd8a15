/**
 * Dependence on one supplier: for each product a country imports, the share of its largest
 * supplier (and, in a pair's view, of that partner), ranked by the value at stake: what the
 * largest supplier (or the partner) provides. A product is dependent when that share reaches the
 * threshold the user sets. A share needs the product's import total: without one it is unknown
 * and the product is never called dependent.
 */
import { shareOf, type KeyedValue } from './shares';

export interface ProductSuppliers {
  product: string;
  /** The country's imports of the product from all suppliers; null when unknown. */
  importValue: number | null;
  /** Its suppliers, largest first (a list cut at a limit is fine: the first is the largest). */
  suppliers: readonly KeyedValue[];
}

export interface DependenceRow {
  product: string;
  importValue: number | null;
  /** The supplier whose share is measured: the largest, or the given partner. */
  supplier: string | null;
  supplierValue: number | null;
  supplierShare: number | null;
  /** What that supplier provides: the value at stake. */
  atStake: number | null;
}

/**
 * Every product's largest supplier (or `partner`, when given) and its share, ranked by the value
 * at stake (largest first, ties by product code).
 */
export function supplierShares(products: readonly ProductSuppliers[], partner?: string): DependenceRow[] {
  return products
    .map((p) => {
      const chosen = partner
        ? (p.suppliers.find((s) => s.key === partner) ?? null)
        : ([...p.suppliers].sort((a, b) => b.value - a.value)[0] ?? null);
      const supplierValue = chosen ? chosen.value : null;
      return {
        product: p.product,
        importValue: p.importValue,
        supplier: chosen ? chosen.key : (partner ?? null),
        supplierValue,
        supplierShare: shareOf(supplierValue, p.importValue),
        atStake: supplierValue,
      };
    })
    .sort((a, b) => (b.atStake ?? -1) - (a.atStake ?? -1) || a.product.localeCompare(b.product));
}

/** The products whose measured supplier provides at least `threshold` (a fraction) of the imports. */
export function dependentProducts(rows: readonly DependenceRow[], threshold: number): DependenceRow[] {
  return rows.filter((r) => r.supplierShare !== null && r.supplierShare >= threshold);
}
