/**
 * Grouped answers built from sums (aggregate.ts): year series and rankings as the contract's
 * GroupedPoint rows. Rankings are value descending, ties by key ascending.
 */
import type { GroupedPoint } from './engine-types';
import type { World } from '../world/world';
import { quantityOf, type Sums } from './aggregate';

/** Keys with at least one row, value descending, ties by key ascending. */
export function rankedKeys(sums: Sums, keyOf: (key: number) => string): number[] {
  const keys: number[] = [];
  // Stryker disable next-line EqualityOperator: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more
  for (let k = 0; k < sums.count.length; k++) if (sums.count[k]! > 0) keys.push(k);
  return keys.sort((a, b) => {
    const byValue = sums.value[b]! - sums.value[a]!;
    if (byValue !== 0) return byValue;
    const ka = keyOf(a);
    const kb = keyOf(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

export const periodOf = (world: World, yearIndex: number): string => `${world.firstYear + yearIndex}-01-01`;

/** One point per year with trade, ascending (years without trade are absent: gaps). */
export function yearSeries(world: World, sums: Sums): GroupedPoint[] {
  const out: GroupedPoint[] = [];
  // Stryker disable next-line EqualityOperator: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more
  for (let y = 0; y < sums.count.length; y++)
    if (sums.count[y]! > 0)
      out.push({ period: periodOf(world, y), value_usd: sums.value[y]!, quantity: quantityOf(sums, y), flow_count: sums.count[y]! });
  return out;
}

/** The `limit` leading countries, keyed by `field`. */
export function countryRanking(world: World, sums: Sums, field: 'partner' | 'exporter' | 'importer', limit: number): GroupedPoint[] {
  const list = world.countries.list;
  return rankedKeys(sums, (k) => list[k]!.id)
    .slice(0, limit)
    .map((k) => ({ [field]: list[k]!.id, value_usd: sums.value[k]!, quantity: quantityOf(sums, k), flow_count: sums.count[k]! }));
}

/** The `limit` leading products; product indexes follow code order, so ties by key = by index. */
export function productRanking(world: World, sums: Sums, limit: number): GroupedPoint[] {
  const products = world.catalog.products;
  const keys: number[] = [];
  // Stryker disable next-line EqualityOperator: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more
  for (let k = 0; k < sums.count.length; k++) if (sums.count[k]! > 0) keys.push(k);
  keys.sort((a, b) => sums.value[b]! - sums.value[a]! || a - b);
  return keys
    .slice(0, limit)
    .map((k) => ({ hs6: products[k]!.hs6, value_usd: sums.value[k]!, quantity: quantityOf(sums, k), flow_count: sums.count[k]! }));
}
