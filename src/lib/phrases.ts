/**
 * Phrases built from data, in one place so every sentence reads the same: possessives of names
 * and year ranges (the range words themselves live in format.ts `formatYearRange` and
 * in-range.ts `inRange`; re-exported here so a sentence needs one import).
 */
export { formatYearRange } from './format';
export { inRange } from './in-range';

/**
 * "Germany's", "United States'", "Bahamas'": English drops the second s after a name ending in
 * s ("the United States' exports"); anything else takes 's.
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}

/**
 * A ranked list's size before its noun, given in the plural: "20 largest export destinations";
 * one row is no ranking, "only export destination"; an unknown count (none yet), "largest export
 * destinations". The nouns of the views' lists take an s in the plural (destinations, origins,
 * exporters, imports), so the singular drops it.
 */
export function largestOf(count: number, plural: string): string {
  if (count === 1) return `only ${plural.replace(/s$/, '')}`;
  if (count === 0) return `largest ${plural}`;
  return `${count} largest ${plural}`;
}
