// @vitest-environment node
/**
 * Each view's group of contract validators (src/api/validator-groups.ts) holds every endpoint its
 * route loader requests, run against the service's own handlers (the fake engine): the group is
 * the one validator file the view downloads with its first requests (route-preload.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { VALIDATOR_GROUPS } from '@/api/validator-groups';
import { toAsyncEngine } from '@/emulator/service/async-engine';
import { createHandlers } from '@/emulator/service/create-handlers';
import { createFakeEngine } from '@/emulator/service/testing/fake-engine';
import { comparePreload } from './compare-loader';
import { countryPreload } from './country-loader';
import { flowsPreload } from './flows-loader';
import { productPreload, productsIndexPreload } from './product-loader';
import { createViewLoader, type ViewPreload } from './view-loader';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

// Code preloads (chart modules, the map's worker) are not this test's subject.
vi.mock('@/components/charts/echarts-setup', () => ({ preloadEChartsModules: vi.fn() }));
vi.mock('@/components/charts/world-map/world-geometry-start', () => ({
  startWorldGeometry: () => Promise.resolve(),
}));

const BASE = 'https://tds.view-validators.invalid';
const KEY = 'sk-view-validators-3';
const requested: string[] = [];
const server = setupServer(
  ...createHandlers({ engine: toAsyncEngine(createFakeEngine()), baseUrl: BASE, keys: [KEY] }),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
});
afterAll(() => server.close());

const ENDPOINT_PATTERNS: [RegExp, string][] = [
  [/^\/countries$/, 'GET /countries'],
  [/^\/countries\/[^/]+$/, 'GET /countries/{cid}'],
  [/^\/countries\/[^/]+\/(exports|imports|partners|products)$/, 'GET /countries/{cid}/$1'],
  [/^\/products$/, 'GET /products'],
  [/^\/products\/[^/]+$/, 'GET /products/{pid}'],
  [/^\/products\/[^/]+\/(trade|markets)$/, 'GET /products/{pid}/$1'],
  [/^\/trade$/, 'GET /trade'],
  [/^\/trade\/summary$/, 'GET /trade/summary'],
];
const endpointOf = (path: string) => {
  for (const [pattern, key] of ENDPOINT_PATTERNS) if (pattern.test(path)) return path.replace(pattern, key);
  throw new Error(`no endpoint for ${path}`);
};

/** The endpoints a view's loader requests, until every query it started (and chained) has settled. */
async function loaderEndpoints(preload: ViewPreload, url: string, params: Record<string, string> = {}) {
  requested.length = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createDataSourceStore({ local: null, session: null });
  store.update({ mode: 'live', baseUrl: BASE, apiKey: KEY });
  createViewLoader(preload, { queryClient, store })({
    params,
    request: new Request(`http://app.test${url}`),
  } as unknown as LoaderFunctionArgs);
  // Settled twice in a row, 50 ms apart: a chained request starts after the answer it waits for.
  let quiet = 0;
  await vi.waitFor(
    () => {
      quiet = queryClient.isFetching() === 0 ? quiet + 1 : 0;
      expect(quiet).toBeGreaterThanOrEqual(2);
    },
    { ...WAIT_FOR_STATE, interval: 50 },
  );
  return [...new Set(requested.map(endpointOf))].sort();
}

describe("each view's validator group", () => {
  it.each([
    ['country', '/countries/DE', countryPreload, { cid: 'DE' }],
    ['country', '/countries/DE?product=0901&flow=import', countryPreload, { cid: 'DE' }],
    ['product', '/products/090111?from=2015&to=2024', productPreload, { pid: '090111' }],
    ['product', '/products/09', productPreload, { pid: '09' }],
    ['products-index', '/products', productsIndexPreload, {}],
    ['flows', '/flows?reporter=DE&partner=CN&product=090111&from=2015&to=2024', flowsPreload, {}],
    ['compare', '/compare?countries=DE,FR,CN&from=2015&to=2023', comparePreload, {}],
    ['compare', '/compare?products=0901,0902', comparePreload, {}],
  ] as const)('%s holds what its loader requests for %s', async (group, url, preload, params) => {
    expect(preload.validators?.endpoints).toBe(VALIDATOR_GROUPS[group]);
    const endpoints = await loaderEndpoints(preload, url, params);
    expect(endpoints.length).toBeGreaterThan(0);
    expect(VALIDATOR_GROUPS[group]).toEqual(expect.arrayContaining(endpoints));
  });
});
