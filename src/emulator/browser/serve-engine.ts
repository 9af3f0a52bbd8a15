/**
 * The worker side: builds the engine once, then answers calls in arrival order. Kept apart
 * from engine.worker.ts so tests can run it over a MessageChannel in Node.
 */
import type { TradeEngine } from '../engine/engine-types';
import { ENGINE_METHODS } from '../service/async-engine';
import { toWireError, type EngineCall, type EngineReply, type MessageEndpoint } from './engine-protocol';

export function serveEngine(endpoint: MessageEndpoint, build: () => TradeEngine): void {
  const reply = (message: EngineReply) => endpoint.postMessage(message);
  let engine: TradeEngine | null = null;
  const started = performance.now();
  try {
    engine = build();
    reply({ type: 'ready', coverage: engine.coverage, buildMs: Math.round(performance.now() - started) });
  } catch (error) {
    reply({ type: 'failed', error: toWireError(error) });
  }

  endpoint.addEventListener('message', (event: MessageEvent) => {
    const call = event.data as EngineCall;
    if (!engine) {
      reply({ type: 'error', id: call.id, error: { name: 'EngineUnavailable', message: 'The demo world failed to build' } });
      return;
    }
    if (!(ENGINE_METHODS as readonly string[]).includes(call.method)) {
      reply({ type: 'error', id: call.id, error: { name: 'TypeError', message: `Unknown engine method ${call.method}` } });
      return;
    }
    try {
      // Called through the object so engines written as classes keep their `this`.
      const target = engine as unknown as Record<string, (...args: unknown[]) => unknown>;
      reply({ type: 'result', id: call.id, value: target[call.method]!(...call.args) });
    } catch (error) {
      reply({ type: 'error', id: call.id, error: toWireError(error) });
    }
  });
}
