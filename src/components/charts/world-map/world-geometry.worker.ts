/**
 * Converts the world geometry off the main thread (see world-geojson.ts). Started by
 * world-geometry.ts; answers one message with the GeoJSON as a string (a string crosses
 * threads as one copy; a nested coordinate array would be cloned element by element).
 */
import { buildWorldGeoJson } from './world-geojson';

const scope = self as unknown as { onmessage: (() => void) | null; postMessage: (message: unknown) => void };
scope.onmessage = () => {
  buildWorldGeoJson().then(
    (collection) => scope.postMessage({ ok: true, json: JSON.stringify(collection) }),
    (error: unknown) => scope.postMessage({ ok: false, message: String(error) }),
  );
};
