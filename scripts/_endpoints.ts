// throwaway (not committed): which endpoints and JS each page loads, from a built dist
import { chromium } from '@playwright/test';
import { measurePage } from './perf/measure-page';
import { serveStatic, startApi } from './perf/servers';
const dir = process.argv[2]!;
const base = Number(process.argv[3] ?? 8830);
const pages: [string, number][] = [['/countries/DE', 6], ['/countries/DE?measure=quantity', -1], ['/products/090111?from=2015&to=2024', 7], ['/products/09', 7], ['/products', 1], ['/flows?reporter=DE&partner=CN&from=2015&to=2024', -1], ['/compare?countries=DE,FR,CN&from=2015&to=2023', -1], ['/compare?products=0901,0902', -1], ['/', 0], ['/settings', 0]];
const api = await startApi(base + 1);
const server = await serveStatic(dir, base);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const norm = (p: string) => p.replace(/^\/countries\/[^/]+/, '/countries/{cid}').replace(/^\/products\/[^/]+/, '/products/{pid}');
try {
  for (const [path, charts] of pages) {
    const run = await measurePage(browser, { url: `http://127.0.0.1:${base}${path}`, charts, init: { local: { 'tradescope.data-source': JSON.stringify({ mode: 'live', baseUrl: api.baseUrl }) }, session: { 'tradescope.live-api-key': api.key, 'tradescope.live-api-key-origin': new URL(api.baseUrl).origin } } });
    const apiReqs = run.requests.filter((r) => r.url.startsWith(api.baseUrl));
    const firstEnd = Math.min(...apiReqs.map((r) => r.end ?? Infinity));
    const eps = [...new Set(apiReqs.map((r) => norm(new URL(r.url).pathname)))].sort();
    const late = run.requests.filter((r) => /\.js$/.test(new URL(r.url).pathname) && r.url.startsWith(`http://127.0.0.1:${base}`) && r.start > firstEnd).map((r) => new URL(r.url).pathname.replace('/assets/', ''));
    console.log(path, '\n  endpoints:', eps.join(' '), '\n  JS after first answer:', late.join(' ') || 'none');
  }
} finally { await browser.close(); server.close(); api.child.kill(); }
