/**
 * The floor pages' configurations, from one warm load of the app's country view, for every
 * script that loads them (perf.ts), so they hand the floors the same
 * thing. The floors are one build (dist-perf/floor, served at one origin), each with its own
 * `window.__FLOOR__`:
 * - `floor`: the URLs the app requested for the six charts (its insights' left out: the floors
 *   draw the six), all sent at once, as if the years were known in advance (the stricter reference);
 * - `samePlan`: the same URLs in the app's request plan's waves (request-plan.ts): the
 *   year-dependent ones only once the coverage has answered, as the app must;
 * - `frameworks`: the same-plan floor's requests and charts drawn through React, the router, the
 *   query client and echarts-for-react (frameworks-page.tsx, `/frameworks.html` of the same build):
 *   what the required stack costs with none of the app's own work.
 */
import { periodYear } from '@/api/service-conventions';
import { toCoverage, type Coverage } from '@/lib/coverage';
import type { PageRun, PageSpec } from '../measure-page';
import type { FloorConfig } from './floor-config';
import { floorWaves, splitByPlan } from './request-plan';

/** What each floor is called in reports. */
export const FLOOR_NAMES = {
  floor: 'floor',
  samePlan: 'floor, same request plan',
  frameworks: 'frameworks floor, same request plan',
} as const;

/** Bars in the floor's top-partners chart, as the app shows by default. */
const TOP_PARTNERS = 20;

/** The app's data URLs in a load, in the order they were sent, each once; catalog names (`/products/{chapter}`) excluded: the floors ask for them after the products, as the app does. */
export function appDataUrls(run: PageRun, apiBaseUrl: string): string[] {
  const urls = run.requests
    .filter((r) => r.url.startsWith(apiBaseUrl) && r.type === 'Fetch' && !/\/products\/\d{2}$/.test(r.url))
    .map((r) => r.url);
  return [...new Set(urls)];
}

/** The service's coverage as the app reads it (the unfiltered world summary's periods). */
export async function serviceCoverage(api: { baseUrl: string; key: string }): Promise<Coverage> {
  const answer = await fetch(`${api.baseUrl}/trade/summary`, {
    headers: { Authorization: `Bearer ${api.key}` },
  });
  if (!answer.ok) throw new Error(`the coverage request answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: { periods: { period: string }[] } };
  const coverage = toCoverage(data.periods.flatMap((p) => periodYear(p.period) ?? []));
  if (!coverage) throw new Error('the service has no data: nothing to measure');
  return coverage;
}

/**
 * The charts the country view's goal is measured by: the six the floors draw too (the ids of the
 * view's COUNTRY_CHART_IDS and of floor-page.ts). The app's other charts (its insights) have a
 * row of their own.
 */
export const GOAL_CHARTS: readonly string[] = [
  'exports-series',
  'imports-series',
  'top-partners',
  'partner-concentration',
  'partner-map',
  'product-mix',
];

/**
 * The floors' load specs for the app page `appPage` (its full URL), given a warm load of it, and
 * the URLs of the six charts the floors draw (the app's others are its insights'). `api` is the
 * service the app was given, with the key the floors send in their header.
 */
export function floorSpecs(
  warm: PageRun,
  appPage: string,
  floorOrigin: string,
  api: { baseUrl: string; key: string },
  coverage: Coverage,
): { specs: Record<keyof typeof FLOOR_NAMES, PageSpec>; viewUrls: string[] } {
  const { view: urls } = splitByPlan(appPage, api.baseUrl, appDataUrls(warm, api.baseUrl), coverage);
  const floor: FloorConfig = { key: api.key, urls, limit: TOP_PARTNERS };
  const samePlan: FloorConfig = { ...floor, waves: floorWaves(appPage, api.baseUrl, urls) };
  const spec = (config: FloorConfig, page = ''): PageSpec => ({
    url: `${floorOrigin}/${page}`,
    charts: 6,
    goal: GOAL_CHARTS,
    init: { globals: { __FLOOR__: config } },
  });
  return {
    specs: { floor: spec(floor), samePlan: spec(samePlan), frameworks: spec(samePlan, 'frameworks.html') },
    viewUrls: urls,
  };
}

/** Every floor with the name reports give it, in `FLOOR_NAMES`' order, for scripts that load them all. */
export function namedFloors(specs: Record<keyof typeof FLOOR_NAMES, PageSpec>): [string, PageSpec][] {
  return (Object.keys(FLOOR_NAMES) as (keyof typeof FLOOR_NAMES)[]).map((key) => [
    FLOOR_NAMES[key],
    specs[key],
  ]);
}
