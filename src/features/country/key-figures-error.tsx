import { describeError, errorSentence } from '@/api/describe-error';
import { retryFailed } from '@/components/charts/chart-state';
import { KeySettingsHint } from '@/components/ui/error-hints';
import type { FigureQuery } from '@/components/ui/key-figure';
import { RequestId } from '@/components/ui/request-id';

/**
 * The card's failures in one line each (the same failure of both queries once), with the
 * request IDs, the way to Settings when the key is the problem, and one Retry for both.
 */
export function CardError({ queries }: { queries: FigureQuery<unknown>[] }) {
  const failed = queries.filter((q) => q.isError);
  const described = failed.map((q) => describeError(q.error));
  const lines = described.filter(
    (d, i) => described.findIndex((o) => errorSentence(o) === errorSentence(d)) === i,
  );
  const needsKey = described.some((d) => d.needsKey);
  const canRetry = described.some((d) => d.canRetry);
  return (
    <div className="key-figures__error" role="alert">
      {lines.map((d) => (
        <p key={errorSentence(d)}>
          {errorSentence(d)} <RequestId id={d.requestId} />
        </p>
      ))}
      {needsKey ? <KeySettingsHint /> : null}
      {canRetry ? (
        <p>
          <button type="button" className="button button--secondary" onClick={() => retryFailed(failed)}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
}
