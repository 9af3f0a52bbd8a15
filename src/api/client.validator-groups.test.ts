// @vitest-environment node
/**
 * A view's validators come as one module (client.ts provideValidators, issue 11): its requests are
 * checked by that module, exactly as strictly as by each endpoint's own module, and a group that
 * does not load leaves the next request to its endpoint's own module. Its own file: the client
 * keeps loaded validators per module, so each test starts from a fresh client module.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toAsyncEngine } from '@/emulator/service/async-engine';
import { createHandlers } from '@/emulator/service/create-handlers';
import { createFakeEngine } from '@/emulator/service/testing/fake-engine';
import type { ResponseValidator } from './generated/validators';
import type { ValidatorGroupModule } from './generated/validator-loaders';
import { VALIDATOR_GROUPS } from './validator-groups';

const BASE = 'https://tds.groups.invalid';
const KEY = 'sk-validator-groups-5';
const germany = { data: { id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false, region: 'Europe' } };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.doUnmock('./generated/validators/get-countries-cid.js');
});
afterAll(() => server.close());

async function freshClient({ endpointModuleFails = false } = {}) {
  vi.resetModules();
  vi.doMock('./generated/validators/get-countries-cid.js', async (importOriginal) => {
    if (endpointModuleFails) throw new Error("the endpoint's own module did not load");
    return importOriginal();
  });
  const { createTradeClient, provideValidators } = await import('./client');
  server.use(http.get(`${BASE}/countries/:cid`, () => HttpResponse.json(germany)));
  return { client: createTradeClient({ baseUrl: BASE, apiKey: KEY }), provideValidators };
}

const rejectAll: ResponseValidator = Object.assign(() => false, {
  errors: [
    { instancePath: '/data', schemaPath: '#', keyword: 'type', params: {}, message: 'must be rejected' },
  ],
});

/** A group whose only validator rejects every body: a request it checks fails as a contract violation. */
function rejectingGroup(
  load = vi.fn(() => Promise.resolve({ validators: { 'GET /countries/{cid}': rejectAll } })),
) {
  return {
    group: { endpoints: ['GET /countries/{cid}'], load: load as () => Promise<ValidatorGroupModule> },
    load,
  };
}

describe('a group of validators handed to the client', () => {
  it("checks the group's requests, loaded once, without the endpoint's own module", async () => {
    const { client, provideValidators } = await freshClient({ endpointModuleFails: true });
    const { group, load } = rejectingGroup();
    provideValidators(group);
    await expect(client.getCountry({ cid: 'DE' })).rejects.toMatchObject({
      kind: 'contract',
      message: 'GET /countries/{cid}: data must be rejected',
    });
    await expect(client.getCountry({ cid: 'FR' })).rejects.toMatchObject({ kind: 'contract' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves an endpoint whose validator is already loaded with it', async () => {
    const { client, provideValidators } = await freshClient();
    expect((await client.getCountry({ cid: 'DE' })).data.name).toBe('Germany');
    const { group, load } = rejectingGroup();
    provideValidators(group);
    expect((await client.getCountry({ cid: 'DE' })).data.name).toBe('Germany');
    expect(load).not.toHaveBeenCalled();
  });

  it("says the answer could not be checked when the group does not load, then loads the endpoint's own module", async () => {
    const { client, provideValidators } = await freshClient();
    const { group } = rejectingGroup(vi.fn(() => Promise.reject(new Error('the group did not load'))));
    provideValidators(group);
    await expect(client.getCountry({ cid: 'DE' })).rejects.toMatchObject({
      kind: 'network',
      message:
        'The response of GET /countries/{cid} could not be checked: the contract validators did not load (Error: the group did not load)',
    });
    expect((await client.getCountry({ cid: 'DE' })).data.name).toBe('Germany');
  });
});

/** Every leaf's variants: the key gone, and each wrong type (first array element only). */
function* mutations(
  value: unknown,
  path: (string | number)[] = [],
): Generator<(string | number)[] | [(string | number)[], unknown]> {
  if (Array.isArray(value)) {
    if (value.length > 0) yield* mutations(value[0], [...path, 0]);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      yield [[...path, key], undefined];
      yield* mutations(child, [...path, key]);
    }
    return;
  }
  for (const wrong of ['x', 1.5, null, true, [], {}]) if (wrong !== value) yield [path, wrong];
}

function mutated(body: unknown, [path, replacement]: [(string | number)[], unknown]): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}

const SAMPLE_URLS: Record<string, string> = {
  'GET /countries': '/countries?q=ger',
  'GET /countries/{cid}': '/countries/DE',
  'GET /countries/{cid}/exports': '/countries/DE/exports',
  'GET /countries/{cid}/imports': '/countries/DE/imports',
  'GET /countries/{cid}/partners': '/countries/DE/partners?flow=export',
  'GET /countries/{cid}/products': '/countries/DE/products?flow=export',
  'GET /products/{pid}': '/products/09',
  'GET /products/{pid}/markets': '/products/090111/markets',
  'GET /products/{pid}/trade': '/products/090111/trade',
  'GET /trade': '/trade?reporter=DE&limit=3',
  'GET /trade/summary': '/trade/summary?reporter=DE',
};

describe('the generated group modules', () => {
  it('hold a validator for each endpoint of their group, as strict as its own module on real answers and every mutation of them', async () => {
    server.use(...createHandlers({ engine: toAsyncEngine(createFakeEngine()), baseUrl: BASE, keys: [KEY] }));
    const { responseValidators } = await import('./generated/validators');
    const bodies = new Map<string, unknown>();
    for (const [name, endpoints] of Object.entries(VALIDATOR_GROUPS)) {
      const { validators } = (await import(
        `./generated/validators/views/${name}-validators.js`
      )) as ValidatorGroupModule;
      expect(Object.keys(validators).sort()).toEqual([...endpoints].sort());
      for (const endpoint of endpoints) {
        const url = SAMPLE_URLS[endpoint];
        expect(url, endpoint).toBeDefined();
        if (!bodies.has(endpoint)) {
          const response = await fetch(`${BASE}${url}`, { headers: { Authorization: `Bearer ${KEY}` } });
          expect(response.status, url).toBe(200);
          bodies.set(endpoint, await response.json());
        }
        const body = bodies.get(endpoint);
        const inGroup = validators[endpoint]!;
        const own = responseValidators[endpoint];
        expect(inGroup(body), endpoint).toBe(true);
        let rejected = 0;
        for (const m of mutations(body)) {
          const variant = mutated(body, m as [(string | number)[], unknown]);
          const verdict = own(variant);
          expect(inGroup(variant), `${endpoint} ${JSON.stringify(m)}`).toBe(verdict);
          if (!verdict) {
            rejected += 1;
            expect(inGroup.errors?.[0], endpoint).toEqual(own.errors?.[0]);
          }
        }
        expect(rejected, endpoint).toBeGreaterThan(3);
      }
    }
  });
});
