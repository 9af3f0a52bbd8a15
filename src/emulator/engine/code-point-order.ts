/**
 * Strings in code-point order (not the locale's): ids, codes and normalised names sort the same
 * on every machine, as the contract's "ascending" means.
 */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
