// @vitest-environment node
// The client against the variant service, one convention at a time and combined: the figures of
// every request the six pages send (six-pages-requests.ts) equal the plain emulator's, or the failure says what differs. The
// expected figures are the plain emulator's own answers, never written down here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/data-source';
import { createTradeClient, ENDPOINTS, type EndpointName, type TradeClient } from '@/api/client';
import { describeError } from '@/api/describe-error';
import { forgetLearnedLiterals } from '@/api/answers/learned-literals';
import { forgetProfileDiscoveries } from '@/api/client';
import { forgetServiceProfiles, storedServiceProfile } from '@/api/service-profile-store';
import { getDefaultEngine } from './setup-test-server';
import { startHttpServer, type RunningServer } from './http-server';
import { startVariantService, type VariantService } from './variant-service';
import { SIX_PAGES_REQUESTS } from './six-pages-requests';
import { VARIANTS, type Variant } from './variant-conventions';

let emulator: RunningServer;
let proxy: VariantService;

beforeAll(async () => {
  // The six pages' requests for a dozen conventions are far more than any visitor asks.
  emulator = await startHttpServer({
    engine: getDefaultEngine(),
    port: 0,
    log: () => undefined,
    rateLimit: { requests: 1_000_000, windowSeconds: 60 },
  });
  proxy = await startVariantService({ target: emulator.url });
}, 60_000);
afterAll(async () => {
  await proxy.close();
  await emulator.close();
});

/** A recorded request (`/countries/DE/partners?flow=export&limit=500`) asked through the client's method for it. */
const ROUTES = Object.entries(ENDPOINTS).map(([name, path]) => ({
  name: name as EndpointName,
  pattern: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
}));

function ask(c: TradeClient, request: string): Promise<{ data: unknown }> {
  const url = new URL(request, 'http://recorded.invalid');
  for (const { name, pattern } of ROUTES) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const params = { ...match.groups, ...Object.fromEntries(url.searchParams) };
    return (c[name] as (p: Record<string, string>) => Promise<{ data: unknown }>)(params);
  }
  throw new Error(`No client method asks ${request}`);
}

const RANKING_REQUEST = [
  'DE products',
  (c: TradeClient) => c.getCountryProducts({ cid: 'DE', flow: 'export' }),
] as const;

const GROUP_IDS: Record<string, string> = { WLD: 'XW', EUN: 'EU' };

/**
 * Where two readings differ: numbers beyond 1e-9 relative (a percentage read back is not
 * bit-equal), group ids compared by their emulator id. Collected rather than asserted one by one:
 * the six pages' answers hold tens of thousands of values.
 */
function differences(actual: unknown, expected: unknown, at: string, out: string[] = []): string[] {
  const differ = () => out.push(`${at}: ${JSON.stringify(actual)} where ${JSON.stringify(expected)}`);
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (!(Math.abs(actual - expected) <= Math.abs(expected) * 1e-9 + 1e-12)) differ();
  } else if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) differ();
    else expected.forEach((e, i) => differences(actual[i], e, `${at}[${i}]`, out));
  } else if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') differ();
    else
      for (const [k, e] of Object.entries(expected))
        differences((actual as Record<string, unknown>)[k], e, `${at}.${k}`, out);
  } else if (typeof actual === 'string') {
    if ((GROUP_IDS[actual] ?? actual) !== expected) differ();
  } else if (actual !== expected) differ();
  return out;
}

function expectSame(actual: unknown, expected: unknown, at: string): void {
  expect(differences(actual, expected, at).slice(0, 20), at).toEqual([]);
}

const client = (baseUrl: string) => createTradeClient({ baseUrl, apiKey: DEMO_API_KEY });

/** The client's reading of every request of the six pages, asked in the pages' order. */
async function answersOf(c: TradeClient): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const request of SIX_PAGES_REQUESTS) out[request] = (await ask(c, request)).data;
  return out;
}

/** A raw request each convention changes, to show the proxy really answers differently. */
const CHANGED: Record<Variant, string> = {
  'alpha3-ids': '/countries/DE/partners?flow=export',
  'growth-percent': '/trade/summary?reporter=DE&flow=export',
  'shares-percent': '/trade/summary?reporter=DE&flow=export',
  'ascending-rankings': '/countries/DE/partners?flow=export',
  'period-year': '/countries/DE/exports',
  'value-string': '/countries/DE/exports',
  'flow-plural': '/countries/DE/partners?flow=export',
  'group-ids': '/countries?q=World',
  'fastapi-404': '/countries/QQ',
  'error-500-no-cors': '/countries/DE/products?flow=export',
  'unit-words': '/trade?reporter=DE&partner=CN&flow=export&limit=5',
  'no-openapi': '/openapi.json',
};

async function raw(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } });
  return `${response.status} ${(await response.text()).replace(/"(request_id|duration_ms)":("[^"]*"|\d+)/g, '')}`;
}

const FIGURE_VARIANTS = VARIANTS.filter((v) => v !== 'fastapi-404' && v !== 'error-500-no-cors');
const COMBINATIONS: Variant[][] = [
  ...FIGURE_VARIANTS.map((v) => [v]),
  ['alpha3-ids', 'growth-percent', 'ascending-rankings', 'value-string', 'period-year'],
  [...FIGURE_VARIANTS],
];

/** The plain emulator's answers, read once: the expected figures of every combination. */
let plainAnswers: Promise<Record<string, unknown>> | undefined;

describe('the client against the variant service', () => {
  it.each(COMBINATIONS.map((c) => [c.join(' + '), c] as const))(
    '%s: the same figures as the plain emulator',
    async (_, variants) => {
      forgetLearnedLiterals();
      plainAnswers ??= answersOf(client(emulator.url));
      const plain = await plainAnswers;
      proxy.setVariants(variants);
      for (const v of variants)
        expect(await raw(proxy.url, CHANGED[v]), v).not.toBe(await raw(emulator.url, CHANGED[v]));
      const varied = await answersOf(client(proxy.url));
      expectSame(varied, plain, 'answers');
      const [name, askRanking] = RANKING_REQUEST;
      expectSame(
        (await askRanking(client(proxy.url))).data,
        (await askRanking(client(emulator.url))).data,
        name,
      );
    },
    60_000,
  );

  it('states flow literals, year periods and Decimals in its document; a client reading it sends its literals at once', async () => {
    forgetLearnedLiterals();
    forgetProfileDiscoveries();
    forgetServiceProfiles();
    proxy.setVariants(['flow-plural', 'period-year', 'value-string']);
    const sent: string[] = [];
    const c = createTradeClient({
      baseUrl: proxy.url,
      apiKey: DEMO_API_KEY,
      discoverProfile: true,
      fetch: ((input: Request | string, init?: RequestInit) => {
        sent.push(typeof input === 'string' ? input : input.url);
        return fetch(input, init);
      }) as typeof globalThis.fetch,
    });
    const varied = await c.getCountryPartners({ cid: 'DE', flow: 'import' });
    expect(storedServiceProfile(proxy.url)).toMatchObject({
      flowLiterals: ['exports', 'imports'],
      periodFormat: 'year',
      numberType: 'decimal-string',
    });
    expect(sent).toEqual([`${proxy.url}/openapi.json`, `${proxy.url}/countries/DE/partners?flow=imports`]);
    const plain = await client(emulator.url).getCountryPartners({ cid: 'DE', flow: 'import' });
    expectSame(varied.data, plain.data, 'BR partners');
  });

  it('a search for a group’s id finds the group under the service’s id, as a link on a new device asks it', async () => {
    proxy.setVariants(['group-ids']);
    const found = await client(proxy.url).searchCountries({ q: 'EUN' });
    expect(found.data.map((row) => [row.id, row.is_group])).toContainEqual(['EUN', true]);
  });

  it('FastAPI 404: the service’s own message; a 500 without CORS: an HTTP error, never new figures', async () => {
    proxy.setVariants(['fastapi-404', 'error-500-no-cors']);
    const c = client(proxy.url);
    const missing = await c.getCountry({ cid: 'QQ' }).catch((e: unknown) => e);
    expect(describeError(missing)).toMatchObject({
      title: 'Not found',
      message: 'Not Found',
      canRetry: false,
    });
    const failed = await c.getCountryProducts({ cid: 'DE', flow: 'export' }).catch((e: unknown) => e);
    expect(describeError(failed)).toMatchObject({ title: 'The service failed (HTTP 500)', canRetry: true });
  });
});
