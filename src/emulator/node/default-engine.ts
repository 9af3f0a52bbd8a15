/**
 * Builds engines over generated worlds for Node (tests, the HTTP server). The only place in
 * node/ that knows the World engineer's factories.
 */
import { createEngine, createWorld, type TradeEngine, type WorldOptions } from '../engine';

export type { WorldOptions };

export function buildEngine(options: WorldOptions = {}): TradeEngine {
  return createEngine(createWorld(options));
}

export function buildDefaultEngine(seed?: number): TradeEngine {
  return buildEngine(seed === undefined ? {} : { seed });
}
