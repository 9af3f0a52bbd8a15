/**
 * React access to the data-source store: `useDataSource()` for the settings view (state and
 * setters); `useTradeSource()` for queries is in use-trade-source.ts, apart, so that the shell,
 * which has the provider, does not carry the typed client (openapi-fetch) that only views need.
 * The provider takes a store so tests and embeds can use their own.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getDefaultDataSourceStore, type DataSourceSnapshot, type DataSourceStore } from './data-source';

const DataSourceContext = createContext<DataSourceStore | null>(null);

export function DataSourceProvider({ store, children }: { store?: DataSourceStore; children: ReactNode }) {
  const value = useMemo(() => store ?? getDefaultDataSourceStore(), [store]);
  return <DataSourceContext.Provider value={value}>{children}</DataSourceContext.Provider>;
}

/** The store in context (the app's default store outside a provider). */
export function useDataSourceStore(): DataSourceStore {
  return useContext(DataSourceContext) ?? getDefaultDataSourceStore();
}

export type DataSourceApi = DataSourceSnapshot &
  Pick<
    DataSourceStore,
    'setMode' | 'setLiveBaseUrl' | 'setApiKey' | 'setRememberKey' | 'clearKey' | 'update'
  > & {
    /** The effective settings as a settings form shows them. */
    settings: { mode: DataSourceSnapshot['mode']; baseUrl: string; apiKey: string; remember: boolean };
    /** Set after a 401 cleared the live key: the service's message. */
    authError: { message: string } | null;
  };

/** Current settings plus setters (for the settings view, footer and key prompt). */
export function useDataSource(): DataSourceApi {
  const store = useDataSourceStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      setMode: store.setMode,
      setLiveBaseUrl: store.setLiveBaseUrl,
      setApiKey: store.setApiKey,
      setRememberKey: store.setRememberKey,
      clearKey: store.clearKey,
      update: store.update,
      settings: {
        mode: snapshot.mode,
        baseUrl: snapshot.baseUrl,
        apiKey: snapshot.apiKey,
        remember: snapshot.rememberKey,
      },
      authError:
        snapshot.keyClearedReason !== null && !snapshot.hasLiveKey
          ? { message: snapshot.keyClearedReason }
          : null,
    }),
    [snapshot, store],
  );
}
