/**
 * The flow explorer's embeddable charts: `summary-periods` and `pair-products`, drawn
 * by the same components as the full view (flows-charts.tsx) from the view's URL parameters,
 * each asking only for the requests it needs. A snapshot embed renders this same component over
 * the snapshot's recorded answers. (`observations` is the raw table, which the view downloads
 * as CSV itself; it is not a chart to embed.)
 */
import { useMemo } from 'react';
import { useEmbedCoverage } from '@/components/charts/export/embed-coverage';
import { useProductNames } from '@/api/queries/use-product-names';
import type { EmbeddableView, LiveEmbedProps } from '@/components/charts/export/embed-registry';
import { flowLabels } from './flow-labels';
import { FLOWS_CHART_IDS, FLOWS_CHART_TITLES, FlowsPairChart, FlowsSummaryChart } from './flows-charts';
import { flowsViewFromSearch } from './flows-requests';
import { usePairProducts } from './use-pair-products';
import { useFlowsData } from './use-flows-data';
import { usePairRows } from './use-pair-rows';

export function FlowsChartLive({ chart, search }: LiveEmbedProps) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The years over the service's coverage, as the full view (the promised span until it is
  // known); a link that fixes both years needs no coverage (embed-coverage.ts).
  const { coverage } = useEmbedCoverage(search);
  const view = useMemo(() => flowsViewFromSearch(params, coverage), [params, coverage]);
  const pairChart = chart === 'pair-products';
  const data = useFlowsData(view, pairChart ? ['names'] : ['names', 'summary']);
  const rows = usePairRows(view, pairChart && !data.waitingForProduct);
  const labels = flowLabels(view, data);
  const records = pairChart ? rows.rows : undefined;
  const codes = useMemo(() => [...new Set((records ?? []).map((r) => r.hs6))], [records]);
  const { nameOf, pending: namesPending } = useProductNames(codes);
  const pair = usePairProducts(records, view.reporter);
  if (pairChart)
    return (
      <FlowsPairChart
        view={view}
        rows={rows}
        labels={labels}
        pair={pair}
        nameOf={nameOf}
        namesPending={namesPending}
        search={params}
      />
    );
  return <FlowsSummaryChart view={view} data={data} labels={labels} />;
}

export const flowsEmbed: EmbeddableView = {
  view: 'flows',
  charts: FLOWS_CHART_IDS.map((id) => ({ id, title: FLOWS_CHART_TITLES[id] })),
  Live: FlowsChartLive,
};
