/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call --
   response bodies are untyped JSON under test; their shape is checked against the contract. */
/**
 * The msw/node test server as component tests use it (jsdom environment): real handlers on
 * DEMO_BASE_URL over the default world, unhandled requests as errors, per-test overrides, and
 * a world with adversarial extras.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { toAsyncEngine } from '../service/async-engine';
import { createHandlers } from '../service/create-handlers';
import { call } from '../service/testing/call';
import { contractErrors } from '../service/testing/contract-validator';
import { networkError, serviceError } from './overrides';
import { buildTestEngine, getDefaultEngine, TEST_SERVER_LISTEN_OPTIONS } from './setup-test-server';
import { installTestServer } from './install-test-server';

const { server } = installTestServer();
const auth = { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } };

describe('test server', () => {
  it('answers the demo base URL with the real handlers over the default world', async () => {
    const res = await fetch(`${DEMO_BASE_URL}/countries/ke`, auth);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toMatchObject({ id: 'KE', iso3: 'KEN', name: 'Kenya', is_group: false });
    expect(res.headers.get('X-Request-ID')).toBe(body.request_id);
  });

  it('builds the world once per process', () => {
    expect(getDefaultEngine()).toBe(getDefaultEngine());
  });

  it('treats a request nothing handles as an error: it never reaches the network', async () => {
    // A real server on this machine, which would answer a request msw let through ('bypass').
    const reached: string[] = [];
    const elsewhere = createServer((req, res) => {
      reached.push(req.url ?? '');
      res.end('reached');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const { port } = elsewhere.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/countries/KE`;
    try {
      // The probe can succeed: with msw stopped, the request reaches that server.
      server.close();
      expect(await (await fetch(url)).text()).toBe('reached');
      server.listen(TEST_SERVER_LISTEN_OPTIONS);
      await expect(fetch(url, auth)).rejects.toThrow();
      expect(reached).toEqual(['/countries/KE']);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('takes per-test overrides in the service error shapes', async () => {
    server.use(serviceError('/countries/{cid}', 429, 'rate_limit_exceeded', { retryAfterSeconds: 3 }));
    const res = await fetch(`${DEMO_BASE_URL}/countries/KE`, auth);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('3');
    const body = await res.json();
    expect(contractErrors('/countries/{cid}', 429, body)).toBeNull();
    expect(body.request_id).toBe(res.headers.get('X-Request-ID'));
    server.use(networkError('/countries/{cid}/exports'));
    await expect(fetch(`${DEMO_BASE_URL}/countries/KE/exports`, auth)).rejects.toThrow();
  });

  it('drops a test’s overrides once it ends (checked in this test, so it holds when run alone)', async () => {
    server.use(serviceError('/countries/{cid}', 500, 'internal_error'));
    expect((await fetch(`${DEMO_BASE_URL}/countries/KE`, auth)).status).toBe(500);
    // onTestFinished runs after the afterEach hooks installTestServer registered.
    onTestFinished(async () => {
      expect((await fetch(`${DEMO_BASE_URL}/countries/KE`, auth)).status).toBe(200);
    });
  });
});

describe('a world with adversarial extras', () => {
  const html = '<img src=x onerror="alert(1)">Côte & <b>Co</b>';
  const long = `Republic of ${'Very '.repeat(60)}Long Name`;
  const engine = buildTestEngine({
    extras: {
      countries: [
        { id: 'QX', iso3: 'QXX', name: html, region: 'Test' },
        { id: 'QY', iso3: 'QYY', name: long, region: 'Test' },
      ],
      observations: [
        { exporter: 'QX', importer: 'QY', hs6: '090111', year: 2020, value_usd: 0, quantity: null },
        { exporter: 'QX', importer: 'US', hs6: '090111', year: 2021, value_usd: 1234.5, quantity: 0 },
      ],
    },
  });
  const handlers = createHandlers({
    engine: toAsyncEngine(engine),
    baseUrl: DEMO_BASE_URL,
    keys: [DEMO_API_KEY],
  });
  const get = (path: string) => call(handlers, `${DEMO_BASE_URL}${path}`, { key: DEMO_API_KEY });

  it('serves the names verbatim (escaping is the client’s job) within the contract', async () => {
    const a = await get('/countries/QX');
    expect(a.status).toBe(200);
    expect(a.body.data.name).toBe(html);
    expect(contractErrors('/countries/{cid}', 200, a.body)).toBeNull();
    const b = await get('/countries?q=very%20very');
    expect(b.body.data.map((c: { id: string }) => c.id)).toContain('QY');
  });

  it('serves zero values and null or zero quantities, consistently across endpoints', async () => {
    const series = await get('/countries/QX/exports');
    expect(contractErrors('/countries/{cid}/exports', 200, series.body)).toBeNull();
    expect(series.body.data).toEqual([
      { period: '2020-01-01', value_usd: 0, quantity: null, flow_count: 1 },
      { period: '2021-01-01', value_usd: 1234.5, quantity: 0, flow_count: 1 },
    ]);
    const summary = await get('/trade/summary?reporter=QX&flow=export');
    expect(contractErrors('/trade/summary', 200, summary.body)).toBeNull();
    expect(summary.body.data.trade_value).toBe(1234.5);
    expect(summary.body.data.unit_value).toBeNull();
    expect(summary.body.data.partner_concentration).toBeGreaterThanOrEqual(0);
  });
});
