// @vitest-environment jsdom
/**
 * The early script's entry, run as the page runs it: the first requests leave before the map's
 * geometry worker is created (creating a worker costs the main thread a few ms, the requests are
 * what the view waits on), and both happen.
 */
import { afterEach, expect, it, vi } from 'vitest';
import {
  SESSION_KEY_ORIGIN_STORAGE_KEY,
  SESSION_KEY_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
} from '@/api/data-source';
import { EARLY_REQUESTS_GLOBAL } from '@/api/early-requests';
import { EARLY_WORLD_GEOMETRY_GLOBAL } from '@/components/charts/world-map/world-geometry-convert';

const BASE = 'https://tds.entry.invalid';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(globalThis, EARLY_REQUESTS_GLOBAL);
  Reflect.deleteProperty(globalThis, EARLY_WORLD_GEOMETRY_GLOBAL);
});

it('sends the first requests, then starts the geometry worker', async () => {
  const order: string[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      onmessage = null;
      onerror = null;
      constructor(url: string) {
        order.push(`worker ${url}`);
      }
      postMessage() {}
      terminate() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      order.push(`fetch ${new URL(request.url).pathname}`);
      return new Promise<Response>(() => undefined);
    }),
  );
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'live', baseUrl: BASE }));
  sessionStorage.setItem(SESSION_KEY_STORAGE_KEY, 'sk-entry-1');
  sessionStorage.setItem(SESSION_KEY_ORIGIN_STORAGE_KEY, BASE);
  window.history.replaceState(null, '', '/countries/DE');
  const script = document.createElement('script');
  script.dataset['worldGeometry'] = '/assets/world-geometry.worker-x.js';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);

  await import('./entry');

  expect(order).toEqual([
    'fetch /countries/DE',
    'fetch /countries/DE/exports',
    'fetch /countries/DE/imports',
    'fetch /trade/summary',
    'worker /assets/world-geometry.worker-x.js',
  ]);
});
