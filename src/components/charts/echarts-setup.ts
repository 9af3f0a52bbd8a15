/**
 * The one place ECharts modules are chosen and registered. Only what the app's charts use is
 * imported from `echarts/core` (the full `echarts` entry is never imported anywhere), and none
 * of it statically: the core (./echarts-core.ts) and each chart type or component
 * (./modules/*.ts) is its own chunk, loaded the first time an option needs it. A page therefore
 * never evaluates the whole library in one long main-thread task (issue 3: no task over 200 ms
 * after first paint), and pages without charts never load it. Add a module to ./modules/ and to
 * the tables below before using it in an option builder.
 */
import type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption, MapSeriesOption, TreemapSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption, EChartsType } from 'echarts/core';

/** Every option builder returns this type (or a narrower ComposeOption of the same parts). */
export type AppChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GaugeSeriesOption
  | TreemapSeriesOption
  | MapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
  | TitleComponentOption
  | AriaComponentOption
  | DatasetComponentOption
>;

export type EChartsCore = (typeof import('./echarts-core'))['echartsCore'];
type Extension = Parameters<EChartsCore['use']>[0];
type Loader = () => Promise<{ module: Extension }>;

const SERIES_MODULES: Record<string, Loader> = {
  line: () => import('./modules/line'),
  bar: () => import('./modules/bar'),
  gauge: () => import('./modules/gauge'),
  treemap: () => import('./modules/treemap'),
  map: () => import('./modules/map'),
};
/** Option keys that need a component beyond the core's tooltip and aria. */
const COMPONENT_MODULES: Record<string, Loader> = {
  grid: () => import('./modules/grid'),
  xAxis: () => import('./modules/grid'),
  yAxis: () => import('./modules/grid'),
  visualMap: () => import('./modules/visual-map'),
  legend: () => import('./modules/legend'),
  title: () => import('./modules/title'),
  dataset: () => import('./modules/dataset'),
};
const RENDERER_MODULES: Record<string, Loader> = { svg: () => import('./modules/svg-renderer') };

let core: EChartsCore | null = null;
let corePromise: Promise<EChartsCore> | null = null;
const installed = new Map<Loader, Promise<void>>();
const done = new Set<Loader>();

function loadCore(): Promise<EChartsCore> {
  corePromise ??= import('./echarts-core').then(
    (m) => (core = m.echartsCore),
    (error: unknown) => {
      // A failed chunk load must be retryable, not cached forever.
      corePromise = null;
      throw error;
    },
  );
  return corePromise;
}

function loadersFor(option: AppChartOption, renderer: string): Loader[] {
  const loaders = new Set<Loader>();
  const series = option.series === undefined ? [] : Array.isArray(option.series) ? option.series : [option.series];
  for (const s of series) {
    const loader = typeof s.type === 'string' ? SERIES_MODULES[s.type] : undefined;
    if (!loader) throw new Error(`ECharts series type "${String(s.type)}" is not registered in echarts-setup.ts`);
    loaders.add(loader);
  }
  for (const key of Object.keys(option)) {
    const loader = COMPONENT_MODULES[key];
    if (loader && option[key as keyof AppChartOption] !== undefined) loaders.add(loader);
  }
  const r = RENDERER_MODULES[renderer];
  if (r) loaders.add(r);
  return [...loaders];
}

/** True when everything the option needs is loaded: the chart can be drawn without waiting. */
export function isEChartsReady(option: AppChartOption, renderer = 'canvas'): boolean {
  return core !== null && loadersFor(option, renderer).every((l) => done.has(l));
}

/**
 * Loads the core, then the chart types and components the option uses (each module is
 * evaluated in its own task, as its chunk arrives), and registers them. Resolves with the core.
 */
export async function loadECharts(option: AppChartOption, renderer = 'canvas'): Promise<EChartsCore> {
  const echarts = await loadCore();
  await Promise.all(
    loadersFor(option, renderer).map((loader) => {
      let p = installed.get(loader);
      if (!p) {
        p = loader().then(
          (m) => {
            echarts.use(m.module);
            done.add(loader);
          },
          (error: unknown) => {
            installed.delete(loader);
            throw error;
          },
        );
        installed.set(loader, p);
      }
      return p;
    }),
  );
  return echarts;
}

/** The core if it has been loaded, for code that runs after a chart has drawn. */
export function loadedECharts(): EChartsCore | null {
  return core;
}

/**
 * Starts loading the core when the browser is idle, so that it is usually there before the
 * first chart's data arrives. Safe to call many times.
 */
export function preloadECharts(): void {
  if (core || corePromise) return;
  const start = () => void loadCore().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 0);
}

/**
 * The ECharts instance drawn into `dom` (chart click handlers bind to it). A chart that has
 * drawn implies a loaded core; before that, there is no instance to find.
 */
export function chartInstanceOf(dom: HTMLElement): EChartsType | undefined {
  return core?.getInstanceByDom(dom);
}
