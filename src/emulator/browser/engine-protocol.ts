/**
 * Messages between the main thread's engine proxy and the engine Web Worker. Plain data only
 * (structured clone); errors travel as name + message because Error objects lose their class.
 */
import type { AsyncTradeEngine, TradeEngine } from '../engine/engine-types';

type EngineMethod = Exclude<keyof AsyncTradeEngine, 'coverage'>;

export interface EngineCall {
  id: number;
  method: EngineMethod;
  args: unknown[];
}

/** A request to the demo service, answered whole in the worker (handlers, engine, JSON). */
export interface HttpCall {
  type: 'http';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
}

interface HttpAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Transferred, not copied. */
  body: ArrayBuffer;
}

export interface WireError {
  name: string;
  message: string;
}

export type EngineReply =
  | { type: 'result'; id: number; value: unknown }
  | ({ type: 'response'; id: number } & HttpAnswer)
  | { type: 'error'; id: number; error: WireError }
  | { type: 'ready'; coverage: TradeEngine['coverage']; buildMs: number }
  | { type: 'failed'; error: WireError };

/** The part of Worker / DedicatedWorkerGlobalScope / MessagePort both ends need. */
export interface MessageEndpoint {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export function toWireError(error: unknown): WireError {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}
