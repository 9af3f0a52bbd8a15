// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatInstancePath, formatLoc, summariseDetails } from './error-body';
import {
  formatYearParam,
  GROUPED_POINT_KEY,
  groupedPointKey,
  normaliseCountryId,
  normaliseData,
  normaliseHhi,
  normaliseProductId,
  normaliseShares,
  periodYear,
} from './service-conventions';

type Row = { value_usd: number; quantity: null; flow_count: number; period?: string | null; partner?: string | null; importer?: string | null; hs6?: string | null };
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

  it('reads HHI on 0-10,000 and converts a 0-1 scale', () => {
    expect(normaliseHhi(2500)).toBe(2500);
    expect(normaliseHhi(0.25)).toBe(2500);
    expect(normaliseHhi(1)).toBe(10_000);
    expect(normaliseHhi(null)).toBeNull();
    expect(normaliseHhi(Number.NaN)).toBeNull();
  });

  it('reads shares as fractions and converts percentages', () => {
    const fractions = [{ share: 0.6 }, { share: 0.4 }];
    expect(normaliseShares(fractions)).toBe(fractions);
    expect(normaliseShares([{ share: 60 }, { share: 0.5 }])).toEqual([{ share: 0.6 }, { share: 0.005 }]);
  });

  it('sorts series by period and leaves rankings alone', () => {
    const rows = [row({ period: '2016-01-01' }), row({ period: '2014-01-01' })];
    expect((normaliseData('GET /countries/{cid}/exports', rows) as typeof rows).map((r) => r.period)).toEqual([
      '2014-01-01',
      '2016-01-01',
    ]);
    const ranked = [row({ partner: 'B' }), row({ partner: 'A' })];
    expect(normaliseData('GET /countries/{cid}/partners', ranked)).toBe(ranked);
  });
});

describe('error formatting helpers', () => {
  it('names fields the way a reader writes them', () => {
    expect(formatInstancePath('/data/3/value_usd')).toBe('data[3].value_usd');
    expect(formatInstancePath('/data/top_exporters/0', 'flow_count')).toBe('data.top_exporters[0].flow_count');
    expect(formatInstancePath('')).toBe('body');
    expect(formatLoc(['query', 'limit'])).toBe('limit');
    expect(formatLoc(['path', 'pid'])).toBe('pid');
    expect(formatLoc(['body', 'items', 2])).toBe('items.2');
    expect(summariseDetails([{ loc: ['query', 'q'], msg: 'Field required', type: 'missing' }])).toBe('q: Field required');
  });
});
