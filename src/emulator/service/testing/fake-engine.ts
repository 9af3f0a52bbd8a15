/**
 * A tiny, honest TradeEngine over a handful of observations, answering by scanning. The
 * service tests use it where the behaviour under test is the service layer's (auth, rate
 * limit, validation, envelopes), so they do not depend on the generated world's contents.
 */
import type {
  CountryDetail,
  Flow,
  GroupedPoint,
  ProductMatch,
  Selection,
  SeriesFilter,
  TradeEngine,
  TradeObservation,
  YearBounds,
} from '../../engine/engine-types';

const FAKE_COUNTRIES: CountryDetail[] = [
  { id: 'BR', iso3: 'BRA', name: 'Brazil', is_group: false, region: 'Americas', note: null },
  { id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false, region: 'Europe', note: null },
  { id: 'US', iso3: 'USA', name: 'United States', is_group: false, region: 'Americas', note: null },
  { id: 'VN', iso3: 'VNM', name: 'Viet Nam', is_group: false, region: 'Asia', note: null },
  { id: 'W0', iso3: null, name: 'World', is_group: true, region: null, note: 'All reporters' },
];

const FAKE_PRODUCTS: ProductMatch[] = [
  { hs6: '090111', hs_version: 2022, name: 'Coffee, not roasted, not decaffeinated', parent_hs4: '0901' },
  { hs6: '090121', hs_version: 2022, name: 'Coffee, roasted, not decaffeinated', parent_hs4: '0901' },
  { hs6: '120190', hs_version: 2022, name: 'Soya beans, other than seed', parent_hs4: '1201' },
  { hs6: '870323', hs_version: 2022, name: 'Motor cars, 1500-3000 cc', parent_hs4: '8703' },
];

function obs(
  exporter: string,
  importer: string,
  hs6: string,
  year: number,
  value: number,
  q: number | null,
): TradeObservation {
  return {
    exporter,
    importer,
    hs6,
    hs_version: year < 2012 ? 2007 : year < 2017 ? 2012 : year < 2022 ? 2017 : 2022,
    period: `${year}-01-01`,
    granularity: 'year',
    value_usd: value,
    quantity: q,
    quantity_unit: hs6.startsWith('87') ? 'u' : 'kg',
  };
}

const FAKE_OBSERVATIONS: TradeObservation[] = [
  obs('BR', 'US', '090111', 2020, 1_200_000, 400_000),
  obs('BR', 'US', '090111', 2021, 1_500_000, 450_000),
  obs('BR', 'DE', '090111', 2021, 900_000, 300_000),
  obs('VN', 'DE', '090111', 2021, 700_000, null),
  obs('VN', 'US', '090121', 2019, 200_000, 50_000),
  obs('BR', 'US', '120190', 2019, 3_000_000, 7_000_000),
  obs('US', 'DE', '120190', 2020, 800_000, 2_000_000),
  obs('DE', 'US', '870323', 2019, 5_000_000, 150),
  obs('DE', 'US', '870323', 2021, 6_000_000, 170),
  obs('DE', 'BR', '870323', 2021, 1_000_000, 30),
];

const byValue = (key: (p: GroupedPoint) => string) => (a: GroupedPoint, b: GroupedPoint) =>
  b.value_usd - a.value_usd || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

function group(rows: TradeObservation[], keyOf: (o: TradeObservation) => string, field: keyof GroupedPoint) {
  const map = new Map<string, TradeObservation[]>();
  for (const r of rows) map.set(keyOf(r), [...(map.get(keyOf(r)) ?? []), r]);
  return [...map].map(([key, list]): GroupedPoint => {
    const units = new Set(list.map((r) => r.quantity_unit));
    const q = units.size === 1 && list.every((r) => r.quantity !== null);
    return {
      [field]: key,
      value_usd: list.reduce((s, r) => s + r.value_usd, 0),
      quantity: q ? list.reduce((s, r) => s + (r.quantity ?? 0), 0) : null,
      flow_count: list.length,
    };
  });
}

const inYears = (o: TradeObservation, y: YearBounds) => {
  const year = Number(o.period.slice(0, 4));
  return (y.from === undefined || year >= y.from) && (y.to === undefined || year <= y.to);
};

/** The observations a selection of /trade covers (both directions when it names no flow). */
function selectRows(observations: TradeObservation[], s: Selection): TradeObservation[] {
  return observations.filter((o) => {
    if (!inYears(o, s) || (s.product && !o.hs6.startsWith(s.product))) return false;
    const exp = (r?: string, p?: string) => (!r || o.exporter === r) && (!p || o.importer === p);
    const imp = (r?: string, p?: string) => (!r || o.importer === r) && (!p || o.exporter === p);
    if (s.flow === 'export') return exp(s.reporter, s.partner);
    if (s.flow === 'import') return imp(s.reporter, s.partner);
    return exp(s.reporter, s.partner) || imp(s.reporter, s.partner);
  });
}

const side = (flow: Flow) => (flow === 'export' ? 'exporter' : 'importer');
const other = (flow: Flow) => (flow === 'export' ? 'importer' : 'exporter');

/** A country's exports or imports, narrowed by partner, product and years. */
function countryRows(observations: TradeObservation[], id: string, flow: Flow, f: SeriesFilter) {
  return observations.filter(
    (o) =>
      o[side(flow)] === id &&
      (!f.partner || o[other(flow)] === f.partner) &&
      (!f.product || o.hs6.startsWith(f.product)) &&
      inYears(o, f),
  );
}

function bySearch<T>(rows: T[], q: string, code: (r: T) => string, name: (r: T) => string, limit: number) {
  const lq = q.toLowerCase();
  return rows
    .filter((r) => code(r).toLowerCase().startsWith(lq) || name(r).toLowerCase().includes(lq))
    .slice(0, limit);
}

const byPeriod = (a: { period?: string | null }, b: { period?: string | null }) =>
  (a.period ?? '').localeCompare(b.period ?? '');

/** /trade/summary over the selected rows. */
function summaryOf(rows: TradeObservation[], sel: Selection) {
  const total = rows.reduce((s, r) => s + r.value_usd, 0);
  const cp = (o: TradeObservation) =>
    sel.reporter
      ? o.exporter === sel.reporter
        ? o.importer
        : o.exporter
      : sel.flow === 'import'
        ? o.importer
        : o.exporter;
  const partners = group(rows, cp, 'partner').sort(byValue((p) => p.partner ?? ''));
  const periods = group(rows, (o) => o.period, 'period').sort(byPeriod);
  const q = group(rows, () => 'all', 'hs6')[0]?.quantity ?? null;
  // Unit value over the rows that have a quantity, when those share one unit.
  const measured = rows.filter((r) => r.quantity !== null);
  const measuredQty = measured.reduce((s, r) => s + r.quantity!, 0);
  const oneUnit = new Set(measured.map((r) => r.quantity_unit)).size === 1;
  const first = periods[0];
  const last = periods.at(-1);
  const span = first && last ? Number(last.period!.slice(0, 4)) - Number(first.period!.slice(0, 4)) : 0;
  return {
    trade_value: rows.length ? total : null,
    quantity: q,
    growth: first && last && span > 0 ? (last.value_usd / first.value_usd) ** (1 / span) - 1 : null,
    unit_value:
      oneUnit && measuredQty > 0 ? measured.reduce((s, r) => s + r.value_usd, 0) / measuredQty : null,
    top_partners: partners
      .slice(0, 10)
      .map((p) => ({ partner: p.partner!, value_usd: p.value_usd, share: p.value_usd / total })),
    partner_concentration: rows.length
      ? partners.reduce((s, p) => s + ((100 * p.value_usd) / total) ** 2, 0)
      : null,
    periods: periods.map((p) => ({ period: p.period!, value_usd: p.value_usd })),
  };
}

export function createFakeEngine(observations: TradeObservation[] = FAKE_OBSERVATIONS): TradeEngine {
  const select = (s: Selection) => selectRows(observations, s);
  const countrySel = (id: string, flow: Flow, f: SeriesFilter) => countryRows(observations, id, flow, f);
  return {
    coverage: { first: 2010, last: 2025 },
    resolveCountry: (input) =>
      FAKE_COUNTRIES.find((c) => c.id === input.toUpperCase() || c.iso3 === input.toUpperCase())?.id ?? null,
    productPrefixExists: (prefix) => FAKE_PRODUCTS.some((p) => p.hs6.startsWith(prefix)),
    trade: (sel, limit) =>
      select(sel)
        .sort((a, b) => b.period.localeCompare(a.period) || b.value_usd - a.value_usd)
        .slice(0, limit),
    summary: (sel) => summaryOf(select(sel), sel),
    searchProducts: (q, limit) =>
      bySearch(
        FAKE_PRODUCTS,
        q,
        (p) => p.hs6,
        (p) => p.name,
        limit,
      ).map(({ hs6, hs_version, name }) => ({ hs6, hs_version, name })),
    productDetail(prefix) {
      const matches = FAKE_PRODUCTS.filter((p) => p.hs6.startsWith(prefix));
      return matches.length ? { id: prefix, matches } : null;
    },
    productTrade: (prefix, sel) =>
      group(select({ ...sel, product: prefix }), (o) => o.period, 'period').sort(byPeriod),
    productMarkets(prefix, years, limit) {
      const rows = select({ ...years, product: prefix });
      return {
        top_exporters: group(rows, (o) => o.exporter, 'exporter')
          .sort(byValue((p) => p.exporter ?? ''))
          .slice(0, limit),
        top_importers: group(rows, (o) => o.importer, 'importer')
          .sort(byValue((p) => p.importer ?? ''))
          .slice(0, limit),
      };
    },
    searchCountries: (q, limit) =>
      bySearch(
        FAKE_COUNTRIES,
        q,
        (c) => c.id,
        (c) => c.name,
        limit,
      ).map(({ id, iso3, name, is_group }) => ({ id, iso3, name, is_group })),
    countryDetail: (id) => FAKE_COUNTRIES.find((c) => c.id === id) ?? null,
    countrySeries: (id, flow, f) => group(countrySel(id, flow, f), (o) => o.period, 'period').sort(byPeriod),
    countryPartners: (id, flow, f, limit) =>
      group(countrySel(id, flow, f), (o) => o[other(flow)], 'partner')
        .sort(byValue((p) => p.partner ?? ''))
        .slice(0, limit),
    countryProducts: (id, flow, years, limit) =>
      group(countrySel(id, flow, years), (o) => o.hs6, 'hs6')
        .sort(byValue((p) => p.hs6 ?? ''))
        .slice(0, limit),
  };
}
