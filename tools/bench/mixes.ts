/**
 * Seeded parameter mixes of `npm run bench`: for each endpoint, requests as a dashboard user
 * makes them (countries weighted by trade size, products at 2/4/6 digits weighted by their
 * number of flows, optional partner, product and year range), each both as a TradeEngine call
 * and as a URL. Group rows ask the same endpoints with the EU or the World as reporter, which
 * the issue gives a looser goal. Engine-agnostic, so the baseline and current engines answer
 * the very same requests.
 */
import type { Flow, Selection, TradeEngine, World } from '../../src/emulator/engine';
import { AliasTable, mulberry32 } from '../../src/emulator/world/prng';

/** One request: the engine call and the same request as a path with its query. */
export interface Case {
  run: (engine: TradeEngine) => unknown;
  url: string;
}

export interface Row {
  name: string;
  /** End-to-end p95 goal in ms. */
  goalMs: number;
  cases: Case[];
}

const GOAL_MS = 5;
const GROUP_GOAL_MS = 15;
const GROUPS = ['EU', 'XW'];
const PRODUCT_QUERIES = [
  'coffee',
  'crude',
  'cars',
  '0901',
  '8703',
  'steel',
  'wine',
  'hs:2709',
  'cotton',
  'phones',
  'gold',
  '85',
];
const COUNTRY_QUERIES = ['ger', 'united', 'DE', 'fra', 'KEN', 'bra', 'south', 'CHN', 'island', 'e'];

const qs = (o: Record<string, string | number | undefined>) => {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v !== undefined) u.set(k, String(v));
  const s = u.toString();
  return s ? `?${s}` : '';
};

export function benchRows(w: World, perRow: number, seed = 12345): Row[] {
  const rand = mulberry32(seed);
  const Y = w.lastYear - w.firstYear + 1;
  const N = w.countries.countryCount;
  const countryWeights = new Float64Array(N);
  for (let c = 0; c < N; c++)
    for (let y = 0; y < Y; y++) countryWeights[c]! += w.expYear[c * Y + y]! + w.impYear[c * Y + y]!;
  const countryAlias = new AliasTable(countryWeights);
  const P = w.catalog.products.length;
  const productWeights = new Float64Array(P);
  for (let p = 0; p < P; p++) productWeights[p] = w.prodStart[p + 1]! - w.prodStart[p]! + 1;
  const productAlias = new AliasTable(productWeights);

  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const country = () => w.countries.list[countryAlias.sample(rand(), rand())]!.id;
  const group = () => pick(GROUPS);
  /** World-level /trade and summary: no reporter at all, or one of the groups. */
  const worldReporter = () => (rand() < 1 / 3 ? undefined : group());
  const product = () => {
    const code = w.catalog.products[productAlias.sample(rand(), rand())]!.hs6;
    return code.slice(0, [2, 4, 6][Math.floor(rand() * 3)]);
  };
  const maybe = <T>(p: number, f: () => T): T | undefined => (rand() < p ? f() : undefined);
  const flow = (): Flow => (rand() < 0.5 ? 'export' : 'import');
  const years = () => {
    if (rand() < 0.5) return {};
    const a = w.firstYear + Math.floor(rand() * Y);
    const b = w.firstYear + Math.floor(rand() * Y);
    return { from: Math.min(a, b), to: Math.max(a, b) };
  };
  const selection = (reporter: () => string | undefined): Selection => ({
    reporter: reporter(),
    partner: maybe(0.3, country),
    product: maybe(0.5, product),
    flow: maybe(0.6, flow),
    ...years(),
  });

  const trade = (reporter: () => string | undefined) => (): Case => {
    const s = selection(reporter);
    return { run: (e) => e.trade(s, 1000), url: `/trade${qs({ ...s, limit: 1000 })}` };
  };
  const summary = (reporter: () => string | undefined) => (): Case => {
    const s = selection(reporter);
    return { run: (e) => e.summary(s), url: `/trade/summary${qs({ ...s })}` };
  };
  const productTrade = (reporter: () => string | undefined) => (): Case => {
    const p = product();
    const s = { reporter: reporter(), flow: maybe(0.5, flow), ...years() };
    return { run: (e) => e.productTrade(p, s), url: `/products/${p}/trade${qs(s)}` };
  };
  const series = (cid: () => string, fl: Flow) => (): Case => {
    const c = cid();
    const f = { partner: maybe(0.3, country), product: maybe(0.4, product), ...years() };
    return { run: (e) => e.countrySeries(c, fl, f), url: `/countries/${c}/${fl}s${qs(f)}` };
  };
  const partners = (cid: () => string) => (): Case => {
    const c = cid();
    const fl = flow();
    const f = { product: maybe(0.4, product), ...years() };
    return {
      run: (e) => e.countryPartners(c, fl, f, 50),
      url: `/countries/${c}/partners${qs({ flow: fl, ...f })}`,
    };
  };
  const products = (cid: () => string) => (): Case => {
    const c = cid();
    const fl = flow();
    const y = years();
    return {
      run: (e) => e.countryProducts(c, fl, y, 50),
      url: `/countries/${c}/products${qs({ flow: fl, ...y })}`,
    };
  };
  const detail = (cid: () => string) => (): Case => {
    const c = cid();
    return { run: (e) => e.countryDetail(c), url: `/countries/${c}` };
  };

  const rows: [string, number, () => Case][] = [
    ['GET /trade', GOAL_MS, trade(country)],
    ['GET /trade/summary', GOAL_MS, summary(country)],
    [
      'GET /products',
      GOAL_MS,
      () => {
        const q = pick(PRODUCT_QUERIES);
        return { run: (e) => e.searchProducts(q, 50), url: `/products${qs({ q })}` };
      },
    ],
    [
      'GET /products/{pid}',
      GOAL_MS,
      () => {
        const p = product();
        return { run: (e) => e.productDetail(p), url: `/products/${p}` };
      },
    ],
    ['GET /products/{pid}/trade', GOAL_MS, productTrade(country)],
    [
      'GET /products/{pid}/markets',
      GOAL_MS,
      () => {
        const p = product();
        const y = years();
        return { run: (e) => e.productMarkets(p, y, 20), url: `/products/${p}/markets${qs(y)}` };
      },
    ],
    [
      'GET /countries',
      GOAL_MS,
      () => {
        const q = pick(COUNTRY_QUERIES);
        return { run: (e) => e.searchCountries(q, 50), url: `/countries${qs({ q })}` };
      },
    ],
    ['GET /countries/{cid}', GOAL_MS, detail(country)],
    ['GET /countries/{cid}/imports', GOAL_MS, series(country, 'import')],
    ['GET /countries/{cid}/exports', GOAL_MS, series(country, 'export')],
    ['GET /countries/{cid}/partners', GOAL_MS, partners(country)],
    ['GET /countries/{cid}/products', GOAL_MS, products(country)],
    ['GET /trade, EU/World', GROUP_GOAL_MS, trade(worldReporter)],
    ['GET /trade/summary, EU/World', GROUP_GOAL_MS, summary(worldReporter)],
    ['GET /products/{pid}/trade, EU/World', GROUP_GOAL_MS, productTrade(worldReporter)],
    ['GET /countries/{EU,XW}', GROUP_GOAL_MS, detail(group)],
    ['GET /countries/{EU,XW}/imports', GROUP_GOAL_MS, series(group, 'import')],
    ['GET /countries/{EU,XW}/exports', GROUP_GOAL_MS, series(group, 'export')],
    ['GET /countries/{EU,XW}/partners', GROUP_GOAL_MS, partners(group)],
    ['GET /countries/{EU,XW}/products', GROUP_GOAL_MS, products(group)],
  ];
  return rows.map(([name, goalMs, make]) => ({ name, goalMs, cases: Array.from({ length: perRow }, make) }));
}
