/**
 * Routes of ui-contract.md. Every page is a lazy route module so the first load only carries
 * the shell; the URL scheme is public, so paths come from lib/paths and never change meaning.
 * Given the app's QueryClient and data-source store, `/countries/:cid` also gets a loader that
 * starts the page's requests, chart modules and map geometry while its module loads
 * (country-loader.ts over view-loader.ts; a new view declares its own ViewPreload), and so do
 * `/products`, `/products/:pid`, `/flows` and `/compare`. Loaders are imported on first use
 * (lazy-loader.ts), so the shell carries no view's request code.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { AppLayout } from './layout';
import { viewRoute } from './lazy-loader';
import { RouteError } from './route-error';
import type { RouteDeps } from './view-loader';

export type { RouteDeps } from './view-loader';

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
            // A view's loader is not in its lazy module, so it runs while the module is still loading;
            // its own small module is asked for first (lazy-loader.ts), keeping request code out of the shell.
            viewRoute(
              paths.country.path,
              deps,
              () => import('./country-loader').then((m) => m.createCountryLoader),
              () => import('./routes/country').then((m) => ({ Component: m.CountryRoute })),
            ),
            viewRoute(
              paths.products.path,
              deps,
              () => import('./product-loader').then((m) => m.createProductsIndexLoader),
              () => import('./routes/products').then((m) => ({ Component: m.ProductsRoute })),
            ),
            viewRoute(
              paths.product.path,
              deps,
              () => import('./product-loader').then((m) => m.createProductLoader),
              () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
            ),
            viewRoute(
              paths.flows.path,
              deps,
              () => import('./flows-loader').then((m) => m.createFlowsLoader),
              () => import('./routes/flows').then((m) => ({ Component: m.FlowsRoute })),
            ),
            viewRoute(
              paths.compare.path,
              deps,
              () => import('./compare-loader').then((m) => m.createCompareLoader),
              () => import('./routes/compare').then((m) => ({ Component: m.CompareRoute })),
            ),
            {
              path: paths.settings.path,
              lazy: () => import('./routes/settings').then((m) => ({ Component: m.SettingsRoute })),
            },
            {
              path: '*',
              lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
            },
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
