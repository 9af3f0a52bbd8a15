import { useDocumentTitle } from '@/components/ui/use-document-title';
import { HsIndexView } from '@/features/products/hs-index-view';

/** Route module of `/products`: the HS sections and chapters with world trade. */
export function ProductsRoute() {
  useDocumentTitle('Products');
  return <HsIndexView />;
}
