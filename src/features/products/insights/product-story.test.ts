import { describe, expect, it } from 'vitest';
import { sentenceText } from '@/components/ui/story-summary';
import { compareYears } from '@/lib/specialisation/change';
import { balassaRcaOfExporters } from './exporter-rca';
import { productStory, type ProductStoryInput } from './product-story';

const side = (year: number, total: number | null, rows: [string, number][]) => ({
  year,
  total,
  ranking: { rows: rows.map(([key, value]) => ({ key, value })), complete: true },
});

const base: ProductStoryInput = {
  label: 'Tea',
  years: { before: 2012, after: 2024 },
  range: { from: 2012, to: 2024 },
  changes: null,
  concentration: null,
  specialisation: null,
  nameOf: (id) => ({ KE: 'Kenya', CN: 'China', LK: 'Sri Lanka' })[id] ?? id,
};

describe('productStory', () => {
  it('says nothing before the change has loaded', () => {
    expect(productStory(base)).toEqual([]);
  });

  it('says a year without data is missing, and still states concentration and specialisation', () => {
    const changes = compareYears(side(2012, 10, [['KE', 10]]), side(2024, null, []));
    const specialisation = balassaRcaOfExporters({
      exporters: [
        { key: 'CN', value: 5, total: 90 },
        { key: 'KE', value: 5, total: 10 },
      ],
      productWorld: 10,
      worldTotal: 100,
    });
    const story = productStory({
      ...base,
      changes,
      concentration: { side: 'export', hhi: 5_000 },
      specialisation,
    });
    expect(story.map(sentenceText)).toEqual([
      'World exports of Tea have no data for 2024: that year is missing (not zero), so the change from 2012 to 2024 is not computed.',
      'In 2012–2024, its exporters were highly concentrated (HHI 5,000 of 10,000, as concentrated as 2 equal suppliers): the market rests on a few exporters.',
      "Of its 2 largest exporters, 1 is specialised in it (RCA of at least 1: it weighs more in their exports than in the world's); the most specialised is Kenya, with an RCA of 5 and 50.0% of world exports.",
    ]);
    expect(story[1]!.filter((p) => typeof p !== 'string').map((p) => p)).toEqual([
      { figure: '5,000', chart: 'market-concentration' },
      { figure: '2', chart: 'market-concentration' },
    ]);
  });
});
