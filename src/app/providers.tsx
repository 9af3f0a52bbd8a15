/**
 * App-wide providers: theme, data source (demo or live; client and key), and one QueryClient
 * with the API engineer's defaults and retry policy. Tests render features inside the same
 * providers via `AppProviders` so they exercise the real wiring.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DataSourceStore } from '@/api/data-source';
import { DataSourceProvider } from '@/api/data-source-context';
import { createQueryClient } from '@/api/query-client';
import { ThemeProvider } from '@/components/ui/theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and store; the app uses the defaults. */
  queryClient?: QueryClient;
  store?: DataSourceStore;
}

export function AppProviders({ children, queryClient, store }: AppProvidersProps) {
  // One client per app instance (a test may pass its own); never recreated on re-render.
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider>
      <DataSourceProvider store={store}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </DataSourceProvider>
    </ThemeProvider>
  );
}
