// @vitest-environment node
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call --
   response bodies are untyped JSON under test; their shape is checked against the contract. */
/**
 * Property-based tests through the handlers, on the default synthetic world: aggregates agree
 * with the raw observations, shares and HHI stay in range, series and rankings are ordered,
 * and any invalid parameter gives a 422 that names it (after auth).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDefaultEngine } from '../node/setup-test-server';
import { toAsyncEngine } from './async-engine';
import { createHandlers } from './create-handlers';
import { call } from './testing/call';

const BASE = 'https://props.test';
const KEY = 'prop-key';
const engine = toAsyncEngine(getDefaultEngine());
// A budget no property run can exhaust: these tests are about data, not the limiter.
const handlers = createHandlers({
  engine,
  baseUrl: BASE,
  keys: [KEY],
  rateLimit: { requests: 1e9, windowSeconds: 1 },
});
const get = (path: string) => call(handlers, `${BASE}${path}`, { key: KEY });

const COUNTRIES = [
  'US',
  'CN',
  'DE',
  'BR',
  'VN',
  'JP',
  'SA',
  'AU',
  'IN',
  'KE',
  'NL',
  'usa',
  'bra',
  'EU',
  'XW',
];
const PRODUCTS = [
  '09',
  '0901',
  '090111',
  'hs:090111',
  '27',
  '2709',
  '87',
  '8703',
  '85',
  '1201',
  '120190',
  '26',
  '71',
];
const RUNS = { numRuns: 40 };

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const yearRange = fc
  .tuple(fc.integer({ min: 2010, max: 2025 }), fc.integer({ min: 0, max: 15 }))
  .map(([from, span]) => ({ from, to: Math.min(2025, from + span) }));
const selection = fc.record({
  reporter: maybe(fc.constantFrom(...COUNTRIES)),
  partner: maybe(fc.constantFrom(...COUNTRIES)),
  product: maybe(fc.constantFrom(...PRODUCTS)),
  flow: maybe(fc.constantFrom('export', 'import')),
  years: maybe(yearRange),
});
type Sel = typeof selection extends fc.Arbitrary<infer T> ? T : never;

function query(sel: Sel, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  if (sel.reporter) p.set('reporter', sel.reporter);
  if (sel.partner) p.set('partner', sel.partner);
  if (sel.product) p.set('product', sel.product);
  if (sel.flow) p.set('flow', sel.flow);
  if (sel.years) {
    p.set('from', String(sel.years.from));
    p.set('to', String(sel.years.to));
  }
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p.toString();
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
const sum = (rows: { value_usd: number }[]) => rows.reduce((s, r) => s + r.value_usd, 0);

/** value_usd descending, ties by key ascending. */
function expectRanked(rows: Record<string, number | string | null>[], key: string) {
  const v = (r: Record<string, number | string | null>) => r.value_usd as number;
  const k = (r: Record<string, number | string | null>) => String(r[key]);
  for (let i = 1; i < rows.length; i += 1) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    expect(v(a) > v(b) || (v(a) === v(b) && k(a) < k(b))).toBe(true);
  }
}

function expectAscendingPeriods(rows: { period: string }[]) {
  for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.period < rows[i]!.period).toBe(true);
}

describe('aggregates agree with /trade', () => {
  it('summary = sums of /trade rows (ordered); shares ≤ 1, HHI in 0..10,000, periods ascending', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(selection, async (sel) => {
        if (
          sel.reporter &&
          sel.partner &&
          sel.reporter.slice(0, 2).toUpperCase() === sel.partner.slice(0, 2).toUpperCase()
        )
          return;
        const rows = await get(`/trade?${query(sel, { limit: '10000' })}`);
        const summary = await get(`/trade/summary?${query(sel)}`);
        expect(rows.status).toBe(200);
        expect(summary.status).toBe(200);
        const data = rows.body.data as { value_usd: number; period: string }[];
        const s = summary.body.data;
        if (data.length === 10000) return; // truncated: the sum would be partial
        if (data.length === 0) {
          expect(s.trade_value).toBeNull();
          expect(s.partner_concentration).toBeNull();
          expect(s.periods).toEqual([]);
          return;
        }
        compared += 1;
        // /trade order: period descending, then value_usd descending.
        for (let i = 1; i < data.length; i += 1) {
          const [a, b] = [data[i - 1]!, data[i]!];
          expect(a.period > b.period || (a.period === b.period && a.value_usd >= b.value_usd)).toBe(true);
        }
        expect(close(s.trade_value, sum(data))).toBe(true);
        expect(close(sum(s.periods), s.trade_value)).toBe(true);
        expectAscendingPeriods(s.periods);
        const years = new Set(data.map((r) => r.period));
        expect(s.periods.map((p: { period: string }) => p.period)).toEqual([...years].sort());
        expect(s.top_partners.length).toBeLessThanOrEqual(10);
        expectRanked(s.top_partners, 'partner');
        const shares = s.top_partners.map((p: { share: number }) => p.share) as number[];
        expect(shares.every((x) => x >= 0 && x <= 1)).toBe(true);
        expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
        expect(s.partner_concentration).toBeGreaterThanOrEqual(0);
        expect(s.partner_concentration).toBeLessThanOrEqual(10000 + 1e-6);
      }),
      RUNS,
    );
    // Guard against a generator that only produces empty or truncated selections.
    expect(compared).toBeGreaterThanOrEqual(RUNS.numRuns / 4);
  });

  it('country series equal the summary of the same selection, ordered by period', async () => {
    const sel = fc.record({
      cid: fc.constantFrom('US', 'CN', 'DE', 'BR', 'VN', 'KE', 'SA'),
      flow: fc.constantFrom('export', 'import'),
      partner: maybe(fc.constantFrom('US', 'CN', 'DE', 'JP', 'NL')),
      product: maybe(fc.constantFrom(...PRODUCTS)),
      years: maybe(yearRange),
    });
    await fc.assert(
      fc.asyncProperty(sel, async ({ cid, flow, partner, product, years }) => {
        if (partner === cid) return;
        const filters = query({ partner, product, years, reporter: undefined, flow: undefined });
        const series = await get(`/countries/${cid}/${flow}s?${filters}`);
        const summary = await get(
          `/trade/summary?${query({ reporter: cid, flow, partner, product, years })}`,
        );
        expect(series.status).toBe(200);
        const points = series.body.data as { period: string; value_usd: number }[];
        expectAscendingPeriods(points);
        expect(points.map((p) => ({ period: p.period, value_usd: p.value_usd }))).toEqual(
          summary.body.data.periods.map((p: { period: string; value_usd: number }) => ({
            period: p.period,
            value_usd: expect.closeTo(p.value_usd, 0),
          })),
        );
      }),
      RUNS,
    );
  });

  it('product series total equals the summary for that product', async () => {
    const sel = fc.record({
      pid: fc.constantFrom(...PRODUCTS),
      reporter: maybe(fc.constantFrom(...COUNTRIES)),
      flow: maybe(fc.constantFrom('export', 'import')),
      years: maybe(yearRange),
    });
    await fc.assert(
      fc.asyncProperty(sel, async ({ pid, reporter, flow, years }) => {
        const series = await get(
          `/products/${pid}/trade?${query({ reporter, flow, years, partner: undefined, product: undefined })}`,
        );
        const summary = await get(
          `/trade/summary?${query({ reporter, flow, years, product: pid, partner: undefined })}`,
        );
        expect(series.status).toBe(200);
        expectAscendingPeriods(series.body.data);
        const total = summary.body.data.trade_value ?? 0;
        expect(close(sum(series.body.data), total)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('rankings', () => {
  it('partners, products and markets are value-descending with ties by key, within limit', async () => {
    const sel = fc.record({
      cid: fc.constantFrom('US', 'CN', 'DE', 'BR', 'VN', 'KE', 'EU'),
      pid: fc.constantFrom(...PRODUCTS),
      flow: fc.constantFrom('export', 'import'),
      limit: fc.integer({ min: 1, max: 60 }),
      years: maybe(yearRange),
    });
    await fc.assert(
      fc.asyncProperty(sel, async ({ cid, pid, flow, limit, years }) => {
        const y = years ? `&from=${years.from}&to=${years.to}` : '';
        const partners = await get(`/countries/${cid}/partners?flow=${flow}&limit=${limit}${y}`);
        const products = await get(`/countries/${cid}/products?flow=${flow}&limit=${limit}${y}`);
        const markets = await get(`/products/${pid}/markets?limit=${limit}${y}`);
        for (const [a, key] of [
          [partners.body.data, 'partner'],
          [products.body.data, 'hs6'],
          [markets.body.data.top_exporters, 'exporter'],
          [markets.body.data.top_importers, 'importer'],
        ] as const) {
          expect(a.length).toBeLessThanOrEqual(limit);
          expectRanked(a, key);
        }
      }),
      RUNS,
    );
  });
});

/** One invalid value per parameter kind; every one must be a 422 that names the parameter. */
const invalidParam = fc.oneof(
  fc.record({
    name: fc.constant('limit'),
    value: fc.oneof(
      fc.constantFrom('0', '-1', '10001', 'abc', '1.5', '', '1e3'),
      fc.integer({ min: 10001 }).map(String),
    ),
  }),
  fc.record({
    name: fc.constant('flow'),
    value: fc.string().filter((s) => s !== 'export' && s !== 'import'),
  }),
  fc.record({
    name: fc.constantFrom('from', 'to'),
    value: fc.string().filter((s) => !/^\d{4}(-\d{2}-\d{2})?$/.test(s)),
  }),
  fc.record({
    name: fc.constantFrom('reporter', 'partner'),
    value: fc.oneof(fc.constantFrom('ZZ', 'QQQ', '', 'Brazil', 'U S'), fc.string({ minLength: 4 })),
  }),
  fc.record({
    name: fc.constant('product'),
    value: fc.oneof(
      fc.constantFrom('999999', '98', '1', '123', '12345', 'hs:', 'coffee', ''),
      fc.string().filter((s) => !/^(hs:)?\d+$/i.test(s)),
    ),
  }),
);

describe('invalid parameters', () => {
  it('always give a 422 whose loc names the parameter; without a key, a 401 first', async () => {
    await fc.assert(
      fc.asyncProperty(invalidParam, async ({ name, value }) => {
        const qs = new URLSearchParams({ [name]: value }).toString();
        const a = await get(`/trade?${qs}`);
        expect(a.status).toBe(422);
        expect(a.body.detail.some((d: { loc: unknown[] }) => d.loc[0] === 'query' && d.loc[1] === name)).toBe(
          true,
        );
        const anonymous = await call(handlers, `${BASE}/trade?${qs}`);
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('X-Request-ID')).toBe(anonymous.body.request_id);
      }),
      { numRuns: 150 },
    );
  });

  it('invalid q and path ids name their parameter on every endpoint that has them', async () => {
    const pathCase = fc.oneof(
      fc
        .string()
        .filter(
          (s) =>
            s.length > 0 &&
            !/^(hs:)?(\d{2}|\d{4}|\d{6})$/i.test(s) &&
            !s.includes('/') &&
            s !== '.' &&
            s !== '..',
        )
        .map((pid) => ({ url: `/products/${encodeURIComponent(pid)}/markets`, loc: ['path', 'pid'] })),
      fc
        .string({ minLength: 3 })
        .filter((s) => !s.includes('/') && !/^\.+$/.test(s))
        .map((cid) => ({ url: `/countries/${encodeURIComponent(cid)}/partners`, loc: ['path', 'cid'] })),
      fc
        .constantFrom('/products?q=', '/countries?q=', '/products', '/countries')
        .map((url) => ({ url, loc: ['query', 'q'] })),
    );
    await fc.assert(
      fc.asyncProperty(pathCase, async ({ url, loc }) => {
        const a = await get(url);
        expect(a.status).toBe(422);
        expect(a.body.detail.map((d: { loc: unknown[] }) => d.loc)).toContainEqual(loc);
      }),
      { numRuns: 100 },
    );
  });
});

describe('searches', () => {
  it('put the exact id or code first, in any case', async () => {
    const q = fc.oneof(
      fc
        .constantFrom('US', 'de', 'br', 'Ke', 'usa', 'VNM', 'eu', 'xw')
        .map((text) => ({ path: '/countries', text })),
      fc.constantFrom('090111', '2709', '87', '870323').map((text) => ({ path: '/products', text })),
    );
    await fc.assert(
      fc.asyncProperty(q, async ({ path, text }) => {
        const a = await get(`${path}?q=${encodeURIComponent(text)}&limit=5`);
        expect(a.status).toBe(200);
        const first = a.body.data[0];
        if (path === '/countries') expect([first.id, first.iso3]).toContain(text.toUpperCase());
        else expect(first.hs6.startsWith(text)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
