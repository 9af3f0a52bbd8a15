/**
 * The world geometry's conversion in a Web Worker (world-geometry.worker.ts). No
 * `new URL(…, import.meta.url)` here: the bundler finds the worker by that expression in
 * world-geometry-start.ts.
 */

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
