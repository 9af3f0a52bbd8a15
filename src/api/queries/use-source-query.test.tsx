// @vitest-environment jsdom
/**
 * A failed query is shown with its Retry, never requested again behind the user's back: not by an
 * observer that mounts on it (retryOnMount), and not by one that moves onto it. The second case is
 * the race the fault matrix met in CI on a loaded machine: the route loader chained the World
 * ranking on the group's id and saw it fail before the page re-rendered with that id; the page's
 * observer then switched from its disabled placeholder key onto the failed query and sent it again.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '../data-source';
import { DataSourceProvider } from '../data-source-context';
import { createQueryClient } from '../query-client';
import { useSourceQueries, useSourceQuery } from './use-source-query';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

function setup() {
  const store = createDataSourceStore({ local: memory(), session: memory() });
  const queryClient = createQueryClient({ dataSource: store, retry: { maxAttempts: 1 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataSourceProvider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </DataSourceProvider>
  );
  return { queryClient, wrapper };
}

/** A query per id whose answer fails until `heal()`; `calls` counts the requests. */
function flaky() {
  const state = { calls: 0, healed: false };
  const options = (id: string | null) => ({
    queryKey: ['tds', 'demo', 'ranking', id ?? 'none'] as const,
    queryFn: () => {
      state.calls += 1;
      return state.healed ? Promise.resolve(`rows of ${id}`) : Promise.reject(new Error('malformed'));
    },
    enabled: id !== null,
  });
  return { state, options, heal: () => void (state.healed = true) };
}

async function failFirst(queryClient: QueryClient, options: ReturnType<ReturnType<typeof flaky>['options']>) {
  // The loader's head start, settled as an error before the page sees the id.
  await queryClient.prefetchQuery({ ...options, retry: false });
  expect(queryClient.getQueryState(options.queryKey)?.status).toBe('error');
}

describe('useSourceQuery never requests a failed query again by itself', () => {
  it('an observer that moves onto a failed query shows its error and sends nothing; Retry sends it', async () => {
    const { queryClient, wrapper } = setup();
    const q = flaky();
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => useSourceQuery(q.options(id)),
      {
        wrapper,
        initialProps: { id: null as string | null },
      },
    );
    await failFirst(queryClient, q.options('w1'));
    expect(q.state.calls).toBe(1);

    rerender({ id: 'w1' });
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe('malformed');
    expect(q.state.calls).toBe(1);

    q.heal();
    await act(() => result.current.refetch());
    expect(q.state.calls).toBe(2);
    await vi.waitFor(() => expect(result.current.data).toBe('rows of w1'), WAIT_FOR_STATE);
  });

  it('a query that has not failed is still fetched when the observer moves onto it', async () => {
    const { wrapper } = setup();
    const q = flaky();
    q.heal();
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => useSourceQuery(q.options(id)),
      {
        wrapper,
        initialProps: { id: null as string | null },
      },
    );
    expect(q.state.calls).toBe(0);
    rerender({ id: 'w2' });
    await vi.waitFor(() => expect(result.current.data).toBe('rows of w2'), WAIT_FOR_STATE);
    expect(q.state.calls).toBe(1);
  });

  it('a list of queries: a new entry for a failed query shows its error and sends nothing', async () => {
    const { queryClient, wrapper } = setup();
    const q = flaky();
    const { result, rerender } = renderHook(
      ({ ids }: { ids: (string | null)[] }) => useSourceQueries(ids.map(q.options)),
      {
        wrapper,
        initialProps: { ids: [null] as (string | null)[] },
      },
    );
    await failFirst(queryClient, q.options('w3'));
    rerender({ ids: ['w3'] });
    expect(result.current[0]?.isError).toBe(true);
    expect(q.state.calls).toBe(1);
  });

  it('asks a request listed twice once, and gives each entry its answer, without TanStack warning of duplicates', async () => {
    const { wrapper } = setup();
    const q = flaky();
    q.state.healed = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { result } = renderHook(() => useSourceQueries(['2010', 'w3', '2010'].map(q.options)), {
        wrapper,
      });
      await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true), WAIT_FOR_STATE);
      expect(result.current.map((r) => r.data)).toEqual(['rows of 2010', 'rows of w3', 'rows of 2010']);
      expect(q.state.calls).toBe(2);
      const said = [...warn.mock.calls, ...error.mock.calls].flat().join(' ');
      expect(said).not.toMatch(/Duplicate Queries/);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
