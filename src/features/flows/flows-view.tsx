/**
 * The flow explorer of `/flows`: what exactly flows between A and B, in what, and since when.
 * One selection (reporter, partner, product, flow or both directions, years, row limit) in the
 * URL; key figures and value per year from /trade/summary (both directions and the balance for a
 * pair); what the pair trades, aggregated from the /trade rows; and every raw observation, sortable
 * and virtualised up to the service's 10,000 rows, with a CSV of exactly what the table shows.
 * All requests start from useFlowsData; in live mode without a key every part says why.
 */
import { notesOf, waitingFor } from '@/components/charts/chart-state';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDataSource } from '@/api/data-source-context';
import { useTradeSource } from '@/api/use-trade-source';
import { isApiError } from '@/api/errors';
import { ChartExportScopeProvider, provenanceOf } from '@/components/charts/export/export-scope';
import { useProductNames } from '@/api/queries/use-product-names';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { ErrorMessage } from '@/components/ui/error-message';
import { RequestId } from '@/components/ui/request-id';
import { UrlNotices } from '@/components/ui/url-notices';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { countryName } from '@/lib/country-names';
import type { Coverage } from '@/lib/coverage';
import { paths } from '@/lib/paths';
import { parse, serialise, type UrlNotice } from '@/lib/url-state';
import { FlowFigures } from './flow-figures';
import { FlowForm } from './flow-form';
import { FlowsPairChart, FlowsSummaryChart } from './flows-charts';
import { flowLabels } from './flow-labels';
import { TRADE_LIMIT_MAX, useFlowsViewState, type FlowsViewState } from './flows-state';
import { ObservationsDownload } from './observations-download';
import {
  OBSERVATION_COLUMNS,
  columnById,
  sortObservationRows,
  toObservationRows,
  type ColumnId,
} from './observation-rows';
import { ObservationsTable } from './observations-table';
import { SORT_PARAM, toggleSort } from './sort-param';
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
  const { mode, liveBaseUrl } = useDataSource();
  const source = useTradeSource();
  const [searchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  // The form is refilled when the selection in the URL changes (Back, Forward), not when the
  // table is sorted: a sort must not throw away what the user is typing in the form.
  const formKey = useMemo(() => {
    const selection = new URLSearchParams(searchParams);
    selection.delete(SORT_PARAM);
    return selection.toString();
  }, [searchParams]);
  const [corrections, setCorrections] = useState<{ key: string; notices: UrlNotice[] }>({
    key: '',
    notices: [],
  });

  // The selection's words, as the embed's (flow-labels.ts).
  const labels = flowLabels(view, data);
  const { reporterName, partnerName, productName, heading, exportLabel, importLabel } = labels;
  useDocumentTitle(`Flow explorer: ${heading.who}`);

  // Observations: the rows once per answer, then the user's sort. Product names arrive a chapter
  // at a time; each arrival re-renders only the rows on screen (and re-sorts only a sort by
  // product), as a deferred update that React can interrupt, so scrolling never waits for it.
  const records = data.observations.data?.data;
  // Every row of the selection for "What the pair trades" (the table shows the first `limit`).
  // The pair's summary in words and its change and dependence charts read the same selection; an
  // unknown product has nothing to compare (the view's notice says why).
  const pairInsights =
    view.isPair && !data.productUnknown
      ? {
          view,
          coverage,
          dataAllowed: !data.waitingForProduct,
          reporterName: reporterName ?? view.reporter ?? '',
          partnerName: partnerName ?? view.partner ?? '',
        }
      : null;
  const pairRows = usePairRows(view, view.isPair && !data.waitingForProduct && !data.productUnknown);
  const codes = useMemo(
    () => [...new Set([...(records ?? []), ...(pairRows.rows ?? [])].map((r) => r.hs6))],
    [records, pairRows.rows],
  );
  const catalogNames = useProductNames(codes);
  const productNameOf = useDeferredValue(catalogNames.nameOf);
  const namesPending = catalogNames.pending || productNameOf !== catalogNames.nameOf;
  const rows = useMemo(
    () => (records ? toObservationRows(records, (id) => countryName(id)) : undefined),
    [records],
  );
  const sortNames = sort && columnById(sort.column).named ? productNameOf : null;
  const sorted = useMemo(
    () => (rows && sort ? sortObservationRows(rows, sort, sortNames ?? undefined) : rows),
    [rows, sort, sortNames],
  );
  // The sort is in the URL (sort-param.ts): a sort is a history entry, and Back restores the last.
  const onSort = useCallback((column: ColumnId) => setSort(toggleSort(sort, column)), [sort, setSort]);

  const pair = usePairProducts(pairRows.rows, view.reporter);
  const keyTotal = keyFiguresTotal(data);
  // A quantity or unit value in the summary means the rows with a quantity share one unit, so
  // any observation with a quantity names it.
  const unit = records?.find((r) => r.quantity !== null)?.quantity_unit ?? null;

  const narrowHint = view.product
    ? 'Narrow the years, or choose a more specific product, to see every row.'
    : 'Choose a product (or a chapter such as 84), narrow the years, or raise "Rows" up to 10,000 to see every row.';
  const requestQuery = `GET ${mode === 'demo' ? 'demo service' : liveBaseUrl}/trade?${new URLSearchParams(
    Object.entries(data.observationsParams).map(([k, v]) => [k, String(v)]),
  ).toString()}`;

  // "Get this chart" on every chart: embeds draw them with flows-embed.tsx.
  const exportScope = useMemo(
    () => ({
      view: 'flows' as const,
      search: urlKey,
      source: provenanceOf(source.key),
      loadLive: loadFlowsLive,
    }),
    [urlKey, source.key],
  );

  const productError = data.product?.error;
  const blocked = data.productUnknown || (productError !== null && productError !== undefined);

  return (
    <div className="flows-view">
      <UrlNotices notices={notices} />
      {corrections.key === urlKey && corrections.notices.length > 0 ? (
        <div className="notice" role="status" data-testid="form-corrections">
          <p>Your selection was corrected before it was applied:</p>
          <ul>
            {corrections.notices.map((n, i) => (
              <li key={i}>{n.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <header>
        <p className="flows-view__eyebrow">Flow explorer</p>
        <h1 className="flows-view__heading">{heading.text}</h1>
        <p className="flows-view__links">
          {view.reporter ? (
            <Link
              to={paths.country.getHref(view.reporter, { flow: view.flow, from: view.from, to: view.to })}
            >
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

      <FlowForm
        key={formKey}
        view={view}
        coverage={coverage}
        names={{ reporter: reporterName, partner: partnerName, product: productName }}
        onSubmit={(patch, notes) => {
          setState(patch);
          // The URL the change leads to (as url-state builds it): the corrections belong to it.
          const next = serialise(
            { ...parse(searchParams, { limitMax: TRADE_LIMIT_MAX }).state, ...patch },
            searchParams,
          ).toString();
          setCorrections({ key: next, notices: notes });
        }}
      />
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

      {blocked ? (
        <div className="notice notice--danger" data-testid="product-notice">
          {data.productUnknown ? (
            <p role="alert">
              HS {view.product} is not in the product catalog, so nothing was requested. Choose a product with
              the picker above. <RequestId id={isApiError(productError) ? productError.requestId : null} />
            </p>
          ) : (
            <ErrorMessage
              what={`The product HS ${view.product} could not be looked up.`}
              error={productError}
              onRetry={() => void data.product?.refetch()}
            />
          )}
        </div>
      ) : (
        <>
          {pairInsights ? (
            <PairStory {...pairInsights} />
          ) : view.isPair ? null : (
            <SelectionStory view={view} data={data} labels={labels} />
          )}

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

          <ChartExportScopeProvider scope={exportScope}>
            {/* The two charts as the embed wires them (flows-charts.tsx). */}
            <FlowsSummaryChart view={view} data={data} labels={labels} />
            {view.isPair ? (
              <FlowsPairChart
                view={view}
                rows={pairRows}
                keyTotal={keyTotal}
                labels={labels}
                pair={pair}
                nameOf={productNameOf}
                namesPending={namesPending}
                search={searchParams}
              />
            ) : null}
            {pairInsights ? <PairInsights {...pairInsights} /> : null}
          </ChartExportScopeProvider>

          <ObservationsTable
            label={heading.text}
            limit={view.limit}
            rows={sorted}
            productNameOf={productNameOf}
            sort={sort}
            onSort={onSort}
            requestId={data.observations.data?.requestId}
            isPending={data.observations.isPending}
            waiting={waitingFor(data.observations)}
            updating={data.observations.isPlaceholderData}
            error={data.observations.error}
            onRetry={() => void data.observations.refetch()}
            narrowHint={narrowHint}
            download={
              sorted ? (
                <ObservationsDownload
                  rows={sorted}
                  productNameOf={productNameOf}
                  namesPending={namesPending}
                  source={
                    mode === 'demo'
                      ? 'Tradescope demo: synthetic data from the built-in Trade Data Service emulator (not real trade)'
                      : `Trade Data Service at ${liveBaseUrl}`
                  }
                  query={requestQuery}
                  requestId={data.observations.data?.requestId}
                  sortedBy={
                    sort
                      ? `${OBSERVATION_COLUMNS.find((c) => c.id === sort.column)?.label} ${sort.direction}`
                      : 'the service’s order (newest year, then largest value)'
                  }
                  title={heading.text}
                  filenameStem={`tradescope-flows-${[view.reporter ?? 'all', view.partner ?? 'all', view.product ?? 'all', view.from ?? 'start', view.to].join('-')}`}
                />
              ) : null
            }
          />
        </>
      )}
    </div>
  );
}
