/**
 * The one place ECharts modules are chosen and registered. Only what the app's charts use is
 * imported from `echarts/core` (the full `echarts` entry is never imported anywhere), and none
 * of it statically: the core (./echarts-core.ts) and each chart type or component
 * (./modules/*.ts) is its own chunk, loaded the first time an option needs it. A page therefore
 * never evaluates the whole library in one long main-thread task (no task over 200 ms
 * after first paint), and pages without charts never load it. Add a module to ./modules/ and to
 * the tables below before using it in an option builder.
 */
import type {
  BarSeriesOption,
  GaugeSeriesOption,
  LineSeriesOption,
  MapSeriesOption,
  TreemapSeriesOption,
} from 'echarts/charts';
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

const SERIES_MODULES = {
  line: () => import('./modules/line'),
  bar: () => import('./modules/bar'),
  gauge: () => import('./modules/gauge'),
  treemap: () => import('./modules/treemap'),
  map: () => import('./modules/map'),
} satisfies Record<string, Loader>;
/** Components beyond the core's tooltip and aria. */
const COMPONENT_MODULES = {
  grid: () => import('./modules/grid'),
  visualMap: () => import('./modules/visual-map'),
  legend: () => import('./modules/legend'),
  title: () => import('./modules/title'),
  dataset: () => import('./modules/dataset'),
} satisfies Record<string, Loader>;
const RENDERER_MODULES = { svg: () => import('./modules/svg-renderer') } satisfies Record<string, Loader>;

/** A series type, a component or a renderer: what a view declares its charts draw with. */
export type EChartsModuleName =
  keyof typeof SERIES_MODULES | keyof typeof COMPONENT_MODULES | keyof typeof RENDERER_MODULES;
const MODULES: Record<EChartsModuleName, Loader> = {
  ...SERIES_MODULES,
  ...COMPONENT_MODULES,
  ...RENDERER_MODULES,
};
/** Option keys that need a component module. */
const OPTION_KEY_MODULES: Record<string, EChartsModuleName> = {
  grid: 'grid',
  xAxis: 'grid',
  yAxis: 'grid',
  visualMap: 'visualMap',
  legend: 'legend',
  title: 'title',
  dataset: 'dataset',
};
const isSeriesType = (type: unknown): type is keyof typeof SERIES_MODULES =>
  typeof type === 'string' && Object.hasOwn(SERIES_MODULES, type);

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

/** The modules an option needs beyond the core: its series types, components and renderer. */
export function eChartsModuleNames(option: AppChartOption, renderer = 'canvas'): EChartsModuleName[] {
  const names = new Set<EChartsModuleName>();
  const series =
    option.series === undefined ? [] : Array.isArray(option.series) ? option.series : [option.series];
  for (const s of series) {
    if (!isSeriesType(s.type))
      throw new Error(`ECharts series type "${String(s.type)}" is not registered in echarts-setup.ts`);
    names.add(s.type);
  }
  for (const key of Object.keys(option)) {
    const name = OPTION_KEY_MODULES[key];
    if (name && option[key as keyof AppChartOption] !== undefined) names.add(name);
  }
  if (renderer === 'svg') names.add('svg');
  return [...names];
}

function loadersFor(option: AppChartOption, renderer: string): Loader[] {
  return eChartsModuleNames(option, renderer).map((name) => MODULES[name]);
}

/** True when everything the option needs is loaded: the chart can be drawn without waiting. */
export function isEChartsReady(option: AppChartOption, renderer = 'canvas'): boolean {
  return core !== null && loadersFor(option, renderer).every((l) => done.has(l));
}

/**
 * Loads the core and the chart types and components the option uses (each module is evaluated
 * in its own task, as its chunk arrives), and registers them. Resolves with the core.
 */
export async function loadECharts(option: AppChartOption, renderer = 'canvas'): Promise<EChartsCore> {
  return install(loadersFor(option, renderer));
}

/** Loads the core and the modules in parallel (one wave of requests), registers each module once. */
async function install(loaders: readonly Loader[]): Promise<EChartsCore> {
  const corePromise = loadCore();
  await Promise.all(
    loaders.map((loader) => {
      let p = installed.get(loader);
      if (!p) {
        p = Promise.all([corePromise, loader()]).then(
          ([echarts, m]) => {
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
  return corePromise;
}

/**
 * Starts loading the core and the named modules now (for a route loader: a view's chart code
 * then arrives in the same wave as its data, not after the data has become chart options).
 * Never throws; a failure shows when a chart needs the module.
 */
export function preloadEChartsModules(names: readonly EChartsModuleName[]): void {
  install(names.map((name) => MODULES[name])).catch(() => undefined);
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
