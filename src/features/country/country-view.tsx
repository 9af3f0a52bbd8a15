/**
 * The full country view of `/countries/:cid`: header, controls, key figures and the six charts
 * of issue 4. All requests start from useCountryData in the first render; each chart has its own
 * loading/empty/error state, so one failing request never blanks the page. A 404 on the detail
 * means an unknown country and replaces the page with the not-found state (with search).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTradeSource } from '@/api/data-source-context';
import { isApiError } from '@/api/errors';
import { ErrorMessage } from '@/components/ui/error-message';
import { UrlNotices } from '@/components/ui/url-notices';
import { formatYearRange } from '@/lib/format';
import type { Flow } from '@/api/service-conventions';
import { countryName } from '@/lib/country-names';
import { toPartnerRows } from './charts/partners-option';
import { seriesTotal, toYearSeries } from '@/components/charts/options/series-option';
import { ConcentrationChart } from './concentration-chart';
import { CountryControls } from './country-controls';
import { reconcileTotals, sumValues } from './country-figures';
import { CountryHeader, CountryHeaderSkeleton } from './country-header';
import { CountryNotFound } from './country-not-found';
import { KeyFigures } from './key-figures';
import { PartnerMapChart } from './partner-map-chart';
import { ProductMixChart } from './product-mix-chart';
import { SeriesChart } from './series-chart';
import { TopPartnersChart } from './top-partners-chart';
import { useCountryData } from './use-country-data';
import { useProductNames } from '@/api/queries/use-product-names';
import { useQuantityUnit } from './use-quantity-unit';
import { useCountryViewState } from './view-state';
import './country-view.css';

export function CountryView({ cid }: { cid: string }) {
  const source = useTradeSource();
  const { view, notices, setState } = useCountryViewState();
  const data = useCountryData(cid, view);
  const { detail } = data;

  // Before (or without) the detail, the runtime's region name is a good stand-in for the id.
  const name = detail.data?.data.name ?? countryName(cid);
  const flowLabel = view.flow === 'export' ? 'exports' : 'imports';
  const groupNames = useMemo(
    () => (detail.data ? new Map([[detail.data.data.id, detail.data.data.name]]) : undefined),
    [detail.data],
  );
  const nameOf = useCallback((id: string) => countryName(id, groupNames), [groupNames]);

  const flowSummary = data.summary[view.flow];
  const total = flowSummary.data?.data.trade_value ?? null;
  const rankingPoints = data.rankingPartners.data?.data;
  // Shares are of the flow's total; with a product filter, of that product's partner total.
  const rankingTotal = view.product !== undefined ? sumValues(rankingPoints) : total;
  const partnerRows = useMemo(
    () => toPartnerRows(rankingPoints ?? [], nameOf, rankingTotal),
    [rankingPoints, nameOf, rankingTotal],
  );

  const productCodes = useMemo(
    () => (data.products.data?.data ?? []).flatMap((p) => (p.hs6 ? [p.hs6] : [])),
    [data.products.data],
  );
  const names = useProductNames(productCodes);
  const unit = useQuantityUnit(cid, view);

  if (isApiError(detail.error) && detail.error.status === 404) {
    return <CountryNotFound cid={cid} message={detail.error.message} requestId={detail.error.requestId ?? undefined} />;
  }

  const filterParts = [
    view.product ? `product ${view.product}` : null,
    view.partner ? `with ${nameOf(view.partner)} (${view.partner})` : null,
  ].filter(Boolean);
  const filterLabel = filterParts.length ? filterParts.join(', ') : undefined;

  const flowSeries = data.series[view.flow].data?.data;
  const totals = reconcileTotals({
    flowLabel,
    summaryValue: total,
    seriesValue:
      flowSeries && view.measure === 'value' ? seriesTotal(toYearSeries(flowSeries, 'value', view.from, view.to)) : null,
    seriesFiltered: filterLabel !== undefined,
    // The ranking's own list: the flow's partners, or the product's with a product filter (so
    // "top N of M" and its share compare like with like).
    allPartnersValue: sumValues(rankingPoints),
    allPartnersCount: rankingPoints?.length ?? null,
    shownPartnersValue: rankingPoints ? partnerRows.slice(0, view.limit).reduce((s, r) => s + r.value, 0) : null,
    shownPartnersCount: rankingPoints ? Math.min(view.limit, partnerRows.length) : null,
    partnersFiltered: view.product !== undefined,
  });
  const totalsReady = !flowSummary.isPending && !flowSummary.isError;

  // What every chart is told, and in addition what both partner charts are told.
  const chartBase = { countryName: name, from: view.from, to: view.to };
  const partnerBase = {
    ...chartBase,
    cid,
    flow: view.flow,
    product: view.product,
    rows: partnerRows,
    query: data.rankingPartners,
  };
  const range = formatYearRange(view.from, view.to);
  return (
    <div className="country-page country-view">
      <UrlNotices notices={notices} />
      {/* No key in live mode: the layout's banner says so once, and every chart in place. */}
      {detail.data ? (
        <CountryHeader country={detail.data.data} from={view.from} to={view.to}>
          <p className="country-view__selection">
            Showing <strong>{flowLabel}</strong>, <strong>{range}</strong>
            {filterLabel ? <>, series narrowed to {filterLabel}</> : null}.
          </p>
          <DataSourceLine sourceKey={source.key} />
        </CountryHeader>
      ) : detail.isError ? (
        <header className="country-header">
          <h1>{name}</h1>
          <DetailError error={detail.error} onRetry={() => void detail.refetch()} />
          <DataSourceLine sourceKey={source.key} />
        </header>
      ) : (
        <CountryHeaderSkeleton cid={cid} />
      )}

      <CountryControls view={view} setState={setState} />

      <KeyFigures from={view.from} to={view.to} summaries={data.summary} partners={data.partners} />

      <div className="country-view__grid">
        {FLOWS.map((flow) => (
          <GridCell key={flow} half>
            <SeriesChart
              {...chartBase}
              flow={flow}
              measure={view.measure}
              unit={unit}
              filterLabel={filterLabel}
              query={data.series[flow]}
            />
          </GridCell>
        ))}
        <GridCell half>
          <TopPartnersChart {...partnerBase} limit={view.limit} />
        </GridCell>
        <GridCell half>
          <ConcentrationChart {...chartBase} flow={view.flow} query={flowSummary} nameOf={nameOf} />
        </GridCell>
        <GridCell>
          <PartnerMapChart {...partnerBase} />
        </GridCell>
        <GridCell>
          <ProductMixChart {...chartBase} flow={view.flow} limit={view.limit} total={total} query={data.products} names={names} />
        </GridCell>
      </div>

      {totalsReady ? (
        <section className="country-view__totals" aria-labelledby="totals-title" data-testid="totals-note">
          <h2 id="totals-title">How the totals fit together</h2>
          <ul>
            {totals.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const FLOWS: readonly Flow[] = ['export', 'import'];

function GridCell({ half = false, children }: { half?: boolean; children: ReactNode }) {
  return <div className={half ? 'country-view__cell country-view__cell--half' : 'country-view__cell'}>{children}</div>;
}

function DataSourceLine({ sourceKey }: { sourceKey: string }) {
  const demo = sourceKey === 'demo';
  return (
    <p className="country-view__source" data-testid="data-source-line">
      Data source:{' '}
      {demo ? (
        <>
          the built-in demo service. <strong>Synthetic data</strong>, not real trade statistics.
        </>
      ) : (
        <>Trade Data Service at {sourceKey.replace(/^live:/, '')}. Values in current US dollars.</>
      )}
    </p>
  );
}

function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorMessage what="Country details could not be loaded." error={error} onRetry={onRetry} />;
}
