/**
 * The flow explorer's summary in words for a selection that is not a pair: the sentences of
 * selection-story.ts over the summary the view already asked for (the `summary-periods` chart's),
 * shown by the shared StorySummary with its copy button. No request of its own.
 */
import { useMemo } from 'react';
import { combineQueries, storyStatus } from '@/components/charts/insights/combined-query';
import { useProvenance } from '@/components/charts/export/export-scope';
import { StorySummary } from '@/components/ui/story-summary';
import { useTradeSource } from '@/api/use-trade-source';
import { formatYearRange } from '@/lib/format';
import { possessive } from '@/lib/phrases';
import type { FlowsViewState } from '../flows-state';
import type { flowLabels } from '../flow-labels';
import { selectionStory } from './selection-story';
import { yearRows } from '../charts/summary-chart';
import type { FlowsData } from '../use-flows-data';

/** The selection's flow in words: "Kenya's exports to all partners", "world imports of HS 0901 from Peru". */
function selectionSubject(view: FlowsViewState, labels: ReturnType<typeof flowLabels>): string {
  const flowWord = view.flow === 'export' ? 'exports' : 'imports';
  const what = view.product
    ? ` of HS ${view.product}${labels.productName ? ` (${labels.productName})` : ''}`
    : '';
  const reporter = labels.reporterName ?? view.reporter;
  const partner = labels.partnerName ?? view.partner;
  const towards = view.flow === 'export' ? 'to' : 'from';
  const who = reporter ? `${possessive(reporter)} ${flowWord}` : `the world's ${flowWord}`;
  return `${who}${what} ${towards} ${partner ?? 'all partners'}`;
}

export function SelectionStory({
  view,
  data,
  labels,
}: {
  view: FlowsViewState;
  data: FlowsData;
  labels: ReturnType<typeof flowLabels>;
}) {
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  const query = data.summary[data.directions[0] ?? view.flow];
  const summary = query.data?.data;
  const sentences = useMemo(
    () =>
      summary
        ? selectionStory({
            subject: selectionSubject(view, labels),
            rows: yearRows(summary.periods, view.from, view.to),
            total: summary.trade_value,
            growth: summary.growth,
            range: formatYearRange(view.from, view.to),
          })
        : [],
    [summary, view, labels],
  );
  return (
    <StorySummary
      title={`${labels.heading.who}: in brief`}
      sentences={sentences}
      source={provenance}
      {...storyStatus([combineQueries([query])])}
    />
  );
}
