// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeFrom, installStubServer, serviceError } from '@/test/msw';
import { createDataSourceStore, DEMO_API_KEY, DEMO_BASE_URL, type DataSourceStore } from './data-source';
import { DataSourceProvider, useDataSource } from './data-source-context';
import { useTradeSource } from './use-trade-source';
import { countryQueries } from './queries/countries';
import { useSourceQuery } from './queries/use-source-query';
import { MissingKeyError } from './missing-key-error';
import { createQueryClient } from './query-client';

const LIVE = 'https://tds.example.test';
const authHeaders: (string | null)[] = [];
installStubServer(
  envelopeFrom(
    '/countries/{cid}/exports',
    ({ request }) => {
      authHeaders.push(request.headers.get('Authorization'));
      return [{ period: '2020-01-01', value_usd: 5, quantity: null, flow_count: 1 }];
    },
    { requestId: 'demo-1', durationMs: 0 },
  ),
  serviceError('/countries/{cid}/exports', 401, 'invalid_key', {
    message: 'Invalid or missing API key',
    requestId: 'live-1',
    baseUrl: LIVE,
  }),
);
afterEach(() => {
  authHeaders.length = 0;
});

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

function setup(store: DataSourceStore = createDataSourceStore({ local: memory(), session: memory() })) {
  const queryClient = createQueryClient({ dataSource: store, retry: { maxAttempts: 1 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataSourceProvider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </DataSourceProvider>
  );
  return { store, wrapper };
}

describe('useTradeSource', () => {
  it('memoises the client per source and changes it with the source', () => {
    const { store, wrapper } = setup();
    const { result, rerender } = renderHook(() => useTradeSource(), { wrapper });
    const first = result.current;
    expect(first).toMatchObject({ key: 'demo', ready: true, mode: 'demo' });
    rerender();
    expect(result.current.client).toBe(first.client);
    act(() => store.update({ mode: 'live', baseUrl: LIVE, apiKey: 'sk-1' }));
    expect(result.current.key).toBe(`live:${LIVE}`);
    expect(result.current.client).not.toBe(first.client);
  });

  it('is not ready in live mode without a key', () => {
    const { store, wrapper } = setup();
    act(() => store.update({ mode: 'live', baseUrl: LIVE }));
    const { result } = renderHook(() => useTradeSource(), { wrapper });
    expect(result.current.ready).toBe(false);
  });
});

describe('useDataSource', () => {
  it('exposes settings and setters', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useDataSource(), { wrapper });
    expect(result.current.settings).toEqual({
      mode: 'demo',
      baseUrl: DEMO_BASE_URL,
      apiKey: DEMO_API_KEY,
      remember: false,
    });
    act(() => result.current.update({ mode: 'live', baseUrl: `${LIVE}/`, apiKey: 'sk-2', remember: true }));
    expect(result.current.settings).toEqual({ mode: 'live', baseUrl: LIVE, apiKey: 'sk-2', remember: true });
    expect(result.current.authError).toBeNull();
  });
});

describe('hooks end to end', () => {
  it('demo mode fetches through the demo base URL with the demo key', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useSourceQuery(countryQueries.series(useTradeSource(), 'de', 'export', { from: 2015 })),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual({
      data: [{ period: '2020-01-01', value_usd: 5, quantity: null, flow_count: 1 }],
      requestId: 'demo-1',
      durationMs: 0,
    });
    expect(authHeaders).toEqual([`Bearer ${DEMO_API_KEY}`]);
  });

  it('live mode without a key sends nothing and settles as a MissingKeyError, not an endless pending', async () => {
    const { store, wrapper } = setup();
    act(() => store.update({ mode: 'live', baseUrl: LIVE, apiKey: '' }));
    const { result } = renderHook(
      () => useSourceQuery(countryQueries.series(useTradeSource(), 'DE', 'export')),
      { wrapper },
    );
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toBeInstanceOf(MissingKeyError);
    expect(result.current.error?.message).toBe('The live service needs an API key before this can load.');
    act(() => store.update({ mode: 'demo' }));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(authHeaders).toEqual([`Bearer ${DEMO_API_KEY}`]);
  });

  it('a live 401 clears the key and reports the service message', async () => {
    const { store, wrapper } = setup();
    act(() => store.update({ mode: 'live', baseUrl: LIVE, apiKey: 'sk-bad' }));
    const { result } = renderHook(
      () => ({
        series: useSourceQuery(countryQueries.series(useTradeSource(), 'DE', 'export')),
        ds: useDataSource(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.ds.authError).toEqual({ message: 'Invalid or missing API key' }),
    );
    expect(result.current.ds.hasLiveKey).toBe(false);
    expect(result.current.series.error).toMatchObject({
      status: 401,
      code: 'invalid_key',
      requestId: 'live-1',
    });
  });
});
