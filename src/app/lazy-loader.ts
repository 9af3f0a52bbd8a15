/**
 * A route loader whose code loads when its route is first visited. A view's loader
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
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteDeps } from './view-loader';

type Loader = (args: LoaderFunctionArgs) => unknown;

export interface LazyLoader {
  (args: LoaderFunctionArgs): Promise<null>;
  /** Starts fetching the loader's module (idempotent), before the route module is asked for. */
  start: () => void;
}

export function lazyLoader(load: () => Promise<(deps: RouteDeps) => Loader>, deps: RouteDeps): LazyLoader {
  let loader: Promise<Loader | null> | null = null;
  const start = () =>
    (loader ??= load().then(
      (create) => create(deps),
      () => {
        loader = null; // a failed chunk fetch may succeed on the next navigation
        return null;
      },
    ));
  const run = async (args: LoaderFunctionArgs): Promise<null> => {
    const loaded = await start();
    try {
      loaded?.(args);
    } catch {
      // A head start only; see view-loader.ts.
    }
    return null;
  };
  return Object.assign(run, { start: () => void start() });
}

/**
 * A route's `lazy` that first starts its loader's module. React Router asks for the route module
 * before it calls the loader, so the loader's small chunk would otherwise queue behind the view's
 * code (six connections per host over HTTP/1.1), and with it the view's requests.
 */
function loaderFirst<T>(loader: LazyLoader | undefined, lazy: () => Promise<T>): () => Promise<T> {
  return () => {
    loader?.start();
    return lazy();
  };
}

/** A view's route: its lazy module, and a lazy loader whose module is asked for first. */
export function viewRoute(
  path: string,
  deps: RouteDeps | undefined,
  load: () => Promise<(deps: RouteDeps) => Loader>,
  route: () => Promise<{ Component: ComponentType }>,
): RouteObject {
  const loader = deps && lazyLoader(load, deps);
  return { path, loader, lazy: loaderFirst(loader, route) };
}
