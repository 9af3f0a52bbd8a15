/**
 * The two hints every error message of the app ends with, where they apply: the way to
 * Settings when the key is missing or refused, and the service's request ID (for a report).
 */
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { ErrorDescription } from '@/api/describe-error';

export function ErrorHints({ error, requestIdClassName }: { error: ErrorDescription; requestIdClassName?: string }) {
  return (
    <>
      {error.needsKey ? (
        <p>
          <Link to={paths.settings.getHref()}>Enter the API key in Settings</Link>
        </p>
      ) : null}
      {error.requestId ? (
        <p className={requestIdClassName}>
          Request ID: <code>{error.requestId}</code>
        </p>
      ) : null}
    </>
  );
}
