/**
 * The frameworks floor of `npm run perf`: the floor page's six charts from the same
 * requests in the same waves (floor-data.ts), drawn through the stack the project requires and
 * nothing of the app: React, a react-router data router whose loader starts the requests through
 * the query client (as the app's route loader prefetches), one `useQuery` per chart card, and
 * echarts-for-react with one instance per chart (as the app's `e-chart.tsx` makes it). Each card
 * renders when its own data is there and marks itself `data-state="ready"` on ECharts' `finished`.
 * No draw queue, contract checks, URL state, shell, tables or notes: what it costs over the floor
 * is what the frameworks cost, and what the app costs over it is the app's own work.
 */
import { QueryClient, QueryClientProvider, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { BarChart, GaugeChart, LineChart, MapChart, TreemapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, registerMap, use, type EChartsCoreOption } from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildConcentrationOption } from '@/components/charts/options/concentration-option';
import { buildRankedBarsOption, toPartnerRows } from '@/components/charts/options/ranked-bars-option';
import {
  buildSeriesOption,
  toYearSeries,
  type SeriesPointInput,
} from '@/components/charts/options/series-option';
import { buildWorldMapOption } from '@/components/charts/options/world-map-option';
import { buildProductMixOption, toProductRows } from '@/features/country/charts/product-mix-option';
import { countryName } from '@/lib/country-names';
import { normaliseHhi } from '@/lib/hhi';
import {
  catalogUrl,
  chaptersOf,
  config,
  find,
  get,
  loadGeometry,
  urls,
  type CatalogAnswer,
  type Point,
  type Summary,
} from './floor-data';

use([
  LineChart,
  BarChart,
  GaugeChart,
  MapChart,
  TreemapChart,
  GridComponent,
  LegacyGridContainLabel,
  TooltipComponent,
  AriaComponent,
  VisualMapComponent,
  CanvasRenderer,
]);
const echarts = { init, dispose, getInstanceByDom, registerMap };

/** As the app's `EChartsCore`: one instance per chart, made at once (not the library's temporary one first). */
class EChartsCore extends ReactEChartsCore {
  override initEchartsInstance() {
    const { theme, opts } = this.props;
    return Promise.resolve((this.echarts as EChartsInit).init(this.ele, theme, opts));
  }
}
type EChartsInit = {
  init: (
    dom: HTMLElement,
    theme: unknown,
    opts: unknown,
  ) => ReturnType<ReactEChartsCore['getEchartsInstance']>;
};

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
const data = <T,>(url: string | undefined) =>
  queryOptions({ queryKey: ['floor', url], queryFn: () => get<T>(url!), enabled: url !== undefined });

let geometry: Promise<void> = Promise.resolve();

function Chart({
  id,
  height,
  option,
  full,
}: {
  id: string;
  height: number;
  option: EChartsCoreOption | null;
  full?: boolean;
}) {
  const [ready, setReady] = useState(false);
  const events = useMemo(() => ({ finished: () => setReady(true) }), []);
  return (
    <div
      data-chart={id}
      data-state={ready ? 'ready' : 'loading'}
      style={{ height, width: '100%', gridColumn: full ? '1 / -1' : undefined }}
    >
      {option ? (
        <EChartsCore
          echarts={echarts}
          option={option}
          notMerge
          lazyUpdate
          onEvents={events}
          style={{ height, width: '100%' }}
        />
      ) : null}
    </div>
  );
}

function SeriesCard({ flow }: { flow: 'export' | 'import' }) {
  const url = find(flow === 'export' ? /\/exports(\?|$)/ : /\/imports(\?|$)/);
  const { data: points } = useQuery(data<SeriesPointInput[]>(url));
  const option = useMemo(() => {
    if (!points || !url) return null;
    const params = new URL(url).searchParams;
    const year = (name: string) => (params.get(name) ? Number(params.get(name)) : undefined);
    return buildSeriesOption({
      rows: toYearSeries(points, 'value', year('from'), year('to')),
      flow,
      measure: 'value',
    });
  }, [points, url, flow]);
  return <Chart id={`${flow}s-series`} height={280} option={option} />;
}

function ConcentrationCard() {
  const { data: summary } = useQuery(data<Summary>(urls.summary));
  const option = useMemo(
    () =>
      summary ? buildConcentrationOption({ hhi: normaliseHhi(summary.partner_concentration) ?? 0 }) : null,
    [summary],
  );
  return <Chart id="partner-concentration" height={260} option={option} />;
}

/** The partner rows both partner charts draw from, built once when both answers are there (as the floor page builds them once). */
const partnerRows = queryOptions({
  queryKey: ['floor', 'partner rows'],
  queryFn: () =>
    Promise.all([get<Point[]>(urls.partners!), get<Summary>(urls.summary!)]).then(([points, summary]) =>
      toPartnerRows(points, (id) => countryName(id), summary.trade_value),
    ),
  enabled: urls.partners !== undefined && urls.summary !== undefined,
});
const usePartnerRows = () => useQuery(partnerRows).data ?? null;

function TopPartnersCard() {
  const rows = usePartnerRows();
  const option = useMemo(
    () => (rows ? buildRankedBarsOption({ rows: rows.slice(0, config.limit), flow: 'export' }) : null),
    [rows],
  );
  return <Chart id="top-partners" height={420} option={option} />;
}

function PartnerMapCard() {
  const rows = usePartnerRows();
  const [mapReady, setMapReady] = useState(false);
  useEffect(() => void geometry.then(() => setMapReady(true)), []);
  const option = useMemo(
    () => (rows && mapReady ? buildWorldMapOption({ partners: rows, flow: 'export' }) : null),
    [rows, mapReady],
  );
  return <Chart id="partner-map" height={420} option={option} full />;
}

function ProductMixCard() {
  const { data: points } = useQuery(data<Point[]>(urls.products));
  const { data: summary } = useQuery(data<Summary>(urls.summary));
  const names = useQueries({
    queries: (points ? chaptersOf(points) : []).map((chapter) => data<CatalogAnswer>(catalogUrl(chapter))),
    combine: (results) =>
      results.every((r) => r.data)
        ? new Map(results.flatMap((r) => r.data!.matches.map((m) => [m.hs6, m.name] as const)))
        : null,
  });
  const option = useMemo(
    () =>
      points && summary && names
        ? buildProductMixOption({
            rows: toProductRows(points, (hs6) => names.get(hs6) ?? null, summary.trade_value),
          })
        : null,
    [points, summary, names],
  );
  return <Chart id="product-mix" height={380} option={option} full />;
}

function CountryCharts() {
  const { data: detail } = useQuery(data<{ name: string }>(find(/\/countries\/[A-Z]{2}$/)));
  return (
    <>
      <h1>{detail?.name ?? 'Country'}</h1>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <SeriesCard flow="export" />
        <SeriesCard flow="import" />
        <TopPartnersCard />
        <ConcentrationCard />
        <PartnerMapCard />
        <ProductMixCard />
      </div>
    </>
  );
}

const router = createBrowserRouter([
  {
    path: '*',
    // As the app's route loader: start the view's requests (and the map's geometry) before rendering, without waiting for them.
    loader: () => {
      geometry = loadGeometry();
      for (const url of config.urls) void queryClient.prefetchQuery(data(url));
      return null;
    },
    Component: CountryCharts,
  },
]);

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
