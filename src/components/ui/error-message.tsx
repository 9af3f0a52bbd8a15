/**
 * What every error state of the app shows, in one place: what failed, the kind of failure, the
 * service's message, "Rate-limited until HH:MM." for a long rate limit, the way to Settings
 * when the key is missing or refused, the request ID, and a Retry action for every error a
 * retry could cure (all but a missing or refused key).
 */
import { useState } from 'react';
import { describeError } from '@/api/describe-error';
import { ErrorHints } from './error-hints';
import './error-message.css';

export interface ErrorMessageProps {
  error: unknown;
  /** Shown as a Retry button when the error is one a retry could cure. */
  onRetry?: () => void;
  /** What could not be done, said first ("Country details could not be loaded."). */
  what?: string;
  /** Extra class of the container (layout of the surface it sits in). */
  className?: string;
}

export function ErrorMessage({ error, onRetry, what, className }: ErrorMessageProps) {
  // Freeze "now" at first render so the rate-limit clock does not drift on re-renders.
  const [now] = useState(() => Date.now());
  const d = describeError(error, now);
  return (
    <div className={className ? `error-message ${className}` : 'error-message'} role="alert">
      {what ? <p className="error-message__what">{what}</p> : null}
      <p className="error-message__title">{d.title}</p>
      <p className="error-message__text">{d.message}</p>
      <ErrorHints error={d} />
      {d.canRetry && onRetry ? (
        <p>
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
}
