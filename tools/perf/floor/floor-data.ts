/**
 * What both floor pages (floor-page.ts without a framework, frameworks-page.tsx with React, the
 * router and the query client) do to get their data, so they cannot differ in it: the config the
 * benchmark hands over (`window.__FLOOR__`), plain `fetch` with the key in the Authorization
 * header, each URL sent once (on a floor with `waves`, the year-dependent ones only once the
 * coverage has answered, as the app's plan says), the catalog names after the products, and the
 * map's geometry from the app's own worker.
 */
import { registerMap } from 'echarts/core';
import { WORLD_MAP_NAME } from '@/components/charts/options/world-map-option';
import type { FloorConfig } from './floor-config';

export const config = (window as unknown as { __FLOOR__: FloorConfig }).__FLOOR__;

type Envelope<T> = { data: T };
export type Point = {
  partner?: string | null;
  hs6?: string | null;
  period?: string | null;
  value_usd: number;
  quantity: number | null;
};
export type Summary = { trade_value: number; partner_concentration: number | null };
export type CatalogAnswer = { matches: { hs6: string; name: string }[] };

function fetchData<T>(url: string): Promise<T> {
  return fetch(url, { headers: { Authorization: `Bearer ${config.key}` } }).then((r) => {
    if (!r.ok) throw new Error(`${r.status} ${url}`);
    return (r.json() as Promise<Envelope<T>>).then((e) => e.data);
  });
}

const answers = new Map<string, Promise<unknown>>();
/** Empty on the first floor, which sends every URL at once. */
const yearDependent = new Set(config.waves?.afterCoverage);
/** Same-plan floors: the coverage's (and a product filter's) answers, read, as the app reads them for the years. */
let coverageAnswered: Promise<unknown> | undefined;

/** Each URL sent once; on a same-plan floor a year-dependent one only once the coverage has answered. */
export function get<T>(url: string): Promise<T> {
  let answer = answers.get(url);
  if (!answer) {
    if (yearDependent.has(url)) {
      coverageAnswered ??= Promise.all(config.waves!.awaited.map((awaited) => get(awaited)));
      answer = coverageAnswered.then(() => fetchData(url));
    } else answer = fetchData(url);
    answers.set(url, answer);
  }
  return answer as Promise<T>;
}

/** The first of the app's URLs whose path and query match `re`. */
export const find = (re: RegExp) => config.urls.find((u) => re.test(new URL(u).pathname + new URL(u).search));
export const origin = new URL(config.urls[0]!).origin;

/** The app's URLs each floor draws from. */
export const urls = {
  summary: find(/\/trade\/summary\?.*flow=export/),
  partners: find(/\/partners\?.*flow=export/),
  products: find(/\/countries\/[A-Z]{2}\/products/),
};

/** The chapters of the ranked products, whose catalog entries name them. */
export const chaptersOf = (points: Point[]) =>
  [...new Set(points.flatMap((p) => (p.hs6 ? [p.hs6.slice(0, 2)] : [])))].sort();
export const catalogUrl = (chapter: string) => `${origin}/products/${chapter}`;

/** The world map's geometry, built by the app's worker and registered with ECharts. */
export function loadGeometry(): Promise<void> {
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(
      new URL('../../../src/components/charts/world-map/world-geometry.worker.ts', import.meta.url),
      { type: 'module' },
    );
    worker.onmessage = (e: MessageEvent<{ ok: boolean; json?: string }>) =>
      e.data.ok && e.data.json ? resolve(e.data.json) : reject(new Error('geometry'));
    worker.postMessage('build');
  }).then((json) => registerMap(WORLD_MAP_NAME, JSON.parse(json) as Parameters<typeof registerMap>[1]));
}

/** The same-plan floors send what the app sends, in its order, drawn from or not (the coverage, the import summary and partners for the app's key figures); the drawing reuses the answers. */
export function sendPlan(): void {
  if (config.waves) for (const url of config.urls) get(url).catch(() => undefined);
}
