import { describe, expect, it } from 'vitest';
import { MARKETS_LIMIT } from '@/api/queries/world-ranking';
import { DESCRIBING_SOURCE, requestOfQuery } from '@/components/charts/export/query-request';
import { exporterChangeQueries, exporterSpecialisationQueries } from './product-insights-requests';

describe('product insights requests', () => {
  it('lists the specialisation’s requests as its queries ask them', () => {
    const described = exporterSpecialisationQueries(DESCRIBING_SOURCE, '090111', { from: 2019, to: 2021 });
    expect(requestOfQuery(described.markets)).toEqual({
      path: '/products/090111/markets',
      query: { from: '2019', to: '2021', limit: MARKETS_LIMIT },
    });
    expect(requestOfQuery(described.productWorld)).toEqual({
      path: '/trade/summary',
      query: { product: '090111', from: '2019', to: '2021' },
    });
    // The world's exports of everything: no product, no reporter.
    expect(requestOfQuery(described.worldTotal)).toEqual({
      path: '/trade/summary',
      query: { from: '2019', to: '2021' },
    });
    expect(requestOfQuery(described.exporterTotal('br')).query).toEqual({
      reporter: 'BR',
      flow: 'export',
      from: '2019',
      to: '2021',
    });
  });

  it('lists the change’s requests of one year each', () => {
    const described = exporterChangeQueries(DESCRIBING_SOURCE, '090111');
    expect(requestOfQuery(described.markets(2020)).query).toEqual({
      from: '2020',
      to: '2020',
      limit: MARKETS_LIMIT,
    });
    expect(requestOfQuery(described.summary(2022)).query).toEqual({
      product: '090111',
      from: '2022',
      to: '2022',
    });
  });
});
