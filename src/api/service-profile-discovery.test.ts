import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { installStubServer } from '@/test/msw';
import { discoverServiceProfile, profileDifferences } from './service-profile-discovery';

const BASE = 'https://discovery.tradescope.test';
const document = (flow: string[]) => ({
  openapi: '3.1.0',
  paths: { '/x': { get: { parameters: [{ name: 'flow', in: 'query', schema: { enum: flow } }] } } },
});

let served: ReturnType<typeof document> = document(['export', 'import']);
// The service's OpenAPI document, not an envelope: raw handlers.
const server = installStubServer(http.get(`${BASE}/openapi.json`, () => HttpResponse.json(served)));
/** A Storage in memory (this file runs in node, without localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}
let storage = memoryStorage();
beforeEach(() => {
  storage = memoryStorage();
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

  it('gives up on a slow answer at the time limit', async () => {
    server.use(
      http.get(`${BASE}/openapi.json`, async () => {
        await delay(1000);
        return HttpResponse.json(document(['export', 'import']));
      }),
    );
    const outcome = await discoverServiceProfile({ baseUrl: BASE, apiKey: '', storage, timeoutMs: 50 });
    expect(outcome).toMatchObject({ state: 'timeout' });
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
});
