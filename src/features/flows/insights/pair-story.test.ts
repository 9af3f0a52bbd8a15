import { describe, expect, it } from 'vitest';
import { sentenceText } from '@/components/ui/story-summary';
import { compareYears } from '@/lib/specialisation/change';
import { supplierShares } from '@/lib/specialisation/dependence';
import { pairStory, type PairStoryInput } from './pair-story';

const side = (year: number, total: number | null, rows: [string, number][]) => ({
  year,
  total,
  ranking: { rows: rows.map(([key, value]) => ({ key, value })), complete: true },
});

const base: PairStoryInput = {
  reporterName: 'Brazil',
  partnerName: 'China',
  flow: 'import',
  years: { before: 2016, after: 2020 },
  change: null,
  dependence: null,
  dependencePercent: 50,
  productName: (code) => ({ '120190': 'Soya beans', '847130': 'Laptops' })[code] ?? code,
  range: '2016–2020',
};

describe('pairStory', () => {
  it('says nothing before the change has loaded', () => {
    expect(pairStory(base)).toEqual([]);
  });

  it('states the pair’s size and change, its leading products and its dependence on the partner', () => {
    const change = compareYears(
      side(2016, 100, [
        ['847130', 70],
        ['120190', 30],
      ]),
      side(2020, 150, [
        ['847130', 120],
        ['120190', 30],
      ]),
    );
    const dependence = supplierShares(
      [
        { product: '847130', importValue: 150, suppliers: [{ key: 'CN', value: 120 }] },
        { product: '120190', importValue: 300, suppliers: [{ key: 'CN', value: 30 }] },
      ],
      'CN',
    );
    expect(pairStory({ ...base, change, dependence }).map(sentenceText)).toEqual([
      "In 2020, Brazil's imports from China were $150, against $100 in 2016: a change of +$50.",
      'Its largest products in 2020 were Laptops (80.0%) and Soya beans (20.0%) of the total; the largest rise came from Laptops (+$50, 100.0% of the total change).',
      'Of the 2 largest products Brazil imports from China, 1 comes at least 50% from China: for these, Brazil depends on China. The most at stake is Laptops, $120 (80.0%) from China.',
    ]);
  });

  it('says nothing of dependence when the pair has no import product to examine (no "Of the 0 …")', () => {
    const change = compareYears(side(2016, 5, [['090111', 5]]), side(2020, 8, [['090111', 8]]));
    const sentences = pairStory({ ...base, flow: 'export', change, dependence: [] }).map(sentenceText);
    expect(sentences).toHaveLength(2);
    expect(sentences.join(' ')).not.toMatch(/Of the|come at least|comes at least/);
  });

  it('says a missing year is missing, and no dependence meaning below half', () => {
    const change = compareYears(side(2016, null, []), side(2020, 10, [['847130', 10]]));
    const dependence = supplierShares(
      [{ product: '847130', importValue: 100, suppliers: [{ key: 'CN', value: 20 }] }],
      'CN',
    );
    expect(pairStory({ ...base, change, dependence, dependencePercent: 10 }).map(sentenceText)).toEqual([
      "Brazil's imports from China have no data for 2016: that year is missing (not zero), so the change from 2016 to 2020 is not computed.",
      'Of the 1 product Brazil imports from China, 1 comes at least 10% from China. The most at stake is Laptops, $20 (20.0%) from China.',
    ]);
  });

  it('says once that no trade is reported where the pair traded in no year of the range', () => {
    const change = compareYears(side(2016, null, []), side(2020, null, []));
    const dependence = supplierShares([], 'CN');
    expect(pairStory({ ...base, change, dependence, noTrade: true }).map(sentenceText)).toEqual([
      "No trade is reported for Brazil's imports from China over 2016–2020.",
    ]);
    // Years with trade between the two compared: the two missing years are said, as before.
    expect(pairStory({ ...base, change, dependence, noTrade: false }).map(sentenceText)[0]).toMatch(
      /have no data for 2016 and 2020/,
    );
  });
});
