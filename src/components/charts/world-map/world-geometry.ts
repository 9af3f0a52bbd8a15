/**
 * World geometry for the partner map, loaded the first time a map is shown so that the
 * geometry (about 100 kB) and the converters stay out of the page's initial bundle. The
 * TopoJSON → GeoJSON conversion (world-geojson.ts) runs in a Web Worker where there is one, so
 * the main thread only parses the finished GeoJSON and hands it to ECharts (no long
 * main-thread task). Tests (jsdom has no Worker) convert here; production builds leave that
 * path out, so the geometry and converters ship once, in the worker, and a failing worker
 * shows as the map's error state with Retry.
 */
import { loadECharts } from '../echarts-setup';
import { inOpaqueOrigin } from '@/lib/opaque-origin';
import { WORLD_MAP_NAME } from '../options/world-map-option';
import type { GeoCollection } from './world-geojson';
import { startWorldGeometry } from './world-geometry-start';

let loading: Promise<void> | null = null;

/** Loads and registers the world map once; later calls share the same promise. */
function ensureWorldMap(): Promise<void> {
  loading ??= (async () => {
    const [geo, echarts] = await Promise.all([
      startWorldGeometry().catch((error: unknown) => {
        // A sandboxed embed (an opaque origin) cannot start a same-origin worker:
        // it converts here, from a chunk only such embeds (and tests) load.
        if (import.meta.env.PROD && !inOpaqueOrigin()) throw error;
        return import('./world-geojson').then((m) => m.buildWorldGeoJson());
      }),
      // The core and the map chart type: the map is drawn as soon as the geometry is there.
      loadECharts({ series: [{ type: 'map' }] }),
    ]);
    const collection: GeoCollection = typeof geo === 'string' ? (JSON.parse(geo) as GeoCollection) : geo;
    echarts.registerMap(WORLD_MAP_NAME, collection as unknown as Parameters<typeof echarts.registerMap>[1]);
  })().catch((error: unknown) => {
    // A failed load must be retryable (the next mount tries again), not cached forever.
    loading = null;
    throw error;
  });
  return loading;
}

/** The geometry as a query of the maps: static, fetched once per session, never refetched. */
export const worldGeometryQuery = {
  queryKey: ['static', 'world-geometry', 'countries-110m'] as const,
  queryFn: async () => {
    await ensureWorldMap();
    return true as const;
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
};
