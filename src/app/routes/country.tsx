/**
 * Route module of `/countries/:cid`. The canonical URL has an upper-case cid: other cases are
 * redirected (replace, keeping the search). A cid that cannot be an ISO alpha-2 id is not sent
 * to the service at all (it would be a 422): it is a not-found state right away.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { CountryNotFound } from '@/features/country/country-not-found';
import { CountryView } from '@/features/country/country-view';
import { paths } from '@/lib/paths';
import { canonicalCountryId } from '../country-loader';

export function CountryRoute() {
  const { cid = '' } = useParams();
  const location = useLocation();
  const canonical = canonicalCountryId(cid);
  useDocumentTitle(canonical ? `Country ${canonical}` : 'Country not found');
  if (canonical === null) return <CountryNotFound cid={cid} />;
  if (canonical !== cid) return <Navigate replace to={paths.country.getHref(canonical, location.search)} />;
  // Keyed by country: switching countries starts from a fresh view state (filters, drafts).
  return <CountryView key={canonical} cid={canonical} />;
}
