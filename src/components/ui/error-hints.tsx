/**
 * What every error message of the app says after the failure itself, where it applies: until
 * when a long rate limit lasts, the way to Settings when the key is missing or refused, and the
 * service's request ID (for a report). ErrorMessage ends with it; a surface with one line per
 * failure (a key-figure card) uses `KeySettingsHint` and `RequestId` beside its own lines.
 */
import { Link } from 'react-router';
import { rateLimitLine, type ErrorDescription } from '@/api/describe-error';
import { paths } from '@/lib/paths';
import { RequestId } from './request-id';

/** The way out of a missing or refused key: Settings (a retry would be refused again). */
export function KeySettingsHint() {
  return (
    <p>
      <Link to={paths.settings.getHref()}>Enter the API key in Settings</Link>
    </p>
  );
}

export function ErrorHints({ error }: { error: ErrorDescription }) {
  const limit = rateLimitLine(error);
  return (
    <>
      {limit ? <p>{limit}</p> : null}
      {error.needsKey ? <KeySettingsHint /> : null}
      {error.requestId ? (
        <p>
          <RequestId id={error.requestId} />
        </p>
      ) : null}
    </>
  );
}
