/**
 * Which flows have no quantity, and how far a country's unit values stray from the product's.
 *
 * Why not independent per-observation gaps: an aggregate's quantity is null as soon as one of
 * its rows is (open-points.md), so gaps scattered over observations null nearly every yearly
 * aggregate of a large flow. Real gaps are structural instead:
 * - customs administrations record quantities per heading, or do not: a deterministic
 *   "does not report quantity" flag per (country, HS4), likely for small economies and rare
 *   for large ones;
 * - a few small, poorly reporting economies record no quantities at all;
 * - small administrations also miss single years for a heading.
 * Mirror-reconciled data (CEPII's BACI, for example) take a flow's quantity from whichever side
 * declared it, so a flow's quantity is null only when neither the exporter nor the importer
 * reports it for that heading in that year. Hence the large economies' series of their
 * flagship products have quantities, while some countries and headings honestly have none.
 */
import { unit } from './prng';

/** Exports (B USD, 2022) below which an economy may be a poor reporter or miss single years. */
const SMALL_B = 20;
const POOR_BELOW_B = 2;
const POOR_SHARE = 0.35;
const YEAR_GAP = 0.08;

/** Per-side state of a (country, heading) cell. */
const REPORTS = 0;
const NEVER = 1;
const SOMETIMES = 2;

export interface QuantityReporting {
  /** 0: every year has a quantity; 1: none has; 2: decide per year with `missingInYear`. */
  pairState(exporter: number, importer: number, heading: number): number;
  missingInYear(exporter: number, importer: number, heading: number, year: number): boolean;
}

/** Probability that a country of this size does not report quantities for a heading. */
export function cellGapProbability(exportsB: number): number {
  // 2% at 2 T USD, 15% at 100 B, 35% at 1 B, 55% at 10 M and below.
  return Math.min(0.55, Math.max(0.02, 0.35 - 0.1 * Math.log10(Math.max(exportsB, 1e-3))));
}

/**
 * `exportsB`: each country's exports (B USD, 2022). `reported`: (country × 10,000 + heading)
 * cells that always report, the pinned flagship exporters of a product: the goods a country
 * lives on are the ones its customs measure best.
 */
export function quantityReporting(
  seed: number,
  exportsB: Float64Array,
  reported: Set<number>,
): QuantityReporting {
  const n = exportsB.length;
  const cellP = new Float64Array(n);
  const poor = new Uint8Array(n);
  const small = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    const x = exportsB[c]!;
    cellP[c] = cellGapProbability(x);
    poor[c] = x < POOR_BELOW_B && unit(seed, 61, c) < POOR_SHARE ? 1 : 0;
    small[c] = x < SMALL_B ? 1 : 0;
  }
  const side = (c: number, heading: number): number =>
    reported.has(c * 10000 + heading)
      ? REPORTS
      : poor[c] || unit(seed, 62, c, heading) < cellP[c]!
        ? NEVER
        : small[c]
          ? SOMETIMES
          : REPORTS;
  const gap = (c: number, heading: number, year: number): boolean =>
    unit(seed, 63, c * 10000 + heading, year) < YEAR_GAP;
  return {
    pairState(e, i, heading) {
      const se = side(e, heading);
      if (se === REPORTS) return REPORTS;
      const si = side(i, heading);
      if (si === REPORTS) return REPORTS;
      return se === NEVER && si === NEVER ? NEVER : SOMETIMES;
    },
    missingInYear(e, i, heading, year) {
      // Only called for SOMETIMES pairs: a side is missing when it never reports or has a gap.
      const me = side(e, heading) === NEVER || gap(e, heading, year);
      return me && (side(i, heading) === NEVER || gap(i, heading, year));
    },
  };
}

/**
 * Spread of an exporter's unit value around the product's typical one: narrow for homogeneous
 * commodities (crude, ores, grains, coffee, metals trade near one world price), wide for
 * differentiated goods (cars, garments, machinery: quality and mix vary by exporter).
 */
export function unitValueSpread(chapter: number): number {
  return chapter <= 27 || (chapter >= 71 && chapter <= 81) ? 0.1 : 0.25;
}
