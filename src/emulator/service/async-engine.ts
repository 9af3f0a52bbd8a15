/**
 * Wraps a synchronous TradeEngine (Node tests, the HTTP server) as the AsyncTradeEngine the
 * handlers use, so the same handlers also run over the browser's Web Worker proxy.
 */
import type { AsyncTradeEngine, TradeEngine } from '../engine/engine-types';

const METHODS = [
  'resolveCountry',
  'productPrefixExists',
  'trade',
  'summary',
  'searchProducts',
  'productDetail',
  'productTrade',
  'productMarkets',
  'searchCountries',
  'countryDetail',
  'countrySeries',
  'countryPartners',
  'countryProducts',
] as const satisfies readonly Exclude<keyof TradeEngine, 'coverage'>[];

export const ENGINE_METHODS: readonly (typeof METHODS)[number][] = METHODS;

export function toAsyncEngine(engine: TradeEngine): AsyncTradeEngine {
  const out: Record<string, unknown> = { coverage: engine.coverage };
  for (const name of METHODS) {
    // Through the object each call, so engines written as classes keep their `this`.
    const target = engine as unknown as Record<string, (...args: unknown[]) => unknown>;
    // A throwing engine becomes a rejected promise, which the handler turns into a 500.
    out[name] = (...args: unknown[]) => {
      try {
        return Promise.resolve(target[name]!(...args));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  }
  return out as AsyncTradeEngine;
}
