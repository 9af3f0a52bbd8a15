/** Public entry of the world + engine: what the service layer and the bench import. */
export { createEngine } from './engine';
export { createWorld, DEFAULT_SEED } from '../world/world';
export type { World, WorldOptions, WorldExtras } from '../world/world';
export type * from './engine-types';
