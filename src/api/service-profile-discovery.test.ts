import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installStubServer } from '@/test/msw';
import { discoverServiceProfile, profileDifferences } from './service-profile-discovery';
import { memoryStorage } from '@/lib/opaque-origin';

const BASE = 'https://discovery.tradescope.test';
const document = (flow: string[]) => ({
  openapi: '3.1.0',
  paths: { '/x': { get: { parameters: [{ name: 'flow', in: 'query', schema: { enum: flow } }] } } },
});

let served: ReturnType<typeof document> = document(['export', 'import']);
// The service's OpenAPI document, not an envelope: raw handlers.
const server = installStubServer(http.get(`${BASE}/openapi.json`, () => HttpResponse.json(served)));
let storage = memoryStorage();
beforeEach(() => {
  storage = memoryStorage();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('discoverServiceProfile', () => {
  it('keeps a profile per base URL and replaces it only when the document changes', async () => {
    served = document(['export', 'import']);
    const first = await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 2000 });
    expect(first).toMatchObject({ state: 'found', changed: true });
    const again = await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 2000 });
    expect(again).toMatchObject({ state: 'found', changed: false });
    served = document(['exports', 'imports']);
    const changed = await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 2000 });
    expect(changed).toMatchObject({
      state: 'found',
      changed: true,
      profile: { flowLiterals: ['exports', 'imports'] },
    });
  });

  it('sends no Authorization header when no key is entered', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/openapi.json`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(document(['export', 'import']));
      }),
    );
    await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 2000 });
    expect(authorization).toBeNull();
  });

  it('leaves no timer behind once the document has arrived', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = () => Promise.resolve(new Response(JSON.stringify(document(['export', 'import']))));
    const outcome = await discoverServiceProfile({
      baseUrl: BASE,
      apiKey: '',
      storage,
      timeoutMs: 60_000,
      fetch,
    });
    expect(outcome.state).toBe('found');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up on a slow answer at the time limit, saying it in seconds', async () => {
    server.use(
      http.get(`${BASE}/openapi.json`, async () => {
        await delay(1000);
        return HttpResponse.json(document(['export', 'import']));
      }),
    );
    const outcome = await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 50 });
    expect(outcome).toEqual({
      state: 'timeout',
      message: 'The service did not send its OpenAPI document within 0.05 s.',
    });
  });

  it('lists no difference for a profile that states our own conventions', () => {
    expect(
      profileDifferences({
        flowLiterals: ['import', 'export'],
        periodFormat: 'date',
        numberType: 'number',
        countryIdPattern: '^[A-Z]{2}$',
        requiredFields: {},
      }),
    ).toEqual([]);
  });

  it('asks for the document at the base URL without its trailing slashes, as JSON, with the key when one is entered', async () => {
    let seen: { url: string; accept: string | null; authorization: string | null } | null = null;
    server.use(
      http.get(`${BASE}/openapi.json`, ({ request }) => {
        seen = {
          url: request.url,
          accept: request.headers.get('accept'),
          authorization: request.headers.get('authorization'),
        };
        return HttpResponse.json(document(['export', 'import']));
      }),
    );
    const outcome = await discoverServiceProfile({
      baseUrl: `${BASE}//`,
      apiKey: 'k1',
      storage,
      timeoutMs: 2000,
    });
    expect(outcome).toMatchObject({ state: 'found' });
    expect(seen).toEqual({
      url: `${BASE}/openapi.json`,
      accept: 'application/json',
      authorization: 'Bearer k1',
    });
  });

  it.each([
    [404, '', { state: 'absent', message: 'The service publishes no OpenAPI document.' }],
    [
      401,
      '',
      { state: 'key-required', message: 'The service requires a key for its OpenAPI document (HTTP 401).' },
    ],
    [
      403,
      'k1',
      { state: 'key-required', message: 'The service refused the key for its OpenAPI document (HTTP 403).' },
    ],
    [500, '', { state: 'failed', message: 'The service answered HTTP 500 for its OpenAPI document.' }],
  ])('an answer of HTTP %i (key %j) is an outcome in words', async (status, apiKey, expected) => {
    server.use(http.get(`${BASE}/openapi.json`, () => new HttpResponse('no', { status })));
    expect(await discoverServiceProfile({ baseUrl: BASE, apiKey, storage, timeoutMs: 2000 })).toEqual(
      expected,
    );
  });

  it.each([
    ['text that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['JSON that is not an OpenAPI document', () => HttpResponse.json({ hello: 'world' })],
  ])('%s is not an OpenAPI document, and nothing is kept', async (_, answer) => {
    server.use(http.get(`${BASE}/openapi.json`, answer));
    expect(await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 2000 })).toEqual({
      state: 'not-openapi',
      message: 'The service answered /openapi.json with something that is not an OpenAPI document.',
    });
    expect(storage.length).toBe(0);
  });

  it('says why a fetch failed, with its cause when it has one', async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('connection refused'));
    expect(
      await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 2000, fetch: refused }),
    ).toEqual({
      state: 'failed',
      message: 'The OpenAPI document could not be fetched (connection refused).',
    });
    const bare: typeof fetch = () => Promise.reject(new Error(''));
    expect(
      await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 2000, fetch: bare }),
    ).toEqual({ state: 'failed', message: 'The OpenAPI document could not be fetched.' });
  });

  it('names every departure from our conventions', () => {
    expect(
      profileDifferences({
        flowLiterals: ['X', 'M'],
        periodFormat: 'year',
        numberType: 'decimal-string',
        countryIdPattern: '^[0-9]{3}$',
        groupIds: ['WLD'],
        requiredFields: {},
      }),
    ).toEqual([
      { topic: 'Flow values', ours: 'export, import', theirs: 'X, M' },
      { topic: 'Period format', ours: 'a date (2019-01-01)', theirs: 'a year (2019)' },
      { topic: 'Number type', ours: 'JSON numbers', theirs: 'numeric strings (Decimal)' },
      { topic: 'Country id pattern', ours: 'ISO alpha-2 (DE)', theirs: '^[0-9]{3}$' },
      { topic: 'Group ids', ours: 'XW, EU', theirs: 'WLD' },
    ]);
    expect(profileDifferences({ periodFormat: 'string', countryIdPattern: '(', requiredFields: {} })).toEqual(
      [
        { topic: 'Period format', ours: 'a date (2019-01-01)', theirs: 'free text' },
        { topic: 'Country id pattern', ours: 'ISO alpha-2 (DE)', theirs: '(' },
      ],
    );
    // Both of our groups among theirs, in any order: no difference.
    expect(profileDifferences({ groupIds: ['EU', 'G7', 'XW'], requiredFields: {} })).toEqual([]);
    expect(profileDifferences({ groupIds: ['XW'], requiredFields: {} })).toEqual([
      { topic: 'Group ids', ours: 'XW, EU', theirs: 'XW' },
    ]);
  });
});
