/**
 * Every request of the compare view from one hook at the top of the page (the list, the catalog
 * wait and the waves are in compare-requests.ts, which the route loader uses too).
 */
import { useTradeSource } from '@/api/use-trade-source';
import { keepPrevious, useSourceQueries } from '@/api/queries/use-source-query';
import {
  askedComparison,
  catalogLookups,
  catalogQueries,
  catalogVerdict,
  compareViewQueries,
  type CompareRange,
  type CompareRequestName,
} from './compare-requests';
import type { CompareState } from './compare-state';

/**
 * Every request of the view; `range` null while the coverage is not known (only those without
 * years). `only`: an embed of one chart asks for that chart's requests alone (the
 * catalog lookups always: the names, and the data waits for them).
 */
export function useCompareData(
  state: CompareState,
  range: CompareRange | null,
  only?: readonly CompareRequestName[],
) {
  const source = useTradeSource();
  const lookupIds = catalogLookups(state);
  const lookups = useSourceQueries(catalogQueries(source, state));
  const asked = askedComparison(state, (id) => catalogVerdict(id, lookups[lookupIds.indexOf(id)]));
  const q = compareViewQueries(source, asked.state, range);
  const on = (name: CompareRequestName) => (i: number) => ({
    enabled: (only === undefined || only.includes(name)) && !asked.waiting[i],
  });
  const ask = <T extends object>(name: CompareRequestName, list: readonly T[]) =>
    list.map((o, i) => ({ ...o, ...keepPrevious, ...on(name)(i) }));
  return {
    /** The comparison the charts show: without the products the catalog does not know. */
    asked: asked.state,
    unknown: asked.unknown,
    /** The catalog lookups the data still waits for (loading, or failed: their error and Retry are the charts'). */
    pendingCatalog: lookups.filter((l, i) => catalogVerdict(lookupIds[i]!, l) === 'waiting'),
    series: useSourceQueries(ask('series', q.series)),
    figures: useSourceQueries(ask('figures', q.figures)),
    other: useSourceQueries(ask('other', q.other)),
    partners: useSourceQueries(ask('partners', q.partners)),
    markets: useSourceQueries(ask('markets', q.markets)),
    /** Per entry of `asked.ids` (products): its catalog entry, for its name. */
    details:
      asked.state.kind === 'products' ? asked.state.ids.map((id) => lookups[lookupIds.indexOf(id)]!) : [],
    /** A countries comparison's product filter: its catalog entry, for its name. */
    filterDetail:
      asked.state.kind === 'countries' && asked.state.product !== undefined
        ? lookups[lookupIds.indexOf(asked.state.product)]
        : undefined,
  };
}

export type CompareData = ReturnType<typeof useCompareData>;
