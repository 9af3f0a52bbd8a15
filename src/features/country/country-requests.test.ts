import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TradeClient } from '@/api/client';
import type { TradeSource } from '@/api/queries/keys';
import { eChartsModuleNames } from '@/components/charts/echarts-setup';
import { buildConcentrationOption } from '@/components/charts/options/concentration-option';
import { buildSeriesOption } from '@/components/charts/options/series-option';
import { buildPartnerMapOption } from './charts/partner-map-option';
import { buildPartnersOption } from './charts/partners-option';
import { buildProductMixOption } from './charts/product-mix-option';
import { COUNTRY_CHART_MODULES, countryViewQueries, prefetchCountryView, viewFromSearch } from './country-requests';

function recordingSource() {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const client = new Proxy(
    {},
    {
      get: (_target, method: string) => (params: Record<string, unknown>) => {
        calls.push({ method, params });
        const data = method === 'getCountryProducts' ? [{ hs6: '090111', value_usd: 2 }, { hs6: '870323', value_usd: 1 }] : [];
        return Promise.resolve({ data, requestId: 'r', durationMs: 0 });
      },
    },
  ) as TradeClient;
  const source: TradeSource = { client, key: 'demo' };
  return { source, calls };
}

describe('country view requests', () => {
  it('reads the view from a search string with the defaults and the quantity rule', () => {
    expect(viewFromSearch('?from=2012&to=2024')).toMatchObject({ flow: 'export', limit: 20, measure: 'value', from: 2012, to: 2024 });
    expect(viewFromSearch('?measure=quantity').measure).toBe('value');
    expect(viewFromSearch('?measure=quantity&product=090111').measure).toBe('quantity');
  });

  it('prefetches every request of the view at once, under the keys the page uses', async () => {
    const { source, calls } = recordingSource();
    const queryClient = new QueryClient();
    prefetchCountryView(queryClient, source, 'BR', '?flow=import&from=2015&to=2020&product=0901&limit=10');
    await Promise.resolve();
    expect(calls.map((c) => c.method).sort()).toEqual(
      [
        'getCountry',
        'getCountryExports',
        'getCountryImports',
        'getCountryPartners',
        'getCountryPartners',
        'getCountryPartners',
        'getCountryProducts',
        'getTradeSummary',
        'getTradeSummary',
      ].sort(),
    );
    expect(calls.find((c) => c.method === 'getCountryProducts')?.params).toMatchObject({ flow: 'import', limit: 10, from: '2015' });
    const view = viewFromSearch('?flow=import&from=2015&to=2020&product=0901&limit=10');
    const q = countryViewQueries(source, 'BR', view);
    // The page's observers find the prefetched entries: nothing is requested twice.
    for (const options of [q.detail, q.exportSeries, q.products, q.productPartners!]) {
      expect(queryClient.getQueryState(options.queryKey)).toBeDefined();
    }
  });

  it('looks up the catalog names of the ranked products as soon as the list arrives', async () => {
    const { source, calls } = recordingSource();
    prefetchCountryView(new QueryClient(), source, 'BR', '');
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'getProduct').map((c) => c.params['pid'])).toEqual(['09', '87']));
  });

  it('the route loader preloads exactly the ECharts modules the six charts draw with', () => {
    const options = [
      buildSeriesOption({ rows: [{ year: 2020, value: 1 }], flow: 'export', measure: 'value' }),
      buildPartnersOption({ rows: [], flow: 'export' }),
      buildConcentrationOption({ hhi: 1000 }),
      buildPartnerMapOption({ partners: [], flow: 'export' }),
      buildProductMixOption({ rows: [] }),
    ];
    const needed = new Set(options.flatMap((option) => eChartsModuleNames(option)));
    expect([...needed].sort()).toEqual([...COUNTRY_CHART_MODULES].sort());
  });
});
