/**
 * Data source settings: demo (the in-browser emulator) or a live Trade Data Service.
 * The demo constants come first because the emulator and the browser worker import them.
 *
 * The store is framework-free (subscribe/getSnapshot for useSyncExternalStore). The live API key
 * is held in memory; only an explicit "remember on this device" keeps it in sessionStorage, and
 * never in localStorage. Mode and base URL may persist in localStorage (they are not secret).
 */

/** Base URL the msw browser worker intercepts; `.invalid` can never resolve to a real host. */
export const DEMO_BASE_URL = 'https://demo.tradescope.invalid';
/** The documented demo key the emulator accepts; it is public by design. */
export const DEMO_API_KEY = 'tradescope-demo-key';

export type DataSourceMode = 'demo' | 'live';

/** localStorage: `{ mode, baseUrl }` only. */
export const SETTINGS_STORAGE_KEY = 'tradescope.data-source';
/** sessionStorage: the live key, only when the user asked to remember it. */
export const SESSION_KEY_STORAGE_KEY = 'tradescope.live-api-key';

export interface DataSourceSnapshot {
  mode: DataSourceMode;
  /** What the user entered for the live service (normalised: trimmed, no trailing slash). */
  liveBaseUrl: string;
  /** True when a live key is held (the key itself is in `apiKey` while mode is live). */
  hasLiveKey: boolean;
  /** The user asked to keep the key for this browser session. */
  rememberKey: boolean;
  /** Why the key was cleared (the service's 401 message); null once a key is entered. */
  keyClearedReason: string | null;
  /** Effective base URL for requests (DEMO_BASE_URL in demo mode). */
  baseUrl: string;
  /** Effective key for the Authorization header (DEMO_API_KEY in demo mode). Never persist or log it. */
  apiKey: string;
  /** Requests can be made: a base URL and a key are present. */
  ready: boolean;
  /** Stable identity of the source for query keys: 'demo' or 'live:<baseUrl>'. Never contains the key. */
  sourceKey: string;
  /** Increments whenever the live key is set or cleared (lets caches retry failed requests). */
  credentialRevision: number;
}

export interface DataSourceStore {
  // Function-typed properties (not methods): they are handed around unbound, e.g. to useSyncExternalStore.
  getSnapshot: () => DataSourceSnapshot;
  subscribe: (listener: () => void) => () => void;
  setMode: (mode: DataSourceMode) => void;
  setLiveBaseUrl: (url: string) => void;
  /** Sets the live key; `remember` keeps it in sessionStorage (default: in memory only). */
  setApiKey: (key: string, options?: { remember?: boolean }) => void;
  /** Turns "remember on this device" on or off (off removes it from sessionStorage). */
  setRememberKey: (remember: boolean) => void;
  /** Forgets the live key everywhere, e.g. after a 401, keeping the service's message. */
  clearKey: (reason?: string | null) => void;
  /**
   * Saves a settings form in one step (one notification). `baseUrl` and `apiKey` are the live
   * service's and are applied only when the resulting mode is 'live'.
   */
  update: (patch: DataSourceUpdate) => void;
}

export interface DataSourceUpdate {
  mode?: DataSourceMode;
  baseUrl?: string;
  apiKey?: string;
  remember?: boolean;
}

export interface DataSourceStorage {
  /** Persists mode and base URL. null: nothing persisted. */
  local?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Holds the key only when remembered. */
  session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** Trims and drops trailing slashes, so `https://x/` and `https://x` are one source. */
export function normaliseBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export function sourceKeyOf(mode: DataSourceMode, liveBaseUrl: string): string {
  return mode === 'demo' ? 'demo' : `live:${normaliseBaseUrl(liveBaseUrl)}`;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage') {
  try {
    return typeof window !== 'undefined' ? window[kind] : null;
  } catch {
    return null; // storage disabled (privacy settings): fall back to memory
  }
}

function safeGet(storage: DataSourceStorage['local'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: DataSourceStorage['local'], key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // quota or disabled storage: the in-memory state still works
  }
}

interface State {
  mode: DataSourceMode;
  liveBaseUrl: string;
  liveApiKey: string;
  rememberKey: boolean;
  keyClearedReason: string | null;
  credentialRevision: number;
}

function snapshotOf(state: State): DataSourceSnapshot {
  const demo = state.mode === 'demo';
  const baseUrl = demo ? DEMO_BASE_URL : state.liveBaseUrl;
  const apiKey = demo ? DEMO_API_KEY : state.liveApiKey;
  return {
    mode: state.mode,
    liveBaseUrl: state.liveBaseUrl,
    hasLiveKey: state.liveApiKey !== '',
    rememberKey: state.rememberKey,
    keyClearedReason: state.keyClearedReason,
    baseUrl,
    apiKey,
    ready: baseUrl !== '' && apiKey !== '',
    sourceKey: sourceKeyOf(state.mode, state.liveBaseUrl),
    credentialRevision: state.credentialRevision,
  };
}

export function createDataSourceStore(storage: DataSourceStorage = {}): DataSourceStore {
  const local = storage.local === undefined ? browserStorage('localStorage') : storage.local;
  const session = storage.session === undefined ? browserStorage('sessionStorage') : storage.session;

  let persisted: { mode?: unknown; baseUrl?: unknown } = {};
  try {
    persisted = JSON.parse(safeGet(local, SETTINGS_STORAGE_KEY) ?? '{}') as typeof persisted;
  } catch {
    persisted = {};
  }
  const rememberedKey = safeGet(session, SESSION_KEY_STORAGE_KEY) ?? '';
  let state: State = {
    mode: persisted.mode === 'live' ? 'live' : 'demo',
    liveBaseUrl: typeof persisted.baseUrl === 'string' ? normaliseBaseUrl(persisted.baseUrl) : '',
    liveApiKey: rememberedKey,
    rememberKey: rememberedKey !== '',
    keyClearedReason: null,
    credentialRevision: 0,
  };
  let snapshot = snapshotOf(state);
  const listeners = new Set<() => void>();

  function update(patch: Partial<State>) {
    state = { ...state, ...patch };
    snapshot = snapshotOf(state);
    // Never the key: only mode and base URL go to localStorage.
    safeSet(local, SETTINGS_STORAGE_KEY, JSON.stringify({ mode: state.mode, baseUrl: state.liveBaseUrl }));
    safeSet(session, SESSION_KEY_STORAGE_KEY, state.rememberKey && state.liveApiKey ? state.liveApiKey : null);
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setMode(mode) {
      if (mode !== state.mode) update({ mode });
    },
    setLiveBaseUrl(url) {
      const liveBaseUrl = normaliseBaseUrl(url);
      if (liveBaseUrl !== state.liveBaseUrl) update({ liveBaseUrl });
    },
    setApiKey(key, options) {
      update({
        liveApiKey: key.trim(),
        rememberKey: options?.remember ?? state.rememberKey,
        keyClearedReason: null,
        credentialRevision: state.credentialRevision + 1,
      });
    },
    setRememberKey(rememberKey) {
      if (rememberKey !== state.rememberKey) update({ rememberKey });
    },
    update(patch) {
      const mode = patch.mode ?? state.mode;
      const next: Partial<State> = { mode };
      if (patch.remember !== undefined) next.rememberKey = patch.remember;
      if (mode === 'live') {
        if (patch.baseUrl !== undefined) next.liveBaseUrl = normaliseBaseUrl(patch.baseUrl);
        if (patch.apiKey !== undefined && patch.apiKey.trim() !== state.liveApiKey) {
          next.liveApiKey = patch.apiKey.trim();
          next.keyClearedReason = null;
          next.credentialRevision = state.credentialRevision + 1;
        }
      }
      update(next);
    },
    clearKey(reason = null) {
      update({ liveApiKey: '', keyClearedReason: reason, credentialRevision: state.credentialRevision + 1 });
    },
  };
}

let defaultStore: DataSourceStore | null = null;

/** The app's store, created on first use from the browser's storages. */
export function getDefaultDataSourceStore(): DataSourceStore {
  defaultStore ??= createDataSourceStore();
  return defaultStore;
}
