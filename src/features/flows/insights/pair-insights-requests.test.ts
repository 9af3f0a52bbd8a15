import { describe, expect, it } from 'vitest';
import type { TradeClient } from '@/api/client';
import type { TradeSource } from '@/api/queries/keys';
import { DESCRIBING_SOURCE, requestOfQuery } from '@/components/charts/export/query-request';
import { TRADE_LIMIT_MAX } from '../flows-state';
import { pairChangeQueries, pairDependenceQueries } from './pair-insights-requests';

const view = {
  reporter: 'br',
  partner: 'cn',
  product: '0901',
  flow: 'export',
  from: 2019,
  to: 2021,
} as const;

/** The parameters the query built with `build` hands the client when it runs. */
function paramsSent(build: (source: TradeSource) => { queryFn?: unknown; queryKey: readonly unknown[] }) {
  const sent: Record<string, unknown>[] = [];
  const client = new Proxy(
    {},
    {
      get: () => (params: Record<string, unknown>) => {
        sent.push(params);
        return new Promise<never>(() => undefined);
      },
    },
  ) as TradeClient;
  const options = build({ key: 'recording', client });
  (options.queryFn as (context: unknown) => unknown)({ queryKey: options.queryKey, signal: undefined });
  return sent[0];
}

describe('pair insights requests', () => {
  it('lists the change’s requests as its queries ask them: canonical ids, one year, the row maximum', () => {
    const described = pairChangeQueries(DESCRIBING_SOURCE, view);
    expect(requestOfQuery(described.rows(2019))).toEqual({
      path: '/trade',
      query: {
        reporter: 'BR',
        partner: 'CN',
        product: '0901',
        flow: 'export',
        from: '2019',
        to: '2019',
        limit: TRADE_LIMIT_MAX,
      },
    });
    expect(requestOfQuery(described.total(2021)).query).toEqual(
      paramsSent((source) => pairChangeQueries(source, view).total(2021)),
    );
  });

  it('lists the dependence’s requests as its queries ask them: the pair’s imports, each product’s total and largest supplier', () => {
    const described = pairDependenceQueries(DESCRIBING_SOURCE, view);
    expect(requestOfQuery(described.rows).query).toMatchObject({ flow: 'import', from: '2019', to: '2021' });
    expect(requestOfQuery(described.rows).query).toEqual(
      paramsSent((source) => pairDependenceQueries(source, view).rows),
    );
    expect(requestOfQuery(described.total('090111')).query).toEqual({
      reporter: 'BR',
      product: '090111',
      flow: 'import',
      from: '2019',
      to: '2021',
    });
    const largest = requestOfQuery(described.largest('090111'));
    expect(largest.path).toBe('/countries/BR/partners');
    expect(largest.query).toMatchObject({ flow: 'import', product: '090111', limit: 1 });
  });
});
