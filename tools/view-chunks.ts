/**
 * Build plugin (vite.config.ts, issue 11): fewer, larger chunks for what the views share.
 *
 * Left to itself the bundler makes one chunk per set of lazy entries that share a module: about
 * 30 chunks of 0.1-6 kB on the country view, each one more request (six at a time over
 * HTTP/1.1) and compressed apart. Once the module graph is complete (buildEnd comes before
 * chunking) this records which lazy entries (routes, loaders, chart modules, the palette) reach
 * each module statically, and names the chunk of each module several of them share:
 * - `views`: reached by the country view and another view (what the most visited view needs),
 *   and the app modules the ECharts chunk imports (every chart view loads that chunk);
 * - `views-product`: shared by the product views (product, HS index) and another view, not by
 *   the country view;
 * - `kit-<pages>`: what the light pages (home, settings, not found) share with other pages, one
 *   chunk per set of light pages (`kit-home`, `kit-home-settings`, ...), so a light page never
 *   loads chart code; `kit-<pages>-country` for what the country view needs too (a request ID,
 *   the document title), so the view never loads a light page's own code (the country search);
 * - `kit-palette`: what the palette shares with the country view (formatters, product queries).
 * - `requests`: what the country view's route loader needs (query factories, the view's request
 *   plan, URL state, the ECharts and geometry preloads), out of `views` so that the loader runs
 *   as soon as this small chunk is there, not after the view's components; `requests-product`:
 *   the same for the product views' loader.
 * Left to the bundler: the shell (every page has it; what its packages export but it does not
 * use stays split), what else the palette reaches (it loads on intent and must not pull a view's
 * chunk), what only views other than the country and product views share, the ECharts packages
 * (their own group) and modules over 30 kB (lazy data such as the HS nomenclature, the response
 * validators, the world atlas: vite.config.ts passes SHARED_MAX_MODULE_BYTES).
 */
import type { Plugin } from 'vite';

export const SHARED_MAX_MODULE_BYTES = 30_000;

const LIGHT_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/](home|settings|not-found)\.tsx$/;
const PALETTE_ENTRY = /[\\/]src[\\/]components[\\/]ui[\\/]command-palette[\\/]/;
const COUNTRY_ENTRY =
  /[\\/]src[\\/](app[\\/](routes[\\/]country\.tsx|country-loader\.ts)|components[\\/]charts[\\/](echarts-core\.ts|modules[\\/](bar|gauge|grid|line|map|treemap|visual-map)\.ts))$/;
const PRODUCT_ENTRY = /[\\/]src[\\/]app[\\/](routes[\\/]products?\.tsx|product-loader\.ts)$/;
const COUNTRY_LOADER = /[\\/]src[\\/]app[\\/]country-loader\.ts$/;
const PRODUCT_LOADER = /[\\/]src[\\/]app[\\/]product-loader\.ts$/;
const ECHARTS_PACKAGE = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/;

export interface ModuleGraph {
  ids: string[];
  isEntry: (id: string) => boolean;
  imports: (id: string) => readonly string[];
  dynamicImports: (id: string) => readonly string[];
}

interface Reach {
  light: Set<string>;
  palette: boolean;
  country: boolean;
  product: boolean;
  countryLoader: boolean;
  productLoader: boolean;
  entries: number;
}

/** The shared chunk of each module (null: the bundler's own split), from the module graph. */
export function sharedChunkNames(graph: ModuleGraph): (id: string) => string | null {
  const closure = (from: string, into: Set<string>) => {
    if (into.has(from)) return;
    into.add(from);
    for (const dep of graph.imports(from)) closure(dep, into);
  };
  const shell = new Set<string>();
  for (const id of graph.ids) if (graph.isEntry(id)) closure(id, shell);
  const reach = new Map<string, Reach>();
  for (const entry of new Set(graph.ids.flatMap(graph.dynamicImports))) {
    const members = new Set<string>();
    closure(entry, members);
    for (const id of members) {
      if (shell.has(id)) continue;
      const r = reach.get(id) ?? {
        light: new Set<string>(),
        palette: false,
        country: false,
        product: false,
        countryLoader: false,
        productLoader: false,
        entries: 0,
      };
      r.entries += 1;
      const light = LIGHT_ROUTE.exec(entry)?.[1];
      if (light) r.light.add(light);
      r.palette ||= PALETTE_ENTRY.test(entry);
      r.country ||= COUNTRY_ENTRY.test(entry);
      r.product ||= PRODUCT_ENTRY.test(entry);
      r.countryLoader ||= COUNTRY_LOADER.test(entry);
      r.productLoader ||= PRODUCT_LOADER.test(entry);
      reach.set(id, r);
    }
  }
  return (id) => {
    const r = reach.get(id);
    if (!r || ECHARTS_PACKAGE.test(id) || r.entries < 2) return null;
    // What the country view also needs gets a kit of its own, so the view does not load the
    // light pages' own code (the home page's country search) with it.
    if (r.light.size > 0) return `kit-${[...r.light].sort().join('-')}${r.country ? '-country' : ''}`;
    if (r.palette) return r.country ? 'kit-palette' : null;
    if (r.countryLoader) return 'requests';
    if (r.productLoader && !r.country) return 'requests-product';
    return r.country ? 'views' : r.product ? 'views-product' : null;
  };
}

export function viewChunks(): Plugin & { groupOf: (id: string) => string | null } {
  let names: (id: string) => string | null = () => null;
  return {
    name: 'tradescope-view-chunks',
    apply: 'build',
    groupOf: (id) => names(id),
    buildEnd() {
      names = sharedChunkNames({
        ids: [...this.getModuleIds()],
        isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      });
    },
  };
}
