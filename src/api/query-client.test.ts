import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createDataSourceStore, getDefaultDataSourceStore } from './data-source';
import { ApiError } from './errors';
import { countryQueries } from './queries/countries';
import { createQueryClient, QUERY_DEFAULTS } from './query-client';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

function liveStore() {
  const store = createDataSourceStore({ local: memory(), session: memory() });
  store.update({ mode: 'live', baseUrl: 'https://tds.example.test', apiKey: 'sk-1' });
  return store;
}

const unauthorized = new ApiError({
  kind: 'http',
  status: 401,
  code: 'invalid_key',
  message: 'Invalid or missing API key',
  endpoint: 'GET /countries/{cid}',
});

describe('createQueryClient', () => {
  it('uses defaults fit for yearly data', () => {
    const client = createQueryClient({ dataSource: null });
    const q = client.getDefaultOptions().queries!;
    expect(q.staleTime).toBe(QUERY_DEFAULTS.staleTime);
    expect(QUERY_DEFAULTS.staleTime).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(typeof q.retry).toBe('function');
  });

  it('a 401 on the live source clears the key with the service message', async () => {
    const store = liveStore();
    const seen: ApiError[] = [];
    const client = createQueryClient({ dataSource: store, onUnauthorized: (e) => seen.push(e) });
    const key = ['tds', store.getSnapshot().sourceKey, 'countries', 'DE', 'detail'];
    await client
      .fetchQuery({ queryKey: key, queryFn: () => Promise.reject(unauthorized) })
      .catch(() => undefined);
    expect(store.getSnapshot()).toMatchObject({
      hasLiveKey: false,
      keyClearedReason: 'Invalid or missing API key',
    });
    expect(seen).toEqual([unauthorized]);
  });

  it('a 401 is never retried', async () => {
    const client = createQueryClient({ dataSource: null });
    let calls = 0;
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => ((calls += 1), Promise.reject(unauthorized)) })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });

  it('leaves the key alone for other errors, other sources and demo mode', async () => {
    const store = liveStore();
    const seen: ApiError[] = [];
    const client = createQueryClient({ dataSource: store, onUnauthorized: (e) => seen.push(e) });
    const notFound = new ApiError({
      kind: 'http',
      status: 404,
      message: 'nope',
      endpoint: 'GET /countries/{cid}',
    });
    await client
      .fetchQuery({
        queryKey: ['tds', store.getSnapshot().sourceKey, 'a'],
        queryFn: () => Promise.reject(notFound),
      })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['tds', 'live:https://other.test', 'b'],
        queryFn: () => Promise.reject(unauthorized),
      })
      .catch(() => undefined);
    // Not a query of the service, though its second part looks like the source.
    await client
      .fetchQuery({
        queryKey: ['other', store.getSnapshot().sourceKey, 'c'],
        queryFn: () => Promise.reject(unauthorized),
      })
      .catch(() => undefined);
    expect(store.getSnapshot().hasLiveKey).toBe(true);
    expect(seen).toEqual([]);

    const demo = createDataSourceStore({ local: memory(), session: memory() });
    const demoClient = createQueryClient({ dataSource: demo, onUnauthorized: (e) => seen.push(e) });
    await demoClient
      .fetchQuery({ queryKey: ['tds', 'demo', 'c'], queryFn: () => Promise.reject(unauthorized) })
      .catch(() => undefined);
    expect(demo.getSnapshot()).toMatchObject({ mode: 'demo', ready: true, keyClearedReason: null });
    expect(seen).toEqual([]);
  });

  it('a 401 of the demo leaves the live key that waits for live mode', async () => {
    const store = liveStore();
    store.setMode('demo');
    const client = createQueryClient({ dataSource: store });
    await client
      .fetchQuery({ queryKey: ['tds', 'demo', 'c'], queryFn: () => Promise.reject(unauthorized) })
      .catch(() => undefined);
    store.setMode('live');
    expect(store.getSnapshot()).toMatchObject({ apiKey: 'sk-1', keyClearedReason: null });
  });

  it('a second 401 for the key already cleared clears nothing more', async () => {
    const store = liveStore();
    const seen: ApiError[] = [];
    const client = createQueryClient({ dataSource: store, onUnauthorized: (e) => seen.push(e) });
    const revoked = new ApiError({
      kind: 'http',
      status: 401,
      message: 'Key revoked',
      endpoint: 'GET /trade',
    });
    const key = (name: string) => ['tds', store.getSnapshot().sourceKey, name];
    await client
      .fetchQuery({ queryKey: key('a'), queryFn: () => Promise.reject(unauthorized) })
      .catch(() => undefined);
    const revision = store.getSnapshot().credentialRevision;
    // A request that was already under way when the key was cleared.
    await client
      .fetchQuery({ queryKey: key('b'), queryFn: () => Promise.reject(revoked) })
      .catch(() => undefined);
    expect(store.getSnapshot()).toMatchObject({
      credentialRevision: revision,
      keyClearedReason: 'Invalid or missing API key',
    });
    expect(seen).toEqual([unauthorized, revoked]);
  });

  it('a 401 without an onUnauthorized callback fails its query with the 401', async () => {
    const store = liveStore();
    const client = createQueryClient({ dataSource: store });
    const key = ['tds', store.getSnapshot().sourceKey, 'a'];
    await expect(
      client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(unauthorized) }),
    ).rejects.toBe(unauthorized);
    expect(client.getQueryState(key)?.error).toBe(unauthorized);
    expect(store.getSnapshot().hasLiveKey).toBe(false);
  });

  it("wires the app's store when given none", async () => {
    const store = getDefaultDataSourceStore();
    store.update({ mode: 'live', baseUrl: 'https://tds.example.test', apiKey: 'sk-default' });
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['tds', store.getSnapshot().sourceKey, 'x'],
        queryFn: () => Promise.reject(unauthorized),
      })
      .catch(() => undefined);
    expect(store.getSnapshot()).toMatchObject({
      hasLiveKey: false,
      keyClearedReason: 'Invalid or missing API key',
    });
    store.update({ mode: 'demo' });
  });

  it('a new key gives the failed queries of the source a fresh start', async () => {
    const store = liveStore();
    const client = createQueryClient({ dataSource: store });
    const sourceKey = store.getSnapshot().sourceKey;
    let ok = false;
    const source = {
      key: sourceKey,
      client: {
        getCountry: () =>
          ok
            ? Promise.resolve({ data: { id: 'DE', name: 'Germany', is_group: false }, durationMs: 0 })
            : Promise.reject(unauthorized),
      } as never,
    };
    const observer = new QueryObserver(client, countryQueries.detail(source, 'DE'));
    const states: string[] = [];
    const unsubscribe = observer.subscribe((r) => states.push(r.status));
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');
    expect(store.getSnapshot().hasLiveKey).toBe(false);
    ok = true;
    store.setApiKey('sk-2');
    await expect.poll(() => observer.getCurrentResult().status).toBe('success');
    expect(observer.getCurrentResult().data?.data.name).toBe('Germany');
    unsubscribe();
  });

  it("a new key refetches only the source's failed queries", async () => {
    const store = liveStore();
    const client = createQueryClient({ dataSource: store });
    const sourceKey = store.getSnapshot().sourceKey;
    const notFound = new ApiError({ kind: 'http', status: 404, message: 'nope', endpoint: 'GET /trade' });
    const calls = { failed: 0, loaded: 0, other: 0 };
    const observe = (queryKey: unknown[], queryFn: () => Promise<string>) => {
      const observer = new QueryObserver(client, { queryKey, queryFn });
      onTestFinished(observer.subscribe(() => undefined));
      return observer;
    };
    const failed = observe(
      ['tds', sourceKey, 'failed'],
      () => ((calls.failed += 1), Promise.reject(notFound)),
    );
    const loaded = observe(
      ['tds', sourceKey, 'loaded'],
      () => ((calls.loaded += 1), Promise.resolve('data')),
    );
    const other = observe(
      ['tds', 'live:https://other.test', 'failed'],
      () => ((calls.other += 1), Promise.reject(notFound)),
    );
    await expect
      .poll(() => [failed, loaded, other].map((o) => o.getCurrentResult().status))
      .toEqual(['error', 'success', 'error']);
    expect(calls).toEqual({ failed: 1, loaded: 1, other: 1 });

    store.setApiKey('sk-2');
    await expect.poll(() => calls.failed).toBe(2);
    await expect.poll(() => failed.getCurrentResult().status).toBe('error');
    expect(calls).toEqual({ failed: 2, loaded: 1, other: 1 });
    expect(loaded.getCurrentResult().data).toBe('data');
  });

  it('other settings, and key changes made while the demo is shown, refetch nothing', async () => {
    const store = liveStore();
    const client = createQueryClient({ dataSource: store });
    const notFound = new ApiError({ kind: 'http', status: 404, message: 'nope', endpoint: 'GET /trade' });
    let calls = 0;
    const observe = (sourceKey: string) => {
      const observer = new QueryObserver(client, {
        queryKey: ['tds', sourceKey, 'failed'],
        queryFn: () => ((calls += 1), Promise.reject(notFound)),
      });
      onTestFinished(observer.subscribe(() => undefined));
      return observer;
    };
    const live = observe(store.getSnapshot().sourceKey);
    await expect.poll(() => live.getCurrentResult().status).toBe('error');
    store.setRequestTimeout(4_000);
    store.setRememberKey(true);

    store.setMode('demo');
    const demo = observe('demo');
    await expect.poll(() => demo.getCurrentResult().status).toBe('error');
    store.clearKey();
    store.setApiKey('sk-2');
    // Let any refetch the changes started run before counting.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
  });

  it('clearing a rejected key sends no further request with it', async () => {
    const store = liveStore();
    const client = createQueryClient({ dataSource: store });
    let calls = 0;
    const source = {
      key: store.getSnapshot().sourceKey,
      client: { getCountry: () => ((calls += 1), Promise.reject(unauthorized)) } as never,
    };
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const observer = new QueryObserver(client, countryQueries.detail(source, 'DE'));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().status).toBe('error');
    expect(store.getSnapshot().hasLiveKey).toBe(false);
    // Well past any retry back-off or refetch the client could schedule: still the one request.
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });
});
