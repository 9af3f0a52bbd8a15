import { describe, expect, it } from 'vitest';
import { sentenceText } from '@/components/ui/story-summary';
import { selectionStory, type SelectionStoryInput } from './selection-story';

/** Four years by hand: 2015 $100, 2016 missing, 2017 $40, 2018 $250; total $390, growth 35.7% a year. */
const base: SelectionStoryInput = {
  subject: "Kenya's exports to all partners",
  rows: [
    { year: 2015, value: 100 },
    { year: 2016, value: null },
    { year: 2017, value: 40 },
    { year: 2018, value: 250 },
  ],
  total: 390,
  growth: 0.357,
  range: '2015–2018',
};

describe('selectionStory', () => {
  it('states the total, the first and last year with trade and the growth, the extremes and the missing year', () => {
    const story = selectionStory(base);
    expect(story.map(sentenceText)).toEqual([
      "Kenya's exports to all partners totalled $390 over 2015–2018.",
      'They were $100 in 2015 and $250 in 2018: a compound growth of +35.7% a year from the first to the last year with trade.',
      'The highest year was 2018 ($250), the lowest 2017 ($40).',
      'No trade is reported for 2016: that year is missing, not zero.',
    ]);
    // Every figure is linked to the one chart it comes from.
    const figures = story.flat().filter((p) => typeof p !== 'string');
    expect(figures.length).toBe(11);
    expect(new Set(figures.map((f) => f.chart))).toEqual(new Set(['summary-periods']));
  });

  it('says a one-year selection in one sentence and leaves growth out when the service has none', () => {
    const story = selectionStory({
      ...base,
      rows: [{ year: 2018, value: 250 }],
      total: 250,
      growth: null,
      range: '2018',
    });
    expect(story.map(sentenceText)).toEqual(["Kenya's exports to all partners totalled $250 over 2018."]);
  });

  it('says there is no trade rather than nothing, and never calls missing years zero', () => {
    const none = selectionStory({ ...base, rows: [{ year: 2015, value: null }], total: null, growth: null });
    expect(none.map(sentenceText)).toEqual([
      "No trade is reported for Kenya's exports to all partners over 2015–2018.",
    ]);
    const twoMissing = selectionStory({
      ...base,
      rows: [...base.rows, { year: 2019, value: null }],
    });
    expect(sentenceText(twoMissing.at(-1)!)).toBe(
      'No trade is reported for 2016 and 2019: those years are missing, not zero.',
    );
  });
});
