/**
 * A route loader whose code loads when its route is first visited (issue 11). A view's loader
 * (country-loader.ts, product-loader.ts, ...) imports the view's query factories, the data
 * client and chart helpers; imported statically by the router they would all ship in the shell,
 * so every page, `/` and `/settings` included, would download every view's request code. Here the
 * router holds only this wrapper: the loader module is fetched in the same wave as the route
 * module (React Router runs `loader` and `lazy` together), and its requests and ECharts
 * preloads start as soon as that small module arrives, still before the route module is there.
 *
 * Like the loaders it wraps it never fails navigation: a loader module that cannot be fetched
 * only means no head start (the page makes and reports its own requests).
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from './view-loader';

type Loader = (args: LoaderFunctionArgs) => unknown;

export function lazyLoader(load: () => Promise<(deps: RouteDeps) => Loader>, deps: RouteDeps) {
  let loader: Promise<Loader | null> | null = null;
  return async (args: LoaderFunctionArgs): Promise<null> => {
    loader ??= load().then(
      (create) => create(deps),
      () => {
        loader = null; // a failed chunk fetch may succeed on the next navigation
        return null;
      },
    );
    const run = await loader;
    try {
      run?.(args);
    } catch {
      // A head start only; see view-loader.ts.
    }
    return null;
  };
}
