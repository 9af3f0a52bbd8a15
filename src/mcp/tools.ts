/**
 * One MCP tool per endpoint of the Trade Data Service. The wording is for a model choosing a
 * tool: what it answers, the forms of its ids, the units. Parameter names, forms and limits are
 * not repeated here: they come from the contract with the input schema (contract-schemas.ts).
 */
import type { EndpointName, EndpointPath } from '@/api/client';
import { ENDPOINTS } from '@/api/client';
import type { components } from '@/api/generated/contract';
import type { UrlState } from '@/lib/url-params';
import {
  countryHref,
  flowsHref,
  homeHref,
  productHref,
  productsIndexHref,
  perDirection,
  viewState,
  type ToolArgs,
  type ViewLink,
} from './links';
import {
  renderCountryDetail,
  renderCountryRows,
  renderGrouped,
  renderMarkets,
  renderObservations,
  renderProductDetail,
  renderProductRows,
  renderSummary,
} from './render';

type Schemas = components['schemas'];

export interface ToolDefinition {
  name: string;
  title: string;
  endpoint: EndpointName;
  description: string;
  /**
   * The dashboard path (with search) of the view that shows the same selection, or one per
   * direction where no single view shows it all (links.ts `perDirection`).
   */
  href: (args: ToolArgs, data: unknown) => string | readonly ViewLink[];
  /** The short text rendering of a result. */
  render: (args: ToolArgs, data: unknown) => string[];
}

const SELECTION = [
  'reporter',
  'partner',
  'product',
  'flow',
  'from',
  'to',
] as const satisfies (keyof UrlState)[];
const RANKING = ['flow', 'product', 'from', 'to', 'limit'] as const satisfies (keyof UrlState)[];

const IDS =
  'Countries are ISO 3166-1 alpha-2 ids (alpha-3 accepted in filters; find ids with search_countries; groups such as EU or World have their own ids). Products are HS codes: 6 digits, hs:+6 digits, or a 2- or 4-digit chapter/heading prefix selecting every code under it (find codes with search_products). Years are YYYY, both ends inclusive; omitted, the whole coverage.';
const VALUES =
  "Values are current US dollars; quantities are in the product's unit (kg, u = items, l, m2, m3, pair, kWh, ct) and null where not reported or where units mix.";

export const TOOLS: readonly ToolDefinition[] = [
  {
    name: 'get_trade_observations',
    title: 'Trade observations (raw flows)',
    endpoint: 'getTrade',
    description: `Individual yearly trade flows (exporter, importer, HS6 product, year, value, quantity and unit), filtered by reporter, partner, product, flow direction and years; newest year first, then largest value. Use for the detail behind a figure; use get_trade_summary for totals. flow=export: reporter exports to partner; flow=import: reporter imports from partner; omitted: both. ${IDS} ${VALUES}`,
    href: (args) => perDirection(viewState(args, [...SELECTION, 'limit']), flowsHref),
    render: (_, data) => renderObservations(data as Schemas['TradeObservation'][]),
  },
  {
    name: 'get_trade_summary',
    title: 'Trade summary of a selection',
    endpoint: 'getTradeSummary',
    description: `Totals for any selection of reporter, partner, product, flow and years: trade value (USD), quantity, growth (compound annual rate between the first and last year with trade, a fraction: 0.05 = 5% a year), unit value (USD per unit of quantity), the ten top partners with their share (a fraction 0-1), partner concentration (Herfindahl-Hirschman index, 0-10,000) and the value per year (years without trade are absent, not zero). Answers questions like "what does Kenya export to the Netherlands and how did it change since 2015". ${IDS}`,
    href: (args) => perDirection(viewState(args, SELECTION), flowsHref),
    render: (_, data) => renderSummary(data as Schemas['TradeSummary']),
  },
  {
    name: 'search_products',
    title: 'Search HS products',
    endpoint: 'searchProducts',
    description:
      'Searches the HS6 product catalog by code prefix or by name (e.g. "coffee", "8703"), exact code first, then code prefixes, then names. Use it to find the HS code to pass as product or pid to the other tools. The link opens the best match.',
    href: (_, data) => {
      const first = (data as Schemas['ProductRow'][])[0];
      return first ? productHref(first.hs6) : productsIndexHref();
    },
    render: (_, data) => renderProductRows(data as Schemas['ProductRow'][]),
  },
  {
    name: 'get_product',
    title: 'Product detail',
    endpoint: 'getProduct',
    description:
      'Names the HS6 codes under a product id: an HS6 code, hs:+HS6, or a 2- or 4-digit chapter/heading prefix (every HS6 code under it, with its parent heading). An unknown id: use search_products.',
    href: (args) => productHref(args.pid),
    render: (_, data) => renderProductDetail(data as Schemas['ProductDetail']),
  },
  {
    name: 'get_product_series',
    title: 'Yearly trade series of a product',
    endpoint: 'getProductTrade',
    description: `The yearly trade value, quantity and number of flows of one product (or every HS6 code under a prefix), optionally for one reporter, partner and flow direction (omitted: both); oldest year first, years without trade absent. ${IDS} ${VALUES}`,
    href: (args) =>
      typeof args.partner === 'string' && args.partner !== ''
        ? perDirection(
            { ...viewState(args, SELECTION), ...viewState({ product: args.pid }, ['product']) },
            flowsHref,
          )
        : perDirection(viewState(args, ['reporter', 'flow', 'from', 'to']), (state) =>
            productHref(args.pid, state),
          ),
    render: (_, data) => renderGrouped(data as Schemas['GroupedPoint'][], 'period', 'year'),
  },
  {
    name: 'get_product_markets',
    title: 'Top exporters and importers of a product',
    endpoint: 'getProductMarkets',
    description: `The countries that export and import a product most over the years chosen, each list ranked by value (USD), limit rows each. ${IDS}`,
    href: (args) => productHref(args.pid, viewState(args, ['from', 'to', 'limit'])),
    render: (_, data) => renderMarkets(data as Schemas['Markets']),
  },
  {
    name: 'search_countries',
    title: 'Search countries',
    endpoint: 'searchCountries',
    description:
      'Searches countries and country groups by name, ISO alpha-2 or alpha-3 code (e.g. "kenya", "KE", "KEN", "European Union"). Use it to find the id to pass as cid, reporter or partner. Groups have is_group true. The link opens the best match.',
    href: (_, data) => {
      const first = (data as Schemas['CountryRow'][])[0];
      return first ? countryHref(first.id) : homeHref();
    },
    render: (_, data) => renderCountryRows(data as Schemas['CountryRow'][]),
  },
  {
    name: 'get_country',
    title: 'Country detail',
    endpoint: 'getCountry',
    description:
      'Name, ISO alpha-3 code, region and notes of a country or group, by its alpha-2 id (cid). An unknown id: use search_countries.',
    href: (args) => countryHref(args.cid),
    render: (_, data) => renderCountryDetail(data as Schemas['CountryDetail']),
  },
  {
    name: 'get_country_imports',
    title: 'Yearly imports of a country',
    endpoint: 'getCountryImports',
    description: `A country's yearly imports (value in USD, quantity, number of flows), optionally from one partner (the exporter) and of one product; oldest year first, years without trade absent. ${IDS} ${VALUES}`,
    href: (args) =>
      countryHref(args.cid, { ...viewState(args, ['partner', 'product', 'from', 'to']), flow: 'import' }),
    render: (_, data) => renderGrouped(data as Schemas['GroupedPoint'][], 'period', 'year'),
  },
  {
    name: 'get_country_exports',
    title: 'Yearly exports of a country',
    endpoint: 'getCountryExports',
    description: `A country's yearly exports (value in USD, quantity, number of flows), optionally to one partner (the importer) and of one product; oldest year first, years without trade absent. ${IDS} ${VALUES}`,
    href: (args) =>
      countryHref(args.cid, { ...viewState(args, ['partner', 'product', 'from', 'to']), flow: 'export' }),
    render: (_, data) => renderGrouped(data as Schemas['GroupedPoint'][], 'period', 'year'),
  },
  {
    name: 'get_country_partners',
    title: 'Trading partners of a country, ranked',
    endpoint: 'getCountryPartners',
    description: `A country's partners ranked by trade value (USD) over the years chosen: flow=export (default) the destinations of its exports, flow=import the origins of its imports; optionally for one product. ${IDS}`,
    href: (args) => countryHref(args.cid, viewState(args, RANKING)),
    render: (_, data) => renderGrouped(data as Schemas['GroupedPoint'][], 'partner', 'partner'),
  },
  {
    name: 'get_country_products',
    title: 'Products a country trades, ranked',
    endpoint: 'getCountryProducts',
    description: `What a country exports (flow=export, default) or imports (flow=import), by HS6 product ranked by value (USD) over the years chosen. Name the codes with search_products or get_product. ${IDS}`,
    href: (args) => countryHref(args.cid, viewState(args, ['flow', 'from', 'to', 'limit'])),
    render: (_, data) => renderGrouped(data as Schemas['GroupedPoint'][], 'hs6', 'product'),
  },
];

export function toolPath(tool: ToolDefinition): EndpointPath {
  return ENDPOINTS[tool.endpoint];
}
