/**
 * The full country view of `/countries/:cid`: header, controls, key figures and the six charts
 * of the view. All requests start from useCountryData in the first render; each chart has its own
 * loading/empty/error state, so one failing request never blanks the page. A 404 on the detail
 * means an unknown country and replaces the page with the not-found state (with search).
 */
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTradeSource } from '@/api/use-trade-source';
import { isNotFound } from '@/api/errors';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { ErrorMessage } from '@/components/ui/error-message';
import { DataSourceLine } from '@/components/ui/data-source-line';
import { UrlNotices } from '@/components/ui/url-notices';
import { formatYearRange, noTradeReported } from '@/lib/format';
import { countryQueries } from '@/api/queries/countries';
import { useSourceQuery } from '@/api/queries/use-source-query';
import type { Coverage } from '@/lib/coverage';
import { isWorldName } from '@/lib/country-groups';
import type { UrlNotice, UrlState } from '@/lib/url-state';
import { seriesTotal, toYearSeries } from '@/components/charts/options/series-option';
import { CountryControls } from './country-controls';
import { ChartExportScopeProvider, useProvenance } from '@/components/charts/export/export-scope';
import { useCountryCharts, type CountryCharts } from './country-charts';
import { reconcileTotals, sumValues } from './country-figures';
import { CountryHeader, CountryHeaderSkeleton } from './country-header';
import { CountryNotFound } from './country-not-found';
import { KeyFigures } from './key-figures';
import { WaitingStatus } from '@/components/ui/waiting-status';
import { useCountryData, type CountryData } from './use-country-data';
import { useCountryViewState, type CountryViewState } from './country-state';
import { CountryInsightCharts, CountryStory, useCountryInsights } from './insights/country-insights';
import { firstChartsAnswered } from './insights/use-insights-start';
import './country-view.css';

/** The view's embeddable charts, for a chart's "Get this chart" panel: fetched when one opens. */
const loadLive = () => import('./country-embed').then((m) => m.CountryChartLive);

export function CountryView({ cid }: { cid: string }) {
  const source = useTradeSource();
  const { view, coverage, notices, setState } = useCountryViewState(cid);
  // A 404 on the detail means an unknown country, whatever else is still loading.
  const detail = useSourceQuery(countryQueries.detail(source, cid));
  if (isNotFound(detail.error)) {
    return (
      <CountryNotFound
        cid={cid}
        message={detail.error.message}
        requestId={detail.error.requestId ?? undefined}
      />
    );
  }
  // The years come from the service's coverage: until it is known, only the header waits.
  if (view === null || coverage === null) return <CountryViewPending cid={cid} notices={notices} />;
  return (
    <CountryViewLoaded cid={cid} requested={view} coverage={coverage} notices={notices} setState={setState} />
  );
}

/** Before the coverage is known (one small request, cached for the session): header and a status. */
function CountryViewPending({ cid, notices }: { cid: string; notices: UrlNotice[] }) {
  return (
    <div className="country-page country-view">
      <UrlNotices notices={notices} />
      <CountryHeaderSkeleton cid={cid} />
      <CoveragePending />
    </div>
  );
}

interface CountryViewLoadedProps {
  cid: string;
  requested: CountryViewState;
  coverage: Coverage;
  notices: UrlNotice[];
  setState: (patch: Partial<UrlState>, options?: { replace?: boolean }) => void;
}

function CountryViewLoaded({
  cid,
  requested,
  coverage,
  notices: urlNotices,
  setState,
}: CountryViewLoadedProps) {
  const data = useCountryData(cid, requested);
  const { detail, view } = data;
  // A year picked on a series (click or its table button) becomes the whole selection.
  const chartOptions = useMemo(
    () => ({ coverage, onSelectYear: (year: number) => setState({ from: year, to: year }) }),
    [coverage, setState],
  );
  const charts = useCountryCharts(cid, view, data, chartOptions);
  const { name, productName, render } = charts;
  // The insights' requests wait for the first screen's charts' answers (or failures).
  const flowSummary = data.summary[view.flow].data?.data;
  const insights = useCountryInsights(cid, name, view, coverage, {
    countryKnown: data.detail.isSuccess,
    afterFirstCharts: firstChartsAnswered(data),
    noTrade: flowSummary ? noTradeReported(flowSummary.trade_value, flowSummary.periods.length) : false,
  });
  const notices = useProductNotices(urlNotices, requested.product, data.productUnknown);
  const exportScope = useCountryExportScope(cid);

  return (
    <div className="country-page country-view">
      <UrlNotices notices={notices} />
      <CountryViewHeader
        cid={cid}
        name={name}
        data={data}
        productName={productName}
        filterLabel={charts.filterLabel}
      />

      <CountryControls view={view} coverage={coverage} setState={setState} productLabel={productName} />

      <CountryStory insights={insights} />

      <KeyFigures
        from={view.from}
        to={view.to}
        summaries={data.productFigures?.summary ?? data.summary}
        partners={data.productFigures?.partners ?? data.partners}
        productName={data.productFigures ? productName : undefined}
        noBalance={
          detail.data?.data.is_group && isWorldName(detail.data.data.name)
            ? 'No balance for the World: every export is also an import, so the two always match.'
            : undefined
        }
      />

      <ChartExportScopeProvider scope={exportScope}>
        <div className="country-view__grid">
          <GridCell half>{render('exports-series')}</GridCell>
          <GridCell half>{render('imports-series')}</GridCell>
          <GridCell half>{render('top-partners')}</GridCell>
          <GridCell half>{render('partner-concentration')}</GridCell>
          <GridCell>{render('partner-map')}</GridCell>
          <GridCell>{render('product-mix')}</GridCell>
          <CountryInsightCharts insights={insights} />
        </div>
      </ChartExportScopeProvider>

      <TotalsNote view={view} data={data} charts={charts} />
    </div>
  );
}

/** The URL's notices, and one for a product filter the catalog does not know (left out). */
function useProductNotices(urlNotices: UrlNotice[], product: string | undefined, productUnknown: boolean) {
  return useMemo(
    () =>
      productUnknown && product
        ? [
            ...urlNotices,
            {
              param: 'product' as const,
              input: product,
              message: `Product ${product} is not in the HS catalog; the product filter is left out.`,
            },
          ]
        : urlNotices,
    [productUnknown, product, urlNotices],
  );
}

/** Where the view's charts live, for their "Get this chart" panels. */
function useCountryExportScope(cid: string) {
  const source = useTradeSource();
  const { search } = useLocation();
  const provenance = useProvenance(source.key);
  return useMemo(
    () => ({
      view: 'countries' as const,
      id: cid,
      search: search.replace(/^\?/, ''),
      source: provenance,
      loadLive,
    }),
    [cid, search, provenance],
  );
}

const flowWord = (view: CountryViewState) => (view.flow === 'export' ? 'exports' : 'imports');

/** The header: the country with the selection in words, its error with Retry, or a skeleton. */
function CountryViewHeader({
  cid,
  name,
  data,
  productName,
  filterLabel,
}: {
  cid: string;
  name: string;
  data: CountryData;
  productName: string | undefined;
  filterLabel: string | undefined;
}) {
  const source = useTradeSource();
  const { detail, view } = data;
  // No key in live mode: the layout's banner says so once, and every chart in place.
  if (detail.data)
    return (
      <CountryHeader country={detail.data.data} from={view.from} to={view.to}>
        <p className="country-view__selection">
          Showing <strong>{flowWord(view)}</strong>
          {productName ? (
            <>
              {' '}
              of <strong>{productName}</strong>
            </>
          ) : null}
          , <strong>{formatYearRange(view.from, view.to)}</strong>
          {filterLabel ? <>, series narrowed to {filterLabel}</> : null}.
        </p>
        <DataSourceLine sourceKey={source.key} />
      </CountryHeader>
    );
  if (detail.isError)
    return (
      <header className="country-header">
        <h1>{name}</h1>
        <DetailError error={detail.error} onRetry={() => void detail.refetch()} />
        <DataSourceLine sourceKey={source.key} />
      </header>
    );
  return <CountryHeaderSkeleton cid={cid} />;
}

/** How the summary, the series and the partner list add up, in sentences. */
function totalsOf(view: CountryViewState, data: CountryData, charts: CountryCharts) {
  const { total, rankingPoints, partnerRows, filterLabel } = charts;
  const flowSeries = data.series[view.flow].data?.data;
  return reconcileTotals({
    flowLabel: flowWord(view),
    summaryValue: total,
    seriesValue:
      flowSeries && view.measure === 'value'
        ? seriesTotal(toYearSeries(flowSeries, 'value', view.from, view.to))
        : null,
    seriesFiltered: filterLabel !== undefined,
    // The ranking's own list: the flow's partners, or the product's with a product filter (so
    // "top N of M" and its share compare like with like).
    allPartnersValue: sumValues(rankingPoints),
    allPartnersCount: rankingPoints?.length ?? null,
    shownPartnersValue: rankingPoints
      ? partnerRows.slice(0, view.limit).reduce((s, r) => s + r.value, 0)
      : null,
    shownPartnersCount: rankingPoints ? Math.min(view.limit, partnerRows.length) : null,
    partnersFiltered: view.product !== undefined,
  });
}

/** Always there, its space reserved (CSS), so that nothing below jumps when it fills. */
function TotalsNote({
  view,
  data,
  charts,
}: {
  view: CountryViewState;
  data: CountryData;
  charts: CountryCharts;
}) {
  const flowSummary = data.summary[view.flow];
  const totalsReady = !flowSummary.isPending && !flowSummary.isError;
  return (
    <section
      className="country-view__totals"
      aria-labelledby="totals-title"
      // Busy only while the summary is on its way: a failed one is settled, and says so below.
      aria-busy={flowSummary.isPending && !flowSummary.isError}
      data-testid="totals-note"
    >
      <h2 id="totals-title">How the totals fit together</h2>
      {totalsReady ? (
        <ul>
          {totalsOf(view, data, charts).map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : (
        <p className="chart-frame__note">
          {flowSummary.isError
            ? 'The totals need the summary, which could not be loaded.'
            : 'The totals appear once the summary has loaded.'}
        </p>
      )}
      <WaitingStatus what="The totals" queries={[flowSummary]} />
    </section>
  );
}

function GridCell({ half = false, children }: { half?: boolean; children: ReactNode }) {
  return (
    <div className={half ? 'country-view__cell country-view__cell--half' : 'country-view__cell'}>
      {children}
    </div>
  );
}

function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorMessage what="Country details could not be loaded." error={error} onRetry={onRetry} />;
}
