/**
 * The early script's entry (built by tools/first-requests-script.ts): installs the registry the
 * app's client takes answers from, sends the page's first requests, then starts the map's
 * geometry worker. Never throws: without it the app simply does all that itself, as it always could.
 */
import { createEarlyRequests, installEarlyRequests } from '@/api/early-requests';
import { startWorldGeometryEarly } from '@/components/charts/world-map/world-geometry-convert';
import { sendFirstRequests } from './first-requests';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // storage disabled: no remembered key either
  }
}

try {
  const registry = createEarlyRequests();
  // Not when the app's client is already asking (this script came late): it sends its own.
  if (installEarlyRequests(registry)) {
    void sendFirstRequests({
      location: window.location,
      base: import.meta.env.BASE_URL,
      local: storage('localStorage'),
      session: storage('sessionStorage'),
      demoBuild: __TRADESCOPE_DEMO__,
      registry,
    }).catch(() => undefined);
  }
} catch {
  // A head start only.
}

try {
  // The built worker's URL, from the start line (first-requests-script.ts). Started whatever the
  // data source, as the route loader starts it: in the same wave as the data, not after it; but
  // after the first requests have left (creating a worker costs the main thread 2-6 ms).
  const worldGeometry = (document.currentScript as HTMLScriptElement | null)?.dataset['worldGeometry'];
  if (worldGeometry) startWorldGeometryEarly(worldGeometry);
} catch {
  // The route loader starts it.
}
