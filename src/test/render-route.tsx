/**
 * Renders routes the way the app does (data source, one QueryClient, a memory router), with a
 * retry policy that keeps its attempts but not its waiting, so error states settle at once.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createDataSourceStore, type DataSourceStore } from '@/api/data-source';
import { DataSourceProvider } from '@/api/data-source-context';
import { createQueryClient } from '@/api/query-client';
import { afterEach } from 'vitest';

// A test's loaders and retries outlive its page: cancelled after each test, so a request sent
// late is never counted by the next one.
const rendered: QueryClient[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).map((client) => client.cancelQueries()));
});

/** Routes, or a factory of routes given the QueryClient and store (for routes with loaders). */
export type RoutesInput =
  RouteObject[] | ((deps: { queryClient: QueryClient; store: DataSourceStore }) => RouteObject[]);

export function renderRoutes(
  routes: RoutesInput,
  path: string,
  store: DataSourceStore = createDataSourceStore({ local: null, session: null }),
) {
  const queryClient = createQueryClient({
    dataSource: null,
    retry: { baseDelayMs: 1, maxDelayMs: 2, random: () => 0 },
  });
  rendered.push(queryClient);
  const router = createMemoryRouter(typeof routes === 'function' ? routes({ queryClient, store }) : routes, {
    initialEntries: [path],
  });
  render(
    <DataSourceProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </DataSourceProvider>,
  );
  return { router, store, queryClient };
}
