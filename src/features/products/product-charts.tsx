/**
 * The product view's charts, wired once: the view renders each of them in its grid
 * and the embed (`/embed/products/:pid/<chart>`, product-embed.tsx) renders one, from the same
 * props, so an embedded chart is the view's chart. Derived figures the view also shows around
 * its charts (the product's label, the market rows) come with them.
 */
import { useCallback, type ReactElement } from 'react';
import type { SeriesMeasure } from '@/components/charts/options/series-option';
import { countryName } from '@/lib/country-names';
import { formatHsCode } from '@/lib/hs/hs-nomenclature';
import { ExporterSharesChart } from './charts/exporter-shares-chart';
import { MarketConcentrationChart } from './charts/market-concentration-chart';
import { MarketMapChart } from './charts/market-map-chart';
import { MarketRankingChart } from './charts/market-ranking-chart';
import { PriceByOriginChart } from './charts/price-by-origin-chart';
import { ProductChildrenChart } from './charts/product-children-chart';
import { toMarketRows } from './product-figures';
import { productName } from './product-header';
import { MARKETS_LIMIT } from './product-requests';
import { ProductSeriesChart } from './charts/product-series-chart';
import type { ProductData } from './use-product-data';
import { quantityApplies, type ProductViewState } from './product-state';

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

export interface ProductChartOptions {
  /** The span the series are drawn over (the service's coverage), the selected years highlighted. */
  coverage: { first: number; last: number };
  /** A year picked on a series (click or its table button). */
  onSelectYear: (year: number) => void;
  /** The series' measure switch (the view has one; an embed draws the link's measure). */
  onMeasure?: (measure: SeriesMeasure) => void;
  /** The view's search (with its `?`), for the children's links. */
  search: string;
}

export function useProductCharts(
  pid: string,
  view: ProductViewState,
  data: ProductData,
  options: ProductChartOptions,
) {
  const { detail, markets } = data;
  const { coverage, onSelectYear, onMeasure, search } = options;
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
  const truncated = {
    export: (exporterPoints?.length ?? 0) >= MARKETS_LIMIT,
    import: (importerPoints?.length ?? 0) >= MARKETS_LIMIT,
  };
  const hs6 = quantityApplies(pid);
  const years = { from: view.from, to: view.to };

  /** One chart; null where it does not apply (children of an HS6 code, prices of a chapter). */
  const charts: Record<ProductChartId, () => ReactElement | null> = {
    'product-children': () =>
      pid.length < 6 ? (
        <ProductChildrenChart
          pid={pid}
          productLabel={productLabel}
          {...years}
          search={search}
          children={data.children.all}
          valued={data.children.valued}
          values={data.children.values}
          world={data.children.world}
          parentTotal={data.summary.data?.data.trade_value ?? null}
          detail={detail}
        />
      ) : null,
    'product-series': () => (
      <ProductSeriesChart
        productLabel={productLabel}
        {...years}
        coverage={coverage}
        onSelectYear={onSelectYear}
        measure={view.measure}
        quantityApplies={hs6}
        onMeasure={onMeasure}
        unit={data.unit}
        reporter={
          view.reporter ? { id: view.reporter, name: nameOf(view.reporter), flow: view.flow } : undefined
        }
        query={data.series}
      />
    ),
    'top-exporters': () => (
      <MarketRankingChart
        side="export"
        pid={pid}
        productLabel={productLabel}
        {...years}
        limit={view.limit}
        rows={exporters}
        truncated={truncated.export}
        query={markets}
      />
    ),
    'top-importers': () => (
      <MarketRankingChart
        side="import"
        pid={pid}
        productLabel={productLabel}
        {...years}
        limit={view.limit}
        rows={importers}
        truncated={truncated.import}
        query={markets}
      />
    ),
    'market-concentration': () => (
      <MarketConcentrationChart
        side={view.flow}
        productLabel={productLabel}
        {...years}
        rows={sideRows}
        truncated={truncated[view.flow]}
        query={markets}
      />
    ),
    'market-map': () => (
      <MarketMapChart
        side={view.flow}
        pid={pid}
        productLabel={productLabel}
        {...years}
        rows={sideRows}
        query={markets}
      />
    ),
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
      hs6 ? (
        <PriceByOriginChart
          productLabel={productLabel}
          {...years}
          unit={data.unit}
          rows={exporters}
          query={markets}
        />
      ) : null,
  };

  return {
    render: (chart: ProductChartId) => charts[chart](),
    nameOf,
    matches,
    hs6Name,
    hs6,
    productLabel,
    exporterPoints,
    importerPoints,
    exporters,
    importers,
    truncated,
    years,
  };
}
