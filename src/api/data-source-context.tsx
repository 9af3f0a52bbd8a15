/**
 * React access to the data-source store: `useDataSource()` for the settings view (state and
 * setters), `useTradeSource()` for queries (`{ client, key }`, the client memoised per source and
 * key). The provider takes a store so tests and embeds can use their own.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createTradeClient } from './client';
import { getDefaultDataSourceStore, type DataSourceSnapshot, type DataSourceStore } from './data-source';
import type { TradeSource } from './queries/keys';

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
  Pick<DataSourceStore, 'setMode' | 'setLiveBaseUrl' | 'setApiKey' | 'setRememberKey' | 'clearKey' | 'update'> & {
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
        snapshot.keyClearedReason !== null && !snapshot.hasLiveKey ? { message: snapshot.keyClearedReason } : null,
    }),
    [snapshot, store],
  );
}

export interface TradeSourceState extends TradeSource {
  /** A base URL and a key are present; hooks do not fetch before. */
  ready: boolean;
  mode: DataSourceSnapshot['mode'];
}

const TradeSourceOverrideContext = createContext<TradeSourceState | null>(null);

/**
 * Gives the queries below another source than the store's: a chart snapshot (issue 10) is drawn
 * by the same hooks and charts as the live view, from a source that replays the answers the
 * snapshot recorded and never reaches the network.
 */
export function TradeSourceOverride({ source, children }: { source: TradeSourceState; children: ReactNode }) {
  return <TradeSourceOverrideContext.Provider value={source}>{children}</TradeSourceOverrideContext.Provider>;
}

/** The typed client of the current source and its query-key identity. */
export function useTradeSource(options: { fetch?: typeof globalThis.fetch } = {}): TradeSourceState {
  const override = useContext(TradeSourceOverrideContext);
  const store = useDataSourceStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { baseUrl, apiKey, sourceKey, ready, mode, requestTimeoutMs } = snapshot;
  const fetchImpl = options.fetch;
  const client = useMemo(
    () => createTradeClient({ baseUrl, apiKey, fetch: fetchImpl, timeoutMs: requestTimeoutMs }),
    [baseUrl, apiKey, fetchImpl, requestTimeoutMs],
  );
  const own = useMemo(() => ({ client, key: sourceKey, ready, mode }), [client, sourceKey, ready, mode]);
  return override ?? own;
}
