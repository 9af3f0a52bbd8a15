/**
 * The product view's embeddable charts (issue 10): `/embed/products/:pid/<chart>` with the view's
 * parameters, and the HS index's treemap as `/embed/products/hs-treemap?from=…&to=…`, drawn by the same chart components and props as the full view (product-view.tsx
 * wires them the same way), each asking only for the requests it needs. A snapshot embed renders
 * this same component over the snapshot's recorded answers.
 */
import { useCallback, useMemo, type ReactElement } from 'react';
import type { EmbeddableView, LiveEmbedProps } from '@/components/charts/export/embed-registry';
import { fallbackCoverage, usableCoverage, useCoverage } from '@/api/queries/coverage';
import { countryName } from '@/lib/country-names';
import { paths } from '@/lib/paths';
import { parse } from '@/lib/url-state';
import { formatHsCode } from '@/lib/hs/hs-nomenclature';
import { canonicalProductId } from '@/lib/hs/hs-codes';
import { ExporterSharesChart } from './exporter-shares-chart';
import { MarketConcentrationChart } from './market-concentration-chart';
import { MarketMapChart } from './market-map-chart';
import { MarketRankingChart } from './market-ranking-chart';
import { PriceByOriginChart } from './price-by-origin-chart';
import { ProductChildrenChart } from './product-children-chart';
import { toMarketRows } from './product-figures';
import { tradeBySection } from './hs-index-figures';
import { HsTreemapChart } from './hs-treemap-chart';
import { productName } from './product-header';
import { resolveIndexView } from './products-index-requests';
import { useProductsIndexData } from './use-products-index-data';
import { MARKETS_LIMIT, viewFromSearch } from './product-requests';
import { ProductSeriesChart } from './product-series-chart';
import { useProductData, type ProductRequestName } from './use-product-data';
import { quantityApplies } from './view-state';

export const PRODUCT_CHART_IDS = [
  'product-children',
  'product-series',
  'top-exporters',
  'top-importers',
  'market-concentration',
  'market-map',
  'exporter-shares',
  'price-by-origin',
] as const;
export type ProductChartId = (typeof PRODUCT_CHART_IDS)[number];
/** The HS index's one chart, embedded as `/embed/products/hs-treemap`. */
const HS_TREEMAP = 'hs-treemap';

const TITLES: Record<ProductChartId, string> = {
  'product-children': 'What it is made of (chapters and headings)',
  'product-series': 'World trade per year',
  'top-exporters': 'Top exporters',
  'top-importers': 'Top importers',
  'market-concentration': 'Market concentration',
  'market-map': 'Map of exporters or importers',
  'exporter-shares': 'Exporters’ shares per year',
  'price-by-origin': 'Price by origin (HS6)',
};

/** The requests one chart needs beyond the product's detail. */
const NEEDS: Record<ProductChartId, ProductRequestName[]> = {
  'product-children': ['children', 'summary'],
  'product-series': ['series', 'unit'],
  'top-exporters': ['markets'],
  'top-importers': ['markets'],
  'market-concentration': ['markets'],
  'market-map': ['markets'],
  'exporter-shares': ['markets', 'worldSeries', 'exporterSeries'],
  'price-by-origin': ['markets', 'unit'],
};

function isProductChart(chart: string): chart is ProductChartId {
  return (PRODUCT_CHART_IDS as readonly string[]).includes(chart);
}

/** The HS index's treemap (`/embed/products/hs-treemap`): the World group's ranking for the link's years. */
function HsTreemapLive({ search }: { search: string }) {
  const coverage = usableCoverage(useCoverage()) ?? fallbackCoverage();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const years = useMemo(() => resolveIndexView(parse(params).state, coverage).view, [params, coverage]);
  const index = useProductsIndexData(years);
  const points = index.ranking.data?.data;
  const sections = useMemo(() => tradeBySection(points), [points]);
  const latest = coverage.latestComplete;
  return <HsTreemapChart years={years} search={years.from !== latest || years.to !== latest ? years : undefined} index={index} sections={sections} />;
}

/** One chart of the product view, or the HS index's treemap (no product id). */
export function ProductChartLive(props: LiveEmbedProps) {
  return props.chart === HS_TREEMAP ? <HsTreemapLive search={props.search} /> : <ProductPageChartLive {...props} />;
}

function ProductPageChartLive({ id: pid = '', chart, search }: LiveEmbedProps) {
  // The service's coverage (cached); while it loads, the span the service promises stands in.
  const coverage = usableCoverage(useCoverage()) ?? fallbackCoverage();
  const view = useMemo(() => viewFromSearch(pid, search, coverage), [pid, search, coverage]);
  // A year chosen on a series opens the full view on that year (an embed has no selection of its own).
  const onSelectYear = useCallback(
    (year: number) => {
      const params = new URLSearchParams(search);
      params.set('from', String(year));
      params.set('to', String(year));
      window.open(paths.product.getHref(pid, params.toString()), '_blank', 'noopener');
    },
    [pid, search],
  );
  const wanted: ProductChartId = isProductChart(chart) ? chart : 'product-series';
  const data = useProductData(pid, view, NEEDS[wanted]);
  const { detail, markets } = data;
  const nameOf = useCallback((id: string) => countryName(id), []);

  const matches = detail.data?.data.matches;
  const hs6Name = pid.length === 6 ? (matches?.find((m) => m.hs6 === pid)?.name ?? null) : null;
  const name = productName(pid, hs6Name);
  const productLabel = name ? `${formatHsCode(pid)} ${name}` : formatHsCode(pid);
  const exporterPoints = markets.data?.data.top_exporters;
  const importerPoints = markets.data?.data.top_importers;
  const exporters = toMarketRows(exporterPoints, 'exporter', nameOf);
  const importers = toMarketRows(importerPoints, 'importer', nameOf);
  const sideRows = view.flow === 'export' ? exporters : importers;
  const truncated = { export: (exporterPoints?.length ?? 0) >= MARKETS_LIMIT, import: (importerPoints?.length ?? 0) >= MARKETS_LIMIT };
  const years = { from: view.from, to: view.to };
  const search2 = search ? `?${search}` : '';

  const charts: Record<ProductChartId, () => ReactElement | null> = {
    'product-children': () =>
      pid.length < 6 ? (
        <ProductChildrenChart
          pid={pid}
          productLabel={productLabel}
          {...years}
          search={search2}
          children={data.children.all}
          valued={data.children.valued}
          values={data.children.values}
          world={data.children.world}
          parentTotal={data.summary.data?.data.trade_value ?? null}
          detail={detail}
        />
      ) : (
        <p role="alert">An HS6 code has no finer codes: this chart exists for chapters and headings.</p>
      ),
    'product-series': () => (
      <ProductSeriesChart
        productLabel={productLabel}
        {...years}
        coverage={coverage}
        onSelectYear={onSelectYear}
        measure={view.measure}
        quantityApplies={quantityApplies(pid)}
        unit={data.unit}
        reporter={view.reporter ? { id: view.reporter, name: nameOf(view.reporter), flow: view.flow } : undefined}
        query={data.series}
      />
    ),
    'top-exporters': () => (
      <MarketRankingChart side="export" pid={pid} productLabel={productLabel} {...years} limit={view.limit} rows={exporters} truncated={truncated.export} query={markets} />
    ),
    'top-importers': () => (
      <MarketRankingChart side="import" pid={pid} productLabel={productLabel} {...years} limit={view.limit} rows={importers} truncated={truncated.import} query={markets} />
    ),
    'market-concentration': () => (
      <MarketConcentrationChart side={view.flow} productLabel={productLabel} {...years} rows={sideRows} truncated={truncated[view.flow]} query={markets} />
    ),
    'market-map': () => <MarketMapChart side={view.flow} pid={pid} productLabel={productLabel} {...years} rows={sideRows} query={markets} />,
    'exporter-shares': () => (
      <ExporterSharesChart
        productLabel={productLabel}
        {...years}
        coverage={coverage}
        onSelectYear={onSelectYear}
        exporters={data.shares.exporters}
        nameOf={nameOf}
        markets={markets}
        world={data.worldSeries}
        series={data.shares.series}
      />
    ),
    'price-by-origin': () =>
      quantityApplies(pid) ? (
        <PriceByOriginChart productLabel={productLabel} {...years} unit={data.unit} rows={exporters} query={markets} />
      ) : (
        <p role="alert">Prices by origin need one HS6 code (one unit of quantity): this product is a chapter or a heading.</p>
      ),
  };
  return charts[wanted]();
}

export const productEmbed: EmbeddableView = {
  view: 'products',
  canonicalId: canonicalProductId,
  idNoun: 'product',
  charts: [...PRODUCT_CHART_IDS.map((id) => ({ id, title: TITLES[id] })), { id: HS_TREEMAP, title: 'World trade by section and chapter (/products)', withoutId: true }],
  Live: ProductChartLive,
};
