/**
 * A persisted, shared cache of catalog lookups (GET /products/{chapter}), so that product names
 * cost one request per chapter once per device, not once per chapter on every visit of every view.
 * The HS catalog does not change within a revision: entries live for 30 days and are dropped
 * wholesale when CATALOG_REVISION changes. Only catalog queries use it (per-query persister,
 * TanStack Query's `experimental_createQueryPersister`), stored in IndexedDB through idb-keyval.
 *
 * What is stored: the query key (source identity 'demo' or 'live:<baseUrl>', never the key) and
 * the response envelope. Where IndexedDB is missing or refuses (private windows, quota, jsdom),
 * the lookups simply go to the network as before.
 */
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import { createStore, del, entries, get, keys, set, type UseStore } from 'idb-keyval';

/** Bump to drop every persisted catalog entry (a new HS revision, a changed response shape). */
export const CATALOG_REVISION = 'hs2022-v1';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type CatalogStorage = AsyncStorage<PersistedQuery>;
export type CatalogPersister = ReturnType<typeof createCatalogPersister>;

export function createCatalogPersister(storage: CatalogStorage | undefined) {
  return experimental_createQueryPersister<PersistedQuery>({
    storage: storage && forgiving(storage),
    buster: CATALOG_REVISION,
    maxAge: MAX_AGE_MS,
    prefix: 'tradescope-catalog',
    // Stored as structured-cloneable objects: no JSON round trip.
    serialize: (persisted) => persisted,
    deserialize: (stored) => stored,
    // A restored entry is as good as a fresh one (the catalog is static within a revision).
    refetchOnRestore: false,
  });
}

/**
 * A storage whose failures read as "not stored": the persister writes in the background without
 * awaiting, so a refused write (quota, private window) would otherwise be an unhandled rejection.
 */
function forgiving(storage: CatalogStorage): CatalogStorage {
  const attempt = async <T>(run: () => T | Promise<T>, fallback: T) => {
    try {
      return await run();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt(() => storage.getItem(key), undefined),
    setItem: (key, value) => attempt(() => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt(() => storage.removeItem(key), undefined),
    // Without its own `entries` a listing would throw inside `attempt` and read as empty anyway;
    // and every reader of the listing skips keys without the persister's prefix, as a non-empty
    // fallback's would be.
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: equivalent, see the lines above
    entries: storage.entries && (() => attempt(() => storage.entries!(), [])),
  };
}

/**
 * idb-keyval over its own database (opened on first use). Its keys are listed once, on first use
 * (one read of the keys only), and kept up to date with this tab's writes: a chapter that is not
 * stored is answered "not stored" at once, without a read of its own. On a first visit every
 * lookup is such a miss, and each read was a round trip to the browser's database and back to a
 * main thread busy with the page's renders, between the ranked list's answer and the names'
 * requests (20-250 ms measured). A chapter another tab stores after the listing is asked again
 * here once, as before the cache. If the listing fails, every key is read as before.
 */
export function indexedDbCatalogStorage(): CatalogStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('tradescope-catalog', 'queries'));
  let listing: Promise<Set<IDBValidKey> | null> | undefined;
  const stored = () =>
    (listing ??= keys(db()).then(
      (listed) => new Set(listed),
      // Stryker disable next-line ArrowFunction: equivalent, undefined reads as "no listing" like null
      () => null,
    ));
  return {
    getItem: async (key) => {
      const known = await stored();
      return known && !known.has(key) ? undefined : get<PersistedQuery>(key, db());
    },
    setItem: async (key, value) => {
      (await stored())?.add(key);
      return set(key, value, db());
    },
    removeItem: async (key) => {
      (await stored())?.delete(key);
      return del(key, db());
    },
    entries: () => entries<string, PersistedQuery>(db()),
  };
}

let shared: CatalogPersister | undefined;
let sharedStorage: CatalogStorage | undefined;

/** The app's one catalog persister (IndexedDB where available), created on first use. */
export function sharedCatalogPersister(): CatalogPersister {
  if (!shared) {
    sharedStorage = indexedDbCatalogStorage();
    shared = createCatalogPersister(sharedStorage);
  }
  return shared;
}

/**
 * Creates the shared persister and opens its database ahead of the first lookup (a read of no
 * entry, which lists the stored keys). A database that cannot be opened is ignored here, as it is
 * by the lookups.
 */
export function openSharedCatalog(): void {
  sharedCatalogPersister();
  const storage = sharedStorage;
  // Without storage the read would throw inside the promise and be dropped the same way; any
  // key opens the database, and '' names no entry.
  // Stryker disable next-line ConditionalExpression: equivalent, see the lines above
  if (!storage) return;
  // Stryker disable next-line StringLiteral: equivalent, see the lines above
  const openWithAnyKey = () => storage.getItem('');
  Promise.resolve()
    .then(openWithAnyKey)
    .catch(() => undefined);
}
