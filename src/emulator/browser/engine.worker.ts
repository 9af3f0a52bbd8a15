/**
 * Module Web Worker: builds the default synthetic world and answers engine calls, so that the
 * dashboard's main thread never runs world generation or queries (no long tasks, no freeze).
 * Started by start-demo-service.ts with `new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' })`.
 */
import { createEngine, createWorld } from '../engine';
import { serveEngine } from './serve-engine';

// In a dedicated worker `self` is the worker scope (postMessage without a target origin).
serveEngine(self, () => createEngine(createWorld()));
