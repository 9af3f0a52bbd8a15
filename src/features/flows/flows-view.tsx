/**
 * The flow explorer of `/flows`: one selection (reporter → partner, product, flow, years) as a
 * heading, key figures and a value-per-year chart from /trade/summary, and the raw observations
 * of /trade. The country view's top-partner bars link here. In live mode without a key nothing
 * is requested and every part says why (as the country view does).
 */
import { Link } from 'react-router';
import { useTradeSource } from '@/api/data-source-context';
import { countryQueries } from '@/api/queries/countries';
import { tradeQueries } from '@/api/queries/trade';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { UrlNotices } from '@/components/ui/url-notices';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { countryName } from '@/lib/country-names';
import { FlowFigures } from './flow-figures';
import { FlowForm } from './flow-form';
import { useFlowsViewState } from './flow-state';
import { ObservationsTable } from './observations-table';
import { SummaryPeriodsChart } from './summary-chart';
import './flows-view.css';

function useName(id: string | undefined): string | undefined {
  const source = useTradeSource();
  const detail = useSourceQuery({ ...countryQueries.detail(source, id ?? ''), enabled: id !== undefined && id !== '' });
  if (!id) return undefined;
  const name = detail.data?.data.name ?? countryName(id);
  return name === id ? id : `${name} (${id})`;
}

export function FlowsView() {
  const { state: view, notices, setState } = useFlowsViewState();
  const source = useTradeSource();
  const selection = {
    reporter: view.reporter,
    partner: view.partner,
    product: view.product,
    flow: view.flow,
    from: view.from,
    to: view.to,
  };
  const summary = useSourceQuery({ ...tradeQueries.summary(source, selection), ...keepPrevious });
  const observations = useSourceQuery({ ...tradeQueries.observations(source, { ...selection, limit: view.limit }), ...keepPrevious });

  const reporterName = useName(view.reporter);
  const partnerName = useName(view.partner);
  const flowLabel = view.flow === 'export' ? 'exports' : 'imports';
  const range = formatYearRange(view.from, view.to);
  const who = `${reporterName ?? 'All reporters'} → ${partnerName ?? 'all partners'}`;
  const label = `${who}, ${flowLabel}${view.product ? ` of HS ${view.product}` : ''}, ${range}`;
  useDocumentTitle('Flow explorer');

  const rows = observations.data?.data;
  // A quantity or unit value in the summary means the rows with a quantity share one unit, so
  // any observation with a quantity names it.
  const unit = rows?.find((r) => r.quantity !== null)?.quantity_unit ?? null;

  return (
    <div className="flows-view">
      <UrlNotices notices={notices} />
      <header>
        <p className="flows-view__eyebrow">Flow explorer</p>
        <h1>
          {who}: {flowLabel}
          {view.product ? ` of HS ${view.product}` : ''}, {range}
        </h1>
        {view.reporter ? (
          <p>
            <Link to={paths.country.getHref(view.reporter, { flow: view.flow, from: view.from, to: view.to })}>
              Back to {reporterName}'s country view
            </Link>
          </p>
        ) : null}
      </header>

      <FlowForm key={JSON.stringify(view)} view={view} onSubmit={setState} />

      <FlowFigures
        summary={summary.data?.data}
        unit={unit}
        isPending={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />

      <SummaryPeriodsChart label={label} flow={view.flow} from={view.from} to={view.to} query={summary} />

      <ObservationsTable
        label={label}
        limit={view.limit}
        rows={rows}
        requestId={observations.data?.requestId}
        isPending={observations.isPending}
        error={observations.error}
        onRetry={() => void observations.refetch()}
      />
    </div>
  );
}
