/**
 * Renders routes the way the app does (data source, one QueryClient, a memory router), with a
 * retry policy that keeps its attempts but not its waiting, so error states settle at once.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createDataSourceStore, type DataSourceStore } from '@/api/data-source';
import { DataSourceProvider } from '@/api/data-source-context';
import { createQueryClient } from '@/api/query-client';

export function renderRoutes(
  routes: RouteObject[],
  path: string,
  store: DataSourceStore = createDataSourceStore({ local: null, session: null }),
) {
  const queryClient = createQueryClient({ dataSource: null, retry: { baseDelayMs: 1, maxDelayMs: 2, random: () => 0 } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <DataSourceProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </DataSourceProvider>,
  );
  return { router, store, queryClient };
}
