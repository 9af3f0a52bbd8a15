/**
 * The loaders of `/products/:pid` and `/products` (view-loader.ts): the view's requests (the
 * second wave chained on the first, see product-requests.ts), the ECharts modules of its charts
 * and, for the product view's map, the world geometry start together while the route module is
 * still downloading. Both prefetch the service's coverage, which fixes their default years. A pid that cannot be a product id gets no requests (the page says so), and
 * a non-canonical one (`hs:870323`) none until the route has redirected to the bare digits.
 */
import { startWorldGeometry } from '@/components/charts/world-map/world-geometry-start';
import { PRODUCT_CHART_MODULES, prefetchProductView } from '@/features/products/product-requests';
import {
  PRODUCTS_INDEX_CHART_MODULES,
  prefetchProductsIndex,
} from '@/features/products/products-index-requests';
import { canonicalProductId } from '@/lib/hs/hs-codes';
import { createViewLoader, type RouteDeps, type ViewPreload } from './view-loader';

const productPreload: ViewPreload = {
  chartModules: PRODUCT_CHART_MODULES,
  code: () => void startWorldGeometry().catch(() => undefined),
  data: (queryClient, source, { params, request }) => {
    const raw = params['pid'] ?? '';
    const pid = canonicalProductId(raw);
    if (pid !== null && pid === raw)
      prefetchProductView(queryClient, source, pid, new URL(request.url).search);
  },
};

const productsIndexPreload: ViewPreload = {
  chartModules: PRODUCTS_INDEX_CHART_MODULES,
  data: (queryClient, source, { request }) =>
    prefetchProductsIndex(queryClient, source, new URL(request.url).search),
};

export function createProductLoader(deps: RouteDeps) {
  return createViewLoader(productPreload, deps);
}

export function createProductsIndexLoader(deps: RouteDeps) {
  return createViewLoader(productsIndexPreload, deps);
}
