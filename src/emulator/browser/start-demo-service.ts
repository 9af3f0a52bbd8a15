/**
 * Starts the in-browser demo service: msw's service worker intercepts requests to
 * DEMO_BASE_URL only (everything else, including a live service chosen at runtime, passes
 * through untouched), and the page forwards each of them whole to the engine Web Worker, where
 * the service handlers run over the synthetic world. The main thread only relays: world
 * generation, queries, validation and JSON serialisation all happen in the worker.
 *
 * Call it only in demo-capable builds, through a dynamic import, so production bundles carry
 * no msw code. It resolves once the service worker intercepts; the world keeps building in
 * the Web Worker and early requests simply wait for it.
 */
import { getResponse, http } from 'msw';
import { DEMO_BASE_URL } from '@/api/data-source';
import { inOpaqueOrigin } from '@/lib/opaque-origin';
import { toAsyncEngine } from '../service/async-engine';
import { demoHandlers } from './demo-handlers';
import { createWorkerEngine, type WorkerEngine } from './worker-engine';
// Only the URL of the engine worker's bundle (the worker below loads it): a string, no code.
import engineWorkerUrl from './engine.worker?worker&url';

export interface DemoStartOptions {
  /**
   * Whether the demo is the data source at start. A page that starts in live mode builds no
   * world (about a second of CPU and a hundred MB the visitor never uses): the engine worker
   * starts the first time the demo is made active or asked anything.
   */
  active?: boolean;
  /**
   * Called once if the demo cannot answer with data: its engine worker did not start, or the
   * world failed to build (each request then says so too). With the cause, in words.
   */
  onEngineFailed?: (cause: string) => void;
}

export interface DemoService {
  /**
   * Resolves with the world's build time once it is built; rejects if the build failed.
   * Reading it starts the engine worker if it has not started yet.
   */
  readonly engineReady: Promise<{ buildMs: number }>;
  /**
   * Whether the service worker handles this page's requests. While the data source is live it
   * must not: a request the worker passes through is fetched by the worker itself, and the
   * page's abort (its time limit, or leaving the view) does not reach that fetch, so a hung
   * service held the connection open long after the page gave up. With no page active, the
   * worker lets requests go to the network untouched, where an abort ends them.
   */
  setActive(active: boolean): Promise<void>;
  stop(): Promise<void>;
}

let running: Promise<DemoService> | null = null;

/** Idempotent: a second call (React StrictMode, HMR) returns the same running service. */
export function startDemoService(options: DemoStartOptions = {}): Promise<DemoService> {
  running ??= start(options).catch((error: unknown) => {
    running = null;
    throw error;
  });
  return running;
}

/**
 * The demo inside an opaque origin (only embeds ever take this path): the same handlers answer
 * the page's own requests to DEMO_BASE_URL (fetch is wrapped, nothing else passes through it),
 * once the demo is active or asked. The world is built off the page's thread when it can be: no
 * service worker registers in an opaque origin, but a dedicated worker does, from a script of the
 * frame's own (a blob that loads the engine worker's file). Where even that fails (a policy that
 * forbids blob workers, the file unreachable) it is built on the page's thread, after first paint:
 * one long task, but the chart still comes.
 */
function startInPage({ active: startActive = true, onEngineFailed }: DemoStartOptions): DemoService {
  let building: Promise<InPageEngine> | null = null;
  let worker: Worker | null = null;
  const built = () =>
    (building ??= blobEngineWorker(onEngineFailed).then(
      (started) => {
        worker = started.worker;
        return started.engine;
      },
      () => buildOnThisThread(),
    ));
  if (startActive) void built();
  const original = globalThis.fetch;
  const demoFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${DEMO_BASE_URL}/`)) return original(input, init);
    return (await built()).fetch(request);
  };
  globalThis.fetch = demoFetch;
  return {
    get engineReady() {
      return built().then(({ ready }) => ready);
    },
    // In-page: the wrapper answers only DEMO_BASE_URL and never holds another request.
    setActive: (next) => {
      if (next) void built();
      return Promise.resolve();
    },
    stop() {
      if (globalThis.fetch === demoFetch) globalThis.fetch = original;
      worker?.terminate();
      running = null;
      return Promise.resolve();
    },
  };
}

interface InPageEngine {
  /** Settles as DemoService.engineReady does. */
  ready: Promise<{ buildMs: number }>;
  fetch: (request: Request) => Promise<Response>;
}

/**
 * The engine worker started from a blob of this frame's own, which loads the worker's file with
 * `importScripts` (a classic script, allowed from another origin). Rejects, so that the caller
 * builds on its own thread, when the worker cannot start or its script fails to load; once the
 * worker has answered (built, or failed to build: its handlers then say so per request, as in
 * the app), it is the engine.
 */
async function blobEngineWorker(
  onFailed?: (cause: string) => void,
): Promise<{ worker: Worker; engine: InPageEngine }> {
  // The dev server serves the worker as a module with imports: no classic script to load.
  if (import.meta.env.DEV) throw new Error('no bundled engine worker in development');
  const script = `importScripts(${JSON.stringify(new URL(engineWorkerUrl, location.href).href)});`;
  const blobUrl = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl, { name: 'tradescope-engine' });
  const engine = createWorkerEngine(worker, onFailed);
  // Started once it answers (built, or failed to build); a script that fails to load reports an
  // `error` first.
  const started = new Promise<void>((resolve, reject) => {
    void engine.ready.then(
      () => resolve(),
      () => resolve(),
    );
    onErrorBeforeAnswer(worker, engine, (event) => {
      event.preventDefault();
      reject(new Error(`the engine worker did not start: ${event.message || 'its script failed to load'}`));
    });
  });
  try {
    await started;
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
  return { worker, engine: { ready: engine.ready, fetch: engine.fetch } };
}

/** The world built on the page's thread, after first paint: one long task. */
async function buildOnThisThread(): Promise<InPageEngine> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const started = performance.now();
  const { createEngine, createWorld } = await import('../engine');
  const handlers = demoHandlers(toAsyncEngine(createEngine(createWorld())));
  return {
    ready: Promise.resolve({ buildMs: Math.round(performance.now() - started) }),
    fetch: async (request) => (await getResponse(handlers, request)) ?? new Response(null, { status: 404 }),
  };
}

/**
 * msw's start calls `registration.update()` on a worker registered by an earlier visit without
 * awaiting it (msw/lib/browser, getWorkerInstance). When that background update fails (Chrome
 * answers "Failed to update a ServiceWorker … Not found" when a reload races the registration,
 * or the network is gone) the rejection was unhandled: a page error on about one reload in eight
 * under load, seen by the browser tests' console guard. The update is only a freshness check of
 * an already active worker, so its failure is handled here; a caller that awaits the promise
 * still sees the rejection.
 */
function handleUnawaitedWorkerUpdates() {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  const proto = ServiceWorkerRegistration.prototype as ServiceWorkerRegistration & {
    tradescopeUpdateHandled?: true;
  };
  if (proto.tradescopeUpdateHandled) return;
  const update = Object.getOwnPropertyDescriptor(ServiceWorkerRegistration.prototype, 'update')?.value as (
    this: ServiceWorkerRegistration,
  ) => Promise<ServiceWorkerRegistration>;
  proto.update = function (this: ServiceWorkerRegistration) {
    const pending = update.call(this);
    pending.catch(() => undefined);
    return pending;
  };
  proto.tradescopeUpdateHandled = true;
}

/** The engine Web Worker, started on first use: the world builds as soon as it starts. */
function lazyEngineWorker(onFailed?: (cause: string) => void) {
  let started: { worker: Worker | null; engine: WorkerEngine } | null = null;
  return {
    get() {
      started ??= startEngineWorker(onFailed);
      return started.engine;
    },
    terminate: () => started?.worker?.terminate(),
  };
}

/** An Error's or a DOMException's message (not always an Error where the page runs). */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}

/** Where the messages of a worker that could not be created go. */
const NO_WORKER = { postMessage: () => undefined, addEventListener: () => undefined };

/**
 * The engine worker, watched until it answers. One whose script fails to load (a release that
 * replaced the file under an open page, a policy that forbids it) reports an `error` and never
 * answers; one that cannot be created throws. Either way the demo's requests are answered at once
 * with what happened, instead of each waiting for its time limit.
 */
function startEngineWorker(onFailed?: (cause: string) => void): {
  worker: Worker | null;
  engine: WorkerEngine;
} {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'tradescope-engine',
    });
  } catch (error) {
    const engine = createWorkerEngine(NO_WORKER, onFailed);
    engine.fail(`this browser did not start its engine (${messageOf(error)})`);
    return { worker: null, engine };
  }
  const engine = createWorkerEngine(worker, onFailed);
  onErrorBeforeAnswer(worker, engine, (event) =>
    engine.fail(`its engine did not load (${event.message || 'the script failed to load'})`),
  );
  return { worker, engine };
}

/**
 * Hears the worker's `error` until its engine has answered (built, or failed to build): before
 * that, an error means its script never ran; after it, errors are the worker's own to report.
 */
function onErrorBeforeAnswer(worker: Worker, engine: WorkerEngine, onError: (event: ErrorEvent) => void) {
  const listening = new AbortController();
  worker.addEventListener('error', onError, { signal: listening.signal });
  const stop = () => listening.abort();
  void engine.ready.then(stop, stop);
}

async function start(options: DemoStartOptions): Promise<DemoService> {
  const { active: startActive = true, onEngineFailed } = options;
  if (inOpaqueOrigin()) return startInPage(options);
  // Loaded here, not at the top: msw/browser reaches for navigator.serviceWorker when it
  // loads, which throws in an opaque origin.
  const { setupWorker } = await import('msw/browser');
  handleUnawaitedWorkerUpdates();
  const engineWorker = lazyEngineWorker(onEngineFailed);
  // Started before msw, so that the world builds while the service worker registers.
  if (startActive) engineWorker.get();
  // One catch-all handler: whatever the demo service answers (404 and 405 included) is decided
  // in the worker.
  const msw = setupWorker(http.all(`${DEMO_BASE_URL}/*`, ({ request }) => engineWorker.get().fetch(request)));
  const startOptions = {
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The demo is the user's default experience; one console line per request is noise there.
    quiet: true,
  } as const;
  await msw.start(startOptions);
  let active = true;
  // Switches are chained, so a quick demo → live → demo ends in the last state asked for.
  let switching: Promise<void> = Promise.resolve();
  return {
    get engineReady() {
      return engineWorker.get().ready;
    },
    setActive(next) {
      if (next) engineWorker.get();
      switching = switching
        .catch(() => undefined)
        .then(async () => {
          if (next === active) return;
          if (next) await msw.start(startOptions);
          else await msw.stop();
          active = next;
        });
      return switching;
    },
    async stop() {
      await msw.stop();
      engineWorker.terminate();
      running = null;
    },
  };
}
