import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countryQueries } from '@/api/queries/countries';
import { tradeQueries } from '@/api/queries/trade';
import { answeredRequest, DESCRIBING_SOURCE, requestOfQuery } from './query-request';

describe('requestOfQuery', () => {
  it('reads the path and the query parameters the factory hands the client, in its order', () => {
    const partners = countryQueries.partners(DESCRIBING_SOURCE, 'br', {
      flow: 'import',
      from: 2015,
      to: '2020-12-31',
      limit: 500,
    });
    expect(requestOfQuery(partners)).toEqual({
      path: '/countries/BR/partners',
      query: { flow: 'import', from: '2015', to: '2020', limit: 500 },
    });
    expect(requestOfQuery(countryQueries.detail(DESCRIBING_SOURCE, 'DE'))).toEqual({ path: '/countries/DE' });
    const summary = tradeQueries.summary(DESCRIBING_SOURCE, {
      reporter: 'FR',
      flow: 'export',
      product: '0901',
    });
    expect(JSON.stringify(requestOfQuery(summary).query)).toBe(
      JSON.stringify({ reporter: 'FR', product: '0901', flow: 'export' }),
    );
  });

  it('refuses a query that asks the describing client nothing', () => {
    const other = queryOptions({ queryKey: ['other'], queryFn: () => Promise.resolve(1) });
    expect(() => requestOfQuery(other)).toThrow(/asks the describing client nothing/);
  });
});

describe('answeredRequest', () => {
  it('adds the request_id of the answer once there, and nothing before', () => {
    const detail = countryQueries.detail(DESCRIBING_SOURCE, 'DE');
    expect(answeredRequest(detail, undefined)).toEqual({ path: '/countries/DE' });
    expect(answeredRequest(detail, { data: { requestId: null } })).toEqual({ path: '/countries/DE' });
    expect(answeredRequest(detail, { data: { requestId: 'req-7' } })).toEqual({
      path: '/countries/DE',
      requestId: 'req-7',
    });
  });
});
