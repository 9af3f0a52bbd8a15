/**
 * The product view's embeddable charts: `/embed/products/:pid/<chart>` with the view's
 * parameters, and the HS index's treemap as `/embed/products/hs-treemap?from=…&to=…`, drawn by the view's own chart wiring (product-charts.tsx), each asking only for the requests it needs. A snapshot embed renders
 * this same component over the snapshot's recorded answers.
 */
import { useCallback, useMemo } from 'react';
import {
  PRODUCT_INSIGHT_CHARTS,
  PRODUCT_INSIGHT_TITLES,
  ProductInsightChartView,
  type ProductInsightChart,
} from './insights/product-insights';
import type { EmbeddableView, LiveEmbedProps } from '@/components/charts/export/embed-registry';
import { coverageOfYears, useEmbedCoverage } from '@/components/charts/export/embed-coverage';
import { fallbackCoverage, usableCoverage, useCoverage } from '@/api/queries/coverage';
import { isDefaultYears } from '@/lib/coverage';
import { paths } from '@/lib/paths';
import { parse } from '@/lib/url-state';
import { canonicalProductId } from '@/lib/hs/hs-codes';
import { tradeBySection } from './hs-index-figures';
import { HsTreemapChart } from './charts/hs-treemap-chart';
import { PRODUCT_CHART_IDS, productLabelOf, useProductCharts, type ProductChartId } from './product-charts';
import { resolveIndexView } from './products-index-requests';
import { useProductsIndexData } from './use-products-index-data';
import { productChartNeeds, viewFromSearch } from './product-requests';
import { productQueries } from '@/api/queries/products';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';
import { useProductData } from './use-product-data';

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

function isProductChart(chart: string): chart is ProductChartId {
  return (PRODUCT_CHART_IDS as readonly string[]).includes(chart);
}

/** The HS index's treemap (`/embed/products/hs-treemap`): every chapter's world total for the link's years. */
function HsTreemapLive({ search }: { search: string }) {
  const coverage = usableCoverage(useCoverage()) ?? fallbackCoverage();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const years = useMemo(() => resolveIndexView(parse(params).state, coverage).view, [params, coverage]);
  const index = useProductsIndexData(years);
  const values = index.chapters.values;
  const sections = useMemo(() => tradeBySection(values), [values]);
  return (
    <HsTreemapChart
      years={years}
      search={isDefaultYears(years, coverage) ? undefined : years}
      index={index}
      sections={sections}
    />
  );
}

/** One chart of the product view, or the HS index's treemap (no product id). */
export function ProductChartLive(props: LiveEmbedProps) {
  if ((PRODUCT_INSIGHT_CHARTS as readonly string[]).includes(props.chart))
    return <ProductInsightLive {...props} chart={props.chart as ProductInsightChart} />;
  return props.chart === HS_TREEMAP ? (
    <HsTreemapLive search={props.search} />
  ) : (
    <ProductPageChartLive {...props} />
  );
}

/** A specialisation or change chart of the product: its own requests only. */
function ProductInsightLive({
  id: pid = '',
  chart,
  search,
}: LiveEmbedProps & { chart: ProductInsightChart }) {
  const { coverage } = useEmbedCoverage(search);
  const view = useMemo(() => viewFromSearch(pid, search, coverage), [pid, search, coverage]);
  // Named as the full view names it; the chart does not wait for the name.
  const detail = useSourceQuery(productQueries.detail(useTradeSource(), pid));
  const label = productLabelOf(pid, detail.data?.data.matches);
  return <ProductInsightChartView chart={chart} pid={pid} label={label} view={view} coverage={coverage} />;
}

function ProductPageChartLive({ id: pid = '', chart, search }: LiveEmbedProps) {
  // The service's coverage (cached; the promised span while it loads), unless the link fixes the
  // years: then the series span them and the years of their own data.
  const { coverage, fixed } = useEmbedCoverage(search);
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
  const data = useProductData(pid, view, productChartNeeds(wanted));
  const seriesPoints = data.series.data?.data;
  const worldPoints = data.worldSeries.data?.data;
  const span = useMemo(
    () => (fixed ? coverageOfYears(fixed, [...(seriesPoints ?? []), ...(worldPoints ?? [])]) : coverage),
    [fixed, seriesPoints, worldPoints, coverage],
  );
  const { render } = useProductCharts(pid, view, data, {
    coverage: span,
    onSelectYear,
    search: search ? `?${search}` : '',
  });
  const drawn = render(wanted);
  if (drawn) return drawn;
  return wanted === 'product-children' ? (
    <p role="alert">An HS6 code has no finer codes: this chart exists for chapters and headings.</p>
  ) : (
    <p role="alert">
      Prices by origin need one HS6 code (one unit of quantity): this product is a chapter or a heading.
    </p>
  );
}

export const productEmbed: EmbeddableView = {
  view: 'products',
  canonicalId: canonicalProductId,
  idNoun: 'product',
  charts: [
    ...PRODUCT_CHART_IDS.map((id) => ({ id, title: TITLES[id] })),
    { id: HS_TREEMAP, title: 'World trade by section and chapter (/products)', withoutId: true },
    ...PRODUCT_INSIGHT_CHARTS.map((id) => ({ id, title: PRODUCT_INSIGHT_TITLES[id] })),
  ],
  Live: ProductChartLive,
};
