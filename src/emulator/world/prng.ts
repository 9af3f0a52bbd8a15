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

/** Standard normal from two hashed uniforms (Box-Muller). */
export function gauss(seed: number, a: number, b = 0, c = 0): number {
  const u1 = (hash32(seed, a, b, c) + 1) / 4294967297;
  const u2 = hash32(seed ^ 0x5bd1e995, a, b, c) / 4294967296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
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
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < n; i++) {
      scaled[i] = (weights[i]! * n) / total;
      (scaled[i]! < 1 ? small : large).push(i);
    }
    while (small.length && large.length) {
      const s = small.pop()!;
      const l = large.pop()!;
      this.prob[s] = scaled[s]!;
      this.alias[s] = l;
      scaled[l] = scaled[l]! + scaled[s]! - 1;
      (scaled[l]! < 1 ? small : large).push(l);
    }
    for (const i of large) this.prob[i] = 1;
    for (const i of small) this.prob[i] = 1;
  }

  sample(u1: number, u2: number): number {
    const i = Math.min(this.n - 1, Math.floor(u1 * this.n));
    return u2 < this.prob[i]! ? i : this.alias[i]!;
  }
}
