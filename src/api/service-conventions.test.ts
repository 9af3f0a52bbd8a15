// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NoteSink } from './answers/service-notes';
import { formatInstancePath, formatLoc, summariseDetails } from './error-body';
import {
  countryIdFormOf,
  formatYearParam,
  inProfileConventions,
  findWorldGroup,
  GROUPED_POINT_KEY,
  groupedPointKey,
  isCountryGroup,
  isFlow,
  normaliseCountryId,
  normaliseData,
  normaliseProductId,
  PRODUCT_ID_PATTERN,
  periodYear,
  WORLD_GROUP_QUERY,
} from './service-conventions';

type Row = {
  value_usd: number;
  quantity: null;
  flow_count: number;
  period?: string | null;
  partner?: string | null;
  exporter?: string | null;
  importer?: string | null;
  hs6?: string | null;
};
const row = (fields: Partial<Row>): Row => ({ value_usd: 1, quantity: null, flow_count: 1, ...fields });

describe('service conventions', () => {
  it('years go out as YYYY and periods are read in several forms', () => {
    expect(formatYearParam(2015)).toBe('2015');
    expect(formatYearParam('2015-06-30')).toBe('2015');
    expect(periodYear('2015-01-01')).toBe(2015);
    expect(periodYear('2015')).toBe(2015);
    expect(periodYear('2015-01-01T00:00:00Z')).toBe(2015);
    expect(periodYear(2015)).toBe(2015);
    expect(periodYear('15')).toBeNull();
    expect(periodYear(null)).toBeNull();
  });

  it('normalises ids: countries upper case, products to digits', () => {
    expect(normaliseCountryId(' de ')).toBe('DE');
    expect(normaliseProductId('hs:090111')).toBe('090111');
    expect(normaliseProductId('HS:09')).toBe('09');
    expect(normaliseProductId('0901')).toBe('0901');
    expect(normaliseProductId('12x')).toBe('12x');
  });

  it('knows the GroupedPoint key per endpoint and tolerates another key being set', () => {
    expect(GROUPED_POINT_KEY['GET /countries/{cid}/partners']).toBe('partner');
    expect(GROUPED_POINT_KEY['GET /countries/{cid}/products']).toBe('hs6');
    expect(GROUPED_POINT_KEY.top_importers).toBe('importer');
    expect(groupedPointKey(row({ partner: 'FR' }), 'partner')).toBe('FR');
    expect(groupedPointKey(row({ partner: null, importer: 'FR' }), 'partner')).toBe('FR');
    expect(groupedPointKey(row({}), 'hs6')).toBeNull();
  });

  it("puts a summary's HHI on 0-10,000 (lib/hhi.ts normaliseHhi), its shares on 0-1 and its periods in order", () => {
    const summary = (partner_concentration: number | null) =>
      normaliseData('GET /trade/summary', {
        trade_value: 10,
        growth: null,
        partner_concentration,
        top_partners: [{ partner: 'FR', value_usd: 6, share: 60 }],
        quantity: null,
        unit_value: null,
        periods: [
          { period: '2016', value_usd: 1 },
          { period: '2014', value_usd: 1 },
        ],
      }) as {
        partner_concentration: number | null;
        top_partners: { share: number }[];
        periods: { period: string }[];
      };
    expect(summary(0.45).partner_concentration).toBe(4500);
    expect(summary(4500).partner_concentration).toBe(4500);
    expect(summary(null).partner_concentration).toBeNull();
    expect(summary(10_050).partner_concentration).toBe(10_000);
    expect(summary(0.45).top_partners[0]!.share).toBe(0.6);
    expect(summary(0.45).periods.map((p) => p.period)).toEqual(['2014', '2016']);
  });

  it('sorts series by period, and rankings by value only when they are not largest first', () => {
    const rows = [row({ period: '2016-01-01' }), row({ period: '2014-01-01' })];
    expect((normaliseData('GET /countries/{cid}/exports', rows) as typeof rows).map((r) => r.period)).toEqual(
      ['2014-01-01', '2016-01-01'],
    );
    const ranked = [row({ partner: 'B' }), row({ partner: 'A' })];
    expect(normaliseData('GET /countries/{cid}/partners', ranked)).toBe(ranked);
    const ascending = [row({ hs6: '010101', value_usd: 1 }), row({ hs6: '020202', value_usd: 5 })];
    const resorted = normaliseData('GET /countries/{cid}/products', ascending) as Row[];
    expect(resorted.map((r) => r.hs6)).toEqual(['020202', '010101']);
  });

  it("sort a product's markets, exporters and importers each by value, ties by their own id", () => {
    const markets = {
      product: '090111',
      // Whatever other key fields the rows carry, ties go by exporter.
      top_exporters: [
        row({ exporter: 'BR', partner: 'ZZ', importer: 'ZZ', value_usd: 1 }),
        row({ exporter: 'VN', partner: 'AA', importer: 'AA', value_usd: 5 }),
        row({ exporter: 'CO', partner: 'BB', importer: 'AA', value_usd: 5 }),
      ],
      top_importers: [
        row({ importer: 'US', exporter: 'AA', value_usd: 2 }),
        row({ importer: 'DE', exporter: 'ZZ', value_usd: 2 }),
        row({ importer: 'JP', exporter: 'AA', value_usd: 9 }),
      ],
    };
    const notes = new NoteSink();
    const sorted = normaliseData('GET /products/{pid}/markets', markets, notes) as typeof markets;
    expect(sorted.product).toBe('090111');
    expect(sorted.top_exporters.map((r) => r.exporter)).toEqual(['CO', 'VN', 'BR']);
    expect(sorted.top_importers.map((r) => r.importer)).toEqual(['JP', 'DE', 'US']);
    expect(notes.notes.map((n) => n.kind)).toEqual(['ranking-order']);
  });

  it('pass through what they do not know: other endpoints, and rankings that are not lists', () => {
    const rows = [row({ exporter: 'A', value_usd: 1 }), row({ exporter: 'B', value_usd: 9 })];
    expect(normaliseData('GET /trade', rows)).toBe(rows);
    const odd = { rows };
    expect(normaliseData('GET /countries/{cid}/partners', odd)).toBe(odd);
  });
});

describe('service conventions, at their edges', () => {
  it('knows the two flows and nothing else', () => {
    expect(isFlow('export')).toBe(true);
    expect(isFlow('import')).toBe(true);
    for (const other of ['Export', 'both', '', null, undefined, 1])
      expect(isFlow(other), String(other)).toBe(false);
  });

  it('reads a year from the start of a parameter or period only, spaces ignored', () => {
    expect(formatYearParam(' 2015-06-30 ')).toBe('2015');
    expect(formatYearParam(' x2015 ')).toBe('x2015');
    expect(formatYearParam(2015.7)).toBe('2015');
    expect(formatYearParam(999)).toBe('0999');
    expect(periodYear(' 2015-01-01 ')).toBe(2015);
    expect(periodYear('FY2015')).toBeNull();
    expect(periodYear('20150')).toBeNull();
    expect(periodYear(2015.5)).toBeNull();
  });

  it('finds the World group by name, only among groups, in any case', () => {
    const rows = [
      { id: 'WLD', name: 'World', is_group: false },
      { id: 'XW', name: ' WORLD ', is_group: true },
    ];
    expect(findWorldGroup(rows)).toBe('XW');
    expect(findWorldGroup([{ id: 'EU', name: 'European Union', is_group: true }])).toBeNull();
    expect(findWorldGroup(undefined)).toBeNull();
    // An invisible bidi mark or zero-width space does not make another name; other words do.
    expect(findWorldGroup([{ id: 'WLD', name: '\u202EWorld\u200B', is_group: true }])).toBe('WLD');
    expect(findWorldGroup([{ id: 'WLD', name: 'WorldW', is_group: true }])).toBeNull();
    // The search that asks the service for it names it the way the finder looks for it.
    expect(findWorldGroup([{ id: 'XW', name: WORLD_GROUP_QUERY, is_group: true }])).toBe('XW');
    expect(isCountryGroup({ is_group: true })).toBe(true);
    expect(isCountryGroup({ is_group: false })).toBe(false);
  });

  it("keeps a product id's digits without spaces, and a malformed one trimmed", () => {
    expect(normaliseProductId(' hs:090111 ')).toBe('090111');
    expect(normaliseProductId(' 12x ')).toBe('12x');
    expect(normaliseProductId('x090111')).toBe('x090111');
  });

  it('takes as product ids an HS6 code, with or without hs:, and 2- or 4-digit prefixes only', () => {
    for (const id of ['090111', 'hs:090111', 'HS:090111', '09', '0901', 'hs:0901'])
      expect(PRODUCT_ID_PATTERN.test(id)).toBe(true);
    for (const id of ['x090111', '090111x', '9', '09011', '0901111', 'hs:', 'hs090111'])
      expect(PRODUCT_ID_PATTERN.test(id)).toBe(false);
  });

  it('takes the expected key field unless it is empty, then any other set one', () => {
    expect(groupedPointKey(row({ partner: 'FR', hs6: '090111' }), 'partner')).toBe('FR');
    expect(groupedPointKey(row({ partner: '', hs6: '090111' }), 'partner')).toBe('090111');
    expect(groupedPointKey(row({ partner: '', hs6: '' }), 'partner')).toBeNull();
    // Any key field will do.
    for (const [field, expected] of [
      ['period', 'partner'],
      ['partner', 'hs6'],
      ['exporter', 'period'],
      ['importer', 'exporter'],
      ['hs6', 'importer'],
    ] as const) {
      expect(groupedPointKey(row({ [field]: 'K1' }), expected)).toBe('K1');
    }
    // The expected field wins over one that comes earlier in the list of key fields.
    expect(groupedPointKey(row({ partner: 'FR', hs6: '090111' }), 'hs6')).toBe('090111');
  });

  it('sorts periods only when they are out of order, missing periods first, equal ones kept', () => {
    const sorted = [
      row({ period: null }),
      row({ period: '2014' }),
      row({ period: '2014' }),
      row({ period: '2016' }),
    ];
    expect(normaliseData('GET /countries/{cid}/imports', sorted)).toBe(sorted);
    const unsorted = [row({ period: '2016' }), row({ period: null }), row({ period: '2014' })];
    expect((normaliseData('GET /products/{pid}/trade', unsorted) as Row[]).map((r) => r.period)).toEqual([
      null,
      '2014',
      '2016',
    ]);
  });
});

describe('error formatting helpers', () => {
  it('names fields the way a reader writes them', () => {
    expect(formatInstancePath('/data/3/value_usd')).toBe('data[3].value_usd');
    expect(formatInstancePath('/data/top_exporters/0', 'flow_count')).toBe(
      'data.top_exporters[0].flow_count',
    );
    expect(formatInstancePath('')).toBe('body');
    expect(formatLoc(['query', 'limit'])).toBe('limit');
    expect(formatLoc(['path', 'pid'])).toBe('pid');
    expect(formatLoc(['body', 'items', 2])).toBe('items.2');
    expect(summariseDetails([{ loc: ['query', 'q'], msg: 'Field required', type: 'missing' }])).toBe(
      'q: Field required',
    );
  });
});

describe("requests in a service profile's conventions", () => {
  const params = {
    path: { cid: 'DE' },
    query: { partner: 'cn', reporter: 'EU', flow: 'import', from: '2015', limit: 5 },
  };

  it('are ours without a profile, or where it states nothing', () => {
    expect(inProfileConventions(null, params)).toEqual(params);
    expect(inProfileConventions({ requiredFields: {} }, params)).toEqual(params);
  });

  it("take the profile's flow literals, a date for a year, and its id form (a group id kept)", () => {
    const sent = inProfileConventions(
      {
        requiredFields: {},
        flowLiterals: ['exports', 'imports'],
        yearParamFormat: 'date',
        countryIdPattern: '^[A-Z]{3}$',
      },
      params,
    );
    expect(sent).toEqual({
      path: { cid: 'DEU' },
      query: { partner: 'CHN', reporter: 'EU', flow: 'imports', from: '2015-01-01', limit: 5 },
    });
  });

  it('send both years as dates, a year given as a number too, and every other value as it is', () => {
    const sent = inProfileConventions(
      { requiredFields: {}, yearParamFormat: 'date' },
      { path: { pid: '0901' }, query: { from: '2015', to: 2023, product: '2015', limit: 5, all: true } },
    );
    expect(sent).toStrictEqual({
      path: { pid: '0901' },
      query: { from: '2015-01-01', to: '2023-01-01', product: '2015', limit: 5, all: true },
    });
  });

  it('send every country parameter in the id form, reporter included', () => {
    const sent = inProfileConventions(
      { requiredFields: {}, countryIdPattern: '^[A-Z]{3}$' },
      { path: {}, query: { reporter: 'fr', partner: 'DE', product: 'DE' } },
    );
    expect(sent.query).toStrictEqual({ reporter: 'FRA', partner: 'DEU', product: 'DE' });
  });

  it('keep our flow value where the literals do not map safely', () => {
    const sent = inProfileConventions({ requiredFields: {}, flowLiterals: ['X', 'M'] }, params);
    expect(sent.query['flow']).toBe('import');
  });

  it('read the id form from the pattern: ours unless it refuses DE', () => {
    const form = (countryIdPattern: string) => countryIdFormOf({ requiredFields: {}, countryIdPattern });
    expect(form('^[A-Z]{2}$')).toBe('alpha-2');
    expect(form('^[A-Z]{2,3}$')).toBe('alpha-2');
    expect(form('^[A-Z]{3}$')).toBe('alpha-3');
    expect(form('^[0-9]{3}$')).toBe('numeric');
    expect(form('([')).toBe('alpha-2');
    // A pattern that takes none of the three forms: ours, the service will say what it wants.
    expect(form('^[a-z]{2}$')).toBe('alpha-2');
    expect(countryIdFormOf(null)).toBe('alpha-2');
  });
});
