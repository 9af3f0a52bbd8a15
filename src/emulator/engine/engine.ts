/**
 * `createEngine(world)`: the synchronous TradeEngine of engine-types.ts over one generated world.
 * Every method answers from the world's indexes (select.ts picks the smallest candidate list);
 * aggregates and `trade()` share the same row visitor, so they always agree.
 */
import type {
  CountryDetail, Flow, GroupedPoint, Markets, ProductDetail, Selection, SeriesFilter, TradeEngine,
  TradeObservation, TradeSummary, YearBounds,
} from './engine-types';
import type { World } from '../world/world';
import { UNITS } from '../world/units';
import { aggregate, merge, newSums, quantityOf, MIXED, NONE, type Sums } from './aggregate';
import { makeSearch } from './search';
import { compile, hsVersion, planCost, productRange, scan } from './select';

const TOP_PARTNERS = 10;
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function createEngine(world: World): TradeEngine {
  const { countries, catalog, obs } = world;
  const products = catalog.products;
  const list = countries.list;
  const search = makeSearch(world);
  const period = (y: number): string => `${world.firstYear + y}-01-01`;
  const qtyOf = quantityOf;

  /** Keys with at least one row, value descending, ties by key ascending. */
  function ranked(s: Sums, keyOf: (k: number) => string): number[] {
    const keys: number[] = [];
    for (let k = 0; k < s.count.length; k++) if (s.count[k]! > 0) keys.push(k);
    return keys.sort((a, b) => {
      const d = s.value[b]! - s.value[a]!;
      if (d !== 0) return d;
      const ka = keyOf(a);
      const kb = keyOf(b);
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
  }

  function series(s: Sums): GroupedPoint[] {
    const out: GroupedPoint[] = [];
    for (let y = 0; y < s.count.length; y++)
      if (s.count[y]! > 0) out.push({ period: period(y), value_usd: s.value[y]!, quantity: qtyOf(s, y), flow_count: s.count[y]! });
    return out;
  }

  function countryPoints(s: Sums, field: 'partner' | 'exporter' | 'importer', limit: number): GroupedPoint[] {
    return ranked(s, (k) => list[k]!.id)
      .slice(0, limit)
      .map((k) => ({ [field]: list[k]!.id, value_usd: s.value[k]!, quantity: qtyOf(s, k), flow_count: s.count[k]! }));
  }

  function observation(r: number): TradeObservation {
    const p = products[obs.product[r]!]!;
    const year = world.firstYear + obs.year[r]!;
    const q = obs.quantity[r]!;
    return {
      exporter: list[obs.exporter[r]!]!.id,
      importer: list[obs.importer[r]!]!.id,
      hs6: p.hs6,
      hs_version: hsVersion(year),
      period: `${year}-01-01`,
      granularity: 'year',
      value_usd: obs.value[r]!,
      quantity: Number.isNaN(q) ? null : q,
      quantity_unit: UNITS[p.unit]!,
    };
  }

  /** /trade order: period desc, value desc, then exporter, importer, hs6 ascending. */
  function compareRows(a: number, b: number): number {
    const { year, value, exporter, importer, product } = obs;
    return (
      year[b]! - year[a]! ||
      value[b]! - value[a]! ||
      cmp(list[exporter[a]!]!.id, list[exporter[b]!]!.id) ||
      cmp(list[importer[a]!]!.id, list[importer[b]!]!.id) ||
      product[a]! - product[b]!
    );
  }

  /** Appends to `out` the `need` first rows of one year's matches, in /trade order. */
  function takeTop(bucket: number[], need: number, out: number[]): void {
    if (bucket.length <= need) {
      out.push(...bucket.sort(compareRows));
      return;
    }
    // Threshold = need-th largest value; keep rows at or above it, then order exactly.
    const vals = new Float64Array(bucket.length);
    for (let k = 0; k < bucket.length; k++) vals[k] = obs.value[bucket[k]!]!;
    vals.sort();
    const threshold = vals[vals.length - need]!;
    const kept = bucket.filter((r) => obs.value[r]! >= threshold).sort(compareRows);
    out.push(...kept.slice(0, need));
  }

  function trade(sel: Selection, limit: number): TradeObservation[] {
    const c = compile(world, sel);
    const rows: number[] = [];
    if (c.empty) return [];
    if (planCost(world, c).byYear) {
      // World-level selection: walk years from the latest, each through the year index.
      for (let y = c.y1; y >= c.y0 && rows.length < limit; y--) {
        const bucket: number[] = [];
        scan(world, { ...c, y0: y, y1: y }, (r) => bucket.push(r));
        takeTop(bucket, limit - rows.length, rows);
      }
    } else {
      // Count matches per year first, then keep only the years the answer reaches.
      const perYear = new Uint32Array(c.y1 + 1);
      scan(world, c, (r) => perYear[obs.year[r]!]!++);
      let oldest = c.y1;
      for (let got = 0; oldest > c.y0 && got + perYear[oldest]! < limit; oldest--) got += perYear[oldest]!;
      const buckets: number[][] = [];
      for (let y = 0; y <= c.y1; y++) buckets.push([]);
      scan(world, c, (r) => {
        const y = obs.year[r]!;
        if (y >= oldest) buckets[y]!.push(r);
      });
      for (let y = c.y1; y >= oldest && rows.length < limit; y--) takeTop(buckets[y]!, limit - rows.length, rows);
    }
    return rows.map(observation);
  }

  function summary(sel: Selection): TradeSummary {
    const c = compile(world, sel);
    const sums = aggregate(world, c, ['period', 'counterpart'], true);
    const per = sums.get('period')!;
    const cp = sums.get('counterpart')!;
    // The selection as one key: the periods merged, under the same quantity rules.
    const all = newSums(1);
    for (let y = 0; y < per.count.length; y++) if (per.count[y]! > 0) merge(all, 0, per, y);
    const total = all.value[0]!;
    const count = all.count[0]!;
    const periods = series(per).map((p) => ({ period: p.period!, value_usd: p.value_usd }));
    let growth: number | null = null;
    if (periods.length >= 2) {
      const first = periods[0]!;
      const last = periods[periods.length - 1]!;
      const years = +last.period.slice(0, 4) - +first.period.slice(0, 4);
      if (first.value_usd > 0 && last.value_usd >= 0) growth = Math.pow(last.value_usd / first.value_usd, 1 / years) - 1;
    }
    const order = ranked(cp, (k) => list[k]!.id);
    let hhi: number | null = null;
    if (count > 0 && total > 0) {
      hhi = 0;
      for (const k of order) hhi += ((cp.value[k]! / total) * 100) ** 2;
    }
    const withQuantity = all.unit[0] !== NONE && all.unit[0] !== MIXED && all.qty[0]! > 0;
    return {
      trade_value: count > 0 ? total : null,
      quantity: count > 0 ? quantityOf(all, 0) : null,
      growth,
      // Over the rows that have a quantity (one unit), even when others lack one.
      unit_value: withQuantity ? all.qtyValue[0]! / all.qty[0]! : null,
      top_partners: order.slice(0, TOP_PARTNERS).map((k) => ({
        partner: list[k]!.id,
        value_usd: cp.value[k]!,
        share: total > 0 ? cp.value[k]! / total : 0,
      })),
      partner_concentration: hhi,
      periods,
    };
  }

  function productDetail(prefix: string): ProductDetail | null {
    const [p0, p1] = productRange(world, prefix);
    if (p0 >= p1) return null;
    return {
      id: prefix,
      matches: products.slice(p0, p1).map((p) => ({ hs6: p.hs6, hs_version: 2022, name: p.name, parent_hs4: p.hs4 })),
    };
  }

  function productTrade(prefix: string, sel: Omit<Selection, 'product'>): GroupedPoint[] {
    const c = compile(world, { ...sel, product: prefix });
    return series(aggregate(world, c, ['period']).get('period')!);
  }

  function productMarkets(prefix: string, years: YearBounds, limit: number): Markets {
    const c = compile(world, { product: prefix, from: years.from, to: years.to });
    const sums = aggregate(world, c, ['exporter', 'importer']);
    return {
      top_exporters: countryPoints(sums.get('exporter')!, 'exporter', limit),
      top_importers: countryPoints(sums.get('importer')!, 'importer', limit),
    };
  }

  function countryDetail(id: string): CountryDetail | null {
    const c = countries.byId.get(id);
    if (!c) return null;
    return { id: c.id, iso3: c.iso3, name: c.name, is_group: c.isGroup, region: c.subregion ?? c.region, note: c.note };
  }

  function countrySeries(id: string, flow: Flow, filter: SeriesFilter): GroupedPoint[] {
    const c = compile(world, { reporter: id, flow, partner: filter.partner, product: filter.product, from: filter.from, to: filter.to });
    return series(aggregate(world, c, ['period']).get('period')!);
  }

  function countryPartners(id: string, flow: Flow, filter: Omit<SeriesFilter, 'partner'>, limit: number): GroupedPoint[] {
    const c = compile(world, { reporter: id, flow, product: filter.product, from: filter.from, to: filter.to });
    return countryPoints(aggregate(world, c, ['counterpart']).get('counterpart')!, 'partner', limit);
  }

  function countryProducts(id: string, flow: Flow, years: YearBounds, limit: number): GroupedPoint[] {
    const c = compile(world, { reporter: id, flow, from: years.from, to: years.to });
    const s = aggregate(world, c, ['product']).get('product')!;
    // Product indexes follow code order, so ties by key ascending = by index.
    const keys: number[] = [];
    for (let k = 0; k < s.count.length; k++) if (s.count[k]! > 0) keys.push(k);
    keys.sort((a, b) => s.value[b]! - s.value[a]! || a - b);
    return keys.slice(0, limit).map((k) => ({ hs6: products[k]!.hs6, value_usd: s.value[k]!, quantity: qtyOf(s, k), flow_count: s.count[k]! }));
  }

  return {
    coverage: { first: world.firstYear, last: world.lastYear },
    resolveCountry(input: string): string | null {
      const up = input.trim().toUpperCase();
      return (countries.byId.get(up) ?? countries.byIso3.get(up))?.id ?? null;
    },
    productPrefixExists(prefix: string): boolean {
      const [p0, p1] = productRange(world, prefix);
      return p0 < p1;
    },
    trade,
    summary,
    searchProducts: search.searchProducts,
    productDetail,
    productTrade,
    productMarkets,
    searchCountries: search.searchCountries,
    countryDetail,
    countrySeries,
    countryPartners,
    countryProducts,
  };
}
