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

type CatalogMatches = NonNullable<ProductData['detail']['data']>['data']['matches'];

const hs6NameOf = (pid: string, matches: CatalogMatches | undefined) =>
  pid.length === 6 ? (matches?.find((m) => m.hs6 === pid)?.name ?? null) : null;

/**
 * The product as the view names it, "09.01 Coffee, whether or not roasted…", from the catalog's
 * answer (its code alone until then, or where the service codes another HS revision).
 */
export function productLabelOf(pid: string, matches: CatalogMatches | undefined): string {
  const name = productName(pid, hs6NameOf(pid, matches), matches?.[0]?.hs_version ?? null);
  return name ? `${formatHsCode(pid)} ${name}` : formatHsCode(pid);
}

/** The figures derived once for the charts and the view around them: the label and the market rows. */
function useProductModel(pid: string, view: ProductViewState, data: ProductData) {
  const { detail, markets } = data;
  const nameOf = useCallback((id: string) => countryName(id), []);

  const matches = detail.data?.data.matches;
  const hs6Name = hs6NameOf(pid, matches);
  const hsVersion = matches?.[0]?.hs_version ?? null;
  const productLabel = productLabelOf(pid, matches);

  const exporterPoints = markets.data?.data.top_exporters;
  const importerPoints = markets.data?.data.top_importers;
  const exporters = toMarketRows(exporterPoints, 'exporter', nameOf);
  const importers = toMarketRows(importerPoints, 'importer', nameOf);
  const truncated = {
    export: (exporterPoints?.length ?? 0) >= MARKETS_LIMIT,
    import: (importerPoints?.length ?? 0) >= MARKETS_LIMIT,
  };
  return {
    nameOf,
    matches,
    hsVersion,
    hs6Name,
    hs6: quantityApplies(pid),
    productLabel,
    exporterPoints,
    importerPoints,
    exporters,
    importers,
    sideRows: view.flow === 'export' ? exporters : importers,
    truncated,
    years: { from: view.from, to: view.to },
  };
}

type ProductModel = ReturnType<typeof useProductModel>;
type ChartRenderers<Id extends ProductChartId> = Record<Id, () => ReactElement | null>;

/** The four charts of the product's markets: the two rankings, their concentration and the map. */
function marketCharts(
  pid: string,
  view: ProductViewState,
  data: ProductData,
  model: ProductModel,
): ChartRenderers<'top-exporters' | 'top-importers' | 'market-concentration' | 'market-map'> {
  const { markets } = data;
  const { productLabel, years, exporters, importers, truncated, sideRows } = model;
  return {
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
  };
}

export function useProductCharts(
  pid: string,
  view: ProductViewState,
  data: ProductData,
  options: ProductChartOptions,
) {
  const { detail, markets } = data;
  const { coverage, onSelectYear, onMeasure, search } = options;
  const model = useProductModel(pid, view, data);
  const { nameOf, productLabel, years, hs6, exporters } = model;

  /** One chart; null where it does not apply (children of an HS6 code, prices of a chapter). */
  const charts: ChartRenderers<ProductChartId> = {
    ...marketCharts(pid, view, data, model),
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
          hsVersion={model.hsVersion}
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

  return { ...model, render: (chart: ProductChartId) => charts[chart]() };
}

export type ProductCharts = ReturnType<typeof useProductCharts>;
