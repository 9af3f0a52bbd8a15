/**
 * Builds the floor pages into `outDir`: two builds into one directory (floors.ts), so that the
 * floor page stays one file of its own: index.html without a framework, then frameworks.html
 * through React, router and query. `minify: false` keeps the functions' names for a CPU profile.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FLOOR_ROOT = join(ROOT, 'tools/perf/floor');
const alias = { '@': join(ROOT, 'src') };

export async function buildFloorPages(outDir: string, { minify = true } = {}): Promise<void> {
  for (const [page, emptyOutDir] of [
    ['index.html', true],
    ['frameworks.html', false],
  ] as const) {
    await build({
      configFile: false,
      logLevel: 'error',
      root: FLOOR_ROOT,
      base: '/',
      resolve: { alias },
      build: { outDir, emptyOutDir, minify, rolldownOptions: { input: join(FLOOR_ROOT, page) } },
    });
  }
}
