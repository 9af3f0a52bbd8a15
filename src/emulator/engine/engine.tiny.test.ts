/**
 * The engine's answers on the tiny hand-made world (src/test/tiny-world-fixture.ts), worked out
 * by hand from its 31 rows: flow semantics, groups as reporter and partner, World, ordering and
 * ties, limits, gaps, zero values, null quantities and mixed units, growth, shares, HHI, and the
 * nulls behind the service's 404s. These also pin down the reference that reference.tiny.test.ts
 * compares every selection against.
 */
import { describe, expect, it } from 'vitest';
import type { TradeObservation } from './engine-types';
import { TINY_SPEC } from '@/test/tiny-world-fixture';
import { tinyWorld } from '@/test/tiny-world';
import { createEngine } from './engine';
import { hsVersion } from './select';

const engine = () => createEngine(tinyWorld(TINY_SPEC));
const brief = (rows: TradeObservation[]) =>
  rows.map((r) => `${r.period.slice(0, 4)} ${r.exporter}>${r.importer} ${r.hs6} ${r.value_usd}`);
const EMPTY_SUMMARY = {
  trade_value: null,
  quantity: null,
  growth: null,
  unit_value: null,
  top_partners: [],
  partner_concentration: null,
  periods: [],
};

describe('flows and groups', () => {
  it('export selects exporter = reporter and importer = partner, import the reverse, no flow both', () => {
    const e = engine();
    const brToUs = [
      '2014 BR>US 090111 7000',
      '2014 BR>US 090121 900',
      '2014 BR>US 640399 900',
      '2012 BR>US 090111 5000',
    ];
    expect(brief(e.trade({ reporter: 'BR', partner: 'US', flow: 'export' }, 100))).toEqual(brToUs);
    expect(brief(e.trade({ reporter: 'US', partner: 'BR', flow: 'import' }, 100))).toEqual(brToUs);
    expect(brief(e.trade({ reporter: 'BR', partner: 'US' }, 100))).toEqual([
      '2025 US>BR 090111 900',
      '2015 US>BR 640399 900',
      ...brToUs,
    ]);
  });

  it('a group as reporter is its members’ trade with non-members', () => {
    const e = engine();
    expect(brief(e.trade({ reporter: 'EU', flow: 'export' }, 100))).toEqual([
      '2025 DE>US 220421 700',
      '2020 FR>BR 220421 2500',
      '2014 DE>US 870323 90000',
      '2014 DE>BR 870380 45000',
      '2014 FR>US 220421 6000',
    ]);
    const s = e.summary({ reporter: 'EU', flow: 'export' });
    expect(s.trade_value).toBe(144_200);
    expect(s.periods).toEqual([
      { period: '2014-01-01', value_usd: 141_000 },
      { period: '2020-01-01', value_usd: 2500 },
      { period: '2025-01-01', value_usd: 700 },
    ]);
    expect(s.growth).toBeCloseTo((700 / 141_000) ** (1 / 11) - 1, 12);
    expect(s.top_partners).toEqual([
      { partner: 'US', value_usd: 96_700, share: 96_700 / 144_200 },
      { partner: 'BR', value_usd: 47_500, share: 47_500 / 144_200 },
    ]);
    expect(s.partner_concentration).toBeCloseTo((9_670_000 / 144_200) ** 2 + (4_750_000 / 144_200) ** 2, 6);
    // Litres of wine and cars in units: no quantity, no unit value.
    expect(s.quantity).toBeNull();
    expect(s.unit_value).toBeNull();
    // Trade between members is no trade of the group, even with a member as partner.
    expect(e.summary({ reporter: 'EU', partner: 'FR', flow: 'export' })).toEqual(EMPTY_SUMMARY);
  });

  it('World as reporter is every row once, in either flow; as partner it restricts nothing', () => {
    const e = engine();
    expect(e.summary({}).trade_value).toBe(401_000);
    expect(e.summary({ reporter: 'XW' }).trade_value).toBe(401_000);
    expect(e.summary({ reporter: 'XW', flow: 'import' }).trade_value).toBe(401_000);
    expect(e.summary({ reporter: 'XW', flow: 'export' }).trade_value).toBe(401_000);
    expect(e.trade({ reporter: 'DE', partner: 'XW', flow: 'export' }, 100)).toEqual(
      e.trade({ reporter: 'DE', flow: 'export' }, 100),
    );
    expect(e.summary({ reporter: 'XW', from: 2010, to: 2010 }).top_partners).toEqual([
      { partner: 'KE', value_usd: 20_000, share: 20_000 / 20_300 },
      { partner: 'FR', value_usd: 300, share: 300 / 20_300 },
    ]);
    // Without a reporter the counterparts are the exporters, with flow=import the importers.
    expect(e.summary({ from: 2010, to: 2010 }).top_partners.map((p) => p.partner)).toEqual(['US', 'KE']);
    expect(e.summary({ flow: 'import', from: 2010, to: 2010 }).top_partners.map((p) => p.partner)).toEqual([
      'KE',
      'FR',
    ]);
  });

  it('a group as partner selects counterparts among its members', () => {
    const s = engine().summary({ reporter: 'US', partner: 'EU', flow: 'export' });
    expect(s.trade_value).toBe(90_000);
    expect(s.top_partners).toEqual([
      { partner: 'DE', value_usd: 60_000, share: 60_000 / 90_000 },
      { partner: 'FR', value_usd: 30_000, share: 30_000 / 90_000 },
    ]);
    expect(s.partner_concentration).toBeCloseTo(50_000 / 9, 9);
    // Cars in units, one and two: a quantity and a unit value.
    expect(s.quantity).toBe(3);
    expect(s.unit_value).toBe(30_000);
  });
});

describe('summaries', () => {
  it('a zero value: trade_value 0, no growth, no unit value (zero quantity), no HHI', () => {
    expect(engine().summary({ reporter: 'CI', partner: 'US', flow: 'export' })).toEqual({
      trade_value: 0,
      quantity: 0,
      growth: null,
      unit_value: null,
      top_partners: [{ partner: 'US', value_usd: 0, share: 0 }],
      partner_concentration: null,
      periods: [{ period: '2015-01-01', value_usd: 0 }],
    });
  });

  it('growth: null when the first period is 0, −100% when the last one is', () => {
    const e = engine();
    expect(e.summary({ reporter: 'CI', partner: 'US' }).growth).toBeNull();
    expect(e.summary({ reporter: 'KE', partner: 'FR' }).growth).toBe(-1);
    // BR's exports: 5,000 in 2012, 25,000 in 2025 (13 years later; the years between do not matter).
    expect(e.summary({ reporter: 'BR', flow: 'export' }).growth).toBeCloseTo(5 ** (1 / 13) - 1, 12);
  });

  it('a null quantity nulls the quantity, not the unit value of the rows that have one', () => {
    const e = engine();
    const s = e.summary({ reporter: 'BR', product: '090111', flow: 'export', from: 2014, to: 2014 });
    expect(s.trade_value).toBe(13_000);
    expect(s.quantity).toBeNull();
    expect(s.unit_value).toBe(10_000 / 2000);
    const none = e.summary({ reporter: 'BR', partner: 'DE', flow: 'export' });
    expect(none.trade_value).toBe(3000);
    expect(none.quantity).toBeNull();
    expect(none.unit_value).toBeNull();
  });

  it('answers an empty selection, an unknown id or reversed years with nulls and empty lists', () => {
    const e = engine();
    expect(e.summary({ reporter: 'AQ' })).toEqual(EMPTY_SUMMARY);
    expect(e.summary({ reporter: 'ZZ' })).toEqual(EMPTY_SUMMARY);
    expect(e.summary({ partner: 'ZZ' })).toEqual(EMPTY_SUMMARY);
    expect(e.summary({ from: 2021, to: 2019 })).toEqual(EMPTY_SUMMARY);
    expect(e.summary({ product: '99' })).toEqual(EMPTY_SUMMARY);
    expect(e.trade({ reporter: 'ZZ' }, 10)).toEqual([]);
  });
});

describe('series, rankings and limits', () => {
  it('series: one point per year with trade, ascending, gaps absent', () => {
    const e = engine();
    expect(e.countrySeries('BR', 'export', {})).toEqual([
      { period: '2012-01-01', value_usd: 5000, quantity: 1000, flow_count: 1 },
      { period: '2014-01-01', value_usd: 14_800, quantity: null, flow_count: 5 },
      { period: '2025-01-01', value_usd: 25_000, quantity: null, flow_count: 1 },
    ]);
    expect(e.countrySeries('US', 'import', { product: '0901' })).toEqual([
      { period: '2012-01-01', value_usd: 5000, quantity: 1000, flow_count: 1 },
      { period: '2014-01-01', value_usd: 7900, quantity: 1490, flow_count: 2 },
      { period: '2015-01-01', value_usd: 0, quantity: 0, flow_count: 1 },
    ]);
    // Kilograms of coffee with cars in units: no quantity.
    expect(e.countrySeries('DE', 'export', { from: 2014, to: 2014 })).toEqual([
      { period: '2014-01-01', value_usd: 135_800, quantity: null, flow_count: 3 },
    ]);
    expect(e.productTrade('87', { reporter: 'DE', flow: 'export' })).toEqual([
      { period: '2014-01-01', value_usd: 135_000, quantity: 4, flow_count: 2 },
      { period: '2020-01-01', value_usd: 30_000, quantity: 1, flow_count: 1 },
    ]);
  });

  it('rankings: value descending, ties by id (not by list order), limited', () => {
    const e = engine();
    const coffee2015 = [
      { partner: 'DE', value_usd: 2000, quantity: 400, flow_count: 1 },
      { partner: 'FR', value_usd: 2000, quantity: 500, flow_count: 1 },
    ];
    expect(e.countryPartners('CI', 'export', { product: '090111' }, 50)).toEqual(coffee2015);
    expect(e.countryPartners('CI', 'export', { product: '090111' }, 1)).toEqual(coffee2015.slice(0, 1));
    expect(e.countryProducts('US', 'export', {}, 50).map((p) => `${p.hs6} ${p.value_usd}`)).toEqual([
      '870380 60000',
      '870323 30000',
      '710812 20000',
      '090121 1500',
      '090111 900',
      '640399 900',
    ]);
    expect(e.countryProducts('US', 'export', {}, 2).map((p) => p.hs6)).toEqual(['870380', '870323']);
  });

  it('markets: top exporters and importers of a prefix', () => {
    const m = engine().productMarkets('0901', {}, 20);
    expect(m.top_exporters).toEqual([
      { exporter: 'BR', value_usd: 18_900, quantity: null, flow_count: 5 },
      { exporter: 'CI', value_usd: 4000, quantity: 900, flow_count: 3 },
      { exporter: 'US', value_usd: 2400, quantity: 400, flow_count: 2 },
      { exporter: 'DE', value_usd: 800, quantity: 80, flow_count: 1 },
    ]);
    expect(m.top_importers.map((p) => `${p.importer} ${p.value_usd}`)).toEqual([
      'US 12900',
      'FR 5800',
      'DE 5000',
      'CI 1500',
      'BR 900',
    ]);
    expect(engine().productMarkets('0901', { from: 2015, to: 2015 }, 1).top_importers).toEqual([
      { importer: 'DE', value_usd: 2000, quantity: 400, flow_count: 1 },
    ]);
  });

  it('/trade: period descending, value descending, then exporter, importer, code; limited', () => {
    const e = engine();
    expect(brief(e.trade({ from: 2014, to: 2014 }, 100))).toEqual([
      '2014 DE>US 870323 90000',
      '2014 DE>BR 870380 45000',
      '2014 BR>US 090111 7000',
      '2014 FR>US 220421 6000',
      '2014 BR>DE 090111 3000',
      '2014 BR>FR 090111 3000',
      '2014 BR>US 090121 900',
      '2014 BR>US 640399 900',
      '2014 DE>FR 090121 800',
      '2014 FR>DE 090210 400',
    ]);
    expect(brief(e.trade({ from: 2020 }, 3))).toEqual([
      '2025 BR>CI 870323 25000',
      '2025 KE>US 710812 10000',
      '2025 US>BR 090111 900',
    ]);
    expect(brief(e.trade({ product: '8703', from: 2020, to: 2020 }, 100))).toEqual([
      '2020 US>DE 870380 60000',
      '2020 DE>FR 870323 30000',
      '2020 US>FR 870323 30000',
    ]);
  });

  it('/trade rows carry the HS revision of their year, the unit of their product and null quantities', () => {
    const rows = engine().trade({ reporter: 'BR', partner: 'DE', flow: 'export' }, 10);
    expect(rows).toEqual([
      {
        exporter: 'BR',
        importer: 'DE',
        hs6: '090111',
        hs_version: 2012,
        period: '2014-01-01',
        granularity: 'year',
        value_usd: 3000,
        quantity: null,
        quantity_unit: 'kg',
      },
    ]);
    const units = engine()
      .trade({ reporter: 'FR', flow: 'export', from: 2014, to: 2014 }, 10)
      .map((r) => r.quantity_unit);
    expect(units).toEqual(['l', 'kg']);
    expect(
      engine().trade({ reporter: 'US', partner: 'BR', flow: 'export', product: '64' }, 10)[0]!.quantity_unit,
    ).toBe('pair');
  });

  it('hsVersion: 2007 to 2011, 2012 to 2016, 2017 to 2021, then 2022', () => {
    const versions = Array.from({ length: 16 }, (_, k) => hsVersion(2010 + k));
    expect(versions).toEqual([
      2007, 2007, 2012, 2012, 2012, 2012, 2012, 2017, 2017, 2017, 2017, 2017, 2022, 2022, 2022, 2022,
    ]);
  });
});

describe('metadata (the nulls behind 404)', () => {
  it('resolves alpha-2, alpha-3 and group ids, any case, trimmed; null when unknown', () => {
    const e = engine();
    expect(e.resolveCountry('br')).toBe('BR');
    expect(e.resolveCountry(' civ ')).toBe('CI');
    expect(e.resolveCountry('Xw')).toBe('XW');
    expect(e.resolveCountry('eu')).toBe('EU');
    expect(e.resolveCountry('ZZ')).toBeNull();
    expect(e.resolveCountry('ZZZ')).toBeNull();
    expect(e.coverage).toEqual({ first: 2010, last: 2025 });
  });

  it('product detail lists the codes under a prefix in code order; null when none', () => {
    const e = engine();
    expect(e.productDetail('09')).toEqual({
      id: '09',
      matches: [
        {
          hs6: '090111',
          hs_version: 2022,
          name: 'Coffee, not roasted, not decaffeinated',
          parent_hs4: '0901',
        },
        { hs6: '090121', hs_version: 2022, name: 'Coffee, roasted, not decaffeinated', parent_hs4: '0901' },
        {
          hs6: '090210',
          hs_version: 2022,
          name: 'Green tea (not fermented), packings of 3 kg or less',
          parent_hs4: '0902',
        },
      ],
    });
    expect(e.productDetail('870380')!.matches.map((m) => m.hs6)).toEqual(['870380']);
    expect(e.productDetail('99')).toBeNull();
    expect(e.productDetail('0903')).toBeNull();
    expect(e.productPrefixExists('0902')).toBe(true);
    expect(e.productPrefixExists('71')).toBe(true);
    expect(e.productPrefixExists('870381')).toBe(false);
    expect(e.productPrefixExists('01')).toBe(false);
    expect(e.productPrefixExists('99')).toBe(false);
  });

  it('country detail: id, iso3, name, group flag, subregion (else region) and note; null when unknown', () => {
    const e = engine();
    expect(e.countryDetail('KE')).toEqual({
      id: 'KE',
      iso3: 'KEN',
      name: 'Kenya',
      is_group: false,
      region: 'Eastern Africa',
      note: 'A note on Kenya.',
    });
    expect(e.countryDetail('EU')).toEqual({
      id: 'EU',
      iso3: null,
      name: 'European Union',
      is_group: true,
      region: 'Europe',
      note: 'Two members here.',
    });
    expect(e.countryDetail('AQ')).toMatchObject({ region: 'Antarctic' });
    expect(e.countryDetail('ZZ')).toBeNull();
  });
});
