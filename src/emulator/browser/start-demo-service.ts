/**
 * Starts the in-browser demo service: msw's service worker intercepts requests to
 * DEMO_BASE_URL only (everything else, including a live service chosen at runtime, passes
 * through untouched), and the handlers query the synthetic world in a Web Worker so that
 * neither world generation nor queries ever run on the main thread.
 *
 * Call it only in demo-capable builds, through a dynamic import, so production bundles carry
 * no msw code. It resolves once the service worker intercepts; the world keeps building in
 * the Web Worker and early requests simply wait for it.
 */
import { setupWorker } from 'msw/browser';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { createHandlers } from '../service/create-handlers';
import { createWorkerEngine } from './worker-engine';

export interface DemoService {
  /** Resolves with the world's build time once it is built; rejects if the build failed. */
  engineReady: Promise<{ buildMs: number }>;
  stop(): Promise<void>;
}

let running: Promise<DemoService> | null = null;

/** Idempotent: a second call (React StrictMode, HMR) returns the same running service. */
export function startDemoService(): Promise<DemoService> {
  running ??= start().catch((error: unknown) => {
    running = null;
    throw error;
  });
  return running;
}

async function start(): Promise<DemoService> {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'tradescope-engine' });
  const { engine, ready } = createWorkerEngine(worker);
  const handlers = createHandlers({ engine, baseUrl: DEMO_BASE_URL, keys: [DEMO_API_KEY] });
  const msw = setupWorker(...handlers);
  await msw.start({
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The demo is the user's default experience; one console line per request is noise there.
    quiet: true,
  });
  return {
    engineReady: ready,
    async stop() {
      await msw.stop();
      worker.terminate();
      running = null;
    },
  };
}
