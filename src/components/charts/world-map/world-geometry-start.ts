/**
 * Starts converting the world geometry in its Web Worker, once. The route loader starts it with
 * the page's data requests, so the worker and the geometry download in the same wave as the data rather than
 * when the map mounts; the map (world-geometry.ts) then takes the same promise.
 * Small on purpose: it is part of the app's shell, the geometry is not.
 */
import { convertInWorker } from './world-geometry-convert';

let started: Promise<string> | null = null;

/** The GeoJSON as text; a failure is not cached (the next call starts a new worker). */
export function startWorldGeometry(): Promise<string> {
  // The bundler finds the worker by this expression: its URL and options stay literal here.
  const inWorker = () =>
    convertInWorker(
      () =>
        new Worker(new URL('./world-geometry.worker.ts', import.meta.url), {
          type: 'module',
          name: 'tradescope-world-geometry',
        }),
    );
  started ??= inWorker().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}
