/**
 * The product view of `/products/:pid`: who sells and who buys a product, how concentrated the
 * market is and what it costs by origin. Header with the HS breadcrumb, controls, key figures and
 * the charts of issue 8. All requests start from useProductData (and the route loader); each
 * chart has its own loading/empty/error state, so one failing request never blanks the page. A
 * 404 on the detail means an unknown product and replaces the page with the not-found state.
 */
import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTradeSource } from '@/api/use-trade-source';
import { isApiError } from '@/api/errors';
import { ChartExportScopeProvider, provenanceOf } from '@/components/charts/export/export-scope';
import { productQueries } from '@/api/queries/products';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { ErrorMessage } from '@/components/ui/error-message';
import type { SetViewState } from '@/components/ui/view-controls';
import type { Coverage } from '@/lib/coverage';
import type { UrlNotice } from '@/lib/url-state';
import { DataSourceLine } from '@/components/ui/data-source-line';
import { UrlNotices } from '@/components/ui/url-notices';
import { countryName } from '@/lib/country-names';
import { formatYearRange } from '@/lib/format';
import { formatHsCode } from '@/lib/hs/hs-nomenclature';
import { paths } from '@/lib/paths';
import { Link } from 'react-router';
import { ExporterSharesChart } from './exporter-shares-chart';
import { MarketConcentrationChart } from './market-concentration-chart';
import { MarketMapChart } from './market-map-chart';
import { MarketRankingChart } from './market-ranking-chart';
import { PriceByOriginChart } from './price-by-origin-chart';
import { ProductChildrenChart } from './product-children-chart';
import { ProductControls } from './product-controls';
import { ProductChartLive } from './product-embed';
import { toMarketRows } from './product-figures';
import { ProductHeader, productName } from './product-header';
import { ProductKeyFigures } from './product-key-figures';
import { ProductNotFound } from './product-not-found';
import { ProductSeriesChart } from './product-series-chart';
import { ProductTotals } from './product-totals';
import { MARKETS_LIMIT } from './product-requests';
import { useProductData } from './use-product-data';
import { quantityApplies, useProductViewState, type ProductViewState } from './view-state';
import './product-view.css';

export function ProductView({ pid }: { pid: string }) {
  const source = useTradeSource();
  const { search } = useLocation();
  const { view, coverage, notices, setState } = useProductViewState(pid);
  // A 404 on the detail means an unknown product, whatever else is still loading.
  const detail = useSourceQuery(productQueries.detail(source, pid));
  if (isApiError(detail.error) && detail.error.status === 404) {
    return <ProductNotFound pid={pid} message={detail.error.message} requestId={detail.error.requestId ?? undefined} />;
  }
  // The years come from the service's coverage: until it is known, only the header waits.
  if (view === null || coverage === null) {
    return (
      <div className="product-view">
        <UrlNotices notices={notices} />
        <ProductHeader pid={pid} hs6Name={null} hsVersion={null} unit={null} codeCount={null} search={search} />
        <CoveragePending />
      </div>
    );
  }
  return <ProductViewLoaded pid={pid} view={view} coverage={coverage} notices={notices} setState={setState} />;
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
  const truncated = {
    export: (exporterPoints?.length ?? 0) >= MARKETS_LIMIT,
    import: (importerPoints?.length ?? 0) >= MARKETS_LIMIT,
  };

  const hs6 = quantityApplies(pid);
  const range = formatYearRange(view.from, view.to);
  const years = { from: view.from, to: view.to };
  // Gated requests wait for the detail; while it fails, their charts show its error.
  const parentTotal = data.summary.data?.data.trade_value ?? null;

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
        <p className="product-view__selection">
          Showing <strong>{view.flow === 'export' ? 'exporters' : 'importers'}</strong> on the map and the concentration,{' '}
          <strong>{range}</strong>
          {view.reporter ? <>, series narrowed to {nameOf(view.reporter)} ({view.reporter})</> : null}.
        </p>
        <DataSourceLine sourceKey={source.key} />
      </ProductHeader>

      <ProductControls view={view} coverage={coverage} setState={setState} />

      <ProductKeyFigures
        {...years}
        hs6={hs6}
        unit={data.unit}
        summary={data.summary}
        waitingOn={data.gated ? detail : null}
        exporters={{
          count: exporterPoints ? exporters.length : null,
          truncated: truncated.export,
          issue: markets.isError ? 'unavailable' : markets.isPending ? 'Loading…' : null,
        }}
        nameOf={nameOf}
      />

      <ChartExportScopeProvider scope={{ view: 'products', id: pid, search: search.replace(/^\?/, ''), source: provenanceOf(source.key), Live: ProductChartLive }}>
      <div className="product-view__grid">
        {pid.length < 6 ? (
          <Cell>
            <ProductChildrenChart
              pid={pid}
              productLabel={productLabel}
              {...years}
              search={search}
              children={data.children.all}
              valued={data.children.valued}
              values={data.children.values}
              world={data.children.world}
              parentTotal={parentTotal}
              detail={detail}
            />
          </Cell>
        ) : null}
        <Cell>
          <ProductSeriesChart
            productLabel={productLabel}
            {...years}
            coverage={coverage}
            onSelectYear={onSelectYear}
            measure={view.measure}
            quantityApplies={hs6}
            onMeasure={(measure) => setState({ measure: measure === 'value' ? undefined : measure })}
            unit={data.unit}
            reporter={view.reporter ? { id: view.reporter, name: nameOf(view.reporter), flow: view.flow } : undefined}
            query={data.series}
          />
        </Cell>
        <Cell half>
          <MarketRankingChart side="export" pid={pid} productLabel={productLabel} {...years} limit={view.limit} rows={exporters} truncated={truncated.export} query={markets} />
        </Cell>
        <Cell half>
          <MarketRankingChart side="import" pid={pid} productLabel={productLabel} {...years} limit={view.limit} rows={importers} truncated={truncated.import} query={markets} />
        </Cell>
        <Cell half>
          <MarketConcentrationChart side={view.flow} productLabel={productLabel} {...years} rows={sideRows} truncated={truncated[view.flow]} query={markets} />
        </Cell>
        <Cell half>
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
        </Cell>
        <Cell>
          <MarketMapChart side={view.flow} pid={pid} productLabel={productLabel} {...years} rows={sideRows} query={markets} />
        </Cell>
        {hs6 ? (
          <Cell>
            <PriceByOriginChart productLabel={productLabel} {...years} unit={data.unit} rows={exporters} query={markets} />
          </Cell>
        ) : null}
      </div>
      </ChartExportScopeProvider>

      <ProductTotals
        productLabel={productLabel}
        summary={data.summary.data?.data ?? null}
        world={data.worldSeries.data?.data ?? null}
        exporters={exporterPoints ? exporters : null}
        importers={importerPoints ? importers : null}
        truncated={truncated}
        children={
          data.children.valued.length > 0 && data.children.values.every((q) => q.isSuccess)
            ? data.children.values.map((q) => q.data?.data.trade_value ?? null)
            : null
        }
        {...years}
      />

      <p className="product-view__more">
        Pairs of this product's trade: open the{' '}
        <Link to={paths.flows.getHref({ product: pid, ...years })}>flow explorer for {formatHsCode(pid)}</Link>
        {exporters[0] && importers[0] && exporters[0].id !== importers[0].id ? (
          <>
            , or the flows from the largest exporter to the largest importer:{' '}
            <Link
              to={paths.flows.getHref({ reporter: exporters[0].id, partner: importers[0].id, product: pid, flow: 'export', ...years })}
            >
              {exporters[0].name} to {importers[0].name}
            </Link>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}

function Cell({ half = false, children }: { half?: boolean; children: ReactNode }) {
  return <div className={half ? 'product-view__cell product-view__cell--half' : 'product-view__cell'}>{children}</div>;
}

function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorMessage what="Product details could not be loaded." error={error} onRetry={onRetry} />;
}
