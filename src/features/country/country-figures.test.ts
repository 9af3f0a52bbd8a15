import { describe, expect, it } from 'vitest';
import {
  flowFigures,
  productPartnerSummary,
  reconcileTotals,
  sumValues,
  tradeBalance,
  type TotalsInput,
} from './country-figures';
import { ALL_PARTNERS_LIMIT } from './country-requests';

const summary = {
  trade_value: 1000,
  growth: 0.05,
  partner_concentration: 0.2,
  top_partners: [{ partner: 'CN', value_usd: 400, share: 0.4 }],
};

describe('flow figures', () => {
  it('takes value, growth and a normalised HHI from the summary and counts partners', () => {
    const f = flowFigures(summary, [{ value_usd: 600 }, { value_usd: 400 }]);
    expect(f).toEqual({
      value: 1000,
      growth: 0.05,
      hhi: 2000,
      partnerCount: 2,
      partnerCountIsLowerBound: false,
    });
  });
  it('marks a full partner page as a lower bound and unknowns as null', () => {
    const full = Array.from({ length: ALL_PARTNERS_LIMIT }, () => ({ value_usd: 1 }));
    expect(flowFigures(undefined, full).partnerCountIsLowerBound).toBe(true);
    expect(flowFigures(undefined, undefined)).toMatchObject({ value: null, partnerCount: null, hhi: null });
  });
  it('computes the balance only when both sides are known', () => {
    expect(tradeBalance(10, 25)).toBe(-15);
    expect(tradeBalance(10, null)).toBeNull();
    expect(sumValues([{ value_usd: 1 }, { value_usd: 2 }])).toBe(3);
    expect(sumValues(undefined)).toBeNull();
  });
});

describe('totals reconciliation', () => {
  const base: TotalsInput = {
    flowLabel: 'exports',
    summaryValue: 1e9,
    seriesValue: 1e9,
    seriesFiltered: false,
    allPartnersValue: 1e9,
    allPartnersCount: 120,
    shownPartnersValue: 8e8,
    shownPartnersCount: 20,
    partnersFiltered: false,
  };

  it('says the totals agree and why the partner chart shows less', () => {
    expect(reconcileTotals(base)).toEqual([
      'The yearly exports series sums to the total of $1B.',
      'All 120 partners together account for the same $1B.',
      'The partner chart shows the top 20 of 120 partners (cut by the limit): $800M (80.0% of the $1B total).',
    ]);
  });

  it('flags a disagreement instead of hiding it', () => {
    const notes = reconcileTotals({ ...base, seriesValue: 9e8 });
    expect(notes[0]).toContain('disagree');
  });

  it('explains a filtered series', () => {
    const notes = reconcileTotals({ ...base, seriesValue: 2.5e8, seriesFiltered: true });
    expect(notes[0]).toBe(
      'The exports series is narrowed by the product or partner filter: it sums to $250M (25.0% of the $1B total).',
    );
  });

  it('has nothing to compare without trade', () => {
    expect(reconcileTotals({ ...base, summaryValue: null })).toEqual([
      'No exports reported in this range, so there is no total to compare.',
    ]);
  });

  it('does not mention a cut when every partner is shown', () => {
    const notes = reconcileTotals({ ...base, shownPartnersCount: 120, shownPartnersValue: 1e9 });
    expect(notes.some((n) => n.includes('cut by the limit'))).toBe(false);
  });
});

describe("one product's partner summary", () => {
  const partner = (id: string, value_usd: number) => ({
    partner: id,
    value_usd,
    quantity: null,
    flow_count: 1,
  });

  it("computes the index, the total and the top partners from the product's whole partner list", () => {
    const rows = [partner('US', 40), partner('DE', 30), partner('IT', 20), partner('JP', 10)];
    const summary = productPartnerSummary(rows);
    expect(summary.partner_concentration).toBeCloseTo(3000, 9);
    expect(summary.trade_value).toBe(100);
    expect(summary.growth).toBeNull();
    expect(summary.top_partners[0]).toEqual({ partner: 'US', value_usd: 40, share: 0.4 });
    expect(summary.top_partners).toHaveLength(4);
  });

  it('keeps the ten largest as top partners, the index over all of them', () => {
    const rows = Array.from({ length: 12 }, (_, i) => partner(`P${i}`, 12 - i));
    const summary = productPartnerSummary(rows);
    expect(summary.top_partners.map((p) => p.partner)).toEqual(rows.slice(0, 10).map((r) => r.partner));
    const total = 78;
    const expected = rows.reduce((sum, r) => sum + ((r.value_usd / total) * 100) ** 2, 0);
    expect(summary.partner_concentration).toBeCloseTo(expected, 9);
  });

  it('has no index and no total without trade', () => {
    expect(productPartnerSummary([])).toEqual({
      trade_value: null,
      growth: null,
      partner_concentration: null,
      top_partners: [],
    });
  });
});
