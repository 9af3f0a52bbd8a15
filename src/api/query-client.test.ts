import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createDataSourceStore } from './data-source';
import { ApiError } from './errors';
import { countryQueries } from './queries/countries';
import { createQueryClient, QUERY_DEFAULTS } from './query-client';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
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
    await client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(unauthorized) }).catch(() => undefined);
    expect(store.getSnapshot()).toMatchObject({ hasLiveKey: false, keyClearedReason: 'Invalid or missing API key' });
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
    const client = createQueryClient({ dataSource: store });
    const notFound = new ApiError({ kind: 'http', status: 404, message: 'nope', endpoint: 'GET /countries/{cid}' });
    await client.fetchQuery({ queryKey: ['tds', store.getSnapshot().sourceKey, 'a'], queryFn: () => Promise.reject(notFound) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['tds', 'live:https://other.test', 'b'], queryFn: () => Promise.reject(unauthorized) }).catch(() => undefined);
    expect(store.getSnapshot().hasLiveKey).toBe(true);

    const demo = createDataSourceStore({ local: memory(), session: memory() });
    const demoClient = createQueryClient({ dataSource: demo });
    await demoClient.fetchQuery({ queryKey: ['tds', 'demo', 'c'], queryFn: () => Promise.reject(unauthorized) }).catch(() => undefined);
    expect(demo.getSnapshot()).toMatchObject({ mode: 'demo', ready: true, keyClearedReason: null });
  });

  it('a new key gives the failed queries of the source a fresh start', async () => {
    const store = liveStore();
    const client = createQueryClient({ dataSource: store });
    const sourceKey = store.getSnapshot().sourceKey;
    let ok = false;
    const source = {
      key: sourceKey,
      client: {
        getCountry: () => (ok ? Promise.resolve({ data: { id: 'DE', name: 'Germany', is_group: false }, durationMs: 0 }) : Promise.reject(unauthorized)),
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
