/**
 * The product view's summary in words at the top of the view: the same requests as its change,
 * concentration and specialisation charts (cached, so nothing is asked twice), read into
 * sentences by product-story.ts and shown by the shared StorySummary with its copy button.
 */
import { storyStatus } from '@/components/charts/insights/combined-query';
import { useMemo } from 'react';
import type { Flow } from '@/api/service-conventions';
import { useTradeSource } from '@/api/use-trade-source';
import { useProvenance } from '@/components/charts/export/export-scope';
import { StorySummary } from '@/components/ui/story-summary';
import { countryName } from '@/lib/country-names';
import type { Coverage } from '@/lib/coverage';
import { hhiOf } from '@/lib/hhi';
import { resolveChangeYears } from '@/lib/specialisation/change-years';
import { useUrlState } from '@/lib/url-state';
import { productStory } from './product-story';
import { useExporterChanges, useExporterSpecialisation } from './use-product-insights';

export interface ProductStoryProps {
  pid: string;
  label: string;
  view: { from: number; to: number; flow: Flow };
  coverage: Coverage;
  /** The values of the concentration chart's list (the view's side); null while it loads. */
  marketValues: readonly number[] | null;
  waiting?: boolean;
}

export function ProductStory({
  pid,
  label,
  view,
  coverage,
  marketValues,
  waiting = false,
}: ProductStoryProps) {
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  const { explicit } = useUrlState();
  const years = resolveChangeYears(explicit, view, coverage);
  const range = { from: view.from, to: view.to };
  const changes = useExporterChanges(pid, years.before, years.after, !waiting);
  const specialisation = useExporterSpecialisation(pid, range, !waiting);
  const hhi = useMemo(() => (marketValues ? hhiOf(marketValues) : undefined), [marketValues]);
  const sentences = useMemo(
    () =>
      productStory({
        label,
        years,
        range,
        changes: changes.result,
        concentration: hhi === undefined ? null : { side: view.flow, hhi },
        specialisation: specialisation.rows,
        nameOf: countryName,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      label,
      years.before,
      years.after,
      view.from,
      view.to,
      view.flow,
      changes.result,
      hhi,
      specialisation.rows,
    ],
  );
  return (
    <StorySummary
      title={`${label}: in brief`}
      sentences={sentences}
      source={provenance}
      {...storyStatus([changes.query, specialisation.query])}
    />
  );
}
