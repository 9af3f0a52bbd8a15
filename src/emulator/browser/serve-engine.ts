/**
 * The worker side: builds the engine once, then answers in arrival order both engine calls
 * (the AsyncTradeEngine proxy of worker-engine.ts) and whole HTTP requests to the demo service
 * (`http` messages: the service handlers run here, over the engine, so that the page's main
 * thread only forwards the request and the response body). Kept apart from engine.worker.ts so
 * tests can run it over a MessageChannel in Node.
 */
import { getResponse, type RequestHandler } from 'msw';
import type { AsyncTradeEngine, TradeEngine } from '../engine/engine-types';
import { ENGINE_METHODS, toAsyncEngine } from '../service/async-engine';
import { demoUnavailableResponse } from './demo-unavailable';
import {
  toWireError,
  type EngineCall,
  type EngineReply,
  type HttpCall,
  type MessageEndpoint,
} from './engine-protocol';

export interface ServeOptions {
  /** The service's handlers over an engine; without them, `http` messages answer 501. */
  handlers?: (engine: AsyncTradeEngine) => RequestHandler[];
}

const BUILD_FAILED = 'The demo world failed to build';

export function serveEngine(
  endpoint: MessageEndpoint,
  build: () => TradeEngine,
  options: ServeOptions = {},
): void {
  const reply = (message: EngineReply, transfer?: Transferable[]) => endpoint.postMessage(message, transfer);
  let engine: TradeEngine | null = null;
  let buildError = '';
  const started = performance.now();
  try {
    engine = build();
    reply({ type: 'ready', coverage: engine.coverage, buildMs: Math.round(performance.now() - started) });
  } catch (error) {
    buildError = toWireError(error).message;
    reply({ type: 'failed', error: toWireError(error) });
  }
  const handlers = engine ? options.handlers?.(toAsyncEngine(engine)) : undefined;

  async function respond(request: Request): Promise<Response> {
    if (!options.handlers)
      return new Response(null, { status: 501, statusText: 'No service handlers in this worker' });
    if (!handlers) return demoUnavailableResponse(`its world failed to build (${buildError})`);
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  }

  async function answer(call: HttpCall) {
    const response = await respond(new Request(call.url, { method: call.method, headers: call.headers }));
    const body = await response.arrayBuffer();
    reply(
      {
        type: 'response',
        id: call.id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      },
      [body],
    );
  }

  endpoint.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as EngineCall | HttpCall;
    if ('type' in data && data.type === 'http') {
      answer(data).catch((error: unknown) =>
        reply({ type: 'error', id: data.id, error: toWireError(error) }),
      );
      return;
    }
    const call = data as EngineCall;
    if (!engine) {
      reply({ type: 'error', id: call.id, error: { name: 'EngineUnavailable', message: BUILD_FAILED } });
      return;
    }
    if (!(ENGINE_METHODS as readonly string[]).includes(call.method)) {
      reply({
        type: 'error',
        id: call.id,
        error: { name: 'TypeError', message: `Unknown engine method ${call.method}` },
      });
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
