// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call --
   response bodies are untyped JSON under test; their shape is checked against the contract. */
/** 422 bodies exactly as FastAPI + Pydantic v2 write them, and the normalisations. */
import { describe, expect, it } from 'vitest';
import { createHandlers } from './create-handlers';
import { toAsyncEngine } from './async-engine';
import { call } from './testing/call';
import { createFakeEngine } from './testing/fake-engine';
import { contractErrors } from './testing/contract-validator';

const BASE = 'https://svc.test';
const KEY = 'k1';
const handlers = createHandlers({ engine: toAsyncEngine(createFakeEngine()), baseUrl: BASE, keys: [KEY] });
const get = (path: string) => call(handlers, `${BASE}${path}`, { key: KEY });

async function detail(path: string, template: string) {
  const a = await get(path);
  expect(a.status).toBe(422);
  expect(contractErrors(template, 422, a.body)).toBeNull();
  expect(a.headers.get('X-Request-ID')).toMatch(/^req_/);
  return a.body.detail as unknown[];
}

describe('422 bodies', () => {
  it('missing q', async () => {
    expect(await detail('/products', '/products')).toEqual([
      { type: 'missing', loc: ['query', 'q'], msg: 'Field required', input: null },
    ]);
  });

  it('empty q', async () => {
    expect(await detail('/countries?q=', '/countries')).toEqual([
      {
        type: 'string_too_short',
        loc: ['query', 'q'],
        msg: 'String should have at least 1 character',
        input: '',
        ctx: { min_length: 1 },
      },
    ]);
  });

  it('non-integer limit, and limits out of bounds with ctx', async () => {
    expect(await detail('/trade?limit=ten', '/trade')).toEqual([
      {
        type: 'int_parsing',
        loc: ['query', 'limit'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: 'ten',
      },
    ]);
    expect(await detail('/trade?limit=1.5', '/trade')).toMatchObject([{ type: 'int_parsing' }]);
    expect(await detail('/trade?limit=0', '/trade')).toEqual([
      {
        type: 'greater_than_equal',
        loc: ['query', 'limit'],
        msg: 'Input should be greater than or equal to 1',
        input: '0',
        ctx: { ge: 1 },
      },
    ]);
    expect(await detail('/products/09/markets?limit=201', '/products/{pid}/markets')).toEqual([
      {
        type: 'less_than_equal',
        loc: ['query', 'limit'],
        msg: 'Input should be less than or equal to 200',
        input: '201',
        ctx: { le: 200 },
      },
    ]);
  });

  it('bad flow is a literal_error', async () => {
    expect(await detail('/countries/BR/partners?flow=both', '/countries/{cid}/partners')).toEqual([
      {
        type: 'literal_error',
        loc: ['query', 'flow'],
        msg: "Input should be 'export' or 'import'",
        input: 'both',
        ctx: { expected: "'export' or 'import'" },
      },
    ]);
  });

  it('bad year, impossible date, and from after to are value errors', async () => {
    const [bad] = (await detail('/trade/summary?from=20x0', '/trade/summary')) as [Record<string, unknown>];
    expect(bad).toMatchObject({
      type: 'value_error',
      loc: ['query', 'from'],
      input: '20x0',
      ctx: { error: {} },
    });
    expect(bad.msg).toMatch(/^Value error, /);
    expect(await detail('/trade?to=2021-02-30', '/trade')).toMatchObject([
      { type: 'value_error', loc: ['query', 'to'] },
    ]);
    expect(await detail('/trade?from=2022&to=2020', '/trade')).toMatchObject([
      { type: 'value_error', loc: ['query', 'to'], input: '2020' },
    ]);
  });

  it('malformed path ids are 422 on the path', async () => {
    expect(await detail('/products/12x', '/products/{pid}')).toMatchObject([
      { type: 'value_error', loc: ['path', 'pid'], input: '12x' },
    ]);
    expect(await detail('/products/123/trade', '/products/{pid}/trade')).toMatchObject([
      { loc: ['path', 'pid'] },
    ]);
    expect(await detail('/countries/BRAZIL/exports', '/countries/{cid}/exports')).toMatchObject([
      { type: 'value_error', loc: ['path', 'cid'], input: 'BRAZIL' },
    ]);
  });

  it('unknown or malformed country and product filters are 422, never an empty 200', async () => {
    expect(await detail('/trade?reporter=ZZ', '/trade')).toMatchObject([
      { type: 'value_error', loc: ['query', 'reporter'], input: 'ZZ' },
    ]);
    expect(await detail('/trade?partner=', '/trade')).toMatchObject([{ loc: ['query', 'partner'] }]);
    expect(await detail('/trade?product=999999', '/trade')).toMatchObject([
      { type: 'value_error', loc: ['query', 'product'], input: '999999' },
    ]);
    expect(await detail('/trade?product=coffee', '/trade')).toMatchObject([{ loc: ['query', 'product'] }]);
  });

  it('collects every error of a request, path first, then query in declaration order', async () => {
    const items = (await detail(
      '/countries/1/partners?flow=x&product=12345&from=2020&to=2019&limit=0',
      '/countries/{cid}/partners',
    )) as {
      loc: unknown[];
    }[];
    expect(items.map((i) => i.loc)).toEqual([
      ['path', 'cid'],
      ['query', 'flow'],
      ['query', 'product'],
      ['query', 'to'],
      ['query', 'limit'],
    ]);
  });
});

describe('normalisation', () => {
  it('countries are case-insensitive and alpha-3 is accepted, answered as alpha-2', async () => {
    const canonical = await get('/trade?reporter=BR&partner=US');
    const loose = await get('/trade?reporter=bra&partner=uS');
    expect(loose.status).toBe(200);
    expect(loose.body.data).toEqual(canonical.body.data);
    expect(canonical.body.data.length).toBeGreaterThan(0);
    expect((await get('/countries/br')).body.data.id).toBe('BR');
  });

  it('hs: prefix, chapter prefixes and full dates', async () => {
    const plain = await get('/products/090111/trade?from=2021&to=2021');
    const prefixed = await get('/products/hs:090111/trade?from=2021-06-30&to=2021-01-01');
    expect(prefixed.status).toBe(200);
    expect(prefixed.body.data).toEqual(plain.body.data);
    expect(plain.body.data).toEqual([
      { period: '2021-01-01', value_usd: 3_100_000, quantity: null, flow_count: 3 },
    ]);
    const chapter = await get('/products/HS:09');
    expect(chapter.body.data.id).toBe('09');
    expect(chapter.body.data.matches.map((m: { hs6: string }) => m.hs6)).toEqual(['090111', '090121']);
  });

  it('limit accepts what Pydantic accepts (whitespace, a sign, trailing zero decimals)', async () => {
    expect((await get('/trade?limit=%202%20')).body.data).toHaveLength(2);
    expect((await get('/trade?limit=%2B3')).body.data).toHaveLength(3);
    expect((await get('/trade?limit=2.0')).body.data).toHaveLength(2);
  });

  it('a repeated parameter keeps its last value, as Starlette does', async () => {
    expect((await get('/trade?limit=abc&limit=1')).body.data).toHaveLength(1);
  });
});

describe('404 for well-formed ids that match nothing', () => {
  it.each([
    ['/products/999999', '/products/{pid}'],
    ['/products/hs:99/trade', '/products/{pid}/trade'],
    ['/products/9999/markets', '/products/{pid}/markets'],
    ['/countries/ZZ', '/countries/{cid}'],
    ['/countries/zz/imports', '/countries/{cid}/imports'],
    ['/countries/ZZ/partners', '/countries/{cid}/partners'],
    ['/countries/ZZ/products', '/countries/{cid}/products'],
  ])('%s', async (path, template) => {
    const a = await get(path);
    expect(a.status).toBe(404);
    expect(a.body.error).toBe('not_found');
    expect(a.body.request_id).toBe(a.headers.get('X-Request-ID'));
    expect(contractErrors(template, 404, a.body)).toBeNull();
  });

  it('validation comes before the 404', async () => {
    expect((await get('/countries/ZZ/partners?limit=0')).status).toBe(422);
  });
});
