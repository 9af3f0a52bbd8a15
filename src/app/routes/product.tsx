/**
 * Route module of `/products/:pid`. The canonical URL is the bare digits: `hs:870323` redirects
 * (replace, keeping the search) to `/products/870323`. A pid that cannot be a product id is a
 * not-found state at once, with no request (the service would answer 422).
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { ProductNotFound } from '@/features/products/product-not-found';
import { ProductView } from '@/features/products/product-view';
import { canonicalProductId } from '@/lib/hs/hs-codes';
import { paths } from '@/lib/paths';
import { UrlCountryIdsGate } from '../url-country-ids-gate';

export function ProductRoute() {
  const { pid = '' } = useParams();
  const location = useLocation();
  const canonical = canonicalProductId(pid);
  useDocumentTitle(canonical ? `Product ${canonical}` : 'Product not found');
  if (canonical === null) return <ProductNotFound pid={pid} />;
  if (canonical !== pid) return <Navigate replace to={paths.product.getHref(canonical, location.search)} />;
  // Keyed by product: another product starts from a fresh view (no placeholder of the last one).
  return (
    <UrlCountryIdsGate>
      <ProductView key={canonical} pid={canonical} />
    </UrlCountryIdsGate>
  );
}
