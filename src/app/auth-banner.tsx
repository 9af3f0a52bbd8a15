import { Link, useLocation } from 'react-router';
import { useDataSource } from '@/api/data-source-context';
import { paths } from '@/lib/paths';

/**
 * A 401 anywhere clears the live key (the query client tells the data-source store) and keeps
 * the service's message; this banner then asks for the key again on every page. Live mode
 * without a base URL or key gets the same prompt, since no chart can load.
 */
export function AuthBanner() {
  const ds = useDataSource();
  const location = useLocation();
  if (ds.mode !== 'live' || ds.ready) return null;
  const onSettings = location.pathname === paths.settings.getHref();
  const needs = ds.liveBaseUrl ? 'the API key' : 'the base URL and API key';
  const action = onSettings ? (
    'Enter it again below.'
  ) : (
    <Link to={paths.settings.getHref()}>Enter {needs} in Settings</Link>
  );
  return (
    <div className="notice notice--danger" role="alert" data-testid="auth-banner">
      {ds.keyClearedReason ? (
        <p>
          <strong>The service rejected the API key</strong>: “{ds.keyClearedReason}”. The key was cleared.{' '}
          {action}
        </p>
      ) : (
        <p>
          <strong>
            The live service needs {ds.liveBaseUrl ? 'an API key' : 'a base URL and an API key'}
          </strong>{' '}
          before any data can load. {onSettings ? '' : action}
        </p>
      )}
    </div>
  );
}
