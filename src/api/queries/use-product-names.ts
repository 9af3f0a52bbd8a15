/**
 * Catalog names of HS6 codes, for any view that lists products by code (the ranked endpoints
 * return codes only). Names come from GET /products/{pid} with the 2-digit chapter as pid (it
 * lists every HS6 code under the chapter): one lookup per distinct chapter, shared by every view
 * and country, kept in memory for the session and persisted on the device (catalog-cache.ts), so
 * a second visit asks for no chapter it has already seen. A failed lookup leaves codes unnamed
 * rather than failing the chart.
 */
import { queryOptions, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTradeSource } from '../use-trade-source';
import type { CatalogPersister } from './catalog-cache';
import type { TradeSource } from './keys';
import { productQueries } from './products';
import { prefetchUnlessFailed } from './head-start';
import { useSourceQueries } from './use-source-query';

/** The chapters (2-digit prefixes) of some HS6 codes, distinct and sorted. */
export function chaptersOf(codes: readonly string[]): string[] {
  return [...new Set(codes.filter((c) => c.length >= 2).map((c) => c.slice(0, 2)))].sort();
}

type PersisterFn = CatalogPersister['persisterFn'];

type CatalogModule = typeof import('./catalog-cache');

/**
 * The catalog cache's module once loaded. Kept, because even an import() of a module already
 * there resolves in a task of its own: on a first visit the lookups then waited behind the
 * page's renders between the ranked list's answer and the names' requests (35-70 ms measured).
 */
let catalogModule: CatalogModule | undefined;
const loadCatalogModule = () => import('./catalog-cache').then((m) => (catalogModule = m));

/** The app's shared persister, loaded with the first lookup: IndexedDB code stays out of the shell. */
const sharedPersisterFn: PersisterFn = (queryFn, context, query) =>
  catalogModule
    ? catalogModule.sharedCatalogPersister().persisterFn(queryFn, context, query)
    : loadCatalogModule().then(
        (m) => m.sharedCatalogPersister().persisterFn(queryFn, context, query),
        // Without the cache module (a failed chunk load) the lookup still goes to the network.
        () => queryFn(context),
      );

/**
 * Loads the catalog cache's module and opens its database ahead of the first lookup (for a route
 * loader): on a first visit both otherwise come between the ranked list's answer and the names'
 * requests, while the page's charts keep the main thread busy. After it, a lookup goes to its
 * persister in the task that asks for it.
 */
export function warmCatalogCache(): void {
  loadCatalogModule().then(
    (m) => m.openSharedCatalog(),
    () => undefined, // the lookups try again, or go to the network
  );
}

/** The catalog lookup of one chapter: never stale (the catalog is static), persisted on the device. */
export function catalogChapterQuery(source: TradeSource, chapter: string, persister?: CatalogPersister) {
  return queryOptions({
    ...productQueries.detail(source, chapter),
    staleTime: Infinity,
    persister: persister?.persisterFn ?? sharedPersisterFn,
  });
}

/**
 * Starts the catalog lookups of some codes (for a route loader, once the ranked list is known),
 * so the names are not a second wave after the page has rendered. Never throws.
 */
export function prefetchProductNames(
  queryClient: QueryClient,
  source: TradeSource,
  codes: readonly string[],
) {
  for (const chapter of chaptersOf(codes))
    prefetchUnlessFailed(queryClient, catalogChapterQuery(source, chapter));
}

/** One chapter's catalog answer (GET /products/{chapter}). */
type ChapterLookup = Awaited<ReturnType<TradeSource['client']['getProduct']>>;

/** Module-level, so TanStack Query can memoise the combined result between renders. */
function combine(results: UseQueryResult<ChapterLookup>[]) {
  const byCode = new Map<string, string>();
  for (const r of results) if (r.data) for (const m of r.data.data.matches) byCode.set(m.hs6, m.name);
  return { byCode, pending: results.some((r) => r.isPending) };
}

export function useProductNames(codes: readonly string[]) {
  const source = useTradeSource();
  const key = chaptersOf(codes).join(',');
  const chapters = useMemo(() => (key ? key.split(',') : []), [key]);
  // Without a key the lookups settle as a MissingKeyError: codes stay unnamed, nothing pending.
  const { byCode, pending } = useSourceQueries(
    chapters.map((chapter) => catalogChapterQuery(source, chapter)),
    combine,
  );
  const nameOf = useCallback((hs6: string) => byCode.get(hs6) ?? null, [byCode]);
  return { nameOf, pending };
}
