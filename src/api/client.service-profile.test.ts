// @vitest-environment node
// The client sends its requests as the service's own /openapi.json says it takes them, from the
// first request to a base URL, and copes with a missing, locked or slow document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTradeClient, forgetProfileDiscoveries, readProfileAhead } from './client';
import { forgetServiceProfiles, storedServiceProfile } from './service-profile-store';

const BASE = 'https://tds.profile.invalid';
const KEY = 'secret-key-1';
afterEach(() => {
  forgetProfileDiscoveries();
  forgetServiceProfiles();
});

/** A FastAPI-shaped document: `flow` as a Literal, `from` as a date, country ids as alpha-3. */
function fastApiDocument(flows: string[]) {
  return {
    openapi: '3.1.0',
    paths: {
      '/countries/{cid}/partners': {
        get: {
          parameters: [
            { name: 'cid', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Z]{3}$' } },
            {
              name: 'flow',
              in: 'query',
              schema: { anyOf: [{ enum: flows, type: 'string' }, { type: 'null' }] },
            },
            {
              name: 'from',
              in: 'query',
              schema: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
            },
          ],
        },
      },
    },
  };
}

const partners = { data: [{ partner: 'FRA', period: null, value_usd: 5, quantity: null, flow_count: 1 }] };

interface Sent {
  url: string;
  authorization: string | null;
}

/** A service answering its document with `document()` and every other request with `partners`. */
function service(document: () => Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    sent.push({ url: request.url, authorization: request.headers.get('authorization') });
    if (new URL(request.url).pathname === '/openapi.json') return document();
    return Promise.resolve(Response.json(partners));
  };
  const client = createTradeClient({
    baseUrl: BASE,
    apiKey: KEY,
    fetch: fetch as typeof globalThis.fetch,
    discoverProfile: true,
  });
  const dataRequests = () => sent.filter((s) => !s.url.endsWith('/openapi.json')).map((s) => s.url);
  return { client, sent, dataRequests };
}

describe('a service profile on first use of a base URL', () => {
  it('is read before the first request, which goes in the service’s flow literals, date and id form', async () => {
    const { client, sent, dataRequests } = service(() =>
      Promise.resolve(Response.json(fastApiDocument(['exports', 'imports']))),
    );
    const answer = await client.getCountryPartners({ cid: 'DE', flow: 'export', from: 2015 });
    expect(answer.data[0]!.partner).toBe('FR');
    const url = new URL(dataRequests()[0]!);
    expect(url.pathname).toBe('/countries/DEU/partners');
    expect(url.searchParams.get('flow')).toBe('exports');
    expect(url.searchParams.get('from')).toBe('2015-01-01');
    // One document request, one data request: no 422 round trip to learn the literals.
    expect(sent).toHaveLength(2);
    // The key travels only in the Authorization header, to the document and the data alike.
    for (const request of sent) {
      expect(request.authorization).toBe(`Bearer ${KEY}`);
      expect(request.url).not.toContain(KEY);
    }
    expect(JSON.stringify(storedServiceProfile(BASE))).not.toContain(KEY);
  });

  it('a missing document leaves our conventions, and is not asked for again', async () => {
    const { client, sent, dataRequests } = service(() =>
      Promise.resolve(Response.json({ detail: 'Not Found' }, { status: 404 })),
    );
    await client.getCountryPartners({ cid: 'DE', flow: 'export', from: 2015 });
    await client.getCountryPartners({ cid: 'DE', flow: 'import' });
    const first = new URL(dataRequests()[0]!);
    expect(first.pathname).toBe('/countries/DE/partners');
    expect(first.searchParams.get('flow')).toBe('export');
    expect(first.searchParams.get('from')).toBe('2015');
    expect(sent.filter((s) => s.url.endsWith('/openapi.json'))).toHaveLength(1);
  });

  it('a document that needs the key is read with it, in the Authorization header', async () => {
    let offered: string | null = null;
    const { client, dataRequests } = service(() =>
      Promise.resolve(Response.json(fastApiDocument(['X', 'M']))),
    );
    // Wrap: the document answers 401 without the key.
    const locked = createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      discoverProfile: true,
      fetch: ((input: Request | string, init?: RequestInit) => {
        const request = typeof input === 'string' ? new Request(input, init) : input;
        if (!request.url.endsWith('/openapi.json')) return Promise.resolve(Response.json(partners));
        offered = request.headers.get('authorization');
        return Promise.resolve(
          offered === `Bearer ${KEY}`
            ? Response.json(fastApiDocument(['exports', 'imports']))
            : Response.json({ detail: 'Not authenticated' }, { status: 401 }),
        );
      }) as typeof globalThis.fetch,
    });
    await locked.getCountryPartners({ cid: 'DE', flow: 'import' });
    expect(offered).toBe(`Bearer ${KEY}`);
    expect(storedServiceProfile(BASE)?.flowLiterals).toEqual(['exports', 'imports']);
    // A client made later for the same base URL uses the kept profile at once.
    await client.getCountryPartners({ cid: 'DE', flow: 'import' });
    expect(new URL(dataRequests()[0]!).searchParams.get('flow')).toBe('imports');
  });

  it('a slow document delays the first request only briefly; the profile applies once it arrives', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client, dataRequests } = service(() => new Promise<Response>((resolve) => (release = resolve)));
    await client.getCountryPartners({ cid: 'DE', flow: 'export' });
    expect(new URL(dataRequests()[0]!).searchParams.get('flow')).toBe('export');
    release(Response.json(fastApiDocument(['exports', 'imports'])));
    await expect.poll(() => storedServiceProfile(BASE)?.flowLiterals).toEqual(['exports', 'imports']);
    await client.getCountryPartners({ cid: 'DE', flow: 'export' });
    expect(new URL(dataRequests()[1]!).searchParams.get('flow')).toBe('exports');
  });

  it('a kept profile applies at once, and a changed document replaces it', async () => {
    let flows = ['exports', 'imports'];
    const first = service(() => Promise.resolve(Response.json(fastApiDocument(flows))));
    await first.client.getCountryPartners({ cid: 'DE', flow: 'export' });
    forgetProfileDiscoveries(); // a new page: the document is read again in the background
    flows = ['EXPORT', 'IMPORT'];
    let release: (response: Response) => void = () => undefined;
    const second = service(() => new Promise<Response>((resolve) => (release = resolve)));
    await second.client.getCountryPartners({ cid: 'DE', flow: 'export' });
    // Sent at once in the kept profile's literals, without waiting for the document.
    expect(new URL(second.dataRequests()[0]!).searchParams.get('flow')).toBe('exports');
    await expect.poll(() => second.sent.some((s) => s.url.endsWith('/openapi.json'))).toBe(true);
    release(Response.json(fastApiDocument(flows)));
    await expect.poll(() => storedServiceProfile(BASE)?.flowLiterals).toEqual(['EXPORT', 'IMPORT']);
  });

  it('is read once per page: a later client (a new key, say) does not ask again for a found, missing or non-OpenAPI document', async () => {
    const answers = {
      found: () => Response.json(fastApiDocument(['exports', 'imports'])),
      absent: () => Response.json({ detail: 'Not Found' }, { status: 404 }),
      'not-openapi': () => Response.json({ hello: 'world' }),
    };
    for (const [state, answer] of Object.entries(answers)) {
      forgetProfileDiscoveries();
      forgetServiceProfiles();
      let documents = 0;
      const document = () => {
        documents += 1;
        return Promise.resolve(answer());
      };
      await service(document).client.getCountryPartners({ cid: 'DE', flow: 'export' });
      await service(document).client.getCountryPartners({ cid: 'DE', flow: 'export' });
      // A found profile is used at once and the document checked in the background: give it time.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect({ state, documents }).toEqual({ state, documents: 1 });
    }
  });

  it('a document that could not be read (refused, failed) is asked for again by the next client', async () => {
    for (const status of [401, 500]) {
      forgetProfileDiscoveries();
      let documents = 0;
      const document = () => {
        documents += 1;
        return Promise.resolve(Response.json({ detail: 'no' }, { status }));
      };
      await service(document).client.getCountryPartners({ cid: 'DE', flow: 'export' });
      await service(document).client.getCountryPartners({ cid: 'DE', flow: 'export' });
      expect({ status, documents }).toEqual({ status, documents: 2 });
    }
  });

  it('a kept profile sends the first request without waiting for the document', async () => {
    await service(() =>
      Promise.resolve(Response.json(fastApiDocument(['exports', 'imports']))),
    ).client.getCountryPartners({ cid: 'DE', flow: 'export' });
    forgetProfileDiscoveries(); // a new page, whose document never answers
    const second = service(() => new Promise<Response>(() => undefined));
    // With the clock stopped, a request that waited for the document (or the wait's time limit) never goes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = second.client.getCountryPartners({ cid: 'DE', flow: 'export' });
      let turns = 0;
      while (second.dataRequests().length === 0 && turns < 100) {
        await new Promise((resolve) => setImmediate(resolve));
        turns += 1;
      }
      expect(second.dataRequests().map((url) => new URL(url).searchParams.get('flow'))).toEqual(['exports']);
      await answer;
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not asked for without a base URL', async () => {
    const asked: string[] = [];
    const client = createTradeClient({
      baseUrl: '',
      apiKey: KEY,
      discoverProfile: true,
      fetch: ((input: Request | string) => {
        asked.push(typeof input === 'string' ? input : input.url);
        return Promise.resolve(Response.json(partners));
      }) as typeof globalThis.fetch,
    });
    await client.getCountryPartners({ cid: 'DE', flow: 'export' }).catch(() => undefined);
    expect(asked.filter((url) => url.endsWith('/openapi.json'))).toEqual([]);
  });

  it('whose reading code did not load is tried again by the next client; the request still goes', async () => {
    vi.resetModules();
    let fails = true;
    vi.doMock('./service-profile-discovery', async (importOriginal) => {
      if (fails) throw new Error('the chunk did not load');
      return importOriginal();
    });
    try {
      const fresh = await import('./client');
      const sent: URL[] = [];
      const fetch = ((input: Request | string) => {
        const url = new URL(typeof input === 'string' ? input : input.url);
        sent.push(url);
        if (url.pathname === '/openapi.json')
          return Promise.resolve(Response.json(fastApiDocument(['exports', 'imports'])));
        return Promise.resolve(Response.json(partners));
      }) as typeof globalThis.fetch;
      const make = () =>
        fresh.createTradeClient({ baseUrl: BASE, apiKey: KEY, fetch, discoverProfile: true });
      await make().getCountryPartners({ cid: 'DE', flow: 'export' });
      expect(sent.map((url) => `${url.pathname}${url.search}`)).toEqual([
        '/countries/DE/partners?flow=export',
      ]);
      fails = false;
      await make().getCountryPartners({ cid: 'DE', flow: 'export' });
      expect(sent.at(-1)!.searchParams.get('flow')).toBe('exports');
    } finally {
      vi.doUnmock('./service-profile-discovery');
      vi.resetModules();
    }
  });

  it('is not read for a client that does not ask for it (the demo)', async () => {
    const sent: string[] = [];
    const client = createTradeClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: ((request: Request) => {
        sent.push(request.url);
        return Promise.resolve(Response.json(partners));
      }) as typeof globalThis.fetch,
    });
    await client.getCountryPartners({ cid: 'DE', flow: 'export' });
    expect(sent).toEqual([`${BASE}/countries/DE/partners?flow=export`]);
  });
});

describe('a service profile read ahead of any request', () => {
  // The store the discovery writes to, as the client loads it (a test above resets the modules,
  // so this file's own import of the store is not that one), and a base URL of each test's own.
  const currentStore = () => import('./service-profile-store');
  const documentFetch = (document: () => Promise<Response>) => {
    const sent: string[] = [];
    // As fetch does, rejects once the caller's signal aborts.
    const fetch = ((input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(input, init) : input;
      sent.push(`${request.url} ${request.headers.get('authorization') ?? ''}`);
      const aborted = new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
      return Promise.race([document(), aborted]);
    }) as typeof globalThis.fetch;
    return { fetch, sent };
  };

  it('keeps the document the service answers, asked with the key in its header only', async () => {
    // Answered a little later, within the request time limit the discovery is given by default.
    const { fetch, sent } = documentFetch(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(Response.json(fastApiDocument(['exports']))), 20),
        ),
    );
    const baseUrl = `${BASE}/ahead-kept`;
    await readProfileAhead({ baseUrl, apiKey: KEY, fetch }, 5000);
    expect((await currentStore()).storedServiceProfile(baseUrl)).not.toBeNull();
    expect(sent).toEqual([`${baseUrl}/openapi.json Bearer ${KEY}`]);
  });

  it('gives up waiting after its limit, the document still unread', async () => {
    const { fetch } = documentFetch(() => new Promise<Response>(() => undefined));
    // Resolves at all (within the test's time limit) while the document never answers.
    const baseUrl = `${BASE}/ahead-unread`;
    await readProfileAhead({ baseUrl, apiKey: KEY, fetch, timeoutMs: 60_000 }, 30);
    expect((await currentStore()).storedServiceProfile(baseUrl)).toBeNull();
  });
});
