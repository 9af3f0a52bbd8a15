/**
 * Small deterministic random sources. Two kinds:
 * - `hash32(...)`: counter-based (stateless) noise keyed by ids, so a value for (country, product)
 *   does not depend on generation order;
 * - `mulberry32(seed)`: a sequential stream for sampling.
 * Both are pure 32-bit integer arithmetic: identical output in every JS engine.
 */

export function hash32(seed: number, a: number, b = 0, c = 0): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = mix(h ^ Math.imul(a + 0x7f4a7c15, 0x85ebca6b));
  h = mix(h ^ Math.imul(b + 0x165667b1, 0xc2b2ae35));
  h = mix(h ^ Math.imul(c + 0x27d4eb2f, 0x9e3779b1));
  return h >>> 0;
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Uniform in [0, 1) from a hash. */
export function unit(seed: number, a: number, b = 0, c = 0): number {
  return hash32(seed, a, b, c) / 4294967296;
}

/**
 * Standard normal deviates by table lookup: 65,536 inverse-CDF values at the midpoints of equal
 * probability slices (Acklam's approximation). One hash per deviate: generation calls this a few
 * million times, so Box-Muller's log/sqrt/cos would dominate the build time.
 */
const NORMAL = (() => {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const inv = (q: number): number => {
    if (q < 0.02425) {
      const t = Math.sqrt(-2 * Math.log(q));
      return (
        (((((c[0]! * t + c[1]!) * t + c[2]!) * t + c[3]!) * t + c[4]!) * t + c[5]!) /
        ((((d[0]! * t + d[1]!) * t + d[2]!) * t + d[3]!) * t + 1)
      );
    }
    if (q > 1 - 0.02425) return -inv(1 - q);
    const u = q - 0.5;
    const r = u * u;
    return (
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * u) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
    );
  };
  const t = new Float64Array(65536);
  for (let i = 0; i < 65536; i++) t[i] = inv((i + 0.5) / 65536);
  return t;
})();

/** The table itself, for hot loops that index it with their own hash (`hash32(...) >>> 16`). */
export const NORMAL_TABLE: Float64Array = NORMAL;

/** Standard normal keyed by ids. */
export function gauss(seed: number, a: number, b = 0, c = 0): number {
  return NORMAL[hash32(seed, a, b, c) >>> 16]!;
}

export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Walker alias table for O(1) weighted sampling. */
export class AliasTable {
  private readonly prob: Float64Array;
  private readonly alias: Int32Array;
  readonly n: number;

  constructor(weights: ArrayLike<number>) {
    const n = weights.length;
    this.n = n;
    this.prob = new Float64Array(n);
    this.alias = new Int32Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) total += weights[i]!;
    if (n === 0 || total <= 0) return;
    const scaled = new Float64Array(n);
    // Two stacks in one array: small from the front, large from the back.
    const stack = new Int32Array(n);
    let ns = 0;
    let nl = 0;
    for (let i = 0; i < n; i++) {
      scaled[i] = (weights[i]! * n) / total;
      if (scaled[i]! < 1) stack[ns++] = i;
      else stack[n - 1 - nl++] = i;
    }
    while (ns > 0 && nl > 0) {
      const s = stack[--ns]!;
      const l = stack[n - nl]!;
      nl--;
      this.prob[s] = scaled[s]!;
      this.alias[s] = l;
      scaled[l] = scaled[l]! + scaled[s]! - 1;
      if (scaled[l] < 1) stack[ns++] = l;
      else stack[n - 1 - nl++] = l;
    }
    while (nl > 0) this.prob[stack[n - nl--]!] = 1;
    while (ns > 0) this.prob[stack[--ns]!] = 1;
  }

  sample(u1: number, u2: number): number {
    const i = Math.min(this.n - 1, Math.floor(u1 * this.n));
    return u2 < this.prob[i]! ? i : this.alias[i]!;
  }
}
