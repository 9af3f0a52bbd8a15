import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TradeClient } from '@/api/client';
import type { TradeSource } from '@/api/queries/keys';
import { eChartsModuleNames } from '@/components/charts/echarts-setup';
import { buildSeriesOption } from '@/components/charts/options/series-option';
import { FLOWS_CHART_MODULES, flowsViewFromSearch, prefetchFlowsView } from './flows-requests';
import { buildPairPeriodsOption, pairSeriesNames } from './pair-periods-option';
import { buildPairProductsOption } from './pair-products-option';

function recordingSource() {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const client = new Proxy(
    {},
    {
      get: (_target, method: string) => (params: Record<string, unknown>) => {
        calls.push({ method, params });
        return Promise.resolve({ data: method === 'getTrade' ? [] : {}, requestId: 'r', durationMs: 0 });
      },
    },
  ) as TradeClient;
  const source: TradeSource = { client, key: 'demo' };
  return { source, calls };
}

describe('flow explorer requests', () => {
  it('reads the view from the URL: defaults, 10,000 as the row limit, both directions for a pair', () => {
    expect(flowsViewFromSearch(new URLSearchParams('reporter=de&partner=CN&limit=20000'))).toMatchObject({
      reporter: 'DE',
      partner: 'CN',
      flow: 'export',
      limit: 10_000,
      isPair: true,
      bothDirections: true,
    });
    expect(flowsViewFromSearch(new URLSearchParams('reporter=DE&partner=CN&directions=one')).bothDirections).toBe(false);
    expect(flowsViewFromSearch(new URLSearchParams('reporter=DE')).bothDirections).toBe(false);
  });

  it('prefetches every request of a pair at once; /trade without a flow gives both directions', async () => {
    const { source, calls } = recordingSource();
    prefetchFlowsView(new QueryClient(), source, flowsViewFromSearch(new URLSearchParams('reporter=DE&partner=CN&from=2015&to=2024')));
    await Promise.resolve();
    expect(calls.map((c) => c.method).sort()).toEqual(['getCountry', 'getCountry', 'getTrade', 'getTradeSummary', 'getTradeSummary']);
    expect(calls.find((c) => c.method === 'getTrade')!.params).toEqual({ reporter: 'DE', partner: 'CN', from: '2015', to: '2024', limit: 1000 });
    expect(calls.filter((c) => c.method === 'getTradeSummary').map((c) => c.params['flow']).sort()).toEqual(['export', 'import']);
  });

  it('with a product, asks the catalog first and no data request before its answer', async () => {
    const { source, calls } = recordingSource();
    prefetchFlowsView(new QueryClient(), source, flowsViewFromSearch(new URLSearchParams('reporter=DE&product=99')));
    await Promise.resolve();
    expect(calls.map((c) => c.method).sort()).toEqual(['getCountry', 'getProduct']);
  });

  it('the route loader preloads exactly the ECharts modules the charts draw with', () => {
    const options = [
      buildSeriesOption({ rows: [{ year: 2020, value: 1 }], flow: 'export', measure: 'value' }),
      buildPairPeriodsOption({ rows: [], names: pairSeriesNames('A', 'B') }),
      buildPairProductsOption({ sections: [], nameOf: () => null, both: true, exportLabel: 'A', importLabel: 'B' }),
    ];
    const needed = new Set(options.flatMap((option) => eChartsModuleNames(option)));
    expect([...needed].sort()).toEqual([...FLOWS_CHART_MODULES].sort());
  });
});
