/** Public entry of the world + engine: what the service layer and the bench import. */
export { createEngine } from './engine.ts';
export { createWorld, DEFAULT_SEED } from '../world/world.ts';
export type { World, WorldOptions, WorldExtras } from '../world/world.ts';
export type * from './engine-types.ts';
