/**
 * The flow explorer's summary in words for a selection that is not a pair (a reporter with the
 * world, a product across the world, a partner's suppliers): its one chart, `summary-periods`,
 * read into sentences. Each figure is the very text of that chart's table (a year's value) or
 * footer (the total and the growth), linked to it; no request of its own. No cause, no forecast;
 * a year without data is said to be missing, not zero.
 */
import { storyFigure } from '@/components/charts/insights/change-story';
import type { StorySentence } from '@/components/ui/story-summary';
import type { YearValue } from '@/components/charts/options/series-option';
import { periodsFigures } from '../summary-periods-figures';

const CHART = 'summary-periods';

export interface SelectionStoryInput {
  /** The flow in words, e.g. "Kenya's exports to all partners". */
  subject: string;
  /** The chart's rows: every year of the range, null where no trade is reported. */
  rows: readonly YearValue[];
  /** The summary's total over the range and growth (CAGR), as the chart's footer shows them. */
  total: number | null;
  growth: number | null;
  range: string;
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** "2015 and 2016", "2015, 2016 and 2019". */
function yearList(years: readonly number[]): StorySentence {
  return years.flatMap((y, i) => [
    ...(i === 0 ? [] : [i === years.length - 1 ? ' and ' : ', ']),
    storyFigure(String(y), CHART),
  ]);
}

export function selectionStory(input: SelectionStoryInput): StorySentence[] {
  const known = input.rows.filter((r): r is YearValue & { value: number } => r.value !== null);
  const subject = capital(input.subject);
  if (known.length === 0) return [[`No trade is reported for ${input.subject} over ${input.range}.`]];
  const figures = periodsFigures({ total: input.total, growth: input.growth });
  const first = known[0]!;
  const last = known[known.length - 1]!;
  const sentences: StorySentence[] = [];
  if (figures.total !== null)
    sentences.push([`${subject} totalled `, storyFigure(figures.total, CHART), ` over ${input.range}.`]);
  if (first.year !== last.year) {
    sentences.push([
      `They were `,
      storyFigure(figures.value(first.value), CHART),
      ` in `,
      storyFigure(String(first.year), CHART),
      ` and `,
      storyFigure(figures.value(last.value), CHART),
      ` in `,
      storyFigure(String(last.year), CHART),
      ...(figures.growth !== null
        ? [
            `: a compound growth of `,
            storyFigure(figures.growth, CHART),
            ` from the first to the last year with trade.`,
          ]
        : ['.']),
    ]);
    const peak = known.reduce((best, r) => (r.value > best.value ? r : best));
    const low = known.reduce((least, r) => (r.value < least.value ? r : least));
    sentences.push([
      `The highest year was `,
      storyFigure(String(peak.year), CHART),
      ` (`,
      storyFigure(figures.value(peak.value), CHART),
      `), the lowest `,
      storyFigure(String(low.year), CHART),
      ` (`,
      storyFigure(figures.value(low.value), CHART),
      `).`,
    ]);
  }
  const missing = input.rows.filter((r) => r.value === null).map((r) => r.year);
  if (missing.length > 0)
    sentences.push([
      `No trade is reported for `,
      ...yearList(missing),
      `: ${missing.length === 1 ? 'that year is' : 'those years are'} missing, not zero.`,
    ]);
  return sentences.slice(0, 5);
}
