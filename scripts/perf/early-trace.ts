/**
 * One traced load of the country view in live mode (Chromium tracing): every main-thread task of
 * 0.5 ms or more in the first `--until` ms with what ran in it (scripts compiled and evaluated,
 * functions called), the page's requests (sent, answered, finished) between them, and the tasks of
 * its dedicated workers. For finding when the early script runs, what runs before it, and what the
 * main thread does when an answer arrives (README, "The first requests leave with the HTML").
 * Usage: npx tsx scripts/perf/early-trace.ts [--dir dist] [--until 500] [--port-base 8820]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/env';
import { addPageInit, liveInit } from './live-page';
import { serveStatic, startApi } from './servers';
import { traceEvents } from './trace-event';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) =>
  argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback;
const base = Number(arg('--port-base', '8820'));
const dir = arg('--dir', join(ROOT, 'dist'));
const until = Number(arg('--until', '500'));
const api = await startApi(base + 1);
const server = await serveStatic(dir, base);
const browser = await chromium.launch({
  ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
  args: CHROMIUM_ARGS,
});
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
try {
  const ctx = await browser.newContext();
  await addPageInit(ctx, liveInit(api));
  const page = await ctx.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'loading',
      'blink.user_timing',
      'blink',
      'disabled-by-default-devtools.timeline.worker',
    ],
  });
  await page.goto(`http://127.0.0.1:${base}/countries/DE`, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(until + 1500);
  const events = traceEvents(await browser.stopTracing());
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  )!;
  const mt = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
  const t0 = nav ? nav.ts : mt[0]!.ts;
  const ms = (ts: number) => ((ts - t0) / 1000).toFixed(1);
  const urls = new Map<string, string>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest') urls.set(text(e.args?.data?.requestId), text(e.args?.data?.url));
  const lines: [number, string][] = [];
  for (const e of events) {
    if (e.pid !== main.pid) continue;
    if (
      e.name === 'ResourceSendRequest' ||
      e.name === 'ResourceFinish' ||
      e.name === 'ResourceReceiveResponse'
    )
      lines.push([
        e.ts,
        `   . ${ms(e.ts)} ${e.name.replace('Resource', '')} ${(urls.get(text(e.args?.data?.requestId)) ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
      ]);
    if (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || (e.ph === 'b' && e.name.startsWith('early')))
      if (/^early/.test(e.name)) lines.push([e.ts, `   ! ${ms(e.ts)} mark ${e.name}`]);
  }
  for (const task of mt.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 500)) {
    if ((task.ts - t0) / 1000 > until) break;
    if (task.ts < t0) continue;
    const end = task.ts + (task.dur ?? 0);
    const what = mt
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 300)
      .filter((e) =>
        /^(EvaluateScript|FunctionCall|TimerFire|v8\.evaluateModule|v8\.compile|v8\.compileModule|v8\.produceCache|v8\.produceModuleCache|ParseHTML|Layout|UpdateLayoutTree|Paint|EventDispatch|RunMicrotasks|MinorGC|MajorGC|V8\.ScriptCompiler|v8\.run|ScriptCompiler)/i.test(
          e.name,
        ),
      )
      .map((e) => {
        const d = e.args?.data ?? {};
        const file =
          (text(d.url) || text((e.args as Record<string, unknown>)?.['fileName'])).split('/').at(-1) ?? '';
        const fn = text(d.functionName);
        return `${e.name}${file || fn ? ` ${fn ? `${fn}@` : ''}${file}` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
      });
    lines.push([
      task.ts,
      `${ms(task.ts).padStart(7)} +${((task.dur ?? 0) / 1000).toFixed(1).padEnd(5)} ${what.slice(0, 14).join('; ')}`,
    ]);
  }
  const workerThreads = events.filter((e) => e.name === 'thread_name' && /Worker/.test(String(e.args?.name)));
  for (const t of workerThreads) {
    const evs = events.filter(
      (e) =>
        e.pid === t.pid &&
        e.tid === t.tid &&
        e.ph === 'X' &&
        (e.dur ?? 0) >= 200 &&
        /EvaluateScript|v8.compile|FunctionCall|RunTask|v8.run/.test(e.name),
    );
    for (const e of evs.slice(0, 12))
      lines.push([
        e.ts,
        `   W ${ms(e.ts)} +${((e.dur ?? 0) / 1000).toFixed(1)} ${String(t.args?.name)} ${e.name} ${text(e.args?.data?.url).split('/').at(-1) ?? ''}`,
      ]);
  }
  for (const e of events)
    if (/WorkerStart|DedicatedWorker|worker/i.test(e.name) && e.ph !== 'M')
      lines.push([e.ts, `   w ${ms(e.ts)} ${e.name} ${e.ph}`]);
  lines.sort((a, b) => a[0] - b[0]);
  for (const [ts, l] of lines) if ((ts - t0) / 1000 <= until && ts >= t0) console.log(l);
  await ctx.close();
} finally {
  await browser.close();
  server.close();
  api.child.kill();
}
