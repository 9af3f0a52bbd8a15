/** Public entry of the world + engine: what the service layer and the bench import. */
export { createEngine } from './engine';
export { createWorld } from '../world/world';
export type { World, WorldOptions } from '../world/world';
export type * from './engine-types';
