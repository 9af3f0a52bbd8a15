/**
 * The pair's change and dependence charts and its summary in words (which reads the same answers).
 * Loaded with the view, not on demand: a chart mounted later than another reader of the same
 * summary asks the service again for an answer that failed (TanStack Query refetches an errored
 * query for a new observer), which a contract fault repeats.
 */
import type { ComponentProps } from 'react';
import { PairChangesChart } from './pair-change';
import { dependenceOnWorld, PairDependenceChart } from './pair-dependence';

export { PairStory } from './pair-story-view';

export type PairInsightsProps = ComponentProps<typeof PairChangesChart>;

export function PairInsights(props: PairInsightsProps) {
  const { coverage: _coverage, ...dependence } = props;
  return (
    <>
      <PairChangesChart {...props} />
      {dependenceOnWorld(props.view) ? (
        <section aria-labelledby="pair-dependence-world">
          <h2 id="pair-dependence-world">Dependence on the partner</h2>
          <p className="field__hint">
            Not shown with the World as partner: it supplies every import of {props.reporterName}, so its
            share of each is 100% by definition.
          </p>
        </section>
      ) : (
        <PairDependenceChart {...dependence} />
      )}
    </>
  );
}
