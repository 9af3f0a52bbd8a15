// @vitest-environment jsdom
/**
 * The first page's code starts with the HTML: which files each route preloads (from a small
 * bundle shaped like the app's), and what the inline script does with a URL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_ROUTE_PRELOADS,
  preloadScript,
  routeFiles,
  type ChunkInfo,
  type RoutePreload,
} from './route-preload';

const ROOT = '/app';
const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  css: string[] = [],
  moduleIds: string[] = [],
): ChunkInfo => ({
  type: 'chunk',
  fileName,
  facadeModuleId: facade && `${ROOT}/${facade}`,
  moduleIds: moduleIds.map((m) => `${ROOT}/${m}`),
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const bundle: Record<string, ChunkInfo> = {
  'assets/index.js': { ...chunk('assets/index.js', 'src/main.tsx', ['assets/react.js']), isEntry: true },
  'assets/react.js': chunk('assets/react.js', null),
  'assets/country-loader.js': chunk('assets/country-loader.js', 'src/app/country-loader.ts', [
    'assets/requests.js',
    'assets/react.js',
  ]),
  'assets/requests.js': chunk('assets/requests.js', null),
  'assets/country.js': chunk(
    'assets/country.js',
    'src/app/routes/country.tsx',
    ['assets/views.js', 'assets/requests.js'],
    ['assets/country.css'],
  ),
  'assets/views.js': chunk('assets/views.js', null, ['assets/react.js'], ['assets/views.css']),
  // A group chunk: the module is one of several in it, not its facade.
  'assets/echarts.js': chunk(
    'assets/echarts.js',
    null,
    ['assets/views.js'],
    [],
    ['src/components/charts/echarts-core.ts', 'node_modules/echarts/core.js'],
  ),
  'assets/home.js': chunk('assets/home.js', 'src/app/routes/home.tsx'),
  'index.html': { type: 'asset', fileName: 'index.html' },
};
const routes: RoutePreload[] = [
  { pattern: /^\/$/, modules: ['src/app/routes/home.tsx'] },
  {
    pattern: /^\/countries\/[^/]+\/?$/,
    modules: [
      'src/app/country-loader.ts',
      'src/app/routes/country.tsx',
      'src/components/charts/echarts-core.ts',
    ],
  },
];

describe('route preload table', () => {
  it('lists every chunk a route needs, once, without what the HTML already loads, with their CSS', () => {
    const [home, country] = routeFiles(bundle, routes, ROOT);
    expect(home).toEqual(['^\\/$', ['assets/home.js'], []]);
    expect(country![1]).toEqual([
      'assets/country-loader.js',
      'assets/requests.js',
      'assets/country.js',
      'assets/views.js',
      'assets/echarts.js',
    ]);
    expect(country![2]).toEqual(['assets/country.css', 'assets/views.css']);
  });

  it('fails the build when a route names a module no chunk holds (a renamed file)', () => {
    expect(() =>
      routeFiles(bundle, [{ pattern: /^\/x$/, modules: ['src/app/routes/gone.tsx'] }], ROOT),
    ).toThrow(/gone\.tsx/);
  });
});

describe('route preload script', () => {
  const table = routeFiles(bundle, routes, ROOT);
  const run = (base: string, path: string) => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', path);
    // The inline script is a string by design (it goes into index.html): running it is the test.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(preloadScript(base, table))();
    return [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel} ${l.getAttribute('href')}${l.crossOrigin === '' ? ' crossorigin' : ''}`,
    );
  };
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("preloads the matched route's modules (as module scripts, crossorigin like Vite's) and its styles", () => {
    expect(run('/', '/countries/DE?from=2020')).toEqual([
      'modulepreload /assets/country-loader.js crossorigin',
      'modulepreload /assets/requests.js crossorigin',
      'modulepreload /assets/country.js crossorigin',
      'modulepreload /assets/views.js crossorigin',
      'modulepreload /assets/echarts.js crossorigin',
      'stylesheet /assets/country.css crossorigin',
      'stylesheet /assets/views.css crossorigin',
    ]);
  });

  it('adds nothing for a path no route matches, and follows the base path', () => {
    expect(run('/', '/countries/DE/extra')).toEqual([]);
    expect(run('/tradescope/', '/tradescope/')).toEqual([
      'modulepreload /tradescope/assets/home.js crossorigin',
    ]);
    expect(run('/tradescope/', '/elsewhere/')).toEqual([]);
  });
});

describe("the app's route preloads", () => {
  it('match the links the app builds, each with its own route module', async () => {
    const { paths } = await import('@/lib/paths');
    const moduleOf = (href: string) => {
      const path = new URL(href, 'http://app.test').pathname;
      const matches = APP_ROUTE_PRELOADS.filter((r) => r.pattern.test(path));
      expect(matches, href).toHaveLength(1);
      return matches[0]!.modules.find((m) => m.startsWith('src/app/routes/'));
    };
    expect(moduleOf(paths.home.getHref())).toBe('src/app/routes/home.tsx');
    expect(moduleOf(paths.country.getHref('de', { from: 2020 }))).toBe('src/app/routes/country.tsx');
    expect(moduleOf(paths.products.getHref())).toBe('src/app/routes/products.tsx');
    expect(moduleOf(paths.product.getHref('090111'))).toBe('src/app/routes/product.tsx');
    expect(moduleOf(paths.flows.getHref({ reporter: 'DE' }))).toBe('src/app/routes/flows.tsx');
    expect(moduleOf(paths.compare.getHref({ countries: ['DE', 'FR'] }))).toBe('src/app/routes/compare.tsx');
    expect(moduleOf(paths.settings.getHref())).toBe('src/app/routes/settings.tsx');
  });
});
