/**
 * The flow explorer's embeddable charts: `summary-periods` and `pair-products`, drawn
 * by the same components as the full view (flows-charts.tsx) from the view's URL parameters,
 * and the pair's `changes-pair-products` and `pair-dependence` (pair-change.tsx,
 * pair-dependence.tsx), each asking only for the requests it needs. A snapshot embed renders this same component over
 * the snapshot's recorded answers. (`observations` is the raw table, which the view downloads
 * as CSV itself; it is not a chart to embed.)
 */
import { useMemo } from 'react';
import { useEmbedCoverage } from '@/components/charts/export/embed-coverage';
import { useProductNames } from '@/api/queries/use-product-names';
import type { EmbeddableView, LiveEmbedProps } from '@/components/charts/export/embed-registry';
import { flowLabels } from './flow-labels';
import { FLOWS_CHART_IDS, FLOWS_CHART_TITLES, FlowsPairChart, FlowsSummaryChart } from './flows-charts';
import { flowsChartNeeds, flowsViewFromSearch } from './flows-requests';
import { usePairProducts } from './use-pair-products';
import { useFlowsData } from './use-flows-data';
import { usePairRows } from './use-pair-rows';
import { PairChangesChart } from './insights/pair-change';
import { PairDependenceChart } from './insights/pair-dependence';
import type { FlowsViewState } from './flows-state';
import type { Coverage } from '@/lib/coverage';

const PAIR_INSIGHT_CHARTS = {
  'changes-pair-products': "What changed: the pair's products",
  'pair-dependence': 'Dependence on the partner',
} as const;
type PairInsightChart = keyof typeof PAIR_INSIGHT_CHARTS;

function isPairInsightChart(chart: string): chart is PairInsightChart {
  return Object.hasOwn(PAIR_INSIGHT_CHARTS, chart);
}

/** The pair's change or dependence chart: the names and its own requests only. */
function PairInsightLive({
  chart,
  view,
  coverage,
}: {
  chart: PairInsightChart;
  view: FlowsViewState;
  coverage: Coverage;
}) {
  const data = useFlowsData(view, ['names']);
  const labels = flowLabels(view, data);
  if (!view.isPair)
    return (
      <p role="alert">This chart needs a reporter and a partner: the link names {labels.heading.who}.</p>
    );
  if (data.productUnknown)
    return <p role="alert">HS {view.product} is not in the product catalog, so nothing was requested.</p>;
  const names = {
    reporterName: labels.reporterName ?? view.reporter ?? '',
    partnerName: labels.partnerName ?? view.partner ?? '',
  };
  return chart === 'changes-pair-products' ? (
    <PairChangesChart view={view} coverage={coverage} dataAllowed={!data.waitingForProduct} {...names} />
  ) : (
    <PairDependenceChart view={view} dataAllowed={!data.waitingForProduct} {...names} />
  );
}

export function FlowsChartLive({ chart, search }: LiveEmbedProps) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The years over the service's coverage, as the full view (the promised span until it is
  // known); a link that fixes both years needs no coverage (embed-coverage.ts).
  const { coverage } = useEmbedCoverage(search);
  const view = useMemo(() => flowsViewFromSearch(params, coverage), [params, coverage]);
  if (isPairInsightChart(chart)) return <PairInsightLive chart={chart} view={view} coverage={coverage} />;
  return <FlowsBaseChartLive chart={chart} view={view} params={params} />;
}

function FlowsBaseChartLive({
  chart,
  view,
  params,
}: {
  chart: string;
  view: FlowsViewState;
  params: URLSearchParams;
}) {
  const pairChart = chart === 'pair-products';
  const data = useFlowsData(view, flowsChartNeeds(pairChart ? 'pair-products' : 'summary-periods'));
  const rows = usePairRows(view, pairChart && !data.waitingForProduct);
  const labels = flowLabels(view, data);
  const records = pairChart ? rows.rows : undefined;
  const codes = useMemo(() => [...new Set((records ?? []).map((r) => r.hs6))], [records]);
  const { nameOf, pending: namesPending } = useProductNames(codes);
  const pair = usePairProducts(records, view.reporter, view.partner);
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
  charts: [
    ...FLOWS_CHART_IDS.map((id) => ({ id, title: FLOWS_CHART_TITLES[id] })),
    ...Object.entries(PAIR_INSIGHT_CHARTS).map(([id, title]) => ({ id, title })),
  ],
  Live: FlowsChartLive,
};
