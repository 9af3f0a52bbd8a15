import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, keys } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import type { TradeClient } from '@/api/client';
import type { TradeSource } from '@/api/queries/keys';
import { eChartsModuleNames } from '@/components/charts/echarts-setup';
import { buildConcentrationOption } from '@/components/charts/options/concentration-option';
import { buildSeriesOption } from '@/components/charts/options/series-option';
import { toCoverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { buildWorldMapOption } from '@/components/charts/options/world-map-option';
import { buildRankedBarsOption } from '@/components/charts/options/ranked-bars-option';
import { buildProductMixOption } from './charts/product-mix-option';
import { COUNTRY_CHART_MODULES, countryViewQueries, prefetchCountryView } from './country-requests';
import { resolveCountryView } from './country-state';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

const coverage = toCoverage(
  [2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025],
  new Date('2026-06-01'),
)!;
const viewFromSearch = (search: string) => resolveCountryView('BR', parse(search).state, coverage).view;

function recordingSource(coverageAnswer: Promise<void> = Promise.resolve()) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const client = new Proxy(
    {},
    {
      get: (_target, method: string) => (params: Record<string, unknown>) => {
        calls.push({ method, params });
        // The unfiltered summary is the coverage; everything else may be empty.
        const data =
          method === 'getTradeSummary' && !params['reporter']
            ? { periods: coverage.years.map((y) => ({ period: `${y.year}-01-01`, value_usd: 1 })) }
            : method === 'getProduct'
              ? { id: params['pid'], matches: [] }
              : method === 'getCountryProducts'
                ? [
                    { hs6: '090111', value_usd: 2 },
                    { hs6: '870323', value_usd: 1 },
                  ]
                : [];
        const answer = { data, requestId: 'r', durationMs: 0 };
        return method === 'getTradeSummary' && !params['reporter']
          ? coverageAnswer.then(() => answer)
          : Promise.resolve(answer);
      },
    },
  ) as TradeClient;
  const source: TradeSource = { client, key: 'demo' };
  return { source, calls };
}

describe('country view requests', () => {
  it('reads the view from a search string with the defaults and the quantity rule', () => {
    expect(viewFromSearch('?from=2012&to=2024')).toMatchObject({
      flow: 'export',
      limit: 20,
      measure: 'value',
      from: 2012,
      to: 2024,
    });
    expect(viewFromSearch('?measure=quantity').measure).toBe('value');
    expect(viewFromSearch('?measure=quantity&product=090111').measure).toBe('quantity');
  });

  it('defaults to the eleven years up to the latest complete year and clamps years outside it, saying so', () => {
    expect(viewFromSearch('')).toMatchObject({ from: 2015, to: 2025 });
    expect(viewFromSearch('?from=2018')).toMatchObject({ from: 2018, to: 2025 });
    expect(viewFromSearch('?to=2015')).toMatchObject({ from: 2010, to: 2015 });
    const { view, notices } = resolveCountryView('BR', parse('?from=2026&to=2026').state, coverage);
    expect(view).toMatchObject({ from: 2025, to: 2025 });
    expect(notices.map((n) => n.message)).toEqual([
      'Year 2026 has no data yet (the service covers 2010–2025); "from" set to 2025.',
      'Year 2026 has no data yet (the service covers 2010–2025); "to" set to 2025.',
    ]);
  });

  it('says why quantity is not shown instead of dropping it silently', () => {
    const { view, notices } = resolveCountryView(
      'BR',
      parse('?measure=quantity&product=8703').state,
      coverage,
    );
    expect(view.measure).toBe('value');
    expect(notices.map((n) => n.message)).toEqual([
      'Quantity needs a 6-digit product (units differ within 8703); showing value instead.',
    ]);
  });

  it('says a link’s reporter other than the page’s country is not applied', () => {
    const notices = (search: string) =>
      resolveCountryView('DE', parse(search).state, coverage).notices.map((n) => n.message);
    expect(notices('?reporter=fra')).toEqual([
      'This page is country DE, from its address: "reporter=FR" is not applied.',
    ]);
    expect(notices('?reporter=DE')).toEqual([]);
    expect(notices('?partner=FR')).toEqual([]);
  });

  it('prefetches every request of the view at once, under the keys the page uses', async () => {
    const { source, calls } = recordingSource();
    const queryClient = new QueryClient();
    prefetchCountryView(queryClient, source, 'BR', '?flow=import&from=2015&to=2020&product=0901&limit=10');
    // The product list's catalog names follow: chapters 09 and 87.
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(16), WAIT_FOR_STATE);
    expect(calls.map((c) => c.method).sort()).toEqual(
      [
        'getCountry',
        'getProduct',
        'getProduct',
        'getProduct',
        'getTradeSummary',
        'getCountryExports',
        'getCountryImports',
        'getCountryPartners',
        'getCountryPartners',
        'getCountryPartners',
        'getCountryPartners',
        'getCountryProducts',
        'getTradeSummary',
        'getTradeSummary',
        // The product's own key figures: its summaries, the other flow's partners of it.
        'getTradeSummary',
        'getTradeSummary',
      ].sort(),
    );
    expect(calls.find((c) => c.method === 'getCountryProducts')?.params).toMatchObject({
      flow: 'import',
      limit: 10,
      from: '2015',
    });
    const view = viewFromSearch('?flow=import&from=2015&to=2020&product=0901&limit=10');
    const q = countryViewQueries(source, 'BR', view);
    // The page's observers find the prefetched entries: nothing is requested twice.
    for (const options of [
      q.detail,
      q.exportSeries,
      q.products,
      q.productPartners!,
      q.otherProductPartners!,
      q.exportProductSummary!,
      q.importProductSummary!,
    ]) {
      expect(queryClient.getQueryState(options.queryKey)).toBeDefined();
    }
  });

  it('sends the series while the coverage is in flight, and the year-dependent requests once it is known', async () => {
    let answerCoverage = () => undefined as void;
    const { source, calls } = recordingSource(new Promise<void>((resolve) => (answerCoverage = resolve)));
    prefetchCountryView(new QueryClient(), source, 'BR', '?partner=CN');
    await vi.waitFor(() => expect(calls.map((c) => c.method)).toContain('getCountryImports'), WAIT_FOR_STATE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.method).sort()).toEqual([
      'getCountry',
      'getCountryExports',
      'getCountryImports',
      'getTradeSummary',
    ]);
    expect(calls.find((c) => c.method === 'getCountryExports')?.params).toMatchObject({ partner: 'CN' });
    answerCoverage();
    await vi.waitFor(
      () => expect(calls.filter((c) => c.method === 'getCountryPartners')).toHaveLength(2),
      WAIT_FOR_STATE,
    );
    // Each series once: the page's observers then find them under the same keys.
    expect(calls.filter((c) => c.method === 'getCountryExports')).toHaveLength(1);
  });

  it('holds the series back while a product filter is unconfirmed: an unknown product is left out of them', async () => {
    let answerCoverage = () => undefined as void;
    const { source, calls } = recordingSource(new Promise<void>((resolve) => (answerCoverage = resolve)));
    prefetchCountryView(new QueryClient(), source, 'BR', '?product=0901');
    await vi.waitFor(() => expect(calls.map((c) => c.method)).toContain('getProduct'), WAIT_FOR_STATE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.method)).not.toContain('getCountryExports');
    answerCoverage();
    await vi.waitFor(
      () =>
        expect(calls.find((c) => c.method === 'getCountryExports')?.params).toMatchObject({
          product: '0901',
        }),
      WAIT_FOR_STATE,
    );
  });

  it('looks up the catalog names of the ranked products as soon as the list arrives', async () => {
    const { source, calls } = recordingSource();
    prefetchCountryView(new QueryClient(), source, 'BR', '');
    await vi.waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'getProduct').map((c) => c.params['pid'])).toEqual([
          '09',
          '87',
        ]),
      WAIT_FOR_STATE,
    );
    // (Without a product filter the catalog is asked only for the names.)
  });

  it("asks for each chapter's names once without a render, and on a second visit none from the persisted catalog", async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    try {
      const visit = async () => {
        // A reload: the modules (and the shared catalog persister) start afresh, the database stays.
        vi.resetModules();
        const { prefetchCountryView: prefetch } = await import('./country-requests');
        const { catalogChapterQuery } = await import('@/api/queries/use-product-names');
        const { source, calls } = recordingSource();
        const queryClient = new QueryClient();
        prefetch(queryClient, source, 'BR', '');
        await vi.waitFor(
          () =>
            expect(
              ['09', '87'].map((c) => queryClient.getQueryData(catalogChapterQuery(source, c).queryKey)),
            ).not.toContain(undefined),
          WAIT_FOR_STATE,
        );
        return calls.filter((c) => c.method === 'getProduct').map((c) => c.params['pid']);
      };
      expect(await visit()).toEqual(['09', '87']);
      await vi.waitFor(
        async () => expect(await keys(createStore('tradescope-catalog', 'queries'))).toHaveLength(2),
        WAIT_FOR_STATE,
      );
      expect(await visit()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it('the route loader preloads exactly the ECharts modules the six charts draw with', () => {
    const options = [
      buildSeriesOption({ rows: [{ year: 2020, value: 1 }], flow: 'export', measure: 'value' }),
      buildRankedBarsOption({ rows: [], flow: 'export' }),
      buildConcentrationOption({ hhi: 1000 }),
      buildWorldMapOption({ partners: [], flow: 'export' }),
      buildProductMixOption({ rows: [] }),
    ];
    const needed = new Set(options.flatMap((option) => eChartsModuleNames(option)));
    expect([...needed].sort()).toEqual([...COUNTRY_CHART_MODULES].sort());
  });
});
