/**
 * Property-based consistency: for random valid selections, every aggregate equals the sum of
 * the observations `trade()` returns for the same selection, and a brute-force filter over all
 * rows (independent of the index plans) agrees with both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Flow, Selection, TradeEngine } from './engine-types';
import { sharedDefaultWorld } from '../node/shared-test-world';
import { createEngine } from './engine';

const world = sharedDefaultWorld();
const engine: TradeEngine = createEngine(world);
const BIG = 10_000_000;

// Country pools weighted toward what users pick: big economies, small ones, groups.
const BIG_ONES = ['CN', 'US', 'DE', 'JP', 'NL', 'FR', 'IN', 'BR'];
const SMALL_ONES = ['KE', 'CL', 'VN', 'SA', 'NZ', 'IS', 'TV', 'MN', 'PY', 'BW', 'FJ', 'AQ'];
const country = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...BIG_ONES) },
  { weight: 5, arbitrary: fc.constantFrom(...SMALL_ONES) },
  { weight: 1, arbitrary: fc.constantFrom('EU', 'XW') },
);
const products = world.catalog.products;
const product = fc.oneof(
  fc.constantFrom('27', '09', '85', '87', '2709', '8703', '0901', '270900', '851713', '090111'),
  fc.integer({ min: 0, max: products.length - 1 }).map((i) => products[i]!.hs6),
  fc.integer({ min: 0, max: products.length - 1 }).map((i) => products[i]!.hs6.slice(0, 4)),
  fc.integer({ min: 0, max: products.length - 1 }).map((i) => products[i]!.hs6.slice(0, 2)),
);
const flow = fc.constantFrom<Flow>('export', 'import');
const years = fc
  .tuple(fc.integer({ min: 2010, max: 2025 }), fc.integer({ min: 2010, max: 2025 }))
  .map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));

/** Selections narrow enough for trade() to list every row (a country or product is set). */
const selection: fc.Arbitrary<Selection> = fc
  .record(
    {
      reporter: country,
      partner: country,
      product,
      flow,
      years,
    },
    { requiredKeys: [] },
  )
  .filter(
    (s) =>
      (s.reporter !== undefined && s.reporter !== 'XW' && s.reporter !== 'EU') ||
      s.product !== undefined ||
      (s.partner !== undefined && s.partner !== 'XW' && s.partner !== 'EU'),
  )
  .map(({ years: y, ...rest }) => ({ ...rest, ...(y ?? {}) }));

function bruteForce(sel: Selection): { total: number; count: number } {
  const { exporter, importer, product: prod, year, value } = world.obs;
  const set = (id: string | undefined) => {
    if (id === undefined || id === 'XW') return null;
    const c = world.countries.byId.get(id)!;
    return { members: new Set(c.isGroup ? c.members : [c.idx]), group: c.isGroup };
  };
  const rep = set(sel.reporter);
  const part = set(sel.partner);
  const y0 = (sel.from ?? 2010) - 2010;
  const y1 = (sel.to ?? 2025) - 2010;
  let total = 0;
  let count = 0;
  for (let r = 0; r < world.obs.count; r++) {
    if (year[r]! < y0 || year[r]! > y1) continue;
    if (sel.product && !products[prod[r]!]!.hs6.startsWith(sel.product)) continue;
    const e = exporter[r]!;
    const i = importer[r]!;
    const dir = (a: number, b: number) =>
      (!rep || (rep.members.has(a) && !(rep.group && rep.members.has(b)))) && (!part || part.members.has(b));
    const ok = sel.flow === 'export' ? dir(e, i) : sel.flow === 'import' ? dir(i, e) : dir(e, i) || dir(i, e);
    if (ok) {
      total += value[r]!;
      count++;
    }
  }
  return { total, count };
}

const sum = (xs: { value_usd: number }[]) => xs.reduce((s, x) => s + x.value_usd, 0);

describe('consistency properties', () => {
  it('summary.trade_value equals the sum of trade() rows and of a brute-force filter', () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const rows = engine.trade(sel, BIG);
        const s = engine.summary(sel);
        const brute = bruteForce(sel);
        expect(rows.length).toBe(brute.count);
        expect(s.trade_value).toBe(rows.length ? sum(rows) : null);
        expect(sum(rows)).toBe(brute.total);
        expect(sum(s.periods)).toBe(rows.length ? s.trade_value : 0);
        for (const p of s.periods) expect(p.value_usd).toBe(sum(rows.filter((r) => r.period === p.period)));
      }),
      { numRuns: 40, seed: 42 },
    );
  });

  it('shares sum to at most 1, HHI is within 0-10,000, series ascend, rankings descend', () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const s = engine.summary(sel);
        const shares = s.top_partners.reduce((a, p) => a + p.share, 0);
        expect(shares).toBeLessThanOrEqual(1 + 1e-9);
        expect(s.top_partners.length).toBeLessThanOrEqual(10);
        if (s.partner_concentration !== null) {
          expect(s.partner_concentration).toBeGreaterThanOrEqual(0);
          expect(s.partner_concentration).toBeLessThanOrEqual(10_000 + 1e-6);
        }
        for (let i = 1; i < s.periods.length; i++)
          expect(s.periods[i]!.period > s.periods[i - 1]!.period).toBe(true);
        for (let i = 1; i < s.top_partners.length; i++) {
          const a = s.top_partners[i - 1]!;
          const b = s.top_partners[i]!;
          expect(a.value_usd > b.value_usd || (a.value_usd === b.value_usd && a.partner < b.partner)).toBe(
            true,
          );
        }
        if (s.periods.length >= 2 && s.growth !== null) {
          const first = s.periods[0]!;
          const last = s.periods[s.periods.length - 1]!;
          const n = +last.period.slice(0, 4) - +first.period.slice(0, 4);
          expect(first.value_usd * (1 + s.growth) ** n).toBeCloseTo(last.value_usd, -3);
        }
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('country series, partners and products add up to the summary of the same selection', () => {
    const arb = fc.record({ id: country, flow, product: fc.option(product, { nil: undefined }), years });
    fc.assert(
      fc.property(arb, ({ id, flow: f, product: p, years: y }) => {
        const total = engine.summary({ reporter: id, flow: f, product: p, ...y }).trade_value ?? 0;
        const series = engine.countrySeries(id, f, { product: p, ...y });
        expect(sum(series)).toBe(total);
        for (let i = 1; i < series.length; i++)
          expect(series[i]!.period! > series[i - 1]!.period!).toBe(true);
        const partners = engine.countryPartners(id, f, { product: p, ...y }, 1000);
        expect(sum(partners)).toBe(total);
        for (let i = 1; i < partners.length; i++)
          expect(partners[i - 1]!.value_usd).toBeGreaterThanOrEqual(partners[i]!.value_usd);
        if (p === undefined) {
          const prods = engine.countryProducts(id, f, y, BIG);
          expect(sum(prods)).toBe(total);
          for (let i = 1; i < prods.length; i++)
            expect(prods[i - 1]!.value_usd).toBeGreaterThanOrEqual(prods[i]!.value_usd);
        }
        // flow_count: the number of observations aggregated.
        const n = series.reduce((a, r) => a + r.flow_count, 0);
        expect(partners.reduce((a, r) => a + r.flow_count, 0)).toBe(n);
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it('product series and markets add up to the product summary', () => {
    const arb = fc.record({
      p: product,
      years,
      flow: fc.option(flow, { nil: undefined }),
      reporter: fc.option(country, { nil: undefined }),
    });
    fc.assert(
      fc.property(arb, ({ p, years: y, flow: f, reporter }) => {
        const series = engine.productTrade(p, { reporter, flow: f, ...y });
        expect(sum(series)).toBe(engine.summary({ product: p, reporter, flow: f, ...y }).trade_value ?? 0);
        const m = engine.productMarkets(p, y, 200);
        const total = engine.summary({ product: p, ...y }).trade_value ?? 0;
        if (m.top_exporters.length < 200) expect(sum(m.top_exporters)).toBe(total);
        if (m.top_importers.length < 200) expect(sum(m.top_importers)).toBe(total);
        for (const list of [m.top_exporters, m.top_importers])
          for (let i = 1; i < list.length; i++)
            expect(list[i - 1]!.value_usd).toBeGreaterThanOrEqual(list[i]!.value_usd);
      }),
      { numRuns: 40, seed: 3 },
    );
  });

  it('grouped quantities are null exactly when units mix or a quantity is null', () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const rows = engine.trade(sel, BIG);
        const s = engine.summary(sel);
        const units = new Set(rows.map((r) => r.quantity_unit));
        const anyNull = rows.some((r) => r.quantity === null);
        if (rows.length === 0 || units.size > 1 || anyNull) expect(s.quantity).toBeNull();
        else expect(s.quantity).toBe(rows.reduce((a, r) => a + r.quantity!, 0));
      }),
      { numRuns: 40, seed: 5 },
    );
  });
});
