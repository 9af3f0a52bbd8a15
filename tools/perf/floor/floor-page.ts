/**
 * The floor page of `npm run perf`: the country view's six charts drawn from the same requests
 * with no framework. Plain `fetch` (the key in the Authorization header, given by the benchmark
 * through `window.__FLOOR__`, never in the URL), one static bundle of exactly the ECharts
 * modules the charts use, the app's own pure option builders, and the same world-geometry
 * worker. Each chart is drawn as soon as its own data is there and marks itself
 * `data-state="ready"` on ECharts' `finished`, as the app's chart frames do.
 *
 * The benchmark passes the request URLs the app made for the same page, so both ask for the
 * same things; the catalog names follow the ranked products, as in the app. Two floors load this
 * same bundle and differ only in when requests leave (floor-config.ts):
 * - the floor: the URLs it draws from, all at once, as if the years were known in advance (the
 *   stricter reference);
 * - the floor that follows the same request plan (`waves`): every URL the app sends, the
 *   year-dependent ones only once the coverage has answered, as the app must.
 */
import { BarChart, GaugeChart, LineChart, MapChart, TreemapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { buildConcentrationOption } from '@/components/charts/options/concentration-option';
import { normaliseHhi } from '@/lib/hhi';
import {
  buildSeriesOption,
  toYearSeries,
  type SeriesPointInput,
} from '@/components/charts/options/series-option';
import { countryName } from '@/lib/country-names';
import { buildWorldMapOption } from '@/components/charts/options/world-map-option';
import { buildRankedBarsOption, toPartnerRows } from '@/components/charts/options/ranked-bars-option';
import { buildProductMixOption, toProductRows } from '@/features/country/charts/product-mix-option';
import {
  catalogUrl,
  chaptersOf,
  config,
  get,
  loadGeometry,
  sendPlan,
  urls,
  type CatalogAnswer,
  type Point,
  type Summary,
} from './floor-data';

echarts.use([
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

function draw(id: string, option: echarts.EChartsCoreOption) {
  const el = document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
  const chart = echarts.init(el);
  chart.on('finished', () => el.setAttribute('data-state', 'ready'));
  chart.setOption(option);
}

const geometry = loadGeometry();
sendPlan();

for (const url of config.urls) {
  const path = new URL(url).pathname;
  if (/\/countries\/[A-Z]{2}$/.test(path)) {
    void get<{ name: string }>(url).then((d) => (document.getElementById('title')!.textContent = d.name));
  } else if (/\/(exports|imports)$/.test(path)) {
    const seriesFlow = path.endsWith('imports') ? 'import' : 'export';
    const params = new URL(url).searchParams;
    const year = (name: string) => (params.get(name) ? Number(params.get(name)) : undefined);
    void get<SeriesPointInput[]>(url).then((points) =>
      draw(
        `${seriesFlow}s-series`,
        buildSeriesOption({
          rows: toYearSeries(points, 'value', year('from'), year('to')),
          flow: seriesFlow,
          measure: 'value',
        }),
      ),
    );
  }
}

const summary = urls.summary ? get<Summary>(urls.summary) : Promise.reject(new Error('no summary'));
void summary.then((s) =>
  draw(
    'partner-concentration',
    buildConcentrationOption({ hhi: normaliseHhi(s.partner_concentration) ?? 0 }),
  ),
);

const partners = urls.partners ? get<Point[]>(urls.partners) : Promise.reject(new Error('no partners'));
void Promise.all([partners, summary]).then(([points, s]) => {
  const rows = toPartnerRows(points, (id) => countryName(id), s.trade_value);
  draw('top-partners', buildRankedBarsOption({ rows: rows.slice(0, config.limit), flow: 'export' }));
  void geometry.then(() => draw('partner-map', buildWorldMapOption({ partners: rows, flow: 'export' })));
});

void (urls.products ? get<Point[]>(urls.products) : Promise.reject(new Error('no products'))).then(
  async (points) => {
    const names = new Map<string, string>();
    const details = await Promise.all(chaptersOf(points).map((c) => get<CatalogAnswer>(catalogUrl(c))));
    for (const d of details) for (const m of d.matches) names.set(m.hs6, m.name);
    const s = await summary;
    draw(
      'product-mix',
      buildProductMixOption({ rows: toProductRows(points, (hs6) => names.get(hs6) ?? null, s.trade_value) }),
    );
  },
);
