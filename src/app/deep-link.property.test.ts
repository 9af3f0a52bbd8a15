// @vitest-environment node
/**
 * Property: any deep link to the country view (any path id, any query string) is parsed without
 * throwing and never makes a request the service rejects (422). The requests are the route's
 * own: the route's id canonicalisation, then the loader's prefetch of the page's query factories,
 * answered by the emulator's real validation over the default world. Views add their routes here.
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { createTradeClient } from '@/api/client';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { fetchCoverage } from '@/api/queries/coverage';
import type { TradeSource } from '@/api/queries/keys';
import { createServiceHandlers } from '@/emulator/service/create-handlers';
import { toAsyncEngine } from '@/emulator/service/async-engine';
import { getDefaultEngine } from '@/emulator/node/setup-test-server';
import { parseCompare, resolveCompareView } from '@/features/compare/compare-state';
import {
  askedComparison,
  catalogLookups,
  prefetchCompareView,
  catalogQueries,
  catalogVerdict,
  compareViewQueries,
} from '@/features/compare/compare-requests';
import { prefetchCountryView } from '@/features/country/country-requests';
import { resolveCountryView } from '@/features/country/country-state';
import { resolveFlowsView } from '@/features/flows/flows-state';
import {
  directionsOf,
  flowsViewFromSearch,
  flowsViewQueries,
  prefetchFlowsView,
} from '@/features/flows/flows-requests';
import { prefetchProductView } from '@/features/products/product-requests';
import { prefetchProductsIndex, resolveIndexView } from '@/features/products/products-index-requests';
import { resolveProductView } from '@/features/products/product-state';
import { toCoverage } from '@/lib/coverage';
import { canonicalProductId } from '@/lib/hs/hs-codes';
import { canonicalCountryId } from '@/lib/country-ids';
import { productQueries } from '@/api/queries/products';
import { parse } from '@/lib/url-state';

const { handlers } = createServiceHandlers({
  engine: toAsyncEngine(getDefaultEngine()),
  baseUrl: DEMO_BASE_URL,
  keys: [DEMO_API_KEY],
  rateLimit: { requests: 1_000_000, windowSeconds: 1 },
});

const answered: { url: string; status: number }[] = [];
const source: TradeSource = {
  key: 'demo',
  client: createTradeClient({
    baseUrl: DEMO_BASE_URL,
    apiKey: DEMO_API_KEY,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = (await getResponse(handlers, request)) ?? new Response(null, { status: 599 });
      answered.push({ url: request.url, status: response.status });
      return response;
    },
  }),
};
const queryClient = createQueryClient({ dataSource: null, retry: { baseDelayMs: 1, maxDelayMs: 2 } });
afterAll(() => queryClient.clear());

async function settled() {
  // The loader chains its second wave on the coverage and the catalog: wait until nothing runs.
  for (let quiet = 0; quiet < 3;) {
    await new Promise((r) => setTimeout(r, 0));
    quiet = queryClient.isFetching() === 0 ? quiet + 1 : 0;
  }
}

const countryIdLike = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.stringMatching(/^[A-Za-z]{1,4}$/),
  fc.constantFrom(
    'ß',
    'ss',
    'ı',
    'usa',
    'DEU',
    'de',
    'QQ',
    'XX',
    'ZZ',
    'AA',
    'XW',
    'eu',
    'NaN',
    'WL',
    'Ｄｅ',
  ),
);
const paramValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  countryIdLike,
  fc.stringMatching(/^(hs:)?\d{1,7}$/),
  fc.constantFrom('99', '000000', '77', '0901', '870323', 'hs:090111', '98'),
  // Any four-digit year reaches the view: the view's coverage clamp alone keeps it in range.
  fc.integer({ min: 1000, max: 9999 }).map(String),
  fc.integer({ min: 2005, max: 2040 }).map(String),
  fc.constantFrom('0999', '12345', '2031-12-31'),
  fc.constantFrom('export', 'IMPORT', 'both', 'quantity', '0', '501', '-5', '1e3'),
);
const search = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'partner',
        'product',
        'flow',
        'from',
        'to',
        'limit',
        'measure',
        'reporter',
        'directions',
        'x',
      ),
      paramValue,
    ),
    {
      maxLength: 6,
    },
  )
  .map((pairs) => `?${new URLSearchParams(pairs).toString()}`);

describe('deep links to the country view', () => {
  it('parse without throwing and never send a request the service answers with 422', async () => {
    await fc.assert(
      fc.asyncProperty(countryIdLike, search, async (cid, query) => {
        answered.length = 0;
        expect(() => parse(query)).not.toThrow();
        const canonical = canonicalCountryId(cid);
        if (canonical === null) return; // the route shows "not found" and asks nothing
        prefetchCountryView(queryClient, source, canonical, query);
        await settled();
        const rejected = answered.filter((a) => a.status === 422 || a.status === 599);
        expect(rejected, `${cid} ${query}`).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('deep links to the flow explorer', () => {
  const flowsSearch = fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'reporter',
          'partner',
          'product',
          'flow',
          'from',
          'to',
          'limit',
          'directions',
          'sort',
          'x',
        ),
        fc.oneof(
          paramValue,
          fc.constantFrom('one', 'both', '10000', '20000', '9999', '-value', 'product', '-nope'),
        ),
      ),
      { maxLength: 7 },
    )
    .map((pairs) => `?${new URLSearchParams(pairs).toString()}`);

  it('parse without throwing and never send a request the service answers with 422', async () => {
    await fc.assert(
      fc.asyncProperty(flowsSearch, async (query) => {
        answered.length = 0;
        const params = new URLSearchParams(query);
        // The loader's waves, then what the page asks over the coverage once the catalog has
        // vouched for the product (as the loader does, so this repeats its requests from cache).
        prefetchFlowsView(queryClient, source, params);
        await settled();
        const view = flowsViewFromSearch(params, await fetchCoverage(queryClient, source));
        const q = flowsViewQueries(source, view);
        if (!q.product || queryClient.getQueryState(q.product.queryKey)?.status === 'success') {
          for (const d of directionsOf(view))
            void queryClient.prefetchQuery(d === 'export' ? q.summaryExport : q.summaryImport);
          void queryClient.prefetchQuery(q.observations);
          await settled();
        }
        // An unknown product is a 404 of the catalog lookup (the page's notice), never a data request.
        const rejected = answered.filter(
          (a) => a.status === 422 || a.status === 599 || (a.status === 404 && !/\/products\//.test(a.url)),
        );
        expect(rejected, query).toEqual([]);
        if (answered.some((a) => a.status === 404))
          expect(
            answered.filter((a) => /\/trade/.test(a.url)),
            query,
          ).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 180_000);
});

describe('deep links to the product view and the HS index', () => {
  const pidLike = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.stringMatching(/^(hs:)?\d{1,7}$/),
    fc.constantFrom(
      '09',
      '0901',
      '090111',
      '099999',
      '99',
      '9999',
      '00',
      'hs:870323',
      'HS:870323',
      '84',
      '8471',
      '270900',
    ),
  );

  it('parse without throwing and never send a request the service answers with 422', async () => {
    await fc.assert(
      fc.asyncProperty(pidLike, search, async (raw, query) => {
        answered.length = 0;
        // The route redirects a non-canonical id (hs:…) and shows not-found for a malformed one.
        const pid = canonicalProductId(raw);
        if (pid !== null && pid === raw) prefetchProductView(queryClient, source, pid, query);
        prefetchProductsIndex(queryClient, source, query);
        await settled();
        // An unknown product is the 404 of its catalog entry (the page's not-found) and nothing else:
        // no request for its series or markets (404s), never a 422.
        const rejected = answered.filter(
          (a) =>
            a.status === 422 || a.status === 599 || (a.status === 404 && !/\/products\/\d+$/.test(a.url)),
        );
        expect(rejected, `${raw} ${query}`).toEqual([]);
        if (pid !== null && answered.some((a) => a.status === 404)) {
          expect(
            answered.filter((a) => a.url.includes(`/products/${pid}/`) || a.url.includes(`product=${pid}`)),
            `${raw} ${query}`,
          ).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  }, 180_000);
});

describe('deep links to the compare view', () => {
  // HS6 codes under headings the nomenclature lists: well formed, mostly not in the catalog.
  const hs6UnderKnownHeading = fc
    .tuple(fc.constantFrom('0901', '8703', '2709', '8471', '1801', '6109'), fc.stringMatching(/^\d{2}$/))
    .map(([h, d]) => h + d);
  const entry = fc.oneof(
    countryIdLike,
    fc.stringMatching(/^(hs:)?\d{1,7}$/),
    hs6UnderKnownHeading,
    fc.constantFrom('090111', '099999', '0901', '09', '00', '99', '870323', '870399'),
  );
  const list = fc.array(entry, { maxLength: 7 }).map((ids) => ids.join(','));
  const compareSearch = fc
    .array(
      fc.oneof(
        fc.tuple(fc.constantFrom('countries', 'products'), list),
        fc.tuple(
          fc.constantFrom('product', 'flow', 'from', 'to', 'mode', 'x'),
          fc.oneof(paramValue, hs6UnderKnownHeading, fc.constantFrom('index', 'share')),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => `?${new URLSearchParams(pairs).toString()}`);

  it('parse without throwing and never send a request the service answers with 422', async () => {
    await fc.assert(
      fc.asyncProperty(compareSearch, async (query) => {
        answered.length = 0;
        expect(() => parseCompare(query)).not.toThrow();
        // The route loader, then what the page asks once the catalog has answered (as
        // useCompareData does, so this repeats the loader's requests from the cache).
        const { state } = parseCompare(query);
        if (state.ids.length > 0) prefetchCompareView(queryClient, source, state); // as compare-loader.ts
        await settled();
        const ids = catalogLookups(state);
        for (const options of catalogQueries(source, state)) await queryClient.prefetchQuery(options);
        const asked = askedComparison(state, (id) =>
          catalogVerdict(id, queryClient.getQueryState(productQueries.detail(source, id).queryKey)),
        );
        const { view } = resolveCompareView(asked.state, await fetchCoverage(queryClient, source));
        const q = compareViewQueries(source, asked.state, view);
        for (const list of [q.series, q.figures, q.other, q.partners, q.markets])
          list.forEach((options, i) => {
            if (!asked.waiting[i])
              void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
          });
        await settled();
        // An unknown product is a 404 of its catalog lookup (the page's notice), never a data request.
        const rejected = answered.filter(
          (a) =>
            a.status === 422 || a.status === 599 || (a.status === 404 && !/\/products\/\d+$/.test(a.url)),
        );
        expect(rejected, `${query} (lookups ${ids.join(',')})`).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 180_000);
});

describe('deep links with years the service does not cover', () => {
  // As the demo service covers it: 2010 to the last complete year.
  const coverage = toCoverage(
    Array.from({ length: 16 }, (_, i) => 2010 + i),
    new Date(2026, 5, 1),
  )!;
  const year = fc.oneof(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 2005, max: 2035 }));
  const years = fc.record({
    from: fc.option(year, { nil: undefined }),
    to: fc.option(year, { nil: undefined }),
  });
  const queryOf = (y: { from?: number; to?: number }) =>
    new URLSearchParams(
      Object.entries(y).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
  /** Every view's notices for a query, as each shows them: the URL's, then the coverage's. */
  const viewNotices = (query: string) => {
    const url = parse(query);
    const compare = parseCompare(`${query}&countries=DE,FR`);
    return {
      country: [...url.notices, ...resolveCountryView('DE', url.state, coverage).notices],
      product: [...url.notices, ...resolveProductView('0901', url.state, coverage).notices],
      index: [...url.notices, ...resolveIndexView(url.state, coverage).notices],
      flows: [...url.notices, ...resolveFlowsView(url.state, null, coverage).notices],
      compare: [...compare.notices, ...resolveCompareView(compare.state, coverage).notices],
    };
  };

  it('say each year outside the coverage once, in every view (?to=2031: one notice, not two)', () => {
    for (const [view, notices] of Object.entries(viewNotices('to=2031')))
      expect(
        notices.map((n) => n.message),
        view,
      ).toEqual(['Year 2031 has no data yet (the service covers 2010–2025); "to" set to 2025.']);
    fc.assert(
      fc.property(years, (y) => {
        // A reversed range is one more fault, with its own notice (the swap).
        const [from, to] =
          y.from !== undefined && y.to !== undefined && y.from > y.to ? [y.to, y.from] : [y.from, y.to];
        const outside = [from, to].filter(
          (v) => v !== undefined && (v < coverage.first || v > coverage.last),
        ).length;
        const swapped = from !== y.from ? 1 : 0;
        for (const [view, notices] of Object.entries(viewNotices(queryOf(y))))
          expect(notices, `${view} ${queryOf(y)}`).toHaveLength(outside + swapped);
      }),
      { numRuns: 300 },
    );
  });
});
