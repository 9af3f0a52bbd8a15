/**
 * The compare view's embeddable charts: `/embed/compare/<chart>?countries=BR,AR` (or
 * `products=…`), drawn by the same components as the full view (compare-charts.tsx), each
 * asking only for the requests it needs. A snapshot embed renders this same component over the
 * snapshot's recorded answers.
 */
import { useCallback, useMemo } from 'react';
import { fallbackCoverage, usableCoverage, useCoverage } from '@/api/queries/coverage';
import type { EmbeddableView, LiveEmbedProps } from '@/components/charts/export/embed-registry';
import { UrlNotices } from '@/components/ui/url-notices';
import { paths } from '@/lib/paths';
import {
  COMPARE_CHART_IDS,
  COMPARE_CHART_TITLES,
  compareChartNeeds,
  useCompareCharts,
  type CompareChartId,
} from './compare-charts';
import { compareSearch, parseCompare, resolveCompareView } from './compare-state';

function isCompareChart(chart: string): chart is CompareChartId {
  return (COMPARE_CHART_IDS as readonly string[]).includes(chart);
}

export function CompareChartLive({ chart, search }: LiveEmbedProps) {
  const { state } = useMemo(() => parseCompare(search), [search]);
  // The service's coverage (cached); while it loads, the span the service promises stands in, as
  // in the other views' embeds (a snapshot replays only the chart's own requests).
  const coverage = usableCoverage(useCoverage()) ?? fallbackCoverage();
  const { view } = useMemo(() => resolveCompareView(state, coverage), [state, coverage]);
  // A year chosen on the series opens the full view on that year (an embed has no selection of its own).
  const onSelectYear = useCallback(
    (year: number) =>
      window.open(
        `${paths.compare.path}?${compareSearch({ ...state, from: year, to: year })}`,
        '_blank',
        'noopener',
      ),
    [state],
  );
  const wanted: CompareChartId = isCompareChart(chart) ? chart : 'compare-series';
  const { render, countries, notices } = useCompareCharts(state, {
    view,
    coverage,
    onSelectYear,
    only: compareChartNeeds(wanted),
  });
  if (state.ids.length === 0) {
    return (
      <p role="alert">
        This link names no {state.kind} to compare: add <code>countries=BR,AR</code> or{' '}
        <code>products=090111,180100</code> to it.
      </p>
    );
  }
  if (wanted === 'compare-exporters' && countries) {
    return <p role="alert">Top exporters side by side compares products: this link compares countries.</p>;
  }
  // A product the catalog does not know is left out of the chart: the embed says so too.
  return (
    <>
      <UrlNotices notices={notices} />
      {render(wanted)}
    </>
  );
}

export const compareEmbed: EmbeddableView = {
  view: 'compare',
  charts: COMPARE_CHART_IDS.map((id) => ({ id, title: COMPARE_CHART_TITLES[id] })),
  Live: CompareChartLive,
};
