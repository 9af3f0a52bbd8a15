/**
 * `useTradeSource()` for queries (`{ client, key }`, the client memoised per source and key), and
 * `TradeSourceOverride` for snapshots. Apart from data-source-context.tsx so that the shell does
 * not carry the typed client (openapi-fetch and the response handling).
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createTradeClient } from './client';
import type { DataSourceSnapshot } from './data-source';
import { useDataSourceStore } from './data-source-context';
import { demoReady } from './data-source';
import type { TradeSource } from './queries/keys';

export interface TradeSourceState extends TradeSource {
  /** A base URL and a key are present; hooks do not fetch before. */
  ready: boolean;
  mode: DataSourceSnapshot['mode'];
}

const TradeSourceOverrideContext = createContext<TradeSourceState | null>(null);

/**
 * Gives the queries below another source than the store's: a chart snapshot is drawn
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
    () =>
      createTradeClient({
        baseUrl,
        apiKey,
        fetch: fetchImpl,
        timeoutMs: requestTimeoutMs,
        // A live service may be built differently: its own document says how (service-profile.ts).
        discoverProfile: mode === 'live',
        notBefore: mode === 'demo' ? demoReady : undefined,
      }),
    [baseUrl, apiKey, fetchImpl, requestTimeoutMs, mode],
  );
  const own = useMemo(() => ({ client, key: sourceKey, ready, mode }), [client, sourceKey, ready, mode]);
  return override ?? own;
}
