import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { dataCreditFor } from '@/api/data-credit';
import { storedServiceProfile, subscribeServiceProfiles } from '@/api/service-profile-store';
import { paths } from '@/lib/paths';
import './data-source-line.css';

/**
 * Where a view's figures come from; demo data is marked synthetic wherever it shows, and live
 * mode without a base URL (an unconfigured production build) says so rather than "at .".
 */
export function DataSourceLine({ sourceKey, className }: { sourceKey: string; className?: string }) {
  const demo = sourceKey === 'demo';
  const liveUrl = sourceKey.replace(/^live:/, '');
  // Named by the page's own server (npm start) or by the service's OpenAPI document, which
  // may be read after the line first shows.
  useSyncExternalStore(subscribeServiceProfiles, () => (liveUrl ? storedServiceProfile(liveUrl) : null));
  const credit = liveUrl ? dataCreditFor(liveUrl) : null;
  return (
    <p
      className={className ? `data-source-line ${className}` : 'data-source-line'}
      data-testid="data-source-line"
    >
      Data source:{' '}
      {demo ? (
        <>
          the built-in demo service. <strong>Synthetic data</strong>, not real trade statistics.
        </>
      ) : liveUrl ? (
        <>
          {credit ? `${credit.name}, via the ` : ''}Trade Data Service at {liveUrl}.{' '}
          {credit?.synthetic ? (
            <>
              <strong>Synthetic data</strong>, not real trade statistics.{' '}
            </>
          ) : null}
          Values in current US dollars.
        </>
      ) : (
        <>
          none yet. No Trade Data Service is configured: enter its base URL and API key in{' '}
          <Link to={paths.settings.getHref()}>Settings</Link>.
        </>
      )}
    </p>
  );
}
