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
import { buildSeriesOption, toYearSeries, type SeriesPointInput } from '@/components/charts/options/series-option';
import { countryName } from '@/lib/country-names';
import { buildWorldMapOption, WORLD_MAP_NAME } from '@/components/charts/options/world-map-option';
import { buildRankedBarsOption, toPartnerRows } from '@/components/charts/options/ranked-bars-option';
import { buildProductMixOption, toProductRows } from '@/features/country/charts/product-mix-option';
import type { FloorConfig } from './floor-config';

echarts.use([LineChart, BarChart, GaugeChart, MapChart, TreemapChart, GridComponent, LegacyGridContainLabel, TooltipComponent, AriaComponent, VisualMapComponent, CanvasRenderer]);

const config = (window as unknown as { __FLOOR__: FloorConfig }).__FLOOR__;

type Envelope<T> = { data: T };
type Point = { partner?: string | null; hs6?: string | null; period?: string | null; value_usd: number; quantity: number | null };

function fetchData<T>(url: string): Promise<T> {
  return fetch(url, { headers: { Authorization: `Bearer ${config.key}` } }).then((r) => {
    if (!r.ok) throw new Error(`${r.status} ${url}`);
    return (r.json() as Promise<Envelope<T>>).then((e) => e.data);
  });
}

const answers = new Map<string, Promise<unknown>>();
/** Empty on the first floor, which sends every URL at once. */
const yearDependent = new Set(config.waves?.afterCoverage);
/** Same-plan floor: the coverage's (and a product filter's) answers, read, as the app reads them for the years. */
let coverageAnswered: Promise<unknown> | undefined;

/** Each URL sent once; on the same-plan floor a year-dependent one only once the coverage has answered. */
function get<T>(url: string): Promise<T> {
  let answer = answers.get(url);
  if (!answer) {
    if (yearDependent.has(url)) {
      coverageAnswered ??= Promise.all(config.waves!.awaited.map((awaited) => get(awaited)));
      answer = coverageAnswered.then(() => fetchData(url));
    } else answer = fetchData(url);
    answers.set(url, answer);
  }
  return answer as Promise<T>;
}

function draw(id: string, option: echarts.EChartsCoreOption) {
  const el = document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;
  const chart = echarts.init(el);
  chart.on('finished', () => el.setAttribute('data-state', 'ready'));
  chart.setOption(option);
}

const find = (re: RegExp) => config.urls.find((u) => re.test(new URL(u).pathname + new URL(u).search));
const origin = new URL(config.urls[0]!).origin;

const geometry = new Promise<string>((resolve, reject) => {
  const worker = new Worker(new URL('../../../src/components/charts/world-map/world-geometry.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<{ ok: boolean; json?: string }>) => (e.data.ok && e.data.json ? resolve(e.data.json) : reject(new Error('geometry')));
  worker.postMessage('build');
}).then((json) => echarts.registerMap(WORLD_MAP_NAME, JSON.parse(json) as Parameters<typeof echarts.registerMap>[1]));

// The same-plan floor sends what the app sends, in its order, drawn from or not (the coverage,
// the import summary and partners for the app's key figures); the drawing below reuses the answers.
if (config.waves) for (const url of config.urls) get(url).catch(() => undefined);

for (const url of config.urls) {
  const path = new URL(url).pathname;
  if (/\/countries\/[A-Z]{2}$/.test(path)) {
    void get<{ name: string }>(url).then((d) => (document.getElementById('title')!.textContent = d.name));
  } else if (/\/(exports|imports)$/.test(path)) {
    const seriesFlow = path.endsWith('imports') ? 'import' : 'export';
    const params = new URL(url).searchParams;
    const year = (name: string) => (params.get(name) ? Number(params.get(name)) : undefined);
    void get<SeriesPointInput[]>(url).then((points) =>
      draw(`${seriesFlow}s-series`, buildSeriesOption({ rows: toYearSeries(points, 'value', year('from'), year('to')), flow: seriesFlow, measure: 'value' })),
    );
  }
}

const summaryUrl = find(/\/trade\/summary\?.*flow=export/);
const partnersUrl = find(/\/partners\?.*flow=export/);
const productsUrl = find(/\/countries\/[A-Z]{2}\/products/);
const summary = summaryUrl ? get<{ trade_value: number; partner_concentration: number | null }>(summaryUrl) : Promise.reject(new Error('no summary'));
void summary.then((s) => draw('partner-concentration', buildConcentrationOption({ hhi: normaliseHhi(s.partner_concentration) ?? 0 })));

const partners = partnersUrl ? get<Point[]>(partnersUrl) : Promise.reject(new Error('no partners'));
void Promise.all([partners, summary]).then(([points, s]) => {
  const rows = toPartnerRows(points, (id) => countryName(id), s.trade_value);
  draw('top-partners', buildRankedBarsOption({ rows: rows.slice(0, config.limit), flow: 'export' }));
  void geometry.then(() => draw('partner-map', buildWorldMapOption({ partners: rows, flow: 'export' })));
});

void (productsUrl ? get<Point[]>(productsUrl) : Promise.reject(new Error('no products'))).then(async (points) => {
  const chapters = [...new Set(points.flatMap((p) => (p.hs6 ? [p.hs6.slice(0, 2)] : [])))].sort();
  const names = new Map<string, string>();
  const details = await Promise.all(chapters.map((c) => get<{ matches: { hs6: string; name: string }[] }>(`${origin}/products/${c}`)));
  for (const d of details) for (const m of d.matches) names.set(m.hs6, m.name);
  const s = await summary;
  draw('product-mix', buildProductMixOption({ rows: toProductRows(points, (hs6) => names.get(hs6) ?? null, s.trade_value) }));
});
