/**
 * `/countries/:cid`. Expects a canonical (upper-case, well-formed) cid: the route module
 * redirects other forms. The detail and series requests start together (no waterfall); a 404
 * on the detail means an unknown country and replaces the page with a not-found state.
 */
import { useTradeSource } from '../../api/data-source-context';
import { isApiError } from '../../api/errors';
import { useCountryDetail } from '../../api/queries/hooks';
import { UrlNotices } from '../../components/ui/url-notices';
import { useUrlState } from '../../lib/url-state';
import { CountryHeader, CountryHeaderSkeleton } from './country-header';
import { CountryNotFound } from './country-not-found';
import { ExportsSeriesChart } from './exports-series-chart';
import { describeError } from '../../components/charts/describe-error';
import './country-page.css';

export function CountryPage({ cid }: { cid: string }) {
  const { ready } = useTradeSource();
  const { state, notices } = useUrlState();
  const detail = useCountryDetail(cid);
  const error = detail.error;

  if (isApiError(error) && error.status === 404) {
    return <CountryNotFound cid={cid} message={error.message} requestId={error.requestId ?? undefined} />;
  }

  const name = detail.data?.data.name ?? cid;
  return (
    <div className="country-page">
      <UrlNotices notices={notices} />
      {detail.data ? (
        <CountryHeader country={detail.data.data} from={state.from} to={state.to} />
      ) : detail.isError ? (
        <header className="country-header">
          <h1>{cid}</h1>
          <CountryDetailError error={detail.error} onRetry={() => void detail.refetch()} />
        </header>
      ) : ready ? (
        <CountryHeaderSkeleton cid={cid} />
      ) : (
        <header className="country-header">
          <h1>{cid}</h1>
        </header>
      )}
      <div className="country-page__charts">
        <ExportsSeriesChart cid={cid} countryName={name} from={state.from} to={state.to} />
      </div>
    </div>
  );
}

function CountryDetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const d = describeError(error);
  return (
    <div className="notice notice--danger" role="alert">
      <p>
        <strong>Country details could not be loaded.</strong> {d.title}: {d.message}
      </p>
      {d.requestId ? (
        <p>
          Request ID: <code>{d.requestId}</code>
        </p>
      ) : null}
      {d.retriable ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
