/**
 * The product view of `/products/:pid`: who sells and who buys a product, how concentrated the
 * market is and what it costs by origin. Header with the HS breadcrumb, controls, key figures and
 * its charts. All requests start from useProductData (and the route loader); each
 * chart has its own loading/empty/error state, so one failing request never blanks the page. A
 * 404 on the detail means an unknown product and replaces the page with the not-found state.
 */
import { possessive } from '@/lib/phrases';
import { useCallback, type ReactNode } from 'react';
import { ExporterChangesChart, ExporterSpecialisationChart } from './insights/product-insights';
import { ProductStory } from './insights/product-story-view';
import { useLocation } from 'react-router';
import { useTradeSource } from '@/api/use-trade-source';
import { isNotFound } from '@/api/errors';
import { ChartExportScopeProvider, useProvenance } from '@/components/charts/export/export-scope';
import { productQueries } from '@/api/queries/products';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { ErrorMessage } from '@/components/ui/error-message';
import type { SetViewState } from '@/components/ui/view-controls';
import type { Coverage } from '@/lib/coverage';
import type { UrlNotice } from '@/lib/url-state';
import { DataSourceLine } from '@/components/ui/data-source-line';
import { UrlNotices } from '@/components/ui/url-notices';
import { formatYearRange } from '@/lib/format';
import { formatHsCode } from '@/lib/hs/hs-nomenclature';
import { paths } from '@/lib/paths';
import { Link } from 'react-router';
import { ProductControls } from './product-controls';
import { ProductChartLive } from './product-embed';
import { ProductHeader } from './product-header';
import { useProductCharts, type ProductCharts } from './product-charts';
import { ProductKeyFigures } from './product-key-figures';
import { ProductNotFound } from './product-not-found';
import { ProductTotals } from './product-totals';
import { useProductData, type ProductData } from './use-product-data';
import { useProductViewState, type ProductViewState } from './product-state';
import type { SeriesMeasure } from '@/components/charts/options/series-option';
import './product-view.css';

export function ProductView({ pid }: { pid: string }) {
  const source = useTradeSource();
  const { search } = useLocation();
  const { view, coverage, notices, setState } = useProductViewState(pid);
  // A 404 on the detail means an unknown product, whatever else is still loading.
  const detail = useSourceQuery(productQueries.detail(source, pid));
  if (isNotFound(detail.error)) {
    return (
      <ProductNotFound
        pid={pid}
        message={detail.error.message}
        requestId={detail.error.requestId ?? undefined}
      />
    );
  }
  // The years come from the service's coverage: until it is known, only the header waits.
  if (view === null || coverage === null) {
    return (
      <div className="product-view">
        <UrlNotices notices={notices} />
        <ProductHeader
          pid={pid}
          hs6Name={null}
          hsVersion={null}
          unit={null}
          codeCount={null}
          search={search}
        />
        <CoveragePending />
      </div>
    );
  }
  return (
    <ProductViewLoaded pid={pid} view={view} coverage={coverage} notices={notices} setState={setState} />
  );
}

interface ProductViewLoadedProps {
  pid: string;
  view: ProductViewState;
  coverage: Coverage;
  notices: UrlNotice[];
  setState: SetViewState;
}

function ProductViewLoaded({ pid, view, coverage, notices, setState }: ProductViewLoadedProps) {
  const source = useTradeSource();
  const { search } = useLocation();
  const data = useProductData(pid, view);
  // A year picked on a series (click or its table button) becomes the whole selection.
  const onSelectYear = useCallback((year: number) => setState({ from: year, to: year }), [setState]);
  const onMeasure = useCallback(
    (measure: SeriesMeasure) => setState({ measure: measure === 'value' ? undefined : measure }),
    [setState],
  );
  const { detail, markets } = data;
  // The charts' wiring is the embed's too (product-charts.tsx): one definition of each chart.
  const charts = useProductCharts(pid, view, data, { coverage, onSelectYear, onMeasure, search });
  const { render, nameOf, matches, hs6Name, hs6, productLabel, exporters, importers, truncated, years } =
    charts;
  const insightProps = { pid, label: productLabel, view, coverage, waiting: data.gated && !detail.isSuccess };

  return (
    <div className="product-view">
      <UrlNotices notices={notices} />
      <ProductHeader
        pid={pid}
        hs6Name={hs6Name}
        hsVersion={matches?.[0]?.hs_version ?? null}
        unit={data.unit}
        codeCount={matches?.length ?? null}
        search={search}
      >
        {detail.isError ? <DetailError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
        <ProductSelection view={view} nameOf={nameOf} />
        <DataSourceLine sourceKey={source.key} />
      </ProductHeader>

      <ProductControls view={view} coverage={coverage} setState={setState} />

      <ProductStory
        {...insightProps}
        view={view}
        marketValues={
          (view.flow === 'export' ? charts.exporterPoints : charts.importerPoints)
            ? (view.flow === 'export' ? exporters : importers).map((r) => r.value)
            : null
        }
      />

      <ProductKeyFigures
        {...years}
        hs6={hs6}
        unit={data.unit}
        summary={data.summary}
        waitingOn={data.gated ? detail : null}
        exporters={{
          count: charts.exporterPoints ? exporters.length : null,
          truncated: truncated.export,
          issue: markets.isError ? 'unavailable' : markets.isPending ? 'Loading…' : null,
        }}
        nameOf={nameOf}
        markets={markets}
      />

      <ProductChartGrid
        pid={pid}
        search={search}
        render={render}
        showPrices={hs6}
        insightProps={insightProps}
      />

      <ProductViewTotals view={view} data={data} charts={charts} />

      <ProductFlowLinks pid={pid} years={years} exporters={exporters} importers={importers} />
    </div>
  );
}

/** What the map and the concentration show, and the reporter the series is narrowed to. */
function ProductSelection({ view, nameOf }: { view: ProductViewState; nameOf: (id: string) => string }) {
  const range = formatYearRange(view.from, view.to);
  return (
    <p className="product-view__selection">
      Showing <strong>{view.flow === 'export' ? 'exporters' : 'importers'}</strong> on the map and the
      concentration, <strong>{range}</strong>
      {view.reporter ? (
        <>
          , series narrowed to {nameOf(view.reporter)} ({view.reporter})
        </>
      ) : null}
      .
    </p>
  );
}

type InsightProps = Parameters<typeof ExporterChangesChart>[0];

/** The view's charts in their grid, each exportable with the view's link and data source. */
function ProductChartGrid({
  pid,
  search,
  render,
  showPrices,
  insightProps,
}: {
  pid: string;
  search: string;
  render: ProductCharts['render'];
  showPrices: boolean;
  insightProps: InsightProps;
}) {
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  return (
    <ChartExportScopeProvider
      scope={{
        view: 'products',
        id: pid,
        search: search.replace(/^\?/, ''),
        source: provenance,
        Live: ProductChartLive,
      }}
    >
      <div className="product-view__grid">
        {pid.length < 6 ? <Cell>{render('product-children')}</Cell> : null}
        <Cell>{render('product-series')}</Cell>
        <Cell half>{render('top-exporters')}</Cell>
        <Cell half>{render('top-importers')}</Cell>
        <Cell half>{render('market-concentration')}</Cell>
        <Cell half>{render('exporter-shares')}</Cell>
        <Cell>{render('market-map')}</Cell>
        {showPrices ? <Cell>{render('price-by-origin')}</Cell> : null}
        <Cell half>
          <ExporterSpecialisationChart {...insightProps} />
        </Cell>
        <Cell half>
          <ExporterChangesChart {...insightProps} />
        </Cell>
      </div>
    </ChartExportScopeProvider>
  );
}

type Ranked = ProductCharts['exporters'];

/** Links into the flow explorer: the product's pairs, and its largest exporter to its largest importer. */
function ProductFlowLinks({
  pid,
  years,
  exporters,
  importers,
}: {
  pid: string;
  years: ProductCharts['years'];
  exporters: Ranked;
  importers: Ranked;
}) {
  return (
    <p className="product-view__more">
      Pairs of this product's trade: open the{' '}
      <Link to={paths.flows.getHref({ product: pid, ...years })}>flow explorer for {formatHsCode(pid)}</Link>
      {exporters[0] && importers[0] && exporters[0].id !== importers[0].id ? (
        <>
          , or the flows from the largest exporter to the largest importer:{' '}
          <Link
            to={paths.flows.getHref({
              reporter: exporters[0].id,
              partner: importers[0].id,
              product: pid,
              flow: 'export',
              ...years,
            })}
          >
            {exporters[0].name} to {importers[0].name}
          </Link>
        </>
      ) : null}
      .
    </p>
  );
}

/** The figures behind the view in words and numbers (the totals of what its charts draw). */
function ProductViewTotals({
  view,
  data,
  charts,
}: {
  view: ProductViewState;
  data: ProductData;
  charts: ProductCharts;
}) {
  return (
    <ProductTotals
      productLabel={charts.productLabel}
      summary={data.summary.data?.data ?? null}
      world={data.worldSeries.data?.data ?? null}
      narrowed={
        view.reporter
          ? {
              what: `${possessive(charts.nameOf(view.reporter))} ${view.flow === 'export' ? 'exports' : 'imports'}`,
              points: data.series.data?.data ?? null,
            }
          : undefined
      }
      exporters={charts.exporterPoints ? charts.exporters : null}
      importers={charts.importerPoints ? charts.importers : null}
      truncated={charts.truncated}
      children={
        data.children.valued.length > 0 && data.children.values.every((q) => q.isSuccess)
          ? data.children.values.map((q) => q.data?.data.trade_value ?? null)
          : null
      }
      {...charts.years}
    />
  );
}

function Cell({ half = false, children }: { half?: boolean; children: ReactNode }) {
  return (
    <div className={half ? 'product-view__cell product-view__cell--half' : 'product-view__cell'}>
      {children}
    </div>
  );
}

function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorMessage what="Product details could not be loaded." error={error} onRetry={onRetry} />;
}
