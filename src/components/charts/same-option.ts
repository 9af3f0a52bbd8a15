/**
 * Deep equality with the semantics echarts-for-react uses to decide whether to call setOption
 * (fast-deep-equal: plain values and arrays by content, functions and other objects' identity
 * where they are not plain). EChart must agree with it: an option it will not re-apply must
 * not reset the frame to "loading", or the frame would wait for a `finished` that never comes.
 */
export function sameOption(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) {
      const bb = b as unknown[];
      if (a.length !== bb.length) return false;
      for (let i = 0; i < a.length; i++) if (!sameOption(a[i], bb[i])) return false;
      return true;
    }
    if (a instanceof Date) return a.getTime() === (b as Date).getTime();
    if (a instanceof RegExp) return b instanceof RegExp && a.source === b.source && a.flags === b.flags;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) {
      if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
      if (!sameOption((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
    }
    return true;
  }
  // NaN equals NaN, as in fast-deep-equal.
  return a !== a && b !== b;
}
