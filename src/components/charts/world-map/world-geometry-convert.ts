/**
 * The world geometry's conversion in a Web Worker (world-geometry.worker.ts), for whoever starts
 * it first: the early script (src/app/first-requests), while the HTML is parsed, or the route
 * loader and the map (world-geometry-start.ts). The early script's conversion is left on a
 * global and taken once, so a page has one worker.
 * No `new URL(…, import.meta.url)` here: the bundler finds the worker by that expression in
 * world-geometry-start.ts, and the early script (built on its own) gets the built file's URL from
 * its start line.
 */

/** Where the early script leaves the conversion it started. */
export const EARLY_WORLD_GEOMETRY_GLOBAL = '__tradescopeWorldGeometry';

type WithEarlyGeometry = { [EARLY_WORLD_GEOMETRY_GLOBAL]?: Promise<string> };

/** The GeoJSON as text, from a worker `create` starts; rejects where workers are unavailable or fail. */
export function convertInWorker(create: () => Worker): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      reject(new Error('no Worker'));
      return;
    }
    const worker = create();
    worker.onmessage = (event: MessageEvent<{ ok: boolean; json?: string; message?: string }>) => {
      worker.terminate();
      if (event.data.ok && typeof event.data.json === 'string') resolve(event.data.json);
      else reject(new Error(event.data.message ?? 'world geometry worker failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'world geometry worker failed'));
    };
    worker.postMessage('build');
  });
}

/** For the early script: starts the conversion with the built worker at `url`, and leaves it for the app. */
export function startWorldGeometryEarly(url: string): void {
  const g = globalThis as WithEarlyGeometry;
  if (g[EARLY_WORLD_GEOMETRY_GLOBAL]) return;
  const conversion = convertInWorker(
    () => new Worker(url, { type: 'module', name: 'tradescope-world-geometry' }),
  );
  // Not an unhandled rejection while nobody has taken it: the taker gets the failure.
  conversion.catch(() => undefined);
  g[EARLY_WORLD_GEOMETRY_GLOBAL] = conversion;
}

/** The conversion the early script started, if any, once. */
export function takeEarlyWorldGeometry(): Promise<string> | undefined {
  const g = globalThis as WithEarlyGeometry;
  const early = g[EARLY_WORLD_GEOMETRY_GLOBAL];
  delete g[EARLY_WORLD_GEOMETRY_GLOBAL];
  return early;
}
