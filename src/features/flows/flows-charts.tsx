/**
 * The explorer's two charts wired to its data, once: the full view (flows-view.tsx)
 * renders both, an embed of one chart (flows-embed.tsx) renders one, with the same props.
 */
import { paths } from '@/lib/paths';
import type { FlowsViewState } from './flows-state';
import type { flowLabels } from './flow-labels';
import type { PairProduct } from './pair-products';
import { PairProductsChart } from './charts/pair-products-chart';
import { SummaryPeriodsChart } from './charts/summary-chart';
import type { FlowsData } from './use-flows-data';
import type { PairRows } from './use-pair-rows';

export const FLOWS_CHART_IDS = ['summary-periods', 'pair-products'] as const;
export type FlowsChartId = (typeof FLOWS_CHART_IDS)[number];
export const FLOWS_CHART_TITLES: Record<FlowsChartId, string> = {
  'summary-periods': 'Value per year',
  'pair-products': 'What the pair trades',
};

type Labels = ReturnType<typeof flowLabels>;

export function FlowsSummaryChart({
  view,
  data,
  labels,
}: {
  view: FlowsViewState;
  data: FlowsData;
  labels: Labels;
}) {
  return (
    <SummaryPeriodsChart
      label={labels.heading.who}
      directions={data.directions}
      summaries={data.summary}
      reporterName={labels.reporterName ?? view.reporter}
      partnerName={labels.partnerName ?? view.partner}
      from={view.from}
      to={view.to}
    />
  );
}

export interface FlowsPairChartProps {
  view: FlowsViewState;
  /** Every row of the selection (use-pair-rows.ts), whatever the table's row limit. */
  rows: PairRows;
  /** The key figures' total of the selection, when the view has asked for it. */
  keyTotal?: number | null;
  labels: Labels;
  pair: { products?: readonly PairProduct[]; pending: boolean };
  nameOf: (hs6: string) => string | null;
  /** Names still arriving: the treemap takes them once all have come (pair-products-chart.tsx). */
  namesPending?: boolean;
  /** The view's search parameters, for the links that narrow the selection to one product. */
  search: URLSearchParams;
}

export function FlowsPairChart({
  view,
  rows,
  keyTotal,
  labels,
  pair,
  nameOf,
  namesPending,
  search,
}: FlowsPairChartProps) {
  return (
    <PairProductsChart
      label={labels.heading.who}
      products={pair.products}
      pending={rows.pending || pair.pending}
      error={rows.error}
      notes={rows.notes}
      waiting={rows.waiting}
      onRetry={rows.retry}
      updating={rows.updating}
      coverage={rows.coverage}
      keyTotal={keyTotal}
      both={view.bothDirections}
      exportLabel={labels.exportLabel}
      importLabel={labels.importLabel}
      nameOf={nameOf}
      namesPending={namesPending}
      narrowHref={(hs6) =>
        paths.flows.getHref(
          `${new URLSearchParams({ ...Object.fromEntries(search), product: hs6 }).toString()}`,
        )
      }
    />
  );
}
