/**
 * The product mix coloured and ranked by revealed comparative advantage: each listed product
 * joined with its row of the specialisation model (the same cached answers as the
 * `specialisations` chart), ranked by RCA (highest first; products without one last, by value),
 * and a colour band per RCA. A product without RCA keeps the reason, so the view can say which
 * products a ranking's limit left out rather than colour them as if they were weak.
 */
import {
  sampleRamp,
  chartPalette,
  OTHER_SECTION_COLOR,
  type ColorScheme,
} from '@/components/charts/options/palette';
import type { SpecialisationModel } from '../insights/specialisation-model';
import { worldRankText } from '../insights/specialisation-model';
import type { ProductRow } from './product-mix-option';

/** Why a listed product has no RCA. */
type RcaGap =
  /** Outside the World group's ranking and not among the exports whose markets were asked. */
  | 'cut'
  /** The world's exports of it are zero in these years. */
  | 'world-zero'
  /** The country's or the world's total is missing (a year without data). */
  | 'no-total'
  /** Not in the country's own export ranking (cut at its limit). */
  | 'not-ranked';

export interface ProductRcaRow extends ProductRow {
  rca: number | null;
  /** The country's share of the world's exports of it. */
  worldShare: number | null;
  /** The country's world rank for it, as the table says it. */
  rankText: string;
  gap: RcaGap | null;
}

export function withRca(rows: readonly ProductRow[], model: SpecialisationModel): ProductRcaRow[] {
  const byCode = new Map(model.rows.map((r) => [r.key, r]));
  const joined = rows.map((row): ProductRcaRow => {
    const r = byCode.get(row.hs6);
    if (!r) return { ...row, rca: null, worldShare: null, rankText: 'not requested', gap: 'not-ranked' };
    const gap: RcaGap | null =
      r.rca !== null
        ? null
        : r.missing === 'world-zero'
          ? 'world-zero'
          : r.missing === 'no-total'
            ? 'no-total'
            : 'cut';
    return { ...row, rca: r.rca, worldShare: r.worldMarketShare, rankText: worldRankText(r), gap };
  });
  return joined.sort(
    (a, b) =>
      (b.rca ?? Number.NEGATIVE_INFINITY) - (a.rca ?? Number.NEGATIVE_INFINITY) ||
      b.value - a.value ||
      a.hs6.localeCompare(b.hs6),
  );
}

/** The colour bands, weakest first: below half the world's average, up to it, up to twice, beyond. */
export const RCA_BANDS = [
  { below: 0.5, label: 'RCA below 0.5' },
  { below: 1, label: 'RCA 0.5 to 1' },
  { below: 2, label: 'RCA 1 to 2' },
  { below: Number.POSITIVE_INFINITY, label: 'RCA 2 or more' },
] as const;

export const RCA_UNKNOWN_LABEL = 'RCA not known';

/** The band index of an RCA (0 = weakest), or null without one. */
export function rcaBand(rca: number | null): number | null {
  if (rca === null) return null;
  return RCA_BANDS.findIndex((b) => rca < b.below);
}

/** One colour per band from the theme's sequential ramp; grey for no RCA. */
export function rcaBandColors(theme?: ColorScheme): { bands: string[]; unknown: string } {
  return {
    bands: sampleRamp(chartPalette(theme).sequential, RCA_BANDS.length),
    unknown: OTHER_SECTION_COLOR,
  };
}

export function rcaColor(rca: number | null, theme?: ColorScheme): string {
  const colors = rcaBandColors(theme);
  const band = rcaBand(rca);
  return band === null ? colors.unknown : colors.bands[band]!;
}
