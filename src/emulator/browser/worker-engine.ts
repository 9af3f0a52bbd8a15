/**
 * AsyncTradeEngine proxy over the engine Web Worker: every call gets a request id, the reply
 * with that id settles its promise; errors thrown in the worker reject with their message.
 * Calls made before the world is built queue in the worker's message port (the worker
 * answers them once its build finished), so the demo can start intercepting at once.
 * `fetch` sends a whole request to the service handlers running in the worker and rebuilds
 * their response here: the main thread only copies headers and takes over the body's buffer.
 */
import type { AsyncTradeEngine, TradeEngine } from '../engine/engine-types';
import { ENGINE_METHODS } from '../service/async-engine';
import { demoUnavailableResponse } from './demo-unavailable';
import type { EngineReply, MessageEndpoint, WireError } from './engine-protocol';

class EngineError extends Error {
  constructor(wire: WireError) {
    super(wire.message);
    this.name = wire.name;
  }
}

export interface WorkerEngine {
  engine: AsyncTradeEngine;
  /** Resolves with the build time once the world is built; rejects if the build failed. */
  ready: Promise<{ buildMs: number }>;
  /** Answers a demo service request in the worker (handlers, engine, JSON). */
  fetch: (request: Request) => Promise<Response>;
  /**
   * For the worker's owner, when the worker will never answer (its script failed to load, or it
   * could not be created): `ready` rejects, calls waiting for it and every later one fail, and
   * requests get the demo's "could not start" answer at once. Ignored once the worker has
   * answered (built, or failed to build: it then answers for itself).
   */
  fail: (cause: string) => void;
}

interface PendingCall {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  /** A whole request (answered with a Response), not an engine call. */
  http?: true;
}

const couldNotStart = (cause: string) => new Error(`The demo could not start: ${cause}`);

function settle(call: PendingCall, msg: Extract<EngineReply, { id: number }>) {
  if (msg.type === 'result') call.resolve(msg.value);
  else if (msg.type === 'response')
    call.resolve(
      new Response(msg.body, { status: msg.status, statusText: msg.statusText, headers: msg.headers }),
    );
  else call.reject(new EngineError(msg.error));
}

/**
 * `onFailed` hears, once, why the engine will never answer a request with data: its worker did
 * not start (`fail`), or its world failed to build.
 */
export function createWorkerEngine(
  endpoint: MessageEndpoint,
  onFailed: (cause: string) => void = () => undefined,
): WorkerEngine {
  let nextId = 1;
  let coverage: TradeEngine['coverage'] | null = null;
  /** What the worker has said of its build so far. */
  let answer: 'none' | 'built' | 'build failed' = 'none';
  /** Why the worker will never answer; set by `fail`. */
  let deadCause: string | null = null;
  const pending = new Map<number, PendingCall>();
  let settleReady!: { resolve: (v: { buildMs: number }) => void; reject: (e: Error) => void };
  const ready = new Promise<{ buildMs: number }>((resolve, reject) => {
    settleReady = { resolve, reject };
  });

  endpoint.addEventListener('message', (event: MessageEvent) => {
    const msg = event.data as EngineReply;
    if (msg.type === 'ready') {
      answer = 'built';
      coverage = msg.coverage;
      settleReady.resolve({ buildMs: msg.buildMs });
    } else if (msg.type === 'failed') {
      answer = 'build failed';
      settleReady.reject(new EngineError(msg.error));
      onFailed(`its world failed to build (${msg.error.message})`);
    } else {
      const entry = pending.get(msg.id);
      pending.delete(msg.id);
      if (entry) settle(entry, msg);
    }
  });

  const engine: Record<string, unknown> = {
    get coverage() {
      if (deadCause !== null) throw couldNotStart(deadCause);
      if (answer === 'build failed') throw new Error('The demo world failed to build');
      if (!coverage) throw new Error('The demo world is still being built; await ready first');
      return coverage;
    },
  };
  for (const method of ENGINE_METHODS) {
    engine[method] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        if (deadCause !== null) return reject(couldNotStart(deadCause));
        const id = nextId;
        nextId += 1;
        pending.set(id, { resolve, reject });
        endpoint.postMessage({ id, method, args });
      });
  }
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      if (deadCause !== null) return resolve(demoUnavailableResponse(deadCause));
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, http: true });
      endpoint.postMessage({
        type: 'http',
        id,
        method: request.method,
        url: request.url,
        headers: [...request.headers],
      });
    });
  const fail = (cause: string) => {
    if (answer !== 'none' || deadCause !== null) return;
    deadCause = cause;
    settleReady.reject(couldNotStart(cause));
    onFailed(cause);
    for (const [id, entry] of pending) {
      pending.delete(id);
      if (entry.http) entry.resolve(demoUnavailableResponse(cause));
      else entry.reject(couldNotStart(cause));
    }
  };
  // Ready is also observable by callers; an unobserved build failure must not be an unhandled rejection.
  ready.catch(() => undefined);
  return { engine: engine as AsyncTradeEngine, ready, fetch, fail };
}
