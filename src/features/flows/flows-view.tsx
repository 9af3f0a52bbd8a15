/**
 * The flow explorer of `/flows`: what exactly flows between A and B, in what, and since when.
 * One selection (reporter, partner, product, flow or both directions, years, row limit) in the
 * URL; key figures and value per year from /trade/summary (both directions and the balance for a
 * pair); what the pair trades, aggregated from the /trade rows; and every raw observation, sortable
 * and virtualised up to the service's 10,000 rows, with a CSV of exactly what the table shows.
 * All requests start from useFlowsData; in live mode without a key every part says why.
 */
import { notesOf, waitingFor } from '@/components/charts/chart-state';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTradeSource } from '@/api/use-trade-source';
import { isApiError } from '@/api/errors';
import { ChartExportScopeProvider, useProvenance } from '@/components/charts/export/export-scope';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { ErrorMessage } from '@/components/ui/error-message';
import { RequestId } from '@/components/ui/request-id';
import { UrlNotices } from '@/components/ui/url-notices';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import type { Coverage } from '@/lib/coverage';
import { paths } from '@/lib/paths';
import { parse, serialise, type UrlNotice } from '@/lib/url-state';
import { FlowFigures } from './flow-figures';
import { FlowForm } from './flow-form';
import { FlowsPairChart, FlowsSummaryChart } from './flows-charts';
import { flowLabels, type FlowLabels } from './flow-labels';
import { TRADE_LIMIT_MAX, useFlowsViewState, type FlowsViewState } from './flows-state';
import { FlowsObservations, useObservationRows } from './flows-observations';
import type { ProductNameOf } from './observation-rows';
import { SORT_PARAM } from './sort-param';
import { useFlowsData, type FlowsData } from './use-flows-data';
import { usePairProducts } from './use-pair-products';
import { PairInsights, PairStory } from './insights/pair-insights';
import { SelectionStory } from './insights/selection-story-view';
import { usePairRows } from './use-pair-rows';
import './flows-view.css';

/** Replaces the URL's ids with their canonical form (`usa` → `US`, `hs:870323` → `870323`), without a history entry. */
function useCanonicalIds(explicit: { reporter?: string; partner?: string; product?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const next = new URLSearchParams(params);
    let changed = false;
    for (const p of ['reporter', 'partner', 'product'] as const) {
      const raw = params.get(p);
      const canonical = explicit[p];
      if (raw !== null && canonical !== undefined && raw !== canonical) {
        next.set(p, canonical);
        changed = true;
      }
    }
    if (changed) void navigate(`?${next.toString()}`, { replace: true });
  }, [params, explicit, navigate]);
}

/** The key figures' total (both directions summed for a pair), once every direction has answered. */
function keyFiguresTotal(data: FlowsData): number | null {
  const values = data.directions.map((flow) => data.summary[flow].data?.data.trade_value);
  return values.every((v) => typeof v === 'number') ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;
}

/** The embeds' charts, for a "Get this chart" panel: fetched when one opens. */
const loadFlowsLive = () => import('./flows-embed').then((m) => m.FlowsChartLive);

export function FlowsView() {
  const state = useFlowsViewState();
  useCanonicalIds(state.explicit);
  // The years come from the service's coverage: until it is known (one small request, cached
  // for the session), the page says so and asks for nothing that depends on the years.
  if (state.view === null || state.coverage === null)
    return (
      <div className="flows-view">
        <UrlNotices notices={state.notices} />
        <header>
          <p className="flows-view__eyebrow">Flow explorer</p>
          <h1 className="flows-view__heading">Flow explorer</h1>
        </header>
        <CoveragePending />
      </div>
    );
  return <FlowsViewLoaded {...state} view={state.view} coverage={state.coverage} />;
}

type FlowsViewLoadedProps = ReturnType<typeof useFlowsViewState> & {
  view: FlowsViewState;
  coverage: Coverage;
};

/**
 * The form's key and its submit: the form is refilled when the selection in the URL changes (Back,
 * Forward), not when the table is sorted, since a sort must not throw away what the user is typing.
 * The corrections a submit needed are shown while the URL is the one it led to.
 */
function useFormCorrections(setState: FlowsViewLoadedProps['setState']) {
  const [searchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const key = useMemo(() => {
    const selection = new URLSearchParams(searchParams);
    selection.delete(SORT_PARAM);
    return selection.toString();
  }, [searchParams]);
  const [corrections, setCorrections] = useState<{ key: string; notices: UrlNotice[] }>({
    key: '',
    notices: [],
  });
  const onSubmit = (patch: Parameters<typeof setState>[0], notes: UrlNotice[]) => {
    setState(patch);
    // The URL the change leads to (as url-state builds it): the corrections belong to it.
    const next = serialise(
      { ...parse(searchParams, { limitMax: TRADE_LIMIT_MAX }).state, ...patch },
      searchParams,
    ).toString();
    setCorrections({ key: next, notices: notes });
  };
  return { key, corrections: corrections.key === urlKey ? corrections.notices : [], onSubmit };
}

/** What the pair's story and insights read; none unless a pair with a known product. */
function pairInsightsOf(view: FlowsViewState, coverage: Coverage, data: FlowsData, labels: FlowLabels) {
  const { reporterName, partnerName } = labels;
  return view.isPair && !data.productUnknown
    ? {
        view,
        coverage,
        dataAllowed: !data.waitingForProduct,
        reporterName: reporterName ?? view.reporter ?? '',
        partnerName: partnerName ?? view.partner ?? '',
      }
    : null;
}

function FlowsViewLoaded({
  view,
  coverage,
  notices,
  setState,
  setBothDirections,
  swap,
  sort,
  setSort,
}: FlowsViewLoadedProps) {
  const data = useFlowsData(view);
  const form = useFormCorrections(setState);

  // The selection's words, as the embed's (flow-labels.ts).
  const labels = flowLabels(view, data);
  const { reporterName, partnerName, productFieldName, heading } = labels;
  useDocumentTitle(`Flow explorer: ${heading.who}`);

  // Observations: the rows once per answer, then the user's sort (flows-observations.tsx).
  const records = data.observations.data?.data;
  // Every row of the selection for "What the pair trades" (the table shows the first `limit`).
  // The pair's summary in words and its change and dependence charts read the same selection; an
  // unknown product has nothing to compare (the view's notice says why).
  const pairInsights = pairInsightsOf(view, coverage, data, labels);
  const pairRows = usePairRows(view, view.isPair && !data.waitingForProduct && !data.productUnknown);
  const { productNameOf, namesPending, sorted, onSort } = useObservationRows(
    records,
    pairRows.rows,
    sort,
    setSort,
  );

  // A quantity or unit value in the summary means the rows with a quantity share one unit, so
  // any observation with a quantity names it.
  const unit = records?.find((r) => r.quantity !== null)?.quantity_unit ?? null;

  const productError = data.product?.error;
  const blocked = data.productUnknown || (productError !== null && productError !== undefined);

  return (
    <div className="flows-view">
      <UrlNotices notices={notices} />
      <FormCorrections notices={form.corrections} />
      <FlowsHeader view={view} heading={heading.text} reporterName={reporterName} partnerName={partnerName} />

      <FlowForm
        key={form.key}
        view={view}
        coverage={coverage}
        names={{ reporter: reporterName, partner: partnerName, product: productFieldName }}
        onSubmit={form.onSubmit}
      />
      <FlowsActions view={view} swap={swap} setBothDirections={setBothDirections} />

      {blocked ? (
        <ProductNotice view={view} data={data} />
      ) : (
        <>
          {pairInsights ? (
            <PairStory {...pairInsights} />
          ) : view.isPair ? null : (
            <SelectionStory view={view} data={data} labels={labels} />
          )}

          <FlowsKeyFigures view={view} data={data} labels={labels} unit={unit} />

          <FlowsChartsSection
            view={view}
            data={data}
            labels={labels}
            pairRows={pairRows}
            nameOf={productNameOf}
            namesPending={namesPending}
            pairInsights={pairInsights}
          />

          <FlowsObservations
            view={view}
            data={data}
            title={heading.text}
            rows={sorted}
            productNameOf={productNameOf}
            namesPending={namesPending}
            sort={sort}
            onSort={onSort}
          />
        </>
      )}
    </div>
  );
}

/** The corrections a submitted form needed, shown on the page its URL leads to. */
function FormCorrections({ notices }: { notices: UrlNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="notice" role="status" data-testid="form-corrections">
      <p>Your selection was corrected before it was applied:</p>
      <ul>
        {notices.map((n, i) => (
          <li key={i}>{n.message}</li>
        ))}
      </ul>
    </div>
  );
}

function FlowsHeader(props: {
  view: FlowsViewState;
  heading: string;
  reporterName: string | null | undefined;
  partnerName: string | null | undefined;
}) {
  const { view, reporterName, partnerName } = props;
  return (
    <header>
      <p className="flows-view__eyebrow">Flow explorer</p>
      <h1 className="flows-view__heading">{props.heading}</h1>
      <p className="flows-view__links">
        {view.reporter ? (
          <Link to={paths.country.getHref(view.reporter, { flow: view.flow, from: view.from, to: view.to })}>
            Back to {reporterName ?? view.reporter}’s country view
          </Link>
        ) : null}
        {view.partner ? (
          <Link to={paths.country.getHref(view.partner)}>{partnerName ?? view.partner}’s country view</Link>
        ) : null}
        {view.product ? (
          <Link to={paths.product.getHref(view.product)}>Product view of HS {view.product}</Link>
        ) : null}
      </p>
    </header>
  );
}

function FlowsActions({
  view,
  swap,
  setBothDirections,
}: {
  view: FlowsViewState;
  swap: () => void;
  setBothDirections: (both: boolean) => void;
}) {
  return (
    <div className="flows-view__actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={swap}
        disabled={!view.reporter && !view.partner}
      >
        ⇄ Swap reporter and partner
      </button>
      <label className="flows-view__switch">
        <input
          type="checkbox"
          checked={view.bothDirections}
          disabled={!view.isPair}
          onChange={(e) => setBothDirections(e.target.checked)}
          aria-describedby="both-directions-hint"
        />
        Both directions
      </label>
      <span id="both-directions-hint" className="flows-view__hint">
        {view.isPair
          ? 'Shows the reporter’s exports to the partner next to its imports from it.'
          : 'Needs a reporter and a partner.'}
      </span>
    </div>
  );
}

/** Why nothing was asked: the product is not in the catalog, or its lookup failed. */
function ProductNotice({ view, data }: { view: FlowsViewState; data: FlowsData }) {
  const productError = data.product?.error;
  return (
    <div className="notice notice--danger" data-testid="product-notice">
      {data.productUnknown ? (
        <p role="alert">
          HS {view.product} is not in the product catalog, so nothing was requested. Choose a product with the
          picker above. <RequestId id={isApiError(productError) ? productError.requestId : null} />
        </p>
      ) : (
        <ErrorMessage
          what={`The product HS ${view.product} could not be looked up.`}
          error={productError}
          onRetry={() => void data.product?.refetch()}
        />
      )}
    </div>
  );
}

function FlowsKeyFigures({
  view,
  data,
  labels,
  unit,
}: {
  view: FlowsViewState;
  data: FlowsData;
  labels: FlowLabels;
  unit: string | null;
}) {
  const { exportLabel, importLabel } = labels;
  return (
    <FlowFigures
      notes={notesOf(data.directions.map((flow) => data.summary[flow]))}
      isPair={view.isPair}
      unit={unit}
      counterpartLabel={view.reporter ? 'partners' : view.flow === 'import' ? 'importers' : 'exporters'}
      directions={data.directions.map((flow) => {
        const q = data.summary[flow];
        return {
          flow,
          title: flow === 'export' ? `Exports ${exportLabel}` : `Imports ${importLabel}`,
          summary: q.data?.data,
          isPending: q.isPending,
          error: q.error,
          onRetry: () => void q.refetch(),
          waiting: waitingFor(q),
        };
      })}
    />
  );
}

/** The two charts as the embed wires them (flows-charts.tsx), and the pair's insights. */
function FlowsChartsSection(props: {
  view: FlowsViewState;
  data: FlowsData;
  labels: FlowLabels;
  pairRows: ReturnType<typeof usePairRows>;
  nameOf: ProductNameOf;
  namesPending: boolean;
  pairInsights: Parameters<typeof PairInsights>[0] | null;
}) {
  const { view, data, labels, pairRows, nameOf, namesPending, pairInsights } = props;
  const source = useTradeSource();
  const [searchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const pair = usePairProducts(pairRows.rows, view.reporter, view.partner);
  const keyTotal = keyFiguresTotal(data);
  const provenance = useProvenance(source.key);
  // "Get this chart" on every chart: embeds draw them with flows-embed.tsx.
  const exportScope = useMemo(
    () => ({
      view: 'flows' as const,
      search: urlKey,
      source: provenance,
      loadLive: loadFlowsLive,
    }),
    [urlKey, provenance],
  );
  return (
    <ChartExportScopeProvider scope={exportScope}>
      <FlowsSummaryChart view={view} data={data} labels={labels} />
      {view.isPair ? (
        <FlowsPairChart
          view={view}
          rows={pairRows}
          keyTotal={keyTotal}
          labels={labels}
          pair={pair}
          nameOf={nameOf}
          namesPending={namesPending}
          search={searchParams}
        />
      ) : null}
      {pairInsights ? <PairInsights {...pairInsights} /> : null}
    </ChartExportScopeProvider>
  );
}
