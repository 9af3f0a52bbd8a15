/**
 * Route module of `/countries/:cid`. The canonical URL has an upper-case alpha-2 cid: other cases
 * and alpha-3 ids (`usa`, `DEU`) are redirected (replace, keeping the search). A cid that cannot
 * be a country id (including non-ASCII such as `ß`, which upper-cases to `SS`) is not sent to the
 * service at all (it would be a 422): it is a not-found state right away.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { CountryNotFound } from '@/features/country/country-not-found';
import { CountryView } from '@/features/country/country-view';
import { paths } from '@/lib/paths';
import { canonicalCountryId } from '@/lib/country-ids';
import { countryName } from '@/lib/country-names';
import { UrlCountryIdsGate } from '../url-country-ids-gate';

export function CountryRoute() {
  const { cid = '' } = useParams();
  const location = useLocation();
  const canonical = canonicalCountryId(cid);
  // The country's name (the runtime's region names; the id where it has none), not "Country DE".
  useDocumentTitle(canonical ? countryName(canonical) : 'Country not found');
  if (canonical === null) return <CountryNotFound cid={cid} />;
  if (canonical !== cid) return <Navigate replace to={paths.country.getHref(canonical, location.search)} />;
  // Keyed by country: switching countries starts from a fresh view state (filters, drafts).
  return (
    <UrlCountryIdsGate>
      <CountryView key={canonical} cid={canonical} />
    </UrlCountryIdsGate>
  );
}
