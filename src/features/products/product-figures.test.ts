import { describe, expect, it } from 'vitest';
import {
  childProducts,
  describeMarketConcentration,
  exporterShares,
  rankChildren,
  headingSumsOf,
  reconcileProductTotals,
  toMarketRows,
  toPriceRows,
} from './product-figures';
import { filterNeedsDetail, shareExporters, valuedChildren, CHILDREN_REQUEST_CAP } from './product-requests';
import { toCoverage } from '@/lib/coverage';
import { resolveProductView } from './product-state';

const point = (exporter: string, value: number, quantity: number | null = null) => ({
  exporter,
  value_usd: value,
  quantity,
  flow_count: 1,
});
const name = (id: string) => `Name of ${id}`;

describe('markets rows', () => {
  it('rank exporters with shares of the list total', () => {
    const rows = toMarketRows([point('BR', 30), point('VN', 60), point('CO', 10)], 'exporter', name);
    expect(rows.map((r) => [r.id, r.share])).toEqual([
      ['VN', 0.6],
      ['BR', 0.3],
      ['CO', 0.1],
    ]);
    expect(rows[0]!.name).toBe('Name of VN');
  });
  it('read importers from their own key field, and ties by id', () => {
    const rows = toMarketRows(
      [
        { importer: 'US', value_usd: 5, quantity: null, flow_count: 1 },
        { importer: 'DE', value_usd: 5, quantity: null, flow_count: 1 },
      ],
      'importer',
      name,
    );
    expect(rows.map((r) => r.id)).toEqual(['DE', 'US']);
  });
  it('have no shares when nothing was traded', () => {
    expect(toMarketRows([point('BR', 0)], 'exporter', name)[0]!.share).toBeNull();
  });
});

describe('concentration of the markets list', () => {
  it('reads as equal suppliers in a sentence', () => {
    expect(
      describeMarketConcentration({
        hhi: 2_500,
        side: 'exporter',
        productLabel: 'coffee',
        top: { name: 'Brazil', share: 0.25 },
      }),
    ).toBe(
      'The exporters of coffee are highly concentrated (HHI 2,500 of 10,000), as concentrated as 4 equal suppliers. The largest, Brazil, has 25%.',
    );
    expect(
      describeMarketConcentration({ hhi: 500, side: 'importer', productLabel: 'tea', top: null }),
    ).toContain('importers of tea are unconcentrated');
    expect(
      describeMarketConcentration({ hhi: null, side: 'exporter', productLabel: 'tea', top: null }),
    ).toContain('no trade');
  });
});

describe('unit values by origin', () => {
  const rows = toMarketRows(
    [point('BR', 100, 50), point('VN', 90, null), point('CO', 80, 20), point('ET', 10, 0)],
    'exporter',
    name,
  );
  it('divide value by quantity, cheapest first', () => {
    const prices = toPriceRows(rows);
    expect(prices.slice(0, 2).map((p) => [p.id, p.unitValue])).toEqual([
      ['BR', 2],
      ['CO', 4],
    ]);
  });
  it('list exporters with a null or zero quantity last, without a price (not 0, not Infinity)', () => {
    const prices = toPriceRows(rows);
    expect(prices.slice(2).map((p) => [p.id, p.unitValue])).toEqual([
      ['VN', null],
      ['ET', null],
    ]);
  });
});

describe('children of a product', () => {
  const matches = [
    { hs6: '090111', name: 'Coffee, not roasted', parent_hs4: '0901' },
    { hs6: '090112', name: 'Coffee, decaffeinated', parent_hs4: '0901' },
    { hs6: '090210', name: 'Green tea', parent_hs4: null },
  ];
  it('are the headings of a chapter (by parent_hs4, else the code)', () => {
    expect(childProducts('09', matches).map((c) => c.code)).toEqual(['0901', '0902']);
  });
  it('are the HS6 codes of a heading, with their catalog names', () => {
    expect(childProducts('0901', matches)).toEqual([
      { code: '090111', name: 'Coffee, not roasted' },
      { code: '090112', name: 'Coffee, decaffeinated' },
    ]);
  });
  it('do not exist for an HS6 code', () => {
    expect(childProducts('090111', matches)).toEqual([]);
  });
  it('rank by value with shares of the parent, those without trade last', () => {
    const values: Record<string, number | null> = { '0901': 30, '0902': null, '0903': 70 };
    const ranked = rankChildren(
      ['0901', '0902', '0903'].map((code) => ({ code, name: null })),
      (code) => values[code] ?? null,
      100,
    );
    expect(ranked.map((r) => [r.code, r.share])).toEqual([
      ['0903', 0.7],
      ['0901', 0.3],
      ['0902', null],
    ]);
  });
  it('are valued one request each up to the cap only', () => {
    const many = Array.from({ length: CHILDREN_REQUEST_CAP + 1 }, (_, i) => ({
      code: String(8400 + i),
      name: null,
    }));
    expect(valuedChildren(many)).toEqual([]);
    expect(valuedChildren(many.slice(1))).toHaveLength(CHILDREN_REQUEST_CAP);
  });
});

describe('exporter shares per year', () => {
  const year = (y: number, v: number) => ({ period: `${y}-01-01`, value_usd: v, quantity: null });
  it('divide each exporter by the world, gaps where either has no trade', () => {
    const { years, series } = exporterShares(
      [year(2020, 100), year(2021, 200), year(2023, 50)],
      [{ id: 'BR', name: 'Brazil', points: [year(2020, 50), year(2021, 20)] }],
      2020,
      2023,
    );
    expect(years).toEqual([2020, 2021, 2022, 2023]);
    expect(series[0]!.shares).toEqual([0.5, 0.1, null, null]);
  });
  it('take the first five exporters of the markets list', () => {
    expect(shareExporters(['A', 'B', 'C', 'D', 'E', 'F'].map((id) => point(`X${id}`, 1)))).toEqual([
      'XA',
      'XB',
      'XC',
      'XD',
      'XE',
    ]);
  });
});

describe('totals of the page', () => {
  it('agree, or say why not', () => {
    const lines = reconcileProductTotals({
      productLabel: 'coffee',
      summaryValue: 100,
      seriesValue: 100,
      exporters: { sum: 100, count: 3, truncated: false },
      importers: { sum: 80, count: 200, truncated: true },
      children: { sum: 100, count: 4 },
    });
    expect(lines).toEqual([
      'The yearly series sums to the world total of $100.',
      'All 3 exporters together account for the same $100.',
      'The 200 largest importers (the markets list ends there) account for $80, 80.0% of the total; their shares are of that sum.',
      'Its 4 codes one level down add up to the same total.',
    ]);
    expect(
      reconcileProductTotals({
        productLabel: 'x',
        summaryValue: 100,
        seriesValue: 90,
        exporters: null,
        importers: null,
        children: null,
      })[0],
    ).toContain('disagree');
  });
});

describe("totals of a page whose series is one country's", () => {
  it('say whose the series is and what part of the world total it sums to, never that it is the world total', () => {
    const lines = reconcileProductTotals({
      productLabel: 'coffee',
      summaryValue: 400,
      seriesValue: 400,
      narrowed: { what: "Kenya's exports", value: 2 },
      exporters: null,
      importers: null,
      children: null,
    });
    expect(lines).toEqual([
      "The yearly series shown is Kenya's exports only: it sums to $2, 0.5% of the world total of $400.",
      "The world's yearly series (not drawn here) sums to the world total of $400.",
    ]);
  });
});

describe('view state and gating', () => {
  // The service's coverage: 2012-2026 with 2026 still running, so 2025 is the latest complete year.
  const coverage = toCoverage(
    [2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026],
    new Date('2026-11-22'),
  )!;
  it('keeps quantity and unit value for an HS6 code only, and says so for a prefix', () => {
    expect(resolveProductView('090111', { measure: 'unit_value' }, coverage)).toMatchObject({
      view: { measure: 'unit_value' },
      notices: [],
    });
    const prefix = resolveProductView('0901', { measure: 'quantity' }, coverage);
    expect(prefix.view.measure).toBe('value');
    expect(prefix.notices.map((n) => n.message)).toEqual([
      'Quantity needs a 6-digit HS code (units differ within 0901); showing value instead.',
    ]);
  });
  it('says a partner and another product are not applied, and the page’s own product needs no word', () => {
    const messages = (state: Parameters<typeof resolveProductView>[1]) =>
      resolveProductView('090111', state, coverage).notices.map((n) => `${n.param}: ${n.message}`);
    expect(messages({ partner: 'US', product: '0901' })).toEqual([
      'partner: The product view has no partner filter: "partner=US" is not applied (the flow explorer shows a pair\'s trade in a product).',
      'product: This page is product 090111, from its address: "product=0901" is not applied.',
    ]);
    expect(messages({ product: '090111' })).toEqual([]);
  });
  it("opens on the span up to the latest complete year of the coverage, not the clock's", () => {
    expect(resolveProductView('090111', {}, coverage)).toEqual({
      view: { flow: 'export', from: 2015, to: 2025, limit: 10, measure: 'value', reporter: undefined },
      notices: [],
    });
    expect(resolveProductView('090111', { from: 2015 }, coverage).view).toMatchObject({
      from: 2015,
      to: 2025,
    });
  });
  it('clamps years outside the coverage with a notice', () => {
    const { view, notices } = resolveProductView('09', { from: 2001, to: 2030 }, coverage);
    expect(view).toMatchObject({ from: 2012, to: 2026 });
    expect(notices.map((n) => n.message)).toEqual([
      'Year 2001 is before the data starts (the service covers 2012–2026); "from" set to 2012.',
      'Year 2030 has no data yet (the service covers 2012–2026); "to" set to 2026.',
    ]);
  });
  it('asks the product filter of anything but a known chapter only after the detail', () => {
    expect(filterNeedsDetail('09')).toBe(false);
    expect(filterNeedsDetail('77')).toBe(true);
    expect(filterNeedsDetail('0901')).toBe(true);
    expect(filterNeedsDetail('090111')).toBe(true);
  });
});

describe('headingSumsOf', () => {
  it("sums the chapter's ranked codes per heading and leaves the others out", () => {
    const sums = headingSumsOf(
      [
        { hs6: '270900', value_usd: 5 },
        { hs6: '271000', value_usd: 3 },
        { hs6: '270911', value_usd: 2 },
        { hs6: '280100', value_usd: 100 },
        { hs6: null, value_usd: 7 },
        { value_usd: 9 },
      ],
      '27',
    );
    expect([...sums]).toEqual([
      ['2709', 7],
      ['2710', 3],
    ]);
  });
});
