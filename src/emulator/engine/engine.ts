/**
 * `createEngine(world)`: the synchronous TradeEngine of engine-types.ts over one generated world.
 * Every method answers from the world's indexes and precomputed cells (select.ts picks the
 * smallest candidate list, aggregate.ts the cells); aggregates and `trade()` share the same row
 * visitor, so they always agree. `/trade` is in trade-rows.ts, `/trade/summary` in summary.ts,
 * the GroupedPoint builders in grouped-points.ts.
 */
import type {
  CountryDetail,
  Flow,
  GroupedPoint,
  Markets,
  ProductDetail,
  Selection,
  SeriesFilter,
  TradeEngine,
  YearBounds,
} from './engine-types';
import type { World } from '../world/world';
import { aggregate } from './aggregate';
import { countryRanking, productRanking, yearSeries } from './grouped-points';
import { makeSearch } from './search';
import { compile, productRange } from './select';
import { summarise } from './summary';
import { tradeRows } from './trade-rows';

/** The product endpoints' answers: a code's products, its yearly trade, its markets. */
function productMethods(world: World) {
  const { catalog } = world;
  function productDetail(prefix: string): ProductDetail | null {
    const [first, end] = productRange(world, prefix);
    if (first >= end) return null;
    return {
      id: prefix,
      matches: catalog.products
        .slice(first, end)
        .map((p) => ({ hs6: p.hs6, hs_version: 2022, name: p.name, parent_hs4: p.hs4 })),
    };
  }

  function productTrade(prefix: string, selection: Omit<Selection, 'product'>): GroupedPoint[] {
    const c = compile(world, { ...selection, product: prefix });
    return yearSeries(world, aggregate(world, c, ['period']).get('period')!);
  }

  function productMarkets(prefix: string, years: YearBounds, limit: number): Markets {
    const c = compile(world, { product: prefix, from: years.from, to: years.to });
    const sums = aggregate(world, c, ['exporter', 'importer']);
    return {
      top_exporters: countryRanking(world, sums.get('exporter')!, 'exporter', limit),
      top_importers: countryRanking(world, sums.get('importer')!, 'importer', limit),
    };
  }

  return { productDetail, productTrade, productMarkets };
}

/** The country endpoints' answers: a country, its yearly trade, its partners, its products. */
function countryMethods(world: World) {
  const { countries } = world;
  function countryDetail(id: string): CountryDetail | null {
    const country = countries.byId.get(id);
    if (!country) return null;
    return {
      id: country.id,
      iso3: country.iso3,
      name: country.name,
      is_group: country.isGroup,
      region: country.subregion ?? country.region,
      note: country.note,
    };
  }

  function countrySeries(id: string, flow: Flow, filter: SeriesFilter): GroupedPoint[] {
    const c = compile(world, {
      reporter: id,
      flow,
      partner: filter.partner,
      product: filter.product,
      from: filter.from,
      to: filter.to,
    });
    return yearSeries(world, aggregate(world, c, ['period']).get('period')!);
  }

  function countryPartners(
    id: string,
    flow: Flow,
    filter: Omit<SeriesFilter, 'partner'>,
    limit: number,
  ): GroupedPoint[] {
    const c = compile(world, {
      reporter: id,
      flow,
      product: filter.product,
      from: filter.from,
      to: filter.to,
    });
    return countryRanking(world, aggregate(world, c, ['counterpart']).get('counterpart')!, 'partner', limit);
  }

  function countryProducts(id: string, flow: Flow, years: YearBounds, limit: number): GroupedPoint[] {
    const c = compile(world, { reporter: id, flow, from: years.from, to: years.to });
    return productRanking(world, aggregate(world, c, ['product']).get('product')!, limit);
  }
  return { countryDetail, countrySeries, countryPartners, countryProducts };
}

export function createEngine(world: World): TradeEngine {
  const { countries } = world;
  const search = makeSearch(world);
  const { productDetail, productTrade, productMarkets } = productMethods(world);
  const { countryDetail, countrySeries, countryPartners, countryProducts } = countryMethods(world);
  return {
    coverage: { first: world.firstYear, last: world.lastYear },
    resolveCountry(input: string): string | null {
      const up = input.trim().toUpperCase();
      return (countries.byId.get(up) ?? countries.byIso3.get(up))?.id ?? null;
    },
    productPrefixExists(prefix: string): boolean {
      const [first, end] = productRange(world, prefix);
      return first < end;
    },
    trade: tradeRows(world),
    summary: (selection) => summarise(world, selection),
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
