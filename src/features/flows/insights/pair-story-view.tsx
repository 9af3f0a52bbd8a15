/**
 * The flow explorer's summary in words for a pair, at the top of the view: the same requests as
 * its change and dependence charts (cached, so nothing is asked twice), read into sentences by
 * pair-story.ts and shown by the shared StorySummary with its copy button.
 */
import { awaitingNames, storyStatus } from '@/components/charts/insights/combined-query';
import { useMemo } from 'react';
import { useProductNames } from '@/api/queries/use-product-names';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';
import { useProvenance } from '@/components/charts/export/export-scope';
import { StorySummary } from '@/components/ui/story-summary';
import type { Coverage } from '@/lib/coverage';
import { formatYearRange, noTradeReported } from '@/lib/format';
import { dependencePercent } from '@/lib/specialisation/change-years';
import { useUrlState } from '@/lib/url-state';
import type { FlowsViewState } from '../flows-state';
import { flowsSummaryQuery } from '../flows-requests';
import { usePairChange } from './pair-change';
import { dependenceOnWorld, usePairDependence } from './pair-dependence';
import { pairStory } from './pair-story';

export interface PairStoryProps {
  view: FlowsViewState;
  coverage: Coverage;
  /** False while the view's product awaits the catalog: nothing is asked then. */
  dataAllowed: boolean;
  reporterName: string;
  partnerName: string;
}

export function PairStory({ view, coverage, dataAllowed, reporterName, partnerName }: PairStoryProps) {
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  const { explicit } = useUrlState();
  const percent = dependencePercent(explicit);
  const change = usePairChange(view, coverage, dataAllowed);
  const dependence = usePairDependence(view, dataAllowed);
  const onWorld = dependenceOnWorld(view);
  // The key figures' summary of this flow (cached): whether the pair traded at all in the range.
  const summary = useSourceQuery({ ...flowsSummaryQuery(source, view, view.flow), enabled: dataAllowed });
  const summaryData = summary.data?.data;
  const noTrade = summaryData ? noTradeReported(summaryData.trade_value, summaryData.periods.length) : false;
  // Every product compared: the words name the largest gains and the largest losses, at both ends.
  const compared = change.result?.kind === 'compared' ? change.result.rows : [];
  const codes = useMemo(
    () => [...compared.map((r) => r.key), ...(dependence.shares?.partner ?? []).map((r) => r.product)],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [change.result, dependence.shares],
  );
  const names = useProductNames(codes);
  const sentences = useMemo(
    () =>
      pairStory({
        reporterName,
        partnerName,
        flow: view.flow,
        years: change.years,
        change: change.result,
        dependence: onWorld ? null : (dependence.shares?.partner ?? null),
        dependencePercent: percent,
        productName: (code) => names.nameOf(code) ?? `HS ${code}`,
        noTrade,
        range: formatYearRange(view.from, view.to),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      reporterName,
      partnerName,
      view.flow,
      change.result,
      dependence.shares,
      percent,
      names.nameOf,
      noTrade,
      onWorld,
      view.from,
      view.to,
    ],
  );
  return (
    <StorySummary
      title={`${reporterName} and ${partnerName}: in brief`}
      sentences={sentences}
      source={provenance}
      {...storyStatus([
        awaitingNames(change.query, names.pending),
        ...(onWorld ? [] : [awaitingNames(dependence.query, names.pending)]),
      ])}
    />
  );
}
