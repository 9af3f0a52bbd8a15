/**
 * Revealed comparative advantage (Balassa): a product's share in a country's exports over its
 * share in world exports, RCA = (x_cp / X_c) / (x_wp / X_w). Above 1 the country exports
 * relatively more of the product than the world does ("specialised"). The same formula serves
 * HS6 codes, chapters (2 digits) and sections: the values are summed per level first.
 *
 * Honest about what it lacks: a product whose world value is unknown (outside a cut world
 * ranking) or zero (the world does not trade it that year) has no RCA (null, with the reason);
 * nor has any product when the country's or the world's total is missing (a year without data).
 * A group as reporter is one exporter like any other: its totals are the group's own (the
 * service's extra-group trade), never the sum of its members'.
 */
import { hsSectionOf } from '../hs/hs-sections';
import { shareOf, type KeyedValue } from './shares';

export type ProductLevel = 'hs6' | 'chapter' | 'section';

type RcaMissing = 'world-unknown' | 'world-zero' | 'no-total';

export interface RcaRow {
  /** HS6 code, 2-digit chapter or section numeral. */
  key: string;
  /** The country's exports of it. */
  value: number;
  /** The world's exports of it; null when unknown. */
  worldValue: number | null;
  /** Its share in the country's exports. */
  shareOfCountry: number | null;
  /** Its share in world exports. */
  shareOfWorld: number | null;
  /** The country's share of the world's exports of it (x_cp / x_wp). */
  worldMarketShare: number | null;
  rca: number | null;
  /** Why rca is null. */
  missing?: RcaMissing;
}

export interface RcaInput {
  /** The country's exports per product (any level at or below `level`). */
  country: readonly KeyedValue[];
  /** The country's total exports, all products; null for a year without data. */
  countryTotal: number | null;
  /** World exports per product at `level` (or below: summed); a product not listed is unknown. */
  world: readonly KeyedValue[];
  /** World exports, all products; null for a year without data. */
  worldTotal: number | null;
}

/** The key of a code at a level: its first two digits, its section's numeral, or itself. */
export function levelKey(code: string, level: ProductLevel): string {
  if (level === 'chapter') return code.slice(0, 2);
  if (level === 'section') return hsSectionOf(code).id;
  return code;
}

/** Values summed per key at a level. */
export function sumByLevel(rows: readonly KeyedValue[], level: ProductLevel): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) {
    const k = levelKey(r.key, level);
    out.set(k, (out.get(k) ?? 0) + r.value);
  }
  return out;
}

/** Every product the country exports with its RCA, largest export value first (ties by key). */
export function balassaRca(input: RcaInput, level: ProductLevel = 'hs6'): RcaRow[] {
  const country = sumByLevel(input.country, level);
  const world = sumByLevel(input.world, level);
  const totalsKnown = shareOf(1, input.countryTotal) !== null && shareOf(1, input.worldTotal) !== null;
  const rows: RcaRow[] = [];
  for (const [key, value] of country) {
    const worldValue = world.get(key) ?? null;
    const shareOfCountry = shareOf(value, input.countryTotal);
    const shareOfWorld = shareOf(worldValue, input.worldTotal);
    const missing: RcaMissing | undefined = !totalsKnown
      ? 'no-total'
      : worldValue === null
        ? 'world-unknown'
        : worldValue <= 0
          ? 'world-zero'
          : undefined;
    const rca =
      missing === undefined && shareOfCountry !== null && shareOfWorld ? shareOfCountry / shareOfWorld : null;
    rows.push({
      key,
      value,
      worldValue,
      shareOfCountry,
      shareOfWorld,
      worldMarketShare: shareOf(value, worldValue),
      rca,
      ...(missing ? { missing } : {}),
    });
  }
  return rows.sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

/** The specialisations: RCA at least 1, largest export value first. */
export function specialisations<R extends RcaRow>(rows: readonly R[]): R[] {
  return rows.filter((r) => r.rca !== null && r.rca >= 1);
}

/** The 1-based rank of an exporter in a ranking, or null when the ranking does not list it. */
export function worldRank(exporters: readonly KeyedValue[], key: string): number | null {
  const index = exporters.findIndex((r) => r.key === key);
  return index < 0 ? null : index + 1;
}
