/**
 * Types of the service's answers, taken from the contract's generated types, so that a change
 * to the contract that the engine's records no longer satisfy fails `tsc` here.
 */
import type { paths } from '@/api/generated/contract';

export type EndpointPath = keyof paths;

type JsonOf<P extends EndpointPath, S extends number> =
  paths[P]['get']['responses'] extends Record<S, { content: { 'application/json': infer B } }> ? B : never;

/** The 200 envelope of GET P. */
type OkBody<P extends EndpointPath> = JsonOf<P, 200>;
/** The `data` inside it. */
export type DataOf<P extends EndpointPath> = OkBody<P> extends { data: infer D } ? D : never;

/** `/products/{pid}` (contract) → `/products/:pid` (msw path pattern). */
export function toRoutePattern(path: EndpointPath): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
