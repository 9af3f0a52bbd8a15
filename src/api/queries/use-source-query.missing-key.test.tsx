// @vitest-environment jsdom
/**
 * Without a key (live mode), every query settles at once as a MissingKeyError and sends nothing,
 * whatever the cache holds; with the key it loads. And `enabledUntilFailed`, the observers'
 * `enabled`: as asked, never for a failed query, never before the source is ready.
 */
import { QueryClientProvider, type Query } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createDataSourceStore, type DataSourceStore } from '../data-source';
import { DataSourceProvider } from '../data-source-context';
import { MissingKeyError } from '../missing-key-error';
import { createQueryClient } from '../query-client';
import { enabledUntilFailed, keepPrevious, useSourceQueries, useSourceQuery } from './use-source-query';

const BASE_URL = 'https://tds.example.test';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

/** A live source with a base URL (and a key unless told otherwise). */
function liveStore(options: { baseUrl?: string; key?: string } = {}) {
  const store = createDataSourceStore({ local: memory(), session: memory() });
  store.setMode('live');
  if (options.baseUrl !== '') store.setLiveBaseUrl(options.baseUrl ?? BASE_URL);
  if (options.key) store.setApiKey(options.key);
  return store;
}

function wrapperOf(store: DataSourceStore) {
  const queryClient = createQueryClient({ dataSource: store, retry: { maxAttempts: 1 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataSourceProvider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </DataSourceProvider>
  );
  return { queryClient, wrapper };
}

/** Queries under the live source's key root that count their requests. */
function counted() {
  const state = { calls: 0 };
  const options = (id: string) => ({
    queryKey: ['tds', `live:${BASE_URL}`, 'probe', id] as const,
    queryFn: () => ((state.calls += 1), Promise.resolve(`rows of ${id}`)),
  });
  return { state, options };
}

const SETTLED_AS_MISSING_KEY = {
  status: 'error',
  fetchStatus: 'idle',
  data: undefined,
  isPending: false,
  isLoading: false,
  isFetching: false,
  isSuccess: false,
  isError: true,
  isPlaceholderData: false,
};

describe('useSourceQuery without a key', () => {
  it('settles at once as a MissingKeyError, sends nothing, and loads once the key is given', async () => {
    const store = liveStore();
    const q = counted();
    const { result } = renderHook(() => useSourceQuery(q.options('a')), wrapperOf(store));
    expect(result.current).toMatchObject(SETTLED_AS_MISSING_KEY);
    expect(result.current.error).toBeInstanceOf(MissingKeyError);
    expect(result.current.error?.message).toBe('The live service needs an API key before this can load.');
    expect(q.state.calls).toBe(0);

    act(() => store.setApiKey('k-123'));
    await waitFor(() => expect(result.current.data).toBe('rows of a'));
    expect(q.state.calls).toBe(1);
  });

  it('asks for the base URL too when there is none', () => {
    const { result } = renderHook(
      () => useSourceQuery(counted().options('a')),
      wrapperOf(liveStore({ baseUrl: '' })),
    );
    expect(result.current.error?.message).toBe(
      'The live service needs its base URL and an API key before this can load.',
    );
  });

  it('hides what the cache holds: neither data kept from before nor the previous selection as a placeholder', async () => {
    const store = liveStore({ key: 'k-123' });
    const q = counted();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useSourceQuery({ ...q.options(id), ...keepPrevious }),
      {
        ...wrapperOf(store),
        initialProps: { id: 'a' },
      },
    );
    await waitFor(() => expect(result.current.data).toBe('rows of a'));

    act(() => store.setApiKey(''));
    expect(result.current).toMatchObject(SETTLED_AS_MISSING_KEY);
    rerender({ id: 'b' });
    expect(result.current).toMatchObject(SETTLED_AS_MISSING_KEY);
    expect(q.state.calls).toBe(1);
  });
});

describe('useSourceQueries without a key', () => {
  it('settles every entry as a MissingKeyError and loads them once the key is given', async () => {
    const store = liveStore();
    const q = counted();
    const { result } = renderHook(() => useSourceQueries([q.options('a'), q.options('b')]), wrapperOf(store));
    for (const entry of result.current) {
      expect(entry).toMatchObject(SETTLED_AS_MISSING_KEY);
      expect(entry.error?.message).toBe('The live service needs an API key before this can load.');
    }
    expect(q.state.calls).toBe(0);

    act(() => store.setApiKey('k-123'));
    await waitFor(() => expect(result.current.map((r) => r.data)).toEqual(['rows of a', 'rows of b']));
    expect(q.state.calls).toBe(2);
  });
});

describe('enabledUntilFailed', () => {
  const query = (status: 'pending' | 'success' | 'error') =>
    ({ state: { status } }) as unknown as Query<string, Error, string, readonly unknown[]>;
  const resolve = (
    enabled: ReturnType<typeof enabledUntilFailed<string, string, readonly unknown[]>>,
    q: Query<string, Error, string, readonly unknown[]>,
  ) => (typeof enabled === 'function' ? enabled(q) : enabled);

  it('is off before the source is ready, whatever was asked', () => {
    expect(resolve(enabledUntilFailed(true, false), query('pending'))).toBe(false);
  });

  it('is as asked (on by default), and off for a query that has failed', () => {
    expect(resolve(enabledUntilFailed(undefined, true), query('pending'))).toBe(true);
    expect(resolve(enabledUntilFailed(true, true), query('success'))).toBe(true);
    expect(resolve(enabledUntilFailed(false, true), query('pending'))).toBe(false);
    expect(resolve(enabledUntilFailed(undefined, true), query('error'))).toBe(false);
    expect(resolve(enabledUntilFailed(true, true), query('error'))).toBe(false);
  });

  it('asks a function `enabled` about the query itself', () => {
    const seen: string[] = [];
    const onlySuccess = (q: Query<string, Error, string, readonly unknown[]>) => (
      seen.push(q.state.status),
      q.state.status === 'success'
    );
    expect(resolve(enabledUntilFailed(onlySuccess, true), query('pending'))).toBe(false);
    expect(resolve(enabledUntilFailed(onlySuccess, true), query('success'))).toBe(true);
    expect(resolve(enabledUntilFailed(onlySuccess, true), query('error'))).toBe(false);
    expect(seen).toEqual(['pending', 'success']);
  });
});
