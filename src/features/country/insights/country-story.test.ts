import { describe, expect, it } from 'vitest';
import { sentenceText } from '@/components/ui/story-summary';
import { compareYears } from '@/lib/specialisation/change';
import { supplierShares } from '@/lib/specialisation/dependence';
import { countryStory, type CountryStoryInput } from './country-story';

const side = (year: number, total: number | null, rows: [string, number][]) => ({
  year,
  total,
  ranking: { rows: rows.map(([key, value]) => ({ key, value })), complete: true },
});

const base: CountryStoryInput = {
  countryName: 'Kenya',
  flowWord: 'exports',
  years: { before: 2012, after: 2024 },
  range: { from: 2012, to: 2024 },
  partners: null,
  products: null,
  specialisations: null,
  dependence: null,
  dependencePercent: 50,
  countryNameOf: (id) => ({ UG: 'Uganda', GB: 'United Kingdom', NL: 'Netherlands' })[id] ?? id,
  productName: (code) => ({ '090240': 'Tea', '090111': 'Coffee' })[code] ?? code,
};

describe('countryStory', () => {
  it('says nothing before the change has loaded', () => {
    expect(countryStory(base)).toEqual([]);
  });

  it('beside a product filter, says its totals are of all products (they are not the product’s)', () => {
    const partners = compareYears(side(2012, 100, [['UG', 100]]), side(2024, 150, [['UG', 150]]));
    const [size] = countryStory({ ...base, partners, productFiltered: true }).map(sentenceText);
    expect(size).toBe(
      "In 2024, Kenya's exports of all products were $150, against $100 in 2012: a change of +$50.",
    );
    const [unfiltered] = countryStory({ ...base, partners }).map(sentenceText);
    expect(unfiltered).toBe("In 2024, Kenya's exports were $150, against $100 in 2012: a change of +$50.");
  });

  it('beside a partner filter, says its totals are of all partners, in the flow’s direction', () => {
    const partners = compareYears(side(2012, 100, [['UG', 100]]), side(2024, 150, [['UG', 150]]));
    const [exports] = countryStory({ ...base, partners, partnerFiltered: true }).map(sentenceText);
    expect(exports).toBe(
      "In 2024, Kenya's exports to all partners were $150, against $100 in 2012: a change of +$50.",
    );
    const both = {
      ...base,
      partners,
      flowWord: 'imports',
      productFiltered: true,
      partnerFiltered: true,
    } as const;
    const [imports] = countryStory(both).map(sentenceText);
    expect(imports).toBe(
      "In 2024, Kenya's imports of all products from all partners were $150, against $100 in 2012: a change of +$50.",
    );
  });

  it('says the World shows no specialisation (its RCA is 1 by construction), and a sole exporter still does', () => {
    const partners = compareYears(side(2012, 100, [['UG', 100]]), side(2024, 150, [['UG', 150]]));
    const row = (key: string, value: number, worldValue: number, rca: number) => ({
      key,
      value,
      worldValue,
      shareOfCountry: null,
      shareOfWorld: null,
      worldMarketShare: value / worldValue,
      rca,
      rank: 1,
      rankAsked: true,
      rankBeyond: null,
    });
    const world = [row('270900', 900, 900, 1), row('090111', 30, 30, 1 + 1e-12)];
    const story = countryStory({ ...base, countryName: 'World', partners, specialisations: world });
    expect(story.map(sentenceText)).toContain(
      "In 2012–2024, World's exports are the world's: every product has an RCA of 1, so none shows a specialisation.",
    );
    // The only exporter of one product: all of its world market, and specialised in it.
    const sole = countryStory({ ...base, partners, specialisations: [row('090240', 30, 30, 42)] });
    expect(sole.map(sentenceText).join(' ')).toMatch(
      /Kenya was specialised \(RCA of at least 1\) in 1 products?/,
    );
  });

  it('says a year without data is missing, not zero', () => {
    const partners = compareYears(side(2012, null, []), side(2024, 50, [['UG', 50]]));
    const [first, ...rest] = countryStory({ ...base, partners });
    expect(sentenceText(first!)).toBe(
      "Kenya's exports have no data for 2012: that year is missing (not zero), so the change from 2012 to 2024 is not computed.",
    );
    expect(rest).toEqual([]);
  });

  it('states size, leader, largest rise and fall, each figure linked to its chart', () => {
    const partners = compareYears(
      side(2012, 100, [
        ['GB', 60],
        ['NL', 40],
      ]),
      side(2024, 150, [
        ['UG', 90],
        ['GB', 50],
        ['NL', 10],
      ]),
    );
    const dependence = supplierShares([
      { product: '090240', importValue: 10, suppliers: [{ key: 'UG', value: 8 }] },
      { product: '090111', importValue: 10, suppliers: [{ key: 'GB', value: 3 }] },
    ]);
    const story = countryStory({ ...base, partners, dependence });
    expect(story.map(sentenceText)).toEqual([
      "In 2024, Kenya's exports were $150, against $100 in 2012: a change of +$50.",
      'Its largest destination in 2024 was Uganda, with 60.0% of the total; the largest rise came from Uganda (+$90, 180.0% of the total change) and the largest fall from Netherlands (−$30).',
      'Of its 2 largest import products, 1 comes at least 50% from a single supplier: their supply is concentrated. The most at stake is Tea, $8 (80.0%) from Uganda.',
    ]);
    const charts = story.flatMap((s) => s.flatMap((p) => (typeof p === 'string' ? [] : [p.chart])));
    expect(new Set(charts)).toEqual(new Set(['changes-partners', 'dependence']));
    for (const s of story.map(sentenceText)) expect(s).not.toMatch(/because|will |forecast/);
  });

  it('counts one examined import product as one, not as the largest of one', () => {
    const dependence = supplierShares([
      { product: '090240', importValue: 10, suppliers: [{ key: 'UG', value: 8 }] },
    ]);
    const partners = compareYears(side(2012, 100, [['GB', 100]]), side(2024, 150, [['GB', 150]]));
    const story = countryStory({ ...base, partners, dependence });
    expect(story.map(sentenceText)).toContain(
      'Of its 1 import product, 1 comes at least 50% from a single supplier: their supply is concentrated. The most at stake is Tea, $8 (80.0%) from Uganda.',
    );
  });

  it('says once that no trade is reported where the flow has none over the range, keeping dependence', () => {
    const none = side(2012, null, []);
    const partners = compareYears(none, { ...none, year: 2024 });
    const dependence = supplierShares([
      { product: '090240', importValue: 10, suppliers: [{ key: 'UG', value: 8 }] },
    ]);
    const story = countryStory({ ...base, partners, specialisations: [], dependence, noTrade: true });
    expect(story.map(sentenceText)).toEqual([
      "No trade is reported for Kenya's exports over 2012–2024.",
      'Of its 1 import product, 1 comes at least 50% from a single supplier: their supply is concentrated. The most at stake is Tea, $8 (80.0%) from Uganda.',
    ]);
    // Imports that report nothing: one sentence, the dependence (of the same imports) has nothing to add.
    const imports = countryStory({ ...base, flowWord: 'imports', partners, dependence, noTrade: true });
    expect(imports.map(sentenceText)).toEqual(["No trade is reported for Kenya's imports over 2012–2024."]);
  });
});
