// @vitest-environment node
/**
 * The device cache of catalog lookups: what it stores and under which names, how it forgets
 * (another revision, 30 days), and that a refusing store only ever means "not stored". IndexedDB
 * is fake-indexeddb's in-memory implementation, a fresh one per test.
 */
import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { createStore, get, keys } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOG_REVISION,
  createCatalogPersister,
  indexedDbCatalogStorage,
  type CatalogStorage,
} from './catalog-cache';
import { mapCatalogStorage } from '@/test/map-catalog-storage';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A chapter lookup that counts its requests. */
function lookup(persister: ReturnType<typeof createCatalogPersister>, options: { staleTime?: number } = {}) {
  const state = { requests: 0 };
  const query = queryOptions({
    queryKey: ['tds', 'demo', 'products', '09', 'detail'],
    queryFn: () => ((state.requests += 1), Promise.resolve({ data: { id: '09', matches: [] as string[] } })),
    persister: persister.persisterFn,
    staleTime: options.staleTime ?? Infinity,
  });
  return { state, query };
}

const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);
/** One macrotask: TanStack's notifyManager runs what it schedules (persisting, a refetch) before it. */
const nextMacrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCatalogPersister', () => {
  it('stores each lookup under its own prefix with the revision, and reads it back on the next visit', async () => {
    const { map, storage } = mapCatalogStorage();
    const first = lookup(createCatalogPersister(storage));
    await new QueryClient().fetchQuery(first.query);
    await vi.waitFor(() => expect(map.size).toBe(1), WAIT_FOR_STATE);
    const [key, stored] = [...map.entries()][0]!;
    expect(key).toMatch(/^tradescope-catalog-\[/);
    expect(stored.buster).toBe(CATALOG_REVISION);

    const second = lookup(createCatalogPersister(storage));
    await expect(new QueryClient().fetchQuery(second.query)).resolves.toEqual({
      data: { id: '09', matches: [] },
    });
    expect(second.state.requests).toBe(0);
  });

  it('does not refetch a restored entry, even for a query that would be stale at once', async () => {
    const { storage } = mapCatalogStorage();
    await new QueryClient().fetchQuery(lookup(createCatalogPersister(storage), { staleTime: 0 }).query);
    await nextMacrotask();

    // A view's observer (without one TanStack never counts a query as stale).
    const queryClient = new QueryClient();
    const again = lookup(createCatalogPersister(storage), { staleTime: 0 });
    const observer = new QueryObserver(queryClient, again.query);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true), WAIT_FOR_STATE);
    await nextMacrotask();
    expect(queryClient.isFetching()).toBe(0);
    expect(again.state.requests).toBe(0);
    unsubscribe();
  });

  it('forgets an entry after 30 days, and one stored without a revision', async () => {
    const day = 24 * 60 * 60 * 1000;
    const { map, storage } = mapCatalogStorage();
    await new QueryClient().fetchQuery(lookup(createCatalogPersister(storage)).query);
    await vi.waitFor(() => expect(map.size).toBe(1), WAIT_FOR_STATE);
    const [key, stored] = [...map.entries()][0]!;
    const requestsWhenStored = async (entry: PersistedQuery) => {
      map.set(key, entry);
      const visit = lookup(createCatalogPersister(storage));
      await new QueryClient().fetchQuery(visit.query);
      return visit.state.requests;
    };
    const aged = (days: number) => ({
      ...stored,
      state: { ...stored.state, dataUpdatedAt: Date.now() - days * day },
    });
    expect(await requestsWhenStored(aged(29))).toBe(0);
    expect(await requestsWhenStored(aged(31))).toBe(1);
    // '' is the persister's own default: another persister's entries would pass for this revision's.
    expect(await requestsWhenStored({ ...stored, buster: '' })).toBe(1);
  });

  it("garbage collection drops another revision's entries and keeps this one's", async () => {
    const { map, storage } = mapCatalogStorage();
    const persister = createCatalogPersister(storage);
    await new QueryClient().fetchQuery(lookup(persister).query);
    await vi.waitFor(() => expect(map.size).toBe(1), WAIT_FOR_STATE);
    const [current] = [...map.values()];
    map.set('tradescope-catalog-old', { ...current!, buster: 'hs2017-v1' });

    await persister.persisterGc();
    expect(map.has('tradescope-catalog-old')).toBe(false);
    expect([...map.values()]).toEqual([current]);
  });

  it('a store that refuses reads, writes, removals and listings is only "not stored"', async () => {
    const refusing: CatalogStorage = {
      getItem: () => Promise.reject(new Error('quota')),
      setItem: () => Promise.reject(new Error('quota')),
      removeItem: () => Promise.reject(new Error('quota')),
      entries: () => Promise.reject(new Error('quota')),
    };
    const persister = createCatalogPersister(refusing);
    const { state, query } = lookup(persister);
    await expect(new QueryClient().fetchQuery(query)).resolves.toEqual({ data: { id: '09', matches: [] } });
    expect(state.requests).toBe(1);
    await expect(persister.persisterGc()).resolves.toBeUndefined();
    await expect(persister.removeQueries()).resolves.toBeUndefined();
  });

  it('an old entry that cannot be removed is still not used', async () => {
    const { map, storage } = mapCatalogStorage();
    await new QueryClient().fetchQuery(lookup(createCatalogPersister(storage)).query);
    await vi.waitFor(() => expect(map.size).toBe(1), WAIT_FOR_STATE);
    for (const [key, value] of map) map.set(key, { ...value, buster: 'hs2017-v1' });
    const stuck: CatalogStorage = { ...storage, removeItem: () => Promise.reject(new Error('locked')) };
    const again = lookup(createCatalogPersister(stuck));
    await new QueryClient().fetchQuery(again.query);
    expect(again.state.requests).toBe(1);
  });
});

describe('indexedDbCatalogStorage', () => {
  it('is missing where the browser has no IndexedDB (the lookups go to the network)', () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(indexedDbCatalogStorage()).toBeUndefined();
  });

  it("keeps entries in its own database ('tradescope-catalog', store 'queries'), never the shared default", async () => {
    const storage = indexedDbCatalogStorage()!;
    const entry = {
      buster: CATALOG_REVISION,
      queryHash: 'h',
      queryKey: ['k'],
      state: { data: 1 },
    } as unknown as PersistedQuery;
    await storage.setItem('a', entry);
    await storage.setItem('b', { ...entry, queryHash: 'h2' });
    expect(await storage.getItem('a')).toEqual(entry);
    expect(await storage.entries!()).toEqual([
      ['a', entry],
      ['b', { ...entry, queryHash: 'h2' }],
    ]);
    await storage.removeItem('a');
    expect(await storage.getItem('a')).toBeUndefined();

    expect(await databaseNames()).toEqual(['tradescope-catalog']);
    const own = createStore('tradescope-catalog', 'queries');
    expect(await keys(own)).toEqual(['b']);
    expect(await get('b', own)).toEqual({ ...entry, queryHash: 'h2' });
  });

  it('a second visit asks for no chapter it has already seen', async () => {
    const first = lookup(createCatalogPersister(indexedDbCatalogStorage()));
    await new QueryClient().fetchQuery(first.query);
    await vi.waitFor(
      async () => expect(await keys(createStore('tradescope-catalog', 'queries'))).toHaveLength(1),
      WAIT_FOR_STATE,
    );
    const second = lookup(createCatalogPersister(indexedDbCatalogStorage()));
    await new QueryClient().fetchQuery(second.query);
    expect([first.state.requests, second.state.requests]).toEqual([1, 0]);
  });
});

describe('indexedDbCatalogStorage: what it reads', () => {
  /** A chapter's lookup under the real persister over the IndexedDB storage; counts its requests. */
  function chapter(pid: string, persister: ReturnType<typeof createCatalogPersister>, requested: string[]) {
    return queryOptions({
      queryKey: ['tds', 'demo', 'products', pid, 'detail'],
      queryFn: () => (requested.push(pid), Promise.resolve({ data: { id: pid, matches: [] as string[] } })),
      persister: persister.persisterFn,
      staleTime: Infinity,
    });
  }

  it('lists the stored keys once and reads no entry it does not hold: a first visit reads nothing per chapter, a second reads what it stored', async () => {
    const reads = vi.spyOn(IDBObjectStore.prototype, 'get');
    const chapters = ['09', '27', '87'];
    const requested: string[] = [];
    const first = createCatalogPersister(indexedDbCatalogStorage());
    await Promise.all(chapters.map((pid) => new QueryClient().fetchQuery(chapter(pid, first, requested))));
    expect(requested).toEqual(chapters);
    expect(reads).not.toHaveBeenCalled();
    await vi.waitFor(
      async () => expect(await keys(createStore('tradescope-catalog', 'queries'))).toHaveLength(3),
      WAIT_FOR_STATE,
    );

    // A reload: a new storage lists the keys again, reads each stored chapter and asks for none.
    const second = createCatalogPersister(indexedDbCatalogStorage());
    await Promise.all(chapters.map((pid) => new QueryClient().fetchQuery(chapter(pid, second, requested))));
    expect(requested).toEqual(chapters);
    expect(reads).toHaveBeenCalledTimes(3);
    reads.mockRestore();
  });

  it('a write of this tab is known at once, a removal too', async () => {
    const storage = indexedDbCatalogStorage()!;
    const entry = {
      buster: CATALOG_REVISION,
      queryHash: 'h',
      queryKey: ['k'],
      state: { data: 1 },
    } as unknown as PersistedQuery;
    expect(await storage.getItem('a')).toBeUndefined();
    await storage.setItem('a', entry);
    expect(await storage.getItem('a')).toEqual(entry);
    await storage.removeItem('a');
    expect(await storage.getItem('a')).toBeUndefined();
    expect(await keys(createStore('tradescope-catalog', 'queries'))).toEqual([]);
  });

  it('reads every key as before when its keys cannot be listed', async () => {
    const entry = {
      buster: CATALOG_REVISION,
      queryHash: 'h',
      queryKey: ['k'],
      state: { data: 1 },
    } as unknown as PersistedQuery;
    await indexedDbCatalogStorage()!.setItem('a', entry);
    const listing = vi.spyOn(IDBObjectStore.prototype, 'getAllKeys').mockImplementation(() => {
      throw new Error('refused');
    });
    expect(await indexedDbCatalogStorage()!.getItem('a')).toEqual(entry);
    // Writes and removals still go through.
    const storage = indexedDbCatalogStorage()!;
    await storage.setItem('b', entry);
    await storage.removeItem('a');
    listing.mockRestore();
    expect(await keys(createStore('tradescope-catalog', 'queries'))).toEqual(['b']);
  });
});

describe('the shared catalog', () => {
  it('is one persister for the app, over IndexedDB', async () => {
    const { sharedCatalogPersister } = await import('./catalog-cache');
    const persister = sharedCatalogPersister();
    expect(sharedCatalogPersister()).toBe(persister);
    await new QueryClient().fetchQuery(lookup(persister).query);
    await vi.waitFor(
      async () => expect(await keys(createStore('tradescope-catalog', 'queries'))).toHaveLength(1),
      WAIT_FOR_STATE,
    );
  });

  it('openSharedCatalog opens the database ahead of the first lookup', async () => {
    const { openSharedCatalog } = await import('./catalog-cache');
    expect(await databaseNames()).toEqual([]);
    openSharedCatalog();
    await vi.waitFor(
      async () => expect(await databaseNames()).toEqual(['tradescope-catalog']),
      WAIT_FOR_STATE,
    );
  });

  it('without IndexedDB, openSharedCatalog does nothing and the persister goes to the network', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const { openSharedCatalog, sharedCatalogPersister } = await import('./catalog-cache');
    expect(() => openSharedCatalog()).not.toThrow();
    const { state, query } = lookup(sharedCatalogPersister());
    await new QueryClient().fetchQuery(query);
    expect(state.requests).toBe(1);
  });
});
