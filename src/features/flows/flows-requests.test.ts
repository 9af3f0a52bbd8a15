import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TradeClient } from '@/api/client';
import type { TradeSource } from '@/api/queries/keys';
import { eChartsModuleNames } from '@/components/charts/echarts-setup';
import { buildSeriesOption } from '@/components/charts/options/series-option';
import { toCoverage } from '@/lib/coverage';
import { FLOWS_CHART_MODULES, flowsViewFromSearch, prefetchFlowsView } from './flows-requests';
import { buildPairPeriodsOption, pairSeriesNames } from './charts/pair-periods-option';
import { buildPairProductsOption } from './charts/pair-products-option';

/** The service's years in these tests: 2012–2023 (not the clock's). */
const coverage = toCoverage(
  Array.from({ length: 12 }, (_, i) => 2012 + i),
  new Date('2026-06-01'),
)!;
const worldSummary = { periods: coverage.years.map((y) => ({ period: `${y.year}-01-01`, value_usd: 1 })) };

/** A client that records its calls; `failing` methods reject with an HTTP status (as ApiError does). */
function recordingSource(failing: Record<string, number> = {}) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const client = new Proxy(
    {},
    {
      get: (_target, method: string) => (params: Record<string, unknown>) => {
        calls.push({ method, params });
        if (failing[method])
          return Promise.reject(Object.assign(new Error('failed'), { status: failing[method] }));
        const data = method === 'getTrade' ? [] : method === 'getTradeSummary' ? worldSummary : {};
        return Promise.resolve({ data, requestId: 'r', durationMs: 0 });
      },
    },
  ) as TradeClient;
  const source: TradeSource = { client, key: 'demo' };
  return { source, calls };
}

describe('flow explorer requests', () => {
  it('reads the view from the URL over the coverage: defaults, 10,000 as the row limit, both directions for a pair', () => {
    expect(
      flowsViewFromSearch(new URLSearchParams('reporter=de&partner=CN&limit=20000'), coverage),
    ).toMatchObject({
      reporter: 'DE',
      partner: 'CN',
      flow: 'export',
      to: 2023,
      limit: 10_000,
      isPair: true,
      bothDirections: true,
    });
    expect(
      flowsViewFromSearch(new URLSearchParams('reporter=DE&partner=CN&directions=one'), coverage)
        .bothDirections,
    ).toBe(false);
    expect(flowsViewFromSearch(new URLSearchParams('reporter=DE'), coverage).bothDirections).toBe(false);
    expect(flowsViewFromSearch(new URLSearchParams('from=2010&to=2026'), coverage)).toMatchObject({
      from: 2012,
      to: 2023,
    });
  });

  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('asks for the details and the coverage first, then every data request of a pair at once; /trade without a flow gives both directions', async () => {
    const { source, calls } = recordingSource();
    prefetchFlowsView(
      new QueryClient(),
      source,
      new URLSearchParams('reporter=DE&partner=CN&from=2015&to=2024'),
    );
    expect(calls.map((c) => c.method).sort()).toEqual(['getCountry', 'getCountry', 'getTradeSummary']);
    expect(calls.find((c) => c.method === 'getTradeSummary')!.params).toEqual({});
    await settle();
    expect(calls.map((c) => c.method).sort()).toEqual([
      'getCountry',
      'getCountry',
      'getTrade',
      'getTradeSummary',
      'getTradeSummary',
      'getTradeSummary',
    ]);
    // `to` 2024 is past the coverage (2012–2023): the requests ask for 2023.
    expect(calls.find((c) => c.method === 'getTrade')!.params).toEqual({
      reporter: 'DE',
      partner: 'CN',
      from: '2015',
      to: '2023',
      limit: 1000,
    });
    expect(
      calls
        .filter((c) => c.method === 'getTradeSummary')
        .map((c) => c.params['flow'])
        .sort(),
    ).toEqual(['export', 'import', undefined]);
  });

  it('with a product, no data request before the catalog has vouched for it, and none when it has not', async () => {
    const { source, calls } = recordingSource({ getProduct: 404 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchFlowsView(queryClient, source, new URLSearchParams('reporter=DE&product=99'));
    expect(calls.map((c) => c.method).sort()).toEqual(['getCountry', 'getProduct', 'getTradeSummary']);
    await settle();
    expect(calls.map((c) => c.method).sort()).toEqual(['getCountry', 'getProduct', 'getTradeSummary']);
  });

  it('with a product the catalog knows, the data follows its answer', async () => {
    const { source, calls } = recordingSource();
    prefetchFlowsView(new QueryClient(), source, new URLSearchParams('reporter=DE&product=0901'));
    expect(calls.map((c) => c.method).sort()).toEqual(['getCountry', 'getProduct', 'getTradeSummary']);
    await settle();
    expect(calls.filter((c) => c.method === 'getTrade').map((c) => c.params)).toEqual([
      // The explorer opens on every view's default span, the eleven years up to the coverage's end.
      { reporter: 'DE', product: '0901', flow: 'export', from: '2013', to: '2023', limit: 1000 },
    ]);
  });

  it('the route loader preloads exactly the ECharts modules the charts draw with', () => {
    const options = [
      buildSeriesOption({ rows: [{ year: 2020, value: 1 }], flow: 'export', measure: 'value' }),
      buildPairPeriodsOption({ rows: [], names: pairSeriesNames('A', 'B') }),
      buildPairProductsOption({
        sections: [],
        nameOf: () => null,
        both: true,
        exportLabel: 'A',
        importLabel: 'B',
      }),
    ];
    const needed = new Set(options.flatMap((option) => eChartsModuleNames(option)));
    expect([...needed].sort()).toEqual([...FLOWS_CHART_MODULES].sort());
  });
});
