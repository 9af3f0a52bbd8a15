/**
 * Under a section that is not a chart (a strip of key figures, a summary in words, the totals):
 * while one of its requests is being sent again after a time limit or a failure, it says so and
 * which attempt, as a chart's frame does; nothing otherwise. A hung service must never leave a
 * section on "Loading…" without a word.
 */
import { waitingFor, waitingText, type RetryingQueryLike } from '@/components/charts/chart-state';

export interface WaitingStatusProps {
  queries: readonly RetryingQueryLike[];
  /** What waits ("Key figures"), said first. */
  what: string;
}

export function WaitingStatus({ queries, what }: WaitingStatusProps) {
  const waiting = waitingFor(queries);
  if (!waiting) return null;
  return (
    <p className="field__hint" role="status" data-waiting-attempt={waiting.attempt}>
      {what}: {waitingText(waiting).replace(/^Still/, 'still')}
    </p>
  );
}
