/**
 * Values a service names differently (`flow=exports` where we send `export`), learned from its
 * own 422: Pydantic v2's `literal_error` on a query parameter lists the values it takes in
 * `ctx.expected` ("'exports' or 'imports'"). When each of ours maps onto one of those, the
 * mapping is remembered for that service (per base URL) and the request is sent again once.
 */
import type { ValidationDetail } from '../errors';

/** Per base URL: parameter → our value → the service's. */
const learned = new Map<string, Map<string, Map<string, string>>>();

/** Our values of each parameter whose names a service may spell its own way. */
const OUR_LITERALS: Readonly<Record<string, readonly string[]>> = {
  flow: ['export', 'import'],
};

/** The values `ctx.expected` lists: "'exports' or 'imports'", "'a', 'b' or 'c'", or a list. */
export function expectedValues(expected: unknown): string[] {
  if (Array.isArray(expected)) return expected.map(String);
  if (typeof expected !== 'string') return [];
  return [...expected.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]!);
}

const squash = (v: string) => v.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Their value for one of ours: equal once case and punctuation are set aside, or one extends the other. */
function match(ours: string, theirs: readonly string[]): string | undefined {
  const o = squash(ours);
  const exact = theirs.find((t) => squash(t) === o);
  if (exact !== undefined) return exact;
  const near = theirs.filter((t) => squash(t).startsWith(o) || o.startsWith(squash(t)));
  return near.length === 1 ? near[0] : undefined;
}

/** Ours → theirs when each of ours maps onto a distinct one of theirs; null otherwise. */
export function literalMapping(
  ours: readonly string[],
  theirs: readonly string[],
): Map<string, string> | null {
  const map = new Map<string, string>();
  for (const value of ours) {
    const mapped = match(value, theirs);
    if (mapped === undefined) return null;
    map.set(value, mapped);
  }
  return new Set(map.values()).size === ours.length ? map : null;
}

/**
 * The mapping a 422 teaches: parameter → (ours → theirs), when every one of our values of that
 * parameter maps onto a distinct value of theirs; null when it teaches nothing safe.
 */
export function mappingFrom422(
  details: readonly ValidationDetail[],
): { param: string; map: Map<string, string> } | null {
  for (const d of details) {
    if (d.type !== 'literal_error' || d.loc[0] !== 'query') continue;
    const param = String(d.loc[1]);
    // Own keys only: a parameter named `constructor` is not one of ours.
    const ours = Object.hasOwn(OUR_LITERALS, param) ? OUR_LITERALS[param] : undefined;
    const theirs = expectedValues(d.ctx?.expected);
    if (!ours || theirs.length === 0) continue;
    const map = literalMapping(ours, theirs);
    if (!map) return null;
    return { param, map };
  }
  return null;
}

export function rememberLiterals(baseUrl: string, param: string, map: ReadonlyMap<string, string>): void {
  const service = learned.get(baseUrl) ?? new Map<string, Map<string, string>>();
  service.set(param, new Map(map));
  learned.set(baseUrl, service);
}

/** The query with our values in the service's spelling, where it taught us one. */
export function inServiceLiterals<T extends Record<string, unknown>>(baseUrl: string, query: T): T {
  const service = learned.get(baseUrl);
  if (!service) return query;
  const out: Record<string, unknown> = { ...query };
  for (const [param, map] of service) {
    const spelled = map.get(String(out[param]));
    if (spelled !== undefined) out[param] = spelled;
  }
  return out as T;
}

/** The spellings learned for a service, for its profile in Settings. */
export function learnedLiterals(baseUrl: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [param, map] of learned.get(baseUrl) ?? []) out[param] = Object.fromEntries(map);
  return out;
}

export function forgetLearnedLiterals(): void {
  learned.clear();
}
