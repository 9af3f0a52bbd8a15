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
});
