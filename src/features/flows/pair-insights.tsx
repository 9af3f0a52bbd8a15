/**
 * The pair's summary in words, change and dependence charts, loaded apart from the rest of the
 * flow explorer: they only show for a reporter–partner pair, and the explorer's first paint does
 * not wait for them.
 */
import type { ComponentProps } from 'react';
import { PairChangesChart } from './pair-change';
import { PairDependenceChart } from './pair-dependence';

export { PairStory } from './pair-story-view';

export type PairInsightsProps = ComponentProps<typeof PairChangesChart>;

export function PairInsights(props: PairInsightsProps) {
  const { coverage: _coverage, ...dependence } = props;
  return (
    <>
      <PairChangesChart {...props} />
      <PairDependenceChart {...dependence} />
    </>
  );
}
