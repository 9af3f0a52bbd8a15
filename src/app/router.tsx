/**
 * Routes of ui-contract.md. Every page is a lazy route module so the first load only carries
 * the shell; the URL scheme is public, so paths come from lib/paths and never change meaning.
 * Given the app's QueryClient and data-source store, `/countries/:cid` also gets a loader that
 * starts the page's requests, chart modules and map geometry while its module loads
 * (country-loader.ts over view-loader.ts; a new view declares its own ViewPreload), and so do
 * `/products` and `/products/:pid` (product-loader.ts).
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { createCompareLoader } from './compare-loader';
import { createCountryLoader, type RouteDeps } from './country-loader';
import { createFlowsLoader } from './flows-loader';
import { createProductLoader, createProductsIndexLoader } from './product-loader';
import { AppLayout } from './layout';
import { RouteError } from './route-error';

export type { RouteDeps } from './country-loader';

export function createRoutes(deps?: RouteDeps): RouteObject[] {
  return [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
          {
            path: paths.country.path,
            // Static (not in the lazy module), so it runs while the module is still loading.
            loader: deps ? createCountryLoader(deps) : undefined,
            lazy: () => import('./routes/country').then((m) => ({ Component: m.CountryRoute })),
          },
          {
            path: paths.products.path,
            loader: deps ? createProductsIndexLoader(deps) : undefined,
            lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductsRoute })),
          },
          {
            path: paths.product.path,
            loader: deps ? createProductLoader(deps) : undefined,
            lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
          },
          {
            path: paths.flows.path,
            loader: deps ? createFlowsLoader(deps) : undefined,
            lazy: () => import('./routes/flows').then((m) => ({ Component: m.FlowsRoute })),
          },
          {
            path: paths.compare.path,
            loader: deps ? createCompareLoader(deps) : undefined,
            lazy: () => import('./routes/compare').then((m) => ({ Component: m.CompareRoute })),
          },
          {
            path: paths.settings.path,
            lazy: () => import('./routes/settings').then((m) => ({ Component: m.SettingsRoute })),
          },
          { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
        ],
      },
    ],
  },
  // Embeds render without the app's chrome (no header/footer), for iframes.
  {
    path: paths.embed.path,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    lazy: () => import('./routes/embed').then((m) => ({ Component: m.EmbedRoute })),
  },
];
}

/** The routes without prefetching loaders, for tests that do not need them. */
export const routes: RouteObject[] = createRoutes();

/** Vite's base ('/' or a sub-path such as '/tradescope/', from `--base`) is the router's basename. */
export function basenameOf(base: string): string {
  return base.replace(/\/+$/, '') || '/';
}

export function createAppRouter(deps: RouteDeps) {
  return createBrowserRouter(createRoutes(deps), { basename: basenameOf(import.meta.env.BASE_URL) });
}
