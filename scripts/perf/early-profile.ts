/**
 * A CPU profile (50 µs sampling) of the country view's first 800 ms in live mode, `--rounds` loads:
 * self and inclusive time by function of one script (`--match`, the early script by default),
 * summed over the loads. Build with `npx vite build --minify false --outDir <dir>` to read the
 * names (the early script follows the app's `--minify`).
 * Usage: npx tsx scripts/perf/early-profile.ts --dir <dir> [--rounds 3] [--match first-requests] [--port-base 8820]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { addPageInit, liveInit } from './live-page';
import { serveStatic, startApi } from './servers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) =>
  argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback;
const base = Number(arg('--port-base', '8820'));
const dir = arg('--dir', join(ROOT, 'dist'));
const match = arg('--match', 'first-requests');
const rounds = Number(arg('--rounds', '3'));
const api = await startApi(base + 1);
const server = await serveStatic(dir, base);
const browser = await chromium.launch({
  ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
  args: CHROMIUM_ARGS,
});
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const totals = new Map<string, number>();
const inclusive = new Map<string, number>();
try {
  for (let r = 0; r < rounds; r++) {
    const ctx = await browser.newContext();
    await addPageInit(ctx, liveInit(api));
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await page.goto(`http://127.0.0.1:${base}/countries/DE`, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(800);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] };
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    for (let i = 0; i < profile.samples.length; i++) {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      let node = byId.get(profile.samples[i]!);
      if (!node) continue;
      const key = (n: Node) =>
        `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}@${n.callFrame.url.split('/').at(-1)}`;
      if (node.callFrame.url.includes(match)) totals.set(key(node), (totals.get(key(node)) ?? 0) + dt);
      else if (!node.callFrame.url) {
        // runtime/native under a function of the script: charge to the caller chain
        let p = parent.get(node.id);
        while (p !== undefined && !byId.get(p)!.callFrame.url) p = parent.get(p);
        if (p !== undefined && byId.get(p)!.callFrame.url.includes(match))
          totals.set(
            `${node.callFrame.functionName}<-${key(byId.get(p)!)}`,
            (totals.get(`${node.callFrame.functionName}<-${key(byId.get(p)!)}`) ?? 0) + dt,
          );
      }
      const seen = new Set<string>();
      while (node) {
        if (node.callFrame.url.includes(match)) {
          const k = key(node);
          if (!seen.has(k)) {
            seen.add(k);
            inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
          }
        }
        const p = parent.get(node.id);
        node = p === undefined ? undefined : byId.get(p);
      }
    }
    await ctx.close();
  }
  console.log('self (ms, summed over rounds):');
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${v.toFixed(1).padStart(7)} ${k}`);
  console.log('inclusive:');
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${v.toFixed(1).padStart(7)} ${k}`);
} finally {
  await browser.close();
  server.close();
  api.child.kill();
}
