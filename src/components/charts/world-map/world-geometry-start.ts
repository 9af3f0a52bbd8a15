/**
 * Starts converting the world geometry in its Web Worker, once. The route loader calls it with
 * the page's data requests, so the worker and the geometry download in the same wave as the
 * data rather than when the map mounts; the map (world-geometry.ts) then takes the same promise.
 * Small on purpose: it is part of the app's shell, the geometry is not.
 */

/** The GeoJSON as text, converted in a worker; rejects where workers are unavailable or fail. */
function convertInWorker(): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      reject(new Error('no Worker'));
      return;
    }
    const worker = new Worker(new URL('./world-geometry.worker.ts', import.meta.url), {
      type: 'module',
      name: 'tradescope-world-geometry',
    });
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

let started: Promise<string> | null = null;

/** The GeoJSON as text; a failure is not cached (the next call starts a new worker). */
export function startWorldGeometry(): Promise<string> {
  started ??= convertInWorker().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}
