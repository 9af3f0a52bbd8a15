import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CountrySearch } from '@/components/ui/country-search';
import { RequestId } from '@/components/ui/request-id';

/** An unknown or malformed country id: say so plainly and offer the way forward (search). */
export function CountryNotFound({
  cid,
  message,
  requestId,
}: {
  cid: string;
  message?: string;
  requestId?: string;
}) {
  return (
    <section className="country-not-found" aria-labelledby="country-not-found-title">
      <h1 id="country-not-found-title">Country not found</h1>
      {message ? (
        <p>
          The service knows no country or country group with the id <code>{cid}</code>.{' '}
          <span>The service said: “{message}”</span>
        </p>
      ) : (
        <p>
          <code>{cid}</code> is not a country id.
        </p>
      )}
      {requestId ? (
        <p>
          <RequestId id={requestId} />
        </p>
      ) : null}
      <p>Country ids are ISO 3166 alpha-2 codes such as DE, BR or KE. Search by name instead:</p>
      <div style={{ maxWidth: '28rem' }}>
        <CountrySearch label="Find a country" />
      </div>
      <p>
        <Link to={paths.home.getHref()}>Back to the home page</Link>
      </p>
    </section>
  );
}
