/**
 * What the engine's answers can read of a `Sums`: quantity sums only where one unit holds. Tests
 * compare two aggregations through it, so a quantity no answer ever shows cannot differ.
 */
import { MIXED, NONE, type Sums } from '@/emulator/world/sums';

export function observableSums(s: Sums | undefined) {
  if (!s) return s;
  const oneUnit = (k: number) => s.unit[k] !== MIXED && s.unit[k] !== NONE;
  return {
    value: [...s.value],
    count: [...s.count],
    unit: [...s.unit],
    missingQty: [...s.missingQty],
    qty: [...s.qty].map((q, k) => (oneUnit(k) ? q : null)),
    qtyValue: [...s.qtyValue].map((q, k) => (oneUnit(k) ? q : null)),
  };
}
