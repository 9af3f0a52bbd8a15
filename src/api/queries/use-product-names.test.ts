import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeClient } from '../client';
import { createCatalogPersister, type CatalogStorage } from './catalog-cache';
import type { TradeSource } from './keys';
import { catalogChapterQuery, chaptersOf, prefetchProductNames } from './use-product-names';
import { mapCatalogStorage } from '@/test/map-catalog-storage';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

/** A source whose getProduct answers every chapter with one match and records the calls. */
function recordingSource(failing: readonly string[] = []) {
  const requested: string[] = [];
  const client = {
    getProduct: ({ pid }: { pid: string }) => {
      requested.push(pid);
      if (failing.includes(pid)) return Promise.reject(new Error(`chapter ${pid} failed`));
      return Promise.resolve({
        data: { id: pid, matches: [{ hs6: `${pid}0101`, hs_version: 2022, name: `name of ${pid}` }] },
        requestId: 'r',
        durationMs: 1,
      });
    },
  } as unknown as TradeClient;
  const source: TradeSource = { client, key: 'live:https://tds.example' };
  return { source, requested };
}

async function visit(source: TradeSource, chapters: string[], storage: CatalogStorage | undefined) {
  // A new QueryClient per visit: nothing in memory, as after a reload.
  const queryClient = new QueryClient();
  const persister = createCatalogPersister(storage);
  return Promise.all(chapters.map((c) => queryClient.fetchQuery(catalogChapterQuery(source, c, persister))));
}

describe('product names: catalog lookups', () => {
  it('asks once per distinct chapter', () => {
    expect(chaptersOf(['090111', '870323', '090210', '27', '2'])).toEqual(['09', '27', '87']);
  });

  it('a second visit asks for no chapter it has already seen, only for new ones', async () => {
    const { source, requested } = recordingSource();
    const { map, storage } = mapCatalogStorage();
    await visit(source, ['09', '27', '87'], storage);
    expect(requested).toEqual(['09', '27', '87']);
    await vi.waitFor(() => expect(map.size).toBe(3), WAIT_FOR_STATE);

    requested.length = 0;
    const second = await visit(source, ['09', '27', '87', '30'], storage);
    expect(requested).toEqual(['30']);
    expect(second[0]?.data.matches[0]?.name).toBe('name of 09');
  });

  it('stores the response and the source identity, never the key', async () => {
    const { source } = recordingSource();
    const { map, storage } = mapCatalogStorage();
    await visit(source, ['09'], storage);
    await vi.waitFor(() => expect(map.size).toBe(1), WAIT_FOR_STATE);
    const stored = JSON.stringify([...map.entries()]);
    expect(stored).toContain('live:https://tds.example');
    expect(stored).not.toMatch(/authorization|bearer|apiKey/i);
  });

  it('goes to the network when there is no storage or the storage fails', async () => {
    const { source, requested } = recordingSource();
    await visit(source, ['09'], undefined);
    const failing: CatalogStorage = {
      getItem: () => Promise.reject(new Error('quota')),
      setItem: () => Promise.reject(new Error('quota')),
      removeItem: () => Promise.resolve(),
    };
    const [result] = await visit(source, ['09'], failing);
    expect(requested).toEqual(['09', '09']);
    expect(result?.data.matches).toHaveLength(1);
  });
});

describe('prefetchProductNames (route loaders)', () => {
  it('starts one lookup per chapter of the ranked codes, and never repeats a failed one', async () => {
    const { source, requested } = recordingSource(['87']);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchProductNames(queryClient, source, ['090111', '870323', '090210']);
    await vi.waitFor(
      () =>
        expect(queryClient.getQueryState(catalogChapterQuery(source, '87').queryKey)?.status).toBe('error'),
      WAIT_FOR_STATE,
    );
    await vi.waitFor(
      () => expect(queryClient.getQueryData(catalogChapterQuery(source, '09').queryKey)).toBeDefined(),
      WAIT_FOR_STATE,
    );
    expect(requested.sort()).toEqual(['09', '87']);

    // The loader runs again (a selection change): nothing is asked again.
    prefetchProductNames(queryClient, source, ['870323', '090111']);
    expect(requested).toHaveLength(2);
  });
});

describe('the catalog cache module, loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('./catalog-cache');
    vi.resetModules();
  });

  it('without it (a failed chunk load) the lookup still goes to the network', async () => {
    vi.resetModules();
    vi.doMock('./catalog-cache', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const names = await import('./use-product-names');
    const { source, requested } = recordingSource();
    const answer = await new QueryClient().fetchQuery(names.catalogChapterQuery(source, '09'));
    expect(answer.data.matches[0]?.name).toBe('name of 09');
    expect(requested).toEqual(['09']);
  });

  it('once warmed, a lookup goes to its persister in the task that asks for it (no wait for the module)', async () => {
    vi.resetModules();
    const persisterFn = vi.fn(() => Promise.resolve({ data: { id: '09', matches: [] } }));
    const openSharedCatalog = vi.fn();
    vi.doMock('./catalog-cache', () => ({
      openSharedCatalog,
      sharedCatalogPersister: () => ({ persisterFn }),
    }));
    const names = await import('./use-product-names');
    names.warmCatalogCache();
    await vi.waitFor(() => expect(openSharedCatalog).toHaveBeenCalledTimes(1), WAIT_FOR_STATE);
    const { source } = recordingSource();
    void new QueryClient().prefetchQuery(names.catalogChapterQuery(source, '09'));
    expect(persisterFn).toHaveBeenCalledTimes(1);
  });

  it('warmCatalogCache opens the shared catalog ahead of the first lookup', async () => {
    vi.resetModules();
    const openSharedCatalog = vi.fn();
    vi.doMock('./catalog-cache', () => ({ openSharedCatalog }));
    const names = await import('./use-product-names');
    names.warmCatalogCache();
    await vi.waitFor(() => expect(openSharedCatalog).toHaveBeenCalledTimes(1), WAIT_FOR_STATE);
  });
});
