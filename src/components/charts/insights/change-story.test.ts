import { describe, expect, it } from 'vitest';
import { sentenceText } from '@/components/ui/story-summary';
import { compareYears } from '@/lib/specialisation/change';
import { changeLeadersSentence, changeSizeSentence } from './change-story';

const side = (year: number, total: number | null, rows: [string, number][]) => ({
  year,
  total,
  ranking: { rows: rows.map(([key, value]) => ({ key, value })), complete: true },
});
const years = { before: 2012, after: 2024 };

describe('change sentences', () => {
  it('says both years are missing when neither has data', () => {
    const result = compareYears(side(2012, null, []), side(2024, null, []));
    expect(sentenceText(changeSizeSentence('World exports of tea', result, 'c', years))).toBe(
      'World exports of tea have no data for 2012 and 2024: those years are missing (not zero), so the change from 2012 to 2024 is not computed.',
    );
    expect(
      changeLeadersSentence({ result, chart: 'c', noun: 'exporter', count: 3, nameOf: String }),
    ).toBeNull();
  });

  it('names up to three leaders of the later year with their shares, and a fall without a rise', () => {
    const result = compareYears(
      side(2012, 200, [
        ['A', 100],
        ['B', 60],
        ['C', 40],
      ]),
      side(2024, 100, [
        ['A', 50],
        ['B', 30],
        ['C', 20],
      ]),
    );
    const sentence = changeLeadersSentence({
      result,
      chart: 'c',
      noun: 'exporter',
      count: 3,
      nameOf: String,
    })!;
    expect(sentenceText(sentence)).toBe(
      'Its largest exporters in 2024 were A (50.0%), B (30.0%) and C (20.0%) of the total; the largest fall from A (−$50).',
    );
    expect(sentence.filter((p) => typeof p !== 'string')).toHaveLength(4);
  });

  it('gives a rise its part of the total change only when the total rose too', () => {
    const leaders = (before: [string, number][], after: [string, number][]) => {
      const sum = (rows: [string, number][]) => rows.reduce((t, [, v]) => t + v, 0);
      const result = compareYears(side(2012, sum(before), before), side(2024, sum(after), after));
      return sentenceText(
        changeLeadersSentence({ result, chart: 'c', noun: 'product', count: 1, nameOf: String })!,
      );
    };
    // The total fell by 30: B's rise of 20 would be "−66.7% of the total change".
    expect(
      leaders(
        [
          ['A', 100],
          ['B', 10],
        ],
        [
          ['A', 50],
          ['B', 30],
        ],
      ),
    ).toBe(
      'Its largest product in 2024 was A, with 62.5% of the total; the largest rise came from B (+$20) and the largest fall from A (−$50).',
    );
    // The total stayed: no part of a change of zero.
    expect(
      leaders(
        [
          ['A', 100],
          ['B', 10],
        ],
        [
          ['A', 80],
          ['B', 30],
        ],
      ),
    ).toBe(
      'Its largest product in 2024 was A, with 72.7% of the total; the largest rise came from B (+$20) and the largest fall from A (−$20).',
    );
    expect(
      leaders(
        [
          ['A', 100],
          ['B', 10],
        ],
        [
          ['A', 90],
          ['B', 30],
        ],
      ),
    ).toBe(
      'Its largest product in 2024 was A, with 75.0% of the total; the largest rise came from B (+$20, 200.0% of the total change) and the largest fall from A (−$10).',
    );
  });
});
