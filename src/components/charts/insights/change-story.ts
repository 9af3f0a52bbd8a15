/**
 * The sentences every view's summary in words builds from a "what changed" chart (changes-chart.tsx):
 * the size of the flow in both years and its change, the leaders of the later year with their
 * shares, and the largest rise and fall. Each figure is the very text of that chart's table (the
 * "All" row or a row's cells), linked to the chart. No cause and no forecast; a year without data
 * is said to be missing, not zero.
 */
import type { StorySentence } from '@/components/ui/story-summary';
import { formatPercent, formatUsdExact } from '@/lib/format';
import type { ChangeResult, ChangeRow } from '@/lib/specialisation/change';
import { formatSignedUsd } from '../options/diverging-bars-option';

type StoryPart = StorySentence[number];

/** A figure of a chart, as a part of a sentence. */
export const storyFigure = (figure: string, chart: string): StoryPart => ({ figure, chart });

/** "A, B and C". */
function listJoin(items: readonly StoryPart[][]): StoryPart[] {
  return items.flatMap((item, i) => [...(i === 0 ? [] : [i === items.length - 1 ? ' and ' : ', ']), ...item]);
}

/**
 * "In 2024, Kenya's exports were $150, against $100 in 2012: a change of +$50."
 * `subject` is the flow in words ("Kenya's exports", "world exports of Coffee").
 */
export function changeSizeSentence(
  subject: string,
  result: ChangeResult,
  chart: string,
  years: { before: number; after: number },
): StorySentence {
  if (result.kind === 'missing') {
    const missing = result.missingYears.join(' and ');
    return [
      `${subject.charAt(0).toUpperCase()}${subject.slice(1)} have no data for ${missing}: ${result.missingYears.length === 1 ? 'that year is' : 'those years are'} missing (not zero), so the change from ${years.before} to ${years.after} is not computed.`,
    ];
  }
  const { before, after } = result;
  return [
    `In ${after.year}, ${subject} were `,
    storyFigure(formatUsdExact(after.total), chart),
    `, against `,
    storyFigure(formatUsdExact(before.total), chart),
    ` in ${before.year}: a change of `,
    storyFigure(formatSignedUsd(result.totalChange), chart),
    '.',
  ];
}

/** The rows of the later year, largest value first. */
function leadersOf(result: Extract<ChangeResult, { kind: 'compared' }>, count: number): ChangeRow[] {
  return [...result.rows]
    .filter((r) => r.after !== null && r.after > 0)
    .sort((a, b) => b.after! - a.after! || a.key.localeCompare(b.key))
    .slice(0, count);
}

export interface LeadersSentenceInput {
  result: ChangeResult;
  chart: string;
  /** What a row is: "destination", "exporter", "product". */
  noun: string;
  /** How many leaders are named (1 to 3). */
  count: number;
  nameOf: (key: string) => string;
}

/**
 * "Its largest destination in 2024 was Uganda, with 60.0% of the total; the largest rise came
 * from Uganda (+$90, 180.0% of the total change) and the largest fall from Netherlands (−$30)."
 * With more leaders: "Its largest exporters in 2024 were A (30.0%), B (20.0%) and C (10.0%); …".
 */
export function changeLeadersSentence(input: LeadersSentenceInput): StorySentence | null {
  const { result, chart, noun, nameOf } = input;
  if (result.kind !== 'compared') return null;
  const leaders = leadersOf(result, input.count);
  if (leaders.length === 0) return null;
  const year = result.after.year;
  const out: StoryPart[] =
    leaders.length === 1
      ? [
          `Its largest ${noun} in ${year} was ${nameOf(leaders[0]!.key)}, with `,
          storyFigure(formatPercent(leaders[0]!.shareAfter), chart),
          ' of the total',
        ]
      : [
          `Its largest ${noun}s in ${year} were `,
          ...listJoin(
            leaders.map((r) => [`${nameOf(r.key)} (`, storyFigure(formatPercent(r.shareAfter), chart), ')']),
          ),
          ' of the total',
        ];
  const rise = result.gained[0];
  const fall = result.lost[0];
  if (rise) {
    out.push(
      `; the largest rise came from ${nameOf(rise.key)} (`,
      storyFigure(formatSignedUsd(rise.change!), chart),
    );
    // Its part of the total change reads only when the total rose too: a rise against a total
    // that fell (or stayed) is a negative part, or none, which the table shows and words would garble.
    if (rise.partOfChange !== null && rise.partOfChange > 0)
      out.push(', ', storyFigure(formatPercent(rise.partOfChange), chart), ' of the total change');
    out.push(')');
  }
  if (fall)
    out.push(
      `${rise ? ' and' : ';'} the largest fall from ${nameOf(fall.key)} (`,
      storyFigure(formatSignedUsd(fall.change!), chart),
      ')',
    );
  out.push('.');
  return out;
}
