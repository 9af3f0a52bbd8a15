import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/engine';
import { createWorld } from './world';
import { sharedDefaultWorld } from '../node/shared-test-world';

const world = sharedDefaultWorld();
const engine = createEngine(world);
const Y = world.lastYear - world.firstYear + 1;

function topExporters(code: string, year?: number, n = 6): string[] {
  return engine
    .productMarkets(code, year ? { from: year, to: year } : {}, n)
    .top_exporters.map((p) => p.exporter!);
}

describe('world generation: calibration', () => {
  it('keeps world merchandise trade within 15-25 trillion USD a year, with the 2020 dip and 2021 rebound', () => {
    const totals = engine.summary({}).periods.map((p) => p.value_usd / 1e12);
    expect(totals).toHaveLength(16);
    for (const t of totals) {
      expect(t).toBeGreaterThanOrEqual(15);
      expect(t).toBeLessThanOrEqual(25);
    }
    const at = (y: number) => totals[y - 2010]!;
    expect(at(2020)).toBeLessThan(at(2019));
    expect(at(2021)).toBeGreaterThan(at(2020) * 1.15);
    expect(at(2022)).toBeGreaterThan(at(2010) * 1.4);
  });

  it('puts the right economies at the top', () => {
    const y = 2022 - world.firstYear;
    const ids = world.countries.list.slice(0, world.countries.countryCount);
    const ranked = ids.map((c) => ({ id: c.id, v: world.expYear[c.idx * Y + y]! })).sort((a, b) => b.v - a.v);
    const top5 = ranked.slice(0, 5).map((r) => r.id);
    expect(top5.slice(0, 3)).toEqual(['CN', 'US', 'DE']);
    expect(ranked.slice(0, 8).map((r) => r.id)).toEqual(expect.arrayContaining(['NL', 'JP']));
    // China's export growth since 2010 outpaces Germany's.
    const growth = (id: string) =>
      world.expYear[world.countries.byId.get(id)!.idx * Y + y]! /
      world.expYear[world.countries.byId.get(id)!.idx * Y]!;
    expect(growth('CN')).toBeGreaterThan(growth('DE'));
  });

  it.each([
    ['270900', ['SA', 'RU', 'IQ', 'AE', 'CA', 'US'], 4, 8],
    ['090111', ['BR', 'VN', 'CO'], 3, 5],
    ['260111', ['AU', 'BR'], 2, 3],
    ['120190', ['BR', 'US'], 2, 3],
    ['260300', ['CL', 'PE'], 2, 3],
    ['854231', ['TW', 'CN', 'KR', 'MY'], 3, 7],
    ['851713', ['CN', 'VN'], 2, 3],
    ['870323', ['DE', 'JP', 'US', 'MX'], 3, 8],
    ['300490', ['CH', 'DE', 'IE'], 3, 6],
    ['710812', ['CH', 'GB', 'HK'], 3, 5],
    ['100199', ['RU', 'US', 'CA', 'AU', 'FR'], 4, 7],
    ['271111', ['QA', 'AU', 'US'], 3, 4],
  ])('flagship %s: the expected exporters lead', (code, expected, atLeast, within) => {
    const top = topExporters(code, undefined, within);
    const hits = expected.filter((id) => top.includes(id));
    expect(hits.length, `${code} top ${within}: ${top.join(' ')}`).toBeGreaterThanOrEqual(atLeast);
  });

  it('is sparse and heavy-tailed: small economies trade few products with few partners', () => {
    const rows = (id: string) => {
      const c = world.countries.byId.get(id)!.idx;
      return world.expStart[c + 1]! - world.expStart[c]!;
    };
    expect(rows('CN')).toBeGreaterThan(50 * rows('KE'));
    expect(rows('TV')).toBeLessThan(500);
    expect(world.obs.count).toBeGreaterThan(500_000);
    expect(world.obs.count).toBeLessThan(4_000_000);
    const products = engine.countryProducts('TV', 'export', {}, 500);
    expect(products.length).toBeLessThan(100);
  });

  it('gives quantities in plausible units and unit values, with a minority of nulls', () => {
    let nulls = 0;
    for (let r = 0; r < world.obs.count; r++) if (Number.isNaN(world.obs.quantity[r]!)) nulls++;
    // Structural gaps (quantity-reporting.ts) leave about 1.1% of observations without quantity.
    const share = nulls / world.obs.count;
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.1);
    const uv = (code: string) => {
      const rows = engine.trade({ product: code, from: 2022, to: 2022 }, 2000).filter((r) => r.quantity);
      const v = rows.reduce((s, r) => s + r.value_usd, 0);
      const q = rows.reduce((s, r) => s + r.quantity!, 0);
      return { uv: v / q, unit: rows[0]!.quantity_unit };
    };
    const crude = uv('270900');
    expect(crude.unit).toBe('kg');
    expect(crude.uv).toBeGreaterThan(0.3);
    expect(crude.uv).toBeLessThan(1.2);
    const gold = uv('710812');
    expect(gold.uv).toBeGreaterThan(20_000);
    const cars = uv('870323');
    expect(cars.unit).toBe('u');
    expect(cars.uv).toBeGreaterThan(8_000);
    expect(cars.uv).toBeLessThan(80_000);
  });

  it.each([
    // Real 2012-2024 export unit values: arabica coffee 2-6 USD/kg, Vietnam's robusta 1.4-4.5,
    // crude 0.30-0.82 USD/kg (Brent 40-110 USD/bbl), iron ore fines 0.05-0.15 USD/kg.
    ['VN', '090111', 1.3, 4.5],
    ['BR', '090111', 2, 6],
    ['SA', '270900', 0.25, 1],
    ['RU', '270900', 0.25, 1],
    ['AU', '260111', 0.04, 0.2],
    ['BR', '260111', 0.04, 0.2],
  ])(
    'export series of %s for %s has quantities in most years, with plausible unit values',
    (id, code, lo, hi) => {
      const series = engine.countrySeries(id, 'export', { product: code, from: 2012, to: 2024 });
      expect(series).toHaveLength(13);
      const withQty = series.filter((p) => p.quantity !== null && p.quantity > 0);
      expect(withQty.length).toBeGreaterThanOrEqual(11);
      for (const p of withQty) {
        const uv = p.value_usd / p.quantity!;
        expect(uv, `${id} ${code} ${p.period}`).toBeGreaterThan(lo);
        expect(uv, `${id} ${code} ${p.period}`).toBeLessThan(hi);
      }
    },
  );

  it("keeps quantities in the large economies' import series and top export products", () => {
    for (const [id, code] of [
      ['US', '270900'],
      ['CN', '260111'],
      ['DE', '090111'],
      ['JP', '270900'],
    ] as const) {
      const series = engine.countrySeries(id, 'import', { product: code, from: 2012, to: 2024 });
      expect(
        series.filter((p) => p.quantity !== null).length,
        `${id} imports ${code}`,
      ).toBeGreaterThanOrEqual(11);
    }
    // Flows worth less than one unit still move one: aircraft exports keep their quantities.
    const aircraft = engine.countrySeries('US', 'export', { product: '880240', from: 2012, to: 2024 });
    expect(aircraft.filter((p) => p.quantity !== null && p.quantity >= 1).length).toBeGreaterThanOrEqual(11);
    let years = 0;
    let withQty = 0;
    for (const id of ['CN', 'US', 'DE', 'JP', 'KR', 'FR', 'IT', 'NL', 'GB', 'IN']) {
      for (const p of engine.countryProducts(id, 'export', { from: 2022, to: 2022 }, 20)) {
        const series = engine.countrySeries(id, 'export', { product: p.hs6!, from: 2012, to: 2024 });
        years += series.length;
        withQty += series.filter((x) => x.quantity !== null).length;
      }
    }
    expect(withQty / years).toBeGreaterThan(0.9);
  });

  it('concentrates null quantities in small economies and whole cells, so some series honestly have none', () => {
    const nullShare = (pick: (exportsB: number) => boolean) => {
      let n = 0;
      let z = 0;
      for (let r = 0; r < world.obs.count; r++) {
        const e = world.obs.exporter[r]!;
        if (!pick(world.expYear[e * Y + 12]! / 1e9)) continue;
        n++;
        if (Number.isNaN(world.obs.quantity[r]!)) z++;
      }
      return z / n;
    };
    expect(nullShare((x) => x < 10)).toBeGreaterThan(5 * nullShare((x) => x > 500));
    // A whole exporter × HS6 series without any quantity exists among small economies.
    let empty = 0;
    for (const c of world.countries.list.slice(0, world.countries.countryCount)) {
      if (world.expYear[c.idx * Y + 12]! / 1e9 > 10) continue;
      for (const p of engine.countryProducts(c.id, 'export', {}, 10)) {
        const series = engine.countrySeries(c.id, 'export', { product: p.hs6! });
        if (series.length >= 5 && series.every((x) => x.quantity === null)) empty++;
      }
    }
    expect(empty).toBeGreaterThan(0);
  });

  it('stamps observations with the HS revision in force and yearly periods', () => {
    const version = (y: number) => engine.trade({ reporter: 'DE', from: y, to: y }, 1)[0]!;
    expect(version(2010).hs_version).toBe(2007);
    expect(version(2012).hs_version).toBe(2012);
    expect(version(2017).hs_version).toBe(2017);
    expect(version(2021).hs_version).toBe(2017);
    expect(version(2022).hs_version).toBe(2022);
    expect(version(2025)).toMatchObject({ granularity: 'year', period: '2025-01-01' });
  });
});

describe('world generation: determinism', () => {
  const answers = (e: ReturnType<typeof createEngine>) =>
    JSON.stringify([
      e.summary({ reporter: 'BR', flow: 'export' }),
      e.trade({ reporter: 'KE' }, 300),
      e.countryPartners('JP', 'import', {}, 30),
      e.productMarkets('8703', { from: 2015, to: 2020 }, 10),
    ]);

  it('gives byte-identical answers for the same seed and different ones for another seed', () => {
    const again = createEngine(createWorld());
    expect(answers(again)).toBe(answers(engine));
    const other = createEngine(createWorld({ seed: 7 }));
    expect(answers(other)).not.toBe(answers(engine));
  });
});
