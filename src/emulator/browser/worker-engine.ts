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
}

export function createWorkerEngine(endpoint: MessageEndpoint): WorkerEngine {
  let nextId = 1;
  let coverage: TradeEngine['coverage'] | null = null;
  let failed = false;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let settleReady!: { resolve: (v: { buildMs: number }) => void; reject: (e: Error) => void };
  const ready = new Promise<{ buildMs: number }>((resolve, reject) => {
    settleReady = { resolve, reject };
  });

  endpoint.addEventListener('message', (event: MessageEvent) => {
    const msg = event.data as EngineReply;
    if (msg.type === 'ready') {
      coverage = msg.coverage;
      settleReady.resolve({ buildMs: msg.buildMs });
    } else if (msg.type === 'failed') {
      failed = true;
      settleReady.reject(new EngineError(msg.error));
    } else {
      const entry = pending.get(msg.id);
      if (!entry) return;
      pending.delete(msg.id);
      if (msg.type === 'result') entry.resolve(msg.value);
      else if (msg.type === 'response')
        entry.resolve(
          new Response(msg.body, { status: msg.status, statusText: msg.statusText, headers: msg.headers }),
        );
      else entry.reject(new EngineError(msg.error));
    }
  });

  const engine: Record<string, unknown> = {
    get coverage() {
      if (failed) throw new Error('The demo world failed to build');
      if (!coverage) throw new Error('The demo world is still being built; await ready first');
      return coverage;
    },
  };
  for (const method of ENGINE_METHODS) {
    engine[method] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        pending.set(id, { resolve, reject });
        endpoint.postMessage({ id, method, args });
      });
  }
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      endpoint.postMessage({
        type: 'http',
        id,
        method: request.method,
        url: request.url,
        headers: [...request.headers],
      });
    });
  // Ready is also observable by callers; an unobserved build failure must not be an unhandled rejection.
  ready.catch(() => undefined);
  return { engine: engine as AsyncTradeEngine, ready, fetch };
}
