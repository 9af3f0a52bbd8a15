/**
 * Bundle size report and per-route budgets. Prints, and writes to `<dir>/size-report.md`:
 * - every JS and CSS asset of a build with raw and gzip sizes, and the total;
 * - per route, the gzip size of the JS its first visit loads, against its budget in
 *   tools/bundle-budgets.json. Exit status 1 when a route is over its budget (or a module the
 *   budgets name is missing from the build), so a regression cannot pass CI silently.
 *
 * A route's JS, read from Vite's manifest (`build.manifest`): the app's entry (index.html), the
 * route's module and its loader module, with everything they import statically, each chunk
 * counted once. What loads on demand (ECharts and its chart modules, the map geometry, an export
 * panel) is not in a route's figure: the budget on all JS together covers it. Each chunk is
 * gzipped on its own at level 9.
 *
 * Usage: `npm run size [dir]` (default `dist`, after `npm run build`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distFiles } from './dist-files';

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budgets {
  /** Per route (its pattern), the modules that make it up and its budget. */
  routes: Record<string, RouteBudget>;
  /** Gzip KB of every JS chunk of the build together, at most. */
  allJsKb: number;
}

interface RouteBudget {
  /** The route's lazy module and its loader module, as source paths (the manifest's keys). */
  modules: string[];
  /** Gzip KB (1,024 bytes) of the route's JS, at most. */
  budgetKb: number;
}

const BUDGETS_FILE = new URL('./bundle-budgets.json', import.meta.url);
const ENTRY = 'index.html';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function measure(dir: string): Asset[] {
  const assets: Asset[] = [];
  for (const path of distFiles(dir)) {
    if (!/\.(m?js|css)$/i.test(path)) continue;
    const bytes = readFileSync(path);
    assets.push({ file: relative(dir, path), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return assets.sort((a, b) => b.raw - a.raw || a.file.localeCompare(b.file));
}

/** The manifest keys a set of modules loads statically (themselves included). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The chunks (file names) of a route's first visit, as the header comment defines them. */
function routeFiles(manifest: Manifest, modules: string[]): Set<string> {
  const keys = staticClosure(manifest, [ENTRY, ...modules]);
  return new Set([...keys].map((key) => manifest[key]!.file).filter((file) => /\.m?js$/.test(file)));
}

interface RouteSize {
  route: string;
  gzip: number;
  files: number;
  budgetKb: number;
}

function routeSizes(dir: string, assets: Asset[]): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
  const gzipOf = new Map(assets.map((a) => [a.file.split('\\').join('/'), a.gzip]));
  const routes = Object.entries(budgets.routes).map(([route, { modules, budgetKb }]) => {
    const files = routeFiles(manifest, modules);
    const gzip = [...files].reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
    return { route: `\`${route}\``, gzip, files: files.size, budgetKb };
  });
  const js = assets.filter((a) => /\.m?js$/i.test(a.file));
  const allGzip = js.reduce((sum, a) => sum + a.gzip, 0);
  return [...routes, { route: 'all JS', gzip: allGzip, files: js.length, budgetKb: budgets.allJsKb }];
}

function renderReport(dir: string, assets: Asset[], routes: RouteSize[]): string {
  const total = assets.reduce((sum, a) => ({ raw: sum.raw + a.raw, gzip: sum.gzip + a.gzip }), {
    raw: 0,
    gzip: 0,
  });
  return [
    `# Bundle size report (\`${dir}/\`)`,
    '',
    '## JS per route (gzip), against its budget',
    '',
    '| route | JS (gzip) | files | budget | within |',
    '|---|---:|---:|---:|---|',
    ...routes.map(
      (r) =>
        `| ${r.route} | ${kb(r.gzip)} | ${r.files} | ${r.budgetKb.toFixed(1)} kB | ${r.gzip <= r.budgetKb * 1024 ? 'yes' : '**no**'} |`,
    ),
    '',
    '## Assets',
    '',
    '| asset | raw | gzip |',
    '|---|---:|---:|',
    ...assets.map((a) => `| ${a.file} | ${kb(a.raw)} | ${kb(a.gzip)} |`),
    `| **total (${assets.length} files)** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
    '',
  ].join('\n');
}

function main(): void {
  const dir = process.argv[2] ?? 'dist';
  let assets: Asset[];
  let routes: RouteSize[];
  try {
    assets = measure(dir);
    routes = routeSizes(dir, assets);
  } catch (error) {
    console.error(`size-report: cannot read ${dir}/ (run \`npm run build\` first): ${String(error)}`);
    process.exit(2);
  }
  const report = renderReport(dir, assets, routes);
  writeFileSync(join(dir, 'size-report.md'), report);
  console.log(report);
  const over = routes.filter((r) => r.gzip > r.budgetKb * 1024);
  if (over.length > 0) {
    for (const r of over)
      console.error(
        `size-report: ${r.route} loads ${kb(r.gzip)} of JS (gzip), over its budget of ${r.budgetKb} kB`,
      );
    process.exitCode = 1;
  }
}

main();
