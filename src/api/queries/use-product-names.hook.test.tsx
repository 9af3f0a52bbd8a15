// @vitest-environment jsdom
/**
 * useProductNames on the house pattern (useSourceQueries): one catalog lookup per chapter, the
 * names combined; without a key it sends nothing and settles (codes unnamed, nothing pending),
 * where a disabled query would have stayed pending for ever.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, installStubServer, serviceErrorResponse } from '@/test/msw';
import { createDataSourceStore, DEMO_BASE_URL, type DataSourceStore } from '../data-source';
import { DataSourceProvider } from '../data-source-context';
import { createQueryClient } from '../query-client';
import { useProductNames } from './use-product-names';

// Without the device cache: IndexedDB is not part of what this test is about.
vi.mock('./catalog-cache', () => ({
  sharedCatalogPersister: () => ({
    persisterFn: (queryFn: (c: unknown) => unknown, context: unknown) => queryFn(context),
  }),
}));

let requested: string[] = [];
/** Chapters whose answer waits for `release()`, and chapters that fail. */
let held = new Map<string, Promise<void>>();
let failing = new Set<string>();
function hold(pid: string) {
  let release = () => undefined as void;
  held.set(pid, new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}
installStubServer(
  http.get(`${DEMO_BASE_URL}/products/:pid`, async ({ params }) => {
    const pid = String(params['pid']);
    requested.push(pid);
    await held.get(pid);
    if (failing.has(pid))
      return serviceErrorResponse(500, 'internal_error', { message: 'boom', requestId: 'req-x' });
    return envelopeResponse(
      { id: pid, matches: [{ hs6: `${pid}0111`, hs_version: 2022, name: `Goods of chapter ${pid}` }] },
      { requestId: `req-${pid}` },
    );
  }),
);
afterEach(() => {
  requested = [];
  held = new Map();
  failing = new Set();
});

function renderNamesOf(codes: string[], store: DataSourceStore) {
  const queryClient = createQueryClient({ dataSource: store, retry: { maxAttempts: 1 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider store={store}>{children}</DataSourceProvider>
    </QueryClientProvider>
  );
  return renderHook(({ list }: { list: string[] }) => useProductNames(list), {
    wrapper,
    initialProps: { list: codes },
  });
}
const renderNames = (codes: string[], store: DataSourceStore) => renderNamesOf(codes, store).result;
const demoStore = () => createDataSourceStore({ local: null, session: null });

describe('useProductNames', () => {
  it('names codes from one lookup per chapter', async () => {
    const result = renderNames(
      ['090111', '090122', '870111'],
      createDataSourceStore({ local: null, session: null }),
    );
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.pending).toBe(false), { timeout: 10_000 });
    expect(result.current.nameOf('090111')).toBe('Goods of chapter 09');
    expect(result.current.nameOf('870111')).toBe('Goods of chapter 87');
    expect(result.current.nameOf('090122')).toBeNull();
    expect(requested.sort()).toEqual(['09', '87']);
  });

  it('in live mode without a key sends nothing and settles with the codes unnamed', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    store.setMode('live');
    store.setLiveBaseUrl(DEMO_BASE_URL);
    const result = renderNames(['090111', '870111'], store);
    // Settled at once: a view showing "…" for names that cannot come would wait for ever.
    expect(result.current.pending).toBe(false);
    expect(result.current.nameOf('090111')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
  });

  it('stays pending while any chapter is out, naming the codes of those that answered', async () => {
    const release = hold('87');
    const result = renderNames(['090111', '870111'], demoStore());
    await waitFor(() => expect(result.current.nameOf('090111')).toBe('Goods of chapter 09'), {
      timeout: 10_000,
    });
    expect(result.current.pending).toBe(true);
    expect(result.current.nameOf('870111')).toBeNull();
    release();
    await waitFor(() => expect(result.current.pending).toBe(false), { timeout: 10_000 });
    expect(result.current.nameOf('870111')).toBe('Goods of chapter 87');
  });

  it('a failed chapter leaves its codes unnamed and the others named', async () => {
    failing.add('87');
    const result = renderNames(['090111', '870111'], demoStore());
    await waitFor(() => expect(result.current.pending).toBe(false), { timeout: 10_000 });
    expect(result.current.nameOf('090111')).toBe('Goods of chapter 09');
    expect(result.current.nameOf('870111')).toBeNull();
  });

  it('without codes asks for nothing and is not pending', () => {
    const result = renderNames([], demoStore());
    expect(result.current.pending).toBe(false);
    expect(requested).toEqual([]);
  });

  it('follows the codes it is given: a new chapter is looked up', async () => {
    const { result, rerender } = renderNamesOf(['090111'], demoStore());
    await waitFor(() => expect(result.current.nameOf('090111')).toBe('Goods of chapter 09'), {
      timeout: 10_000,
    });
    rerender({ list: ['090111', '270111'] });
    await waitFor(() => expect(result.current.nameOf('270111')).toBe('Goods of chapter 27'), {
      timeout: 10_000,
    });
    expect(requested).toEqual(['09', '27']);
  });
});
