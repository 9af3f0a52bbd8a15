/**
 * `/trade/summary`: total, quantity, growth, unit value, top partners, concentration and the
 * per-period values of one selection, from one aggregation by period and counterpart.
 */
import type { Selection, TradeSummary } from './engine-types';
import type { World } from '../world/world';
import { aggregate, merge, newSums, quantityOf, MIXED } from './aggregate';
import { periodOf, rankedKeys } from './grouped-points';
import { compile } from './select';

const TOP_PARTNERS = 10;

export function summarise(world: World, selection: Selection): TradeSummary {
  const list = world.countries.list;
  const sums = aggregate(world, compile(world, selection), ['period', 'counterpart']);
  const byPeriod = sums.get('period')!;
  const byCounterpart = sums.get('counterpart')!;
  // The selection as one key: the periods merged, under the same quantity rules.
  const all = newSums(1);
  // Stryker disable next-line EqualityOperator,ConditionalExpression: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more; merging a period without rows adds nothing (zero sums, no unit)
  for (let y = 0; y < byPeriod.count.length; y++) if (byPeriod.count[y]! > 0) merge(all, 0, byPeriod, y);
  const total = all.value[0]!;
  const count = all.count[0]!;

  const periods: { period: string; value_usd: number }[] = [];
  // Stryker disable next-line EqualityOperator: typed arrays read undefined one past the end, and undefined > 0 is false: `<=` here visits nothing more
  for (let y = 0; y < byPeriod.count.length; y++)
    if (byPeriod.count[y]! > 0) periods.push({ period: periodOf(world, y), value_usd: byPeriod.value[y]! });
  let growth: number | null = null;
  if (periods.length >= 2) {
    const first = periods[0]!;
    const last = periods[periods.length - 1]!;
    const years = +last.period.slice(0, 4) - +first.period.slice(0, 4);
    // Values are never negative: a last period of 0 is a fall of 100%.
    if (first.value_usd > 0) growth = Math.pow(last.value_usd / first.value_usd, 1 / years) - 1;
  }
  const partners = rankedKeys(byCounterpart, (k) => list[k]!.id);
  let concentration: number | null = null;
  // A positive total has rows.
  if (total > 0) {
    concentration = 0;
    for (const k of partners) concentration += ((byCounterpart.value[k]! / total) * 100) ** 2;
  }
  // Without a unit (NONE) no quantity was added: qty is 0.
  const withQuantity = all.unit[0] !== MIXED && all.qty[0]! > 0;
  return {
    trade_value: count > 0 ? total : null,
    // Without rows quantityOf is null too (no unit).
    quantity: quantityOf(all, 0),
    growth,
    // Over the rows that have a quantity (one unit), even when others lack one.
    unit_value: withQuantity ? all.qtyValue[0]! / all.qty[0]! : null,
    top_partners: partners.slice(0, TOP_PARTNERS).map((k) => ({
      partner: list[k]!.id,
      value_usd: byCounterpart.value[k]!,
      share: total > 0 ? byCounterpart.value[k]! / total : 0,
    })),
    partner_concentration: concentration,
    periods,
  };
}
