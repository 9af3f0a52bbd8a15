// @vitest-environment node
/**
 * The DuckDB engine answers every endpoint exactly as the in-memory engine does: a synthetic
 * world (a small scale, so the import is quick) exported in BACI's layout and imported, then a
 * few thousand seeded requests through the same service handlers over both engines: same
 * status, same body (values within 1e-9 relative, same order), same 404s and 422s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, createWorld } from '../engine';
import { mulberry32 } from '../world/prng';
import { toAsyncEngine } from '../service/async-engine';
import { createHandlers } from '../service/create-handlers';
import { call } from '../service/testing/call';
import { openDuckDbEngine, type DuckDbTradeEngine } from './duckdb-engine';
import { importWorld } from './testing-world-db';

const BASE = 'https://equivalence.test';
const KEY = 'equivalence-key';
const REQUESTS = 2500;
const rateLimit = { requests: 1_000_000, windowSeconds: 60 };

const world = createWorld({ scale: 0.08 });
const memory = createHandlers({
  engine: toAsyncEngine(createEngine(world)),
  baseUrl: BASE,
  keys: [KEY],
  rateLimit,
});
let duck: DuckDbTradeEngine;
let onDisk: ReturnType<typeof createHandlers>;

beforeAll(async () => {
  duck = await openDuckDbEngine(await importWorld(world));
  onDisk = createHandlers({ engine: duck, baseUrl: BASE, keys: [KEY], rateLimit });
}, 120_000);
afterAll(() => duck?.close());

/** Seeded requests over every endpoint, with valid, unknown and malformed parameters. */
function requests(count: number): string[] {
  const rnd = mulberry32(20260127);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const traders = world.countries.list
    .filter((c) => !c.isGroup && world.expYear[c.idx * 16 + 13]! > 0)
    .map((c) => c.id);
  const country = () =>
    rnd() < 0.7 ? pick(traders) : pick(['XW', 'EU', 'deu', 'usa', 'cn', 'AQ', 'ZZ', 'XK']);
  const pathCountry = () => (rnd() < 0.85 ? country().slice(0, 2) : pick(['DEU', 'x', 'Z1']));
  const chapters = [...new Set(world.catalog.products.map((p) => p.hs6.slice(0, 2)))];
  const product = () => {
    const p = pick(world.catalog.products).hs6;
    return rnd() < 0.9
      ? pick([p.slice(0, 2), p.slice(0, 4), p, `hs:${p.slice(0, 4)}`, pick(chapters)])
      : pick(['99', '9999', '0', 'abc']);
  };
  const years = () => {
    const r = rnd();
    if (r < 0.4) return '';
    const a = 2008 + Math.floor(rnd() * 20);
    const b = a + Math.floor(rnd() * 8) - 2;
    return r < 0.6 ? `&from=${a}` : r < 0.75 ? `&to=${b}` : `&from=${a}&to=${b}`;
  };
  const maybe = (p: number, s: () => string) => (rnd() < p ? s() : '');
  const flow = () => pick(['&flow=export', '&flow=import', '', '&flow=both']);
  const limit = (max: number) => maybe(0.6, () => `&limit=${pick([1, 3, 10, 50, max, 0, max + 1])}`);
  const word = () =>
    pick(['ker', 'coffee', 'cars', 'oil', 'uk', 'united', 'côte', 'ge', '09', 'hs:8703', '2709', 'zz', ' ']);
  const makers: (() => string)[] = [
    () =>
      `/trade?x=1${maybe(0.7, () => `&reporter=${country()}`)}${maybe(0.4, () => `&partner=${country()}`)}${maybe(0.5, () => `&product=${product()}`)}${flow()}${years()}${limit(10000)}`,
    () =>
      `/trade/summary?x=1${maybe(0.8, () => `&reporter=${country()}`)}${maybe(0.4, () => `&partner=${country()}`)}${maybe(0.5, () => `&product=${product()}`)}${flow()}${years()}`,
    () => `/products?q=${encodeURIComponent(word())}${limit(500)}`,
    () => `/products/${product()}`,
    () =>
      `/products/${product()}/trade?x=1${maybe(0.6, () => `&reporter=${country()}`)}${maybe(0.3, () => `&partner=${country()}`)}${flow()}${years()}`,
    () => `/products/${product()}/markets?x=1${years()}${limit(200)}`,
    () => `/countries?q=${encodeURIComponent(word())}${limit(500)}`,
    () => `/countries/${pathCountry()}`,
    () =>
      `/countries/${pathCountry()}/exports?x=1${maybe(0.4, () => `&partner=${country()}`)}${maybe(0.4, () => `&product=${product()}`)}${years()}`,
    () =>
      `/countries/${pathCountry()}/imports?x=1${maybe(0.4, () => `&partner=${country()}`)}${maybe(0.4, () => `&product=${product()}`)}${years()}`,
    () =>
      `/countries/${pathCountry()}/partners?x=1${flow()}${maybe(0.4, () => `&product=${product()}`)}${years()}${limit(500)}`,
    () => `/countries/${pathCountry()}/products?x=1${flow()}${years()}${limit(500)}`,
  ];
  return Array.from({ length: count }, (_, k) => makers[k % makers.length]!());
}

/** Equal JSON, numbers within 1e-9 relative; returns the first difference's path. */
function difference(a: unknown, b: unknown, path = '$'): string | null {
  if (typeof a === 'number' && typeof b === 'number')
    return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b))
      ? null
      : `${path}: ${a} vs ${b}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: length ${a.length} vs ${b.length}`;
    for (let k = 0; k < a.length; k++) {
      const d = difference(a[k], b[k], `${path}[${k}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      if (k === 'request_id' || k === 'duration_ms') continue;
      const d = difference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
    return null;
  }
  return Object.is(a, b) ? null : `${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
}

describe('the DuckDB engine over an imported synthetic world', () => {
  it('answers every seeded request as the in-memory engine does', async () => {
    const statuses = new Map<number, number>();
    const mismatches: string[] = [];
    for (const url of requests(REQUESTS)) {
      const [want, got] = await Promise.all([
        call(memory, BASE + url, { key: KEY }),
        call(onDisk, BASE + url, { key: KEY }),
      ]);
      statuses.set(want.status, (statuses.get(want.status) ?? 0) + 1);
      if (want.status !== got.status) mismatches.push(`${url}: status ${want.status} vs ${got.status}`);
      else {
        const d = difference(want.body, got.body);
        if (d) mismatches.push(`${url}: ${d}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    // The mix exercised answers, unknown ids and invalid parameters alike.
    expect(statuses.get(200)).toBeGreaterThan(REQUESTS / 2);
    expect(statuses.get(404)).toBeGreaterThan(20);
    expect(statuses.get(422)).toBeGreaterThan(100);
  }, 120_000);

  it('reads each /trade question from the copy of the rows sorted by what it pins', () => {
    const chapter = world.catalog.products[0]!.hs6.slice(0, 2);
    const [exporter, importer] = world.countries.list.filter((c) => !c.isGroup).map((c) => c.id);
    expect(duck.explainSource({ product: chapter }, 'trade')).toBe('flows_by_product');
    expect(duck.explainSource({ reporter: 'EU', product: chapter }, 'trade')).toBe('flows_by_product');
    expect(duck.explainSource({ reporter: exporter, flow: 'export', product: chapter }, 'trade')).toBe(
      'flows',
    );
    expect(duck.explainSource({ reporter: importer, flow: 'import' }, 'trade')).toBe('flows_by_importer');
    expect(duck.explainSource({}, 'trade')).toBe('world_top_rows');
  });
});
