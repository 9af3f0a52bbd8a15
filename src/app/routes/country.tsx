/**
 * Route module of `/countries/:cid`. The canonical URL has an upper-case cid: other cases are
 * redirected (replace, keeping the search). A cid that cannot be an ISO alpha-2 id is not sent
 * to the service at all (it would be a 422): it is a not-found state right away.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { CountryNotFound } from '../../features/country/country-not-found';
import { CountryPage } from '../../features/country/country-page';
import { paths } from '../../lib/paths';

const CID_RE = /^[A-Z]{2}$/;

export function CountryRoute() {
  const { cid = '' } = useParams();
  const location = useLocation();
  const upper = cid.toUpperCase();
  useDocumentTitle(`Country ${upper}`);
  if (!CID_RE.test(upper)) return <CountryNotFound cid={cid} />;
  if (upper !== cid) return <Navigate replace to={paths.country.getHref(upper, location.search)} />;
  return <CountryPage key={upper} cid={upper} />;
}
