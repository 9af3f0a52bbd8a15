import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import type { CatalogStorage } from '@/api/queries/catalog-cache';

/**
 * A catalog storage over a Map, for tests of the catalog cache and its readers: each write
 * stores a copy, as IndexedDB's structured clone does, so a test cannot pass by sharing objects.
 */
export function mapCatalogStorage() {
  const map = new Map<string, PersistedQuery>();
  const storage: CatalogStorage = {
    getItem: (key) => map.get(key),
    setItem: (key, value) => void map.set(key, structuredClone(value)),
    removeItem: (key) => void map.delete(key),
    entries: () => [...map.entries()],
  };
  return { map, storage };
}
