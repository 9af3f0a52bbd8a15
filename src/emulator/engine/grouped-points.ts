/**
 * Grouped answers built from sums (aggregate.ts): year series and rankings as the contract's
 * GroupedPoint rows. Rankings are value descending, ties by key ascending.
 */
import type { GroupedPoint } from './engine-types';
import type { World } from '../world/world';
import { quantityOf, type Sums } from './aggregate';
import { byCodePoint } from './code-point-order';

/** Keys with at least one row, value descending, ties by key ascending. */
export function rankedKeys(sums: Sums, keyOf: (key: number) => string): number[] {
  const keys: number[] = [];
  // Stryker disable next-line EqualityOperator: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more
  for (let k = 0; k < sums.count.length; k++) if (sums.count[k]! > 0) keys.push(k);
  return keys.sort((a, b) => sums.value[b]! - sums.value[a]! || byCodePoint(keyOf(a), keyOf(b)));
}

export const periodOf = (world: World, yearIndex: number): string => `${world.firstYear + yearIndex}-01-01`;

/** One point per year with trade, ascending (years without trade are absent: gaps). */
export function yearSeries(world: World, sums: Sums): GroupedPoint[] {
  const out: GroupedPoint[] = [];
  // Stryker disable next-line EqualityOperator: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more
  for (let y = 0; y < sums.count.length; y++)
    if (sums.count[y]! > 0)
      out.push({
        period: periodOf(world, y),
        value_usd: sums.value[y]!,
        quantity: quantityOf(sums, y),
        flow_count: sums.count[y]!,
      });
  return out;
}

/** The `limit` leading countries, keyed by `field`. */
export function countryRanking(
  world: World,
  sums: Sums,
  field: 'partner' | 'exporter' | 'importer',
  limit: number,
): GroupedPoint[] {
  const list = world.countries.list;
  return rankedKeys(sums, (k) => list[k]!.id)
    .slice(0, limit)
    .map((k) => ({
      [field]: list[k]!.id,
      value_usd: sums.value[k]!,
      quantity: quantityOf(sums, k),
      flow_count: sums.count[k]!,
    }));
}

/**
 * The `limit` leading products. Product indexes follow code order and the keys are listed in
 * index order, so the stable sort (ES2019) leaves ties by code: no tie-break needed.
 */
export function productRanking(world: World, sums: Sums, limit: number): GroupedPoint[] {
  const products = world.catalog.products;
  const keys: number[] = [];
  // Stryker disable next-line EqualityOperator: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more
  for (let k = 0; k < sums.count.length; k++) if (sums.count[k]! > 0) keys.push(k);
  keys.sort((a, b) => sums.value[b]! - sums.value[a]!);
  return keys.slice(0, limit).map((k) => ({
    hs6: products[k]!.hs6,
    value_usd: sums.value[k]!,
    quantity: quantityOf(sums, k),
    flow_count: sums.count[k]!,
  }));
}
