/**
 * What the country view's first render leaves unused (issue 11: which code could load on first
 * use instead). Builds the app with source maps (dist-perf/coverage/), serves it against
 * `npm run api`, loads `/countries/DE` in live mode with Chromium's precise block coverage on, and
 * once all six charts are ready (`[data-chart][data-state=ready]`) maps every unused range of the
 * app's own chunks back to its source file. A measuring tool: it asserts nothing.
 *
 * Usage: npx tsx scripts/perf/first-render-coverage.ts [--skip-build] [--port-base 8840] [--top 40] [--path /countries/DE]
 * Sizes are minified characters of the build (gzip is roughly a third of that); the run app
 * characters are also given gzipped, chunk by chunk, as a lower bound for the app's own JS.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { addPageInit, liveInit } from './live-page';
import { serveStatic, startApi } from './servers';

const ROOT = join(import.meta.dirname, '../..');
const OUT = join(ROOT, 'dist-perf', 'coverage');
const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const portBase = Number(arg('--port-base') ?? 8840);
const top = Number(arg('--top') ?? 40);
const path = arg('--path') ?? '/countries/DE';
const charts = Number(arg('--charts') ?? 6);

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** Per character of the script: 1 if run, 0 if not (inner ranges override outer ones). */
function usedMap(length: number, functions: { ranges: Range[] }[]): Uint8Array {
  const used = new Uint8Array(length);
  const ranges = functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) used.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, length));
  return used;
}

interface Tally {
  total: number;
  unused: number;
  /** Unused runs: original line → characters. */
  lines: Map<number, number>;
}

async function main() {
  if (!argv.includes('--skip-build'))
    execSync(`npx vite build --sourcemap --outDir ${OUT} --emptyOutDir`, { cwd: ROOT, stdio: 'inherit' });
  const api = await startApi(portBase + 1);
  const server = await serveStatic(OUT, portBase);
  const origin = `http://127.0.0.1:${portBase}`;
  const browser = await chromium.launch({
    ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    await addPageInit(context, liveInit(api));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    await page.goto(origin + path);
    if (charts > 0)
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-chart][data-state="ready"]').length >= n,
        charts,
        { timeout: 120_000 },
      );
    else await page.waitForLoadState('networkidle');
    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as {
      result: { url: string; functions: { ranges: Range[] }[] }[];
    };
    const bySource = new Map<string, Tally>();
    const byChunk: string[] = [];
    /** Gzip -9 bytes of the app's own characters (not node_modules) that ran, chunk by chunk. */
    let usedAppGzip = 0;
    for (const script of result) {
      const m = /\/assets\/([^/?]+\.js)$/.exec(script.url);
      if (!m) continue;
      const file = join(OUT, 'assets', m[1]!);
      if (!existsSync(file + '.map')) {
        byChunk.push(`${m[1]}: no source map`);
        continue;
      }
      const code = readFileSync(file, 'utf8');
      const used = usedMap(code.length, script.functions);
      const map = new SourceMap(
        JSON.parse(readFileSync(file + '.map', 'utf8')) as ConstructorParameters<typeof SourceMap>[0],
      );
      const chunk = m[1]!.replace(/-[\w-]{8}\.js$/, '');
      let chunkUnused = 0;
      let usedApp = '';
      let line = 0;
      let column = 0;
      for (let o = 0; o < code.length; o++, column++) {
        if (code.charCodeAt(o) === 10) {
          line += 1;
          column = -1;
          continue;
        }
        // The mapping segment this character belongs to: the last one at or before it.
        const entry = map.findEntry(line, column) as { originalSource?: string; originalLine?: number };
        const source = `${chunk}: ${entry.originalSource ?? '?'}`;
        let t = bySource.get(source);
        if (!t) bySource.set(source, (t = { total: 0, unused: 0, lines: new Map() }));
        t.total += 1;
        if (used[o] && !source.includes('node_modules')) usedApp += code[o];
        if (!used[o]) {
          t.unused += 1;
          chunkUnused += 1;
          if (entry.originalLine !== undefined)
            t.lines.set(entry.originalLine + 1, (t.lines.get(entry.originalLine + 1) ?? 0) + 1);
        }
      }
      const usedGzip = usedApp ? gzipSync(usedApp, { level: 9 }).length : 0;
      usedAppGzip += usedGzip;
      byChunk.push(
        `${m[1]}: ${code.length} chars, ${chunkUnused} unused (${((100 * chunkUnused) / code.length).toFixed(0)} %); app code run ${(usedGzip / 1024).toFixed(1)} KB gzip`,
      );
    }
    console.log(`# First-render coverage of ${path} (${new Date().toISOString().slice(0, 16)} UTC)\n`);
    console.log(byChunk.sort().join('\n'));
    const app = [...bySource]
      .filter(([s]) => !s.includes('node_modules'))
      .sort((a, b) => b[1].unused - a[1].unused);
    const total = app.reduce((s, [, t]) => s + t.total, 0);
    const unused = app.reduce((s, [, t]) => s + t.unused, 0);
    console.log(`\nApp source (not node_modules): ${total} chars minified, ${unused} unused at first render`);
    // A lower bound for the app's own JS if everything not run were loaded later: the run
    // characters alone, each chunk's gzipped apart as the files travel (issue 11's JS budget).
    console.log(
      `App source run at first render: ${total - unused} chars, ${(usedAppGzip / 1024).toFixed(1)} KB gzip -9 (chunk by chunk)\n`,
    );
    for (const [source, t] of app.slice(0, top)) {
      const hot = [...t.lines]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([l, n]) => `${l}:${n}`)
        .join(' ');
      console.log(
        `${String(t.unused).padStart(6)} / ${String(t.total).padStart(6)}  ${source.replace(/(\.\.\/)+/, '')}   [${hot}]`,
      );
    }
    const json = arg('--json');
    if (json)
      writeFileSync(
        json,
        JSON.stringify(
          Object.fromEntries(
            [...bySource].map(([k, t]) => [
              k,
              { total: t.total, unused: t.unused, lines: Object.fromEntries(t.lines) },
            ]),
          ),
          null,
          1,
        ),
      );
    const libs = [...bySource]
      .filter(([s]) => s.includes('node_modules') && !/^(echarts|index):/.test(s))
      .sort((a, b) => b[1].unused - a[1].unused);
    console.log('\nLibraries other than ECharts:');
    for (const [source, t] of libs.slice(0, 20))
      console.log(
        `${String(t.unused).padStart(6)} / ${String(t.total).padStart(6)}  ${source.replace(/^.*node_modules\//, '')}`,
      );
  } finally {
    await browser.close();
    server.close();
    api.child.kill();
  }
}

await main();
