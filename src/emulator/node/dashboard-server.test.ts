// @vitest-environment node
/**
 * `npm start`'s server: the dashboard at /, the service under /api. The page comes with an
 * HttpOnly, SameSite=Strict session cookie scoped to /api that stands in for a key (never in a
 * URL or the page); without it or a key the service answers 401; a forged cookie is refused;
 * each session is rate-limited like a key.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTool, connectHttp, resultText } from '@/mcp/testing/mcp-harness';
import { createDashboardSessions } from './dashboard-session';
import { startHttpServer, type RunningServer } from './http-server';
import { getDefaultEngine } from './setup-test-server';

const KEY = 'operator-key';
let server: RunningServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tradescope-dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>T</title></head><body></body></html>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  server = await startHttpServer({
    engine: getDefaultEngine(),
    port: 0,
    keys: [KEY],
    rateLimit: { requests: 3, windowSeconds: 60 },
    log: () => {},
    dashboard: { dir, apiPrefix: '/api', sessions: createDashboardSessions('test-secret') },
  });
}, 60_000);
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

async function sessionCookie(): Promise<string> {
  const page = await get('/countries/BR');
  return page.headers.get('set-cookie')!.split(';')[0]!;
}

describe('the dashboard server', () => {
  it('serves the page for any client route with the service path and an HttpOnly session cookie', async () => {
    const page = await get('/countries/BR?from=2020');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="tradescope-service" content="/api">');
    const cookie = page.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^tradescope_session=[\w-]+\.[\w-]+; Path=\/api; HttpOnly; SameSite=Strict$/);
    const asset = await get('/assets/app.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/../package.json')).status).not.toBe(500);
  });

  it('names the synthetic world as synthetic, and an imported release escaped', async () => {
    expect(await (await get('/')).text()).toContain(
      '<meta name="tradescope-data-credit" content="Tradescope\'s synthetic world" data-synthetic="true">',
    );
    const { createDashboardServer } = await import('./static-dashboard');
    const dir = mkdtempSync(join(tmpdir(), 'tradescope-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>T</title></head></html>');
    const serve = createDashboardServer(
      { dir, apiPrefix: '/api', sessions: createDashboardSessions('test-secret') },
      { name: 'CEPII BACI "V2025" <HS22> & co', synthetic: false },
    );
    let body = '';
    const res = { writeHead: () => res, end: (b: string | Buffer) => (body = String(b)) };
    serve('/countries/BR', res as never, {}, null);
    expect(body).toContain('<meta name="tradescope-service" content="/api">');
    expect(body).toContain(
      '<meta name="tradescope-data-credit" content="CEPII BACI &quot;V2025&quot; &lt;HS22&gt; &amp; co">',
    );
  });

  it('gives the MCP tools the same credit, and links that open this dashboard', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradescope-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head></html>');
    const own = await startHttpServer({
      engine: getDefaultEngine(),
      port: 0,
      keys: [KEY],
      log: () => {},
      dataCredit: { name: 'CEPII BACI V202501 (HS22)', synthetic: false },
      dashboard: { dir, apiPrefix: '/api', sessions: createDashboardSessions('test-secret') },
    });
    const client = await connectHttp(`${own.url}/api`, KEY);
    try {
      const text = resultText(await callTool(client, 'get_country', { cid: 'BR' }));
      expect(text).toContain('Source: CEPII BACI V202501 (HS22).');
      expect(text).toContain(`View in Tradescope: ${own.url}/countries/BR`);
      // A dashboard served elsewhere reads the credit from the service's document.
      const doc = (await (await fetch(`${own.url}/api/openapi.json`)).json()) as {
        info: Record<string, unknown>;
      };
      expect(doc.info['x-data-credit']).toEqual({ name: 'CEPII BACI V202501 (HS22)', synthetic: false });
    } finally {
      await client.close();
      await own.close();
    }
  });

  it('answers the service under /api to the page session or an operator key, and to nothing else', async () => {
    const cookie = await sessionCookie();
    const bySession = await get('/api/countries/BR', { Cookie: cookie });
    expect(bySession.status).toBe(200);
    expect(((await bySession.json()) as { data: { id: string } }).data.id).toBe('BR');
    expect((await get('/api/countries/BR', { Authorization: `Bearer ${KEY}` })).status).toBe(200);
    expect((await get('/api/countries/BR')).status).toBe(401);
    const forged = `${cookie.split('.')[0]}.AAAA`;
    expect((await get('/api/countries/BR', { Cookie: forged })).status).toBe(401);
    // A wrong key is not rescued by a cookie: the header is what the service judges.
    expect((await get('/api/countries/BR', { Cookie: cookie, Authorization: 'Bearer nope' })).status).toBe(
      401,
    );
    expect((await get('/api/openapi.json')).status).toBe(200);
  });

  it('rate-limits each session like a key, and keeps the session over a reload', async () => {
    const cookie = await sessionCookie();
    const statuses: number[] = [];
    for (let k = 0; k < 4; k++) statuses.push((await get('/api/countries/DE', { Cookie: cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const reload = await get('/', { Cookie: cookie });
    expect(reload.headers.get('set-cookie')!.split(';')[0]).toBe(cookie);
    expect((await get('/api/countries/DE', { Cookie: await sessionCookie() })).status).toBe(200);
  });
});
