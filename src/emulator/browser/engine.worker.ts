/**
 * Module Web Worker: builds the default synthetic world and answers the demo service's
 * requests (the msw handlers run here, over the engine), so that the dashboard's main thread
 * never runs world generation, queries, validation or JSON serialisation: it only forwards.
 * Started by start-demo-service.ts with `new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' })`.
 */
// First: msw (imported by the handlers) needs a localStorage when it loads.
import './worker-local-storage';
import { createEngine, createWorld } from '../engine';
import { demoHandlers } from './demo-handlers';
import type { MessageEndpoint } from './engine-protocol';
import { serveEngine } from './serve-engine';

// In a dedicated worker `self` is the worker scope (postMessage(message, transfer), no target
// origin); the project's DOM typings describe it as a Window.
serveEngine(self as unknown as MessageEndpoint, () => createEngine(createWorld()), {
  handlers: demoHandlers,
});
