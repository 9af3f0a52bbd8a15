/**
 * What every error state of the app shows, in one place: what failed, the kind of failure, the
 * service's message, "Rate-limited until HH:MM." for a long rate limit, the way to Settings
 * when the key is missing or refused, the request ID, a Retry action for every error a
 * retry could cure, and "Copy details" for those it could not.
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

/**
 * Repeating a contract mismatch or a 4xx gets the same answer: the way on is a report, so the
 * details (with the request ID) are offered for the clipboard.
 */
function CopyDetails({ text }: { text: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopied('failed');
    clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <p>
      <button type="button" className="button" onClick={copy}>
        Copy details
      </button>{' '}
      <span role="status">
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Could not copy: select the text above.' : ''}
      </span>
    </p>
  );
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
      {d.copyText ? <CopyDetails text={d.copyText} /> : null}
    </div>
  );
}
