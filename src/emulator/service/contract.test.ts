// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   response bodies are untyped JSON under test; their shape is checked against the contract. */
/**
 * Contract tests: for every endpoint, the 200 and every error answer validate against the
 * contract file's schemas (src/api/contract/openapi.yaml), on the default synthetic world.
 */
import { describe, expect, it } from 'vitest';
import type { AsyncTradeEngine } from '../engine/engine-types';
import { getDefaultEngine } from '../node/setup-test-server';
import { toAsyncEngine } from './async-engine';
import { createHandlers } from './create-handlers';
import { call, type Answer } from './testing/call';
import { contractErrors } from './testing/contract-validator';

const BASE = 'https://contract.test';
const KEY = 'contract-key';
const engine = toAsyncEngine(getDefaultEngine());
const handlers = createHandlers({ engine, baseUrl: BASE, keys: [KEY] });

interface Case {
  template: string;
  ok: string;
  /** A request with at least one invalid parameter. */
  invalid: string;
  /** A well-formed id that matches nothing (path endpoints only). */
  missing?: string;
}

const CASES: Case[] = [
  {
    template: '/trade',
    ok: '/trade?reporter=BR&product=0901&from=2015&to=2020&limit=50',
    invalid: '/trade?limit=x',
  },
  {
    template: '/trade/summary',
    ok: '/trade/summary?reporter=DE&flow=export&from=2018',
    invalid: '/trade/summary?flow=out',
  },
  { template: '/products', ok: '/products?q=coffee&limit=5', invalid: '/products?q=' },
  {
    template: '/products/{pid}',
    ok: '/products/hs:0901',
    invalid: '/products/090',
    missing: '/products/999999',
  },
  {
    template: '/products/{pid}/trade',
    ok: '/products/090111/trade?reporter=BR&flow=export',
    invalid: '/products/090111/trade?reporter=Brazil',
    missing: '/products/999999/trade',
  },
  {
    template: '/products/{pid}/markets',
    ok: '/products/2709/markets?limit=10',
    invalid: '/products/2709/markets?limit=201',
    missing: '/products/9999/markets',
  },
  { template: '/countries', ok: '/countries?q=ger', invalid: '/countries' },
  { template: '/countries/{cid}', ok: '/countries/de', invalid: '/countries/DEUX', missing: '/countries/QQ' },
  {
    template: '/countries/{cid}/imports',
    ok: '/countries/US/imports?partner=CHN',
    invalid: '/countries/US/imports?product=123',
    missing: '/countries/QQ/imports',
  },
  {
    template: '/countries/{cid}/exports',
    ok: '/countries/US/exports?product=87',
    invalid: '/countries/US/exports?from=2020&to=2019',
    missing: '/countries/QQ/exports',
  },
  {
    template: '/countries/{cid}/partners',
    ok: '/countries/CN/partners?flow=import&limit=20',
    invalid: '/countries/CN/partners?limit=0',
    missing: '/countries/QQ/partners',
  },
  {
    template: '/countries/{cid}/products',
    ok: '/countries/VN/products?from=2020-01-01',
    invalid: '/countries/VN/products?to=20',
    missing: '/countries/QQ/products',
  },
];

function expectValid(template: string, status: number, a: Answer) {
  expect(a.status).toBe(status);
  expect(contractErrors(template, status, a.body)).toBeNull();
  const id = a.headers.get('X-Request-ID');
  expect(id).toMatch(/^req_/);
  if (status !== 422) expect(a.body.request_id).toBe(id);
}

describe.each(CASES)('GET $template', ({ template, ok, invalid }) => {
  it('200 validates and is not empty', async () => {
    const a = await call(handlers, `${BASE}${ok}`, { key: KEY });
    expectValid(template, 200, a);
    const data = a.body.data;
    const size = Array.isArray(data)
      ? data.length
      : (data.matches ?? data.top_exporters ?? data.periods ?? [data]).length;
    expect(size).toBeGreaterThan(0);
  });

  it('401 validates', async () => {
    expectValid(template, 401, await call(handlers, `${BASE}${ok}`, { key: 'wrong' }));
  });

  it('422 validates', async () => {
    expectValid(template, 422, await call(handlers, `${BASE}${invalid}`, { key: KEY }));
  });

  it('429 validates and carries Retry-After', async () => {
    const limited = createHandlers({
      engine,
      baseUrl: BASE,
      keys: [KEY],
      rateLimit: { requests: 1, windowSeconds: 30 },
    });
    await call(limited, `${BASE}${ok}`, { key: KEY });
    const a = await call(limited, `${BASE}${ok}`, { key: KEY });
    expectValid(template, 429, a);
    expect(Number(a.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('500 validates when the engine fails', async () => {
    const failing = Object.fromEntries(
      Object.entries(engine).map(([k, v]) => [
        k,
        k === 'coverage' || k === 'resolveCountry' || k === 'productPrefixExists'
          ? v
          : () => Promise.reject(new Error('down')),
      ]),
    ) as AsyncTradeEngine;
    const broken = createHandlers({ engine: failing, baseUrl: BASE, keys: [KEY] });
    expectValid(template, 500, await call(broken, `${BASE}${ok}`, { key: KEY }));
  });
});

describe.each(CASES.filter((c) => c.missing !== undefined))(
  'GET $template with an unknown id',
  ({ template, missing }) => {
    it('404 validates', async () => {
      expectValid(template, 404, await call(handlers, `${BASE}${missing!}`, { key: KEY }));
    });
  },
);
