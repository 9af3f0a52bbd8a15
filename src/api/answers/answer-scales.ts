/**
 * The scales and orders of an answer, inferred from the same answer (after the contract check):
 * - `growth` against its own `periods` (compound annual rate between the first and the last
 *   period with trade): a fraction (0.05) or a percentage (5.0);
 * - `top_partners[].share` against `value_usd / trade_value`, else by their sum (the ten largest
 *   shares of a whole sum to at most 1, and as percentages to more than 1);
 * - `partner_concentration` against the squares of those shares (the index is at least their
 *   sum): the 0-10,000 scale, a 0-100 or a 0-1 one;
 * - rankings the client takes "the largest" from, by value, largest first.
 * Each conversion leaves a note. A figure whose scale cannot be told safely is not shown, and a
 * note says why; shares that fit no scale make the answer an error naming them.
 */
import type { components } from '../generated/contract';
import type { NoteSink } from './service-notes';

type TradeSummary = components['schemas']['TradeSummary'];

/** Raised when a guess cannot be made safely: the chart shows this error, naming what differs. */
export class UnreadableScaleError extends Error {
  override readonly name = 'UnreadableScaleError';
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.0005, Math.abs(b) * 0.02);

/** The compound annual growth between the first and last period with trade; null with fewer than two. */
export function growthOfPeriods(periods: readonly { period: string; value_usd: number }[]): number | null {
  const traded = periods.filter((p) => p.value_usd > 0);
  // Stryker disable next-line EqualityOperator: equivalent, a series has one row per period, so no two compare equal
  traded.sort((a, b) => (a.period < b.period ? -1 : 1));
  if (traded.length < 2) return null;
  const first = traded[0]!;
  const last = traded[traded.length - 1]!;
  const years = Number(last.period.slice(0, 4)) - Number(first.period.slice(0, 4));
  if (!(years > 0)) return null;
  return (last.value_usd / first.value_usd) ** (1 / years) - 1;
}

/** `growth` as a fraction, read against the summary's periods. */
export function readGrowth(summary: TradeSummary, notes: NoteSink): number | null {
  const { growth } = summary;
  if (growth === null) return null;
  const expected = growthOfPeriods(summary.periods);
  if (expected === null || close(growth, expected)) return growth;
  if (close(growth / 100, expected)) {
    notes.add(
      'growth-scale',
      'The service gives growth in percent (5.0 for 5%); read as such, matching its yearly values.',
    );
    return growth / 100;
  }
  notes.add(
    'unreadable-value',
    `Growth is not shown: the service's ${growth} matches neither a fraction nor a percentage of the growth its own yearly values show (${(expected * 100).toFixed(1)}% a year).`,
  );
  return null;
}

/** Whether the shares are percentages: against value/trade_value, else by their sum. */
function sharesInPercent(summary: TradeSummary): boolean | null {
  const rows = summary.top_partners;
  const total = summary.trade_value ?? 0;
  const sum = rows.reduce((s, r) => s + r.share, 0);
  if (total > 0) {
    const expected = rows.reduce((s, r) => s + r.value_usd / total, 0);
    if (close(sum, expected)) return false;
    if (expected > 0 && close(sum / 100, expected)) return true;
  }
  if (sum <= 1.0001) return false;
  return sum <= 100.01 ? true : null;
}

export function readShares(summary: TradeSummary, notes: NoteSink): TradeSummary['top_partners'] {
  const rows = summary.top_partners;
  const percent = sharesInPercent(summary);
  if (percent === null) {
    throw new UnreadableScaleError(
      `top_partners shares sum to ${rows.reduce((s, r) => s + r.share, 0)}, which is neither a fraction nor a percentage of the whole`,
    );
  }
  if (!percent) return rows;
  notes.add('share-scale', 'The service gives shares in percent; read as fractions of the whole.');
  return rows.map((r) => ({ ...r, share: r.share / 100 }));
}

const HHI_SCALES = [
  { top: 10_000, words: null },
  { top: 100, words: 'on a 0-100 scale' },
  { top: 1, words: 'on a 0-1 scale' },
] as const;

/** A finite, non-negative reading: anything else is passed on as it is. */
const isIndexReading = (hhi: number | null): hhi is number => Number.isFinite(hhi) && (hhi as number) >= 0;

/**
 * The index on 0-10,000: the scale whose reading is at least the index of the shares shown
 * (their squares alone), and no more than the whole scale.
 */
export function readConcentration(
  hhi: number | null,
  fractionShares: readonly { share: number }[],
  notes: NoteSink,
): number | null {
  if (!isIndexReading(hhi)) return hhi;
  // A hair over the top is rounding: the whole scale.
  // Stryker disable next-line EqualityOperator: equivalent, exactly 10,000 reads as 10,000 on the first scale too
  if (hhi > 10_000 && hhi <= 10_100) return 10_000;
  const floor = fractionShares.reduce((s, r) => s + r.share ** 2, 0) * 10_000;
  for (const { top, words } of HHI_SCALES) {
    const scaled = hhi * (10_000 / top);
    if (hhi > top || scaled < floor * 0.98) continue;
    if (words) {
      notes.add(
        'concentration-scale',
        `The service gives the concentration index ${words}; read on the 0-10,000 scale.`,
      );
    }
    return scaled;
  }
  notes.add(
    'unreadable-value',
    `The concentration index is not shown: the service's ${hhi} is below what the shares of the largest partners alone give, on any scale.`,
  );
  return null;
}

/** A ranking by value, largest first (ties by key); notes when the service's order differed. */
export function rankByValue<T extends { value_usd: number }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  notes: NoteSink,
): readonly T[] {
  const sorted = rows.every((row, i) => i === 0 || rows[i - 1]!.value_usd >= row.value_usd);
  if (sorted) return rows;
  notes.add(
    'ranking-order',
    'The service lists this ranking in another order (not largest first); re-sorted by value.',
  );
  // Stryker disable next-line EqualityOperator: equivalent, two rows with the same key and value rank alike
  return [...rows].sort((a, b) => b.value_usd - a.value_usd || (keyOf(a) < keyOf(b) ? -1 : 1));
}

/** A summary on our scales and orders. */
export function readSummaryScales(summary: TradeSummary, notes: NoteSink): TradeSummary {
  const top_partners = readShares(summary, notes);
  return {
    ...summary,
    growth: readGrowth(summary, notes),
    top_partners: rankByValue(top_partners, (r) => r.partner, notes) as TradeSummary['top_partners'],
    partner_concentration: readConcentration(summary.partner_concentration, top_partners, notes),
  };
}
