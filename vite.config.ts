/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { groupTestFiles } from './tools/test-file-groups.ts';
import { staticHostingFallback } from './tools/static-hosting.ts';

/**
 * Build flavours:
 * - `npm run dev` (vite serve): demo-capable, the msw worker is served at /mockServiceWorker.js.
 *   `VITE_DEMO=false npm run dev` serves the plain (live-only) app.
 * - `npm run build` (mode production): live only. `__TRADESCOPE_DEMO__` is `false`, so the
 *   dynamic import of the demo service in main.tsx is dead code and dropped; no msw code and no
 *   mockServiceWorker.js ship.
 * - `npm run build:demo` (mode demo, to dist-demo/): includes the emulator and the worker script
 *   for a static public demo.
 */
const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`./demo-public/${WORKER_FILE}`, import.meta.url));
const preludePath = fileURLToPath(new URL('./demo-public/worker-prelude.js', import.meta.url));
/** The worker script: demo-public/worker-prelude.js (only demo requests reach msw), then msw's worker. */
const workerScript = () => `${readFileSync(preludePath, 'utf8')}${readFileSync(workerPath, 'utf8')}`;

/** Serves (dev) or emits (demo build) the msw worker behind its prelude; never in production builds. */
function demoWorkerAsset(): Plugin {
  return {
    name: 'tradescope-demo-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${WORKER_FILE}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(workerScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript() });
    },
  };
}

/**
 * ECharts in one chunk: the core and every module the views draw with (src/components/charts/
 * modules and their part of echarts/zrender), instead of one chunk per module and per shared
 * helper (42 files, about 17 kB gzip lost to compressing them apart, and a module wave after the
 * data). Modules no view uses by default (SVG renderer, legend, title, dataset) stay separate.
 */
const RARE_ECHARTS =
  /[\\/](zrender[\\/]lib[\\/]svg|echarts[\\/]lib[\\/](renderer[\\/]installSVGRenderer|component[\\/](legend|title|dataset))|components[\\/]charts[\\/]modules[\\/](svg-renderer|legend|title|dataset))/;
function isSharedEChartsModule(id: string): boolean {
  if (RARE_ECHARTS.test(id)) return false;
  return /[\\/]node_modules[\\/](echarts|zrender)[\\/]|[\\/]src[\\/]components[\\/]charts[\\/](modules[\\/]|echarts-core\.ts)/.test(
    id,
  );
}

/** Where test workers keep Node's compiled code between files and runs (inside node_modules: a fresh clone starts empty). */
const NODE_COMPILE_CACHE_DIR = fileURLToPath(
  new URL('./node_modules/.cache/node-compile-cache', import.meta.url),
);

const DOM_TESTS = ['src/**/*.test.tsx'];
const NODE_TESTS = ['src/**/*.test.ts', 'tools/**/*.test.ts'];

/** The unit suite's projects: DOM and node tests, shared or isolated (tools/test-file-groups.ts). */
function testProjects() {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const dom = groupTestFiles(root, DOM_TESTS);
  const node = groupTestFiles(root, NODE_TESTS);
  const exclude = [...dom.echartsStubbed, ...dom.isolated, ...node.echartsStubbed, ...node.isolated];
  const shared = { exclude, isolate: false };
  const projects = [
    { name: 'dom', environment: 'jsdom', include: DOM_TESTS, ...shared },
    { name: 'node', environment: 'node', include: NODE_TESTS, ...shared },
    { name: 'dom-echarts-stub', environment: 'jsdom', include: dom.echartsStubbed, isolate: false },
    { name: 'node-echarts-stub', environment: 'node', include: node.echartsStubbed, isolate: false },
    { name: 'dom-isolated', environment: 'jsdom', include: dom.isolated },
    { name: 'node-isolated', environment: 'node', include: node.isolated },
  ];
  return projects.filter((p) => p.include.length > 0).map((test) => ({ extends: true, test }));
}

const EMBED_HEADERS = { 'Access-Control-Allow-Origin': '*' };

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = mode === 'demo' || (command === 'serve' && mode !== 'production' && env.VITE_DEMO !== 'false');
  return {
    // staticHostingFallback: 404.html and _redirects, so deep links work on plain static hosts.
    plugins: [react(), staticHostingFallback(), ...(demo ? [demoWorkerAsset()] : [])],
    define: { __TRADESCOPE_DEMO__: JSON.stringify(demo) },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    // Embeds run in sandboxed iframes, an opaque origin: their module scripts, styles
    // and chunks are cross-origin requests there, so every asset is served to any origin. The
    // app is public code with no cookies; nothing here is private.
    server: { cors: { origin: '*' }, headers: EMBED_HEADERS },
    preview: { cors: { origin: '*' }, headers: EMBED_HEADERS },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      chunkSizeWarningLimit: 900,
      // The per-route bundle budgets (npm run size) read which chunks each route loads from it.
      manifest: true,
      // Every browser the app supports (ES2022 modules) has modulepreload natively: no polyfill
      // in the shell (about 0.5 kB gzip on every page).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The ECharts modules several lazy chunks share go to one cacheable `echarts` chunk; only
          // what the test names: the chunk must not pull in the app modules the core imports.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: 'echarts', test: isSharedEChartsModule }],
          },
        },
      },
    },
    test: {
      // An isolated test file starts a fresh worker, which compiles jsdom, React DOM, msw and the
      // rest of node_modules again: Node's compile cache keeps their compiled code on disk, filled by
      // the first files of a run, so a fresh clone gains too (about a sixth less wall time on
      // src/components, docs/test-time.md). NODE_COMPILE_CACHE set by the caller wins.
      env: { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? NODE_COMPILE_CACHE_DIR },
      setupFiles: ['./src/test/setup.ts'],
      // A folder for the run, where the default world is generated once for every file
      // (src/emulator/node/shared-test-world.ts).
      globalSetup: ['./src/test/global-setup.ts'],
      // Worker threads start and hand over files faster than forked processes: 15 to 22% less
      // wall time on the same files (docs/test-time.md); the native DuckDB bindings load in
      // threads as well.
      pool: 'threads',
      // Vitest's default in a run is one worker fewer than the cores: one worker on CI's two
      // cores, the suite file after file. Two workers there: about a third less wall time on the
      // same files (docs/test-time.md); more cores keep vitest's default.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // A jsdom costs about half a second per file to build: components (*.test.tsx) get one, the
      // pure tests (*.test.ts) run in node unless their first line asks for
      // `// @vitest-environment jsdom`. Files share their worker's modules and environment
      // (`isolate: false`), but those that replace a module or a global run isolated
      // (tools/test-file-groups.ts). Figures: docs/test-time.md.
      // Read from the test files only when vitest runs, not on every dev server or build start.
      projects: process.env.VITEST ? testProjects() : undefined,
      // CI runs the suite once on a shared 2-core machine: under load a test's first import of a
      // lazy view compiles for seconds, and a beforeAll that preloads one took over 10 s at load
      // 15. Tests wait on state (findBy, waitFor: src/test/setup.ts); these limits only catch a hang.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // As the browser tests: one retry on CI, where a test that passes only on it is counted
      // and named as flaky in the run's summary (tools/ci-count.mjs), a bug to fix, not a pass.
      retry: process.env.CI ? 1 : 0,
    },
  };
});
