/**
 * Data source settings: demo (the in-browser emulator) or a live Trade Data Service.
 * The demo constants come first because the emulator and the browser worker import them.
 *
 * The store is framework-free (subscribe/getSnapshot for useSyncExternalStore). The live API key
 * is held in memory; only an explicit "remember on this device" keeps it in sessionStorage, and
 * never in localStorage. Mode, base URL and the request time limit may persist in localStorage
 * (they are not secret).
 *
 * A key belongs to the service it was entered for: the store keeps the origin the key was
 * entered with, and a base URL on another origin drops the key (it must be entered again for
 * that service). So no request ever carries a key to an origin the user did not pair it with.
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
/** sessionStorage: the origin the remembered key was entered for. */
export const SESSION_KEY_ORIGIN_STORAGE_KEY = 'tradescope.live-api-key-origin';

/** Default, shortest and longest time a request may take (see client.ts REQUEST_TIMEOUT_MS). */
export const REQUEST_TIMEOUT = { defaultMs: 15_000, minMs: 500, maxMs: 120_000 } as const;

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
  /** How long a request may take before it is abandoned as a timeout. */
  requestTimeoutMs: number;
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
  /** The request time limit (clamped to REQUEST_TIMEOUT's range). */
  setRequestTimeout: (ms: number) => void;
  /**
   * Saves a settings form in one step (one notification). `baseUrl` and `apiKey` are the live
   * service's and are applied only when the resulting mode is 'live'.
   */
  update: (patch: DataSourceUpdate) => void;
}

interface DataSourceUpdate {
  mode?: DataSourceMode;
  baseUrl?: string;
  /** A new key for `baseUrl`'s origin; empty or absent keeps the key only if the origin is the same. */
  apiKey?: string;
  remember?: boolean;
  requestTimeoutMs?: number;
}

/**
 * A page served by a Tradescope server (`npm start`) names its same-origin service in
 * `<meta name="tradescope-service" content="/api">`. That service accepts the page's session
 * cookie (HttpOnly, set by the server with the page): the dashboard needs no key and holds none.
 */
export const HOSTED_SERVICE_META = 'tradescope-service';

/** The same-origin service's base URL the page was served with, or null. */
export function readHostedService(doc: Document | undefined = globalThis.document): string | null {
  const path = doc?.querySelector(`meta[name="${HOSTED_SERVICE_META}"]`)?.getAttribute('content');
  // Only a path on this very origin: never a page-supplied absolute URL.
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return normaliseBaseUrl(`${doc.location.origin}${path}`);
}

/**
 * Such a page also names where the service's figures come from: an imported release,
 * `<meta name="tradescope-data-credit" content="CEPII BACI V202501 (HS22)">`, or the synthetic
 * world, marked `data-synthetic="true"`.
 */
export const HOSTED_CREDIT_META = 'tradescope-data-credit';

/** Where a service's figures come from, as its page's server or its OpenAPI document names it. */
export interface ServiceDataCredit {
  name: string;
  /** Not real trade statistics: every place that shows the figures says so. */
  synthetic: boolean;
}

/** The data credit the page was served with, or null. */
export function readHostedDataCredit(
  doc: Document | undefined = globalThis.document,
): ServiceDataCredit | null {
  const meta = doc?.querySelector(`meta[name="${HOSTED_CREDIT_META}"]`);
  if (!meta) return null;
  const name = meta.getAttribute('content')?.trim();
  return name ? { name, synthetic: meta.getAttribute('data-synthetic') === 'true' } : null;
}

/** The credit of the figures behind `baseUrl` when it is the page's own service; else null. */
export function hostedDataCreditFor(
  baseUrl: string,
  doc: Document | undefined = globalThis.document,
): ServiceDataCredit | null {
  return baseUrl === readHostedService(doc) ? readHostedDataCredit(doc) : null;
}

export interface DataSourceStorage {
  /** Persists mode and base URL. null: nothing persisted. */
  local?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Holds the key only when remembered. */
  session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The same-origin service the page was served with (readHostedService); null: none. */
  hosted?: string | null;
}

/** Trims and drops trailing slashes, so `https://x/` and `https://x` are one source. */
export function normaliseBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * The origin (scheme, host, port) a key is paired with: `https://x.org/v1` → `https://x.org`.
 * Something that is not a URL is its own origin (it cannot match a real one).
 */
export function originOf(url: string): string {
  const normalised = normaliseBaseUrl(url);
  try {
    return new URL(normalised).origin;
  } catch {
    return normalised;
  }
}

/** Whether a key entered for `keyOrigin` may be sent to `baseUrl`. */
function sameOrigin(baseUrl: string, keyOrigin: string): boolean {
  return keyOrigin !== '' && originOf(baseUrl) === keyOrigin;
}

export function clampRequestTimeout(ms: unknown): number {
  // Number.isFinite is false for anything that is not a number, as for NaN and the infinities.
  if (!Number.isFinite(ms)) return REQUEST_TIMEOUT.defaultMs;
  return Math.min(REQUEST_TIMEOUT.maxMs, Math.max(REQUEST_TIMEOUT.minMs, Math.round(ms as number)));
}

function sourceKeyOf(mode: DataSourceMode, liveBaseUrl: string): string {
  return mode === 'demo' ? 'demo' : `live:${normaliseBaseUrl(liveBaseUrl)}`;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    // No window (node), or storage disabled (privacy settings): nothing, and memory only.
  }
}

// A missing storage (null or undefined) throws inside these trys and is caught as a disabled one
// is: the optional chaining only spares that throw.
// Stryker disable OptionalChaining: equivalent (above)

/** The stored item; nothing (null or undefined) when there is none or it cannot be read. */
function safeGet(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  key: string,
): string | null | undefined {
  try {
    return storage?.getItem(key);
  } catch {
    // storage disabled: nothing remembered
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
// Stryker restore OptionalChaining

/** Where no key is held: keyOrigin is read only together with a key. */
const NO_KEY_ORIGIN = { keyOrigin: '' } as const;

interface State {
  mode: DataSourceMode;
  liveBaseUrl: string;
  liveApiKey: string;
  /** The origin liveApiKey was entered for ('' without a key). */
  keyOrigin: string;
  rememberKey: boolean;
  keyClearedReason: string | null;
  credentialRevision: number;
  requestTimeoutMs: number;
  /** Base URL of the same-origin service that authenticates this page by its session cookie. */
  hostedBaseUrl: string | null;
}

function snapshotOf(state: State): DataSourceSnapshot {
  const demo = state.mode === 'demo';
  // The page's own server knows it by its session cookie: no key needed for that service.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent for readiness, the demo has its own key and a live base URL (a string) is never the null of no hosted service
  const liveOnHostedService = !demo && state.hostedBaseUrl !== null;
  const hostedSession = liveOnHostedService && state.liveBaseUrl === state.hostedBaseUrl;
  const baseUrl = demo ? DEMO_BASE_URL : state.liveBaseUrl;
  // The key goes only with the base URL of the origin it was entered for (belt and braces: the
  // setters already drop a key whose origin no longer matches).
  const liveKey = sameOrigin(state.liveBaseUrl, state.keyOrigin) ? state.liveApiKey : '';
  const apiKey = demo ? DEMO_API_KEY : liveKey;
  return {
    mode: state.mode,
    liveBaseUrl: state.liveBaseUrl,
    hasLiveKey: liveKey !== '',
    rememberKey: state.rememberKey,
    keyClearedReason: state.keyClearedReason,
    baseUrl,
    apiKey,
    // A key implies a base URL: the demo has both, and a live key goes only with the base URL of
    // its origin (sameOrigin, and '' is the origin of no base URL).
    ready: apiKey !== '' || hostedSession,
    sourceKey: sourceKeyOf(state.mode, state.liveBaseUrl),
    credentialRevision: state.credentialRevision,
    requestTimeoutMs: state.requestTimeoutMs,
  };
}

/** What the storages hold: the persisted settings, and a key remembered for their service. */
type StoredDataSource = Omit<State, 'keyClearedReason' | 'credentialRevision' | 'hostedBaseUrl'>;

/**
 * Reads the settings the store starts from, never writing.
 */
function readStoredDataSource(
  local: Pick<Storage, 'getItem'> | null | undefined,
  session: Pick<Storage, 'getItem'> | null | undefined,
): StoredDataSource {
  let persisted: { mode?: unknown; baseUrl?: unknown; requestTimeoutMs?: unknown } = {};
  try {
    // `null` is JSON too, and has no fields to read.
    persisted = (JSON.parse(safeGet(local, SETTINGS_STORAGE_KEY) ?? '{}') ?? {}) as typeof persisted;
  } catch {
    // not JSON: the defaults
  }
  const liveBaseUrl = typeof persisted.baseUrl === 'string' ? normaliseBaseUrl(persisted.baseUrl) : '';
  // A remembered key comes back only for the origin it was entered for.
  // Stryker disable next-line StringLiteral: equivalent, without a remembered origin no key comes back, and no other placeholder is the origin of a base URL either
  const rememberedOrigin = safeGet(session, SESSION_KEY_ORIGIN_STORAGE_KEY) ?? '';
  const rememberedKey = sameOrigin(liveBaseUrl, rememberedOrigin)
    ? (safeGet(session, SESSION_KEY_STORAGE_KEY) ?? '')
    : '';
  return {
    mode: persisted.mode === 'live' ? 'live' : 'demo',
    liveBaseUrl,
    liveApiKey: rememberedKey,
    // Stryker disable next-line StringLiteral: equivalent, keyOrigin is read only together with a key (here and below)
    keyOrigin: rememberedKey ? rememberedOrigin : '',
    rememberKey: rememberedKey !== '',
    requestTimeoutMs: clampRequestTimeout(persisted.requestTimeoutMs),
  };
}

/** Never the key in localStorage: only mode, base URL and the time limit; the key in sessionStorage when remembered. */
function persistSettings(
  local: DataSourceStorage['local'],
  session: DataSourceStorage['session'],
  state: State,
): void {
  const settings: Record<string, unknown> = { mode: state.mode, baseUrl: state.liveBaseUrl };
  if (state.requestTimeoutMs !== REQUEST_TIMEOUT.defaultMs)
    settings.requestTimeoutMs = state.requestTimeoutMs;
  safeSet(local, SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  const remembered = state.rememberKey && state.liveApiKey !== '';
  safeSet(session, SESSION_KEY_STORAGE_KEY, remembered ? state.liveApiKey : null);
  safeSet(session, SESSION_KEY_ORIGIN_STORAGE_KEY, remembered ? state.keyOrigin : null);
}

/** The part of a state change that forgets the key when the base URL leaves its origin. */
function dropKeyOfOtherOrigin(state: State, liveBaseUrl: string): Partial<State> {
  if (state.liveApiKey === '' || sameOrigin(liveBaseUrl, state.keyOrigin)) return {};
  return {
    liveApiKey: '',
    ...NO_KEY_ORIGIN,
    keyClearedReason: null,
    credentialRevision: state.credentialRevision + 1,
  };
}

/** The state change the settings form's update makes. */
function changeOfUpdate(state: State, patch: DataSourceUpdate): Partial<State> {
  const mode = patch.mode ?? state.mode;
  const next: Partial<State> = { mode };
  if (patch.remember !== undefined) next.rememberKey = patch.remember;
  if (mode === 'live') {
    const liveBaseUrl = patch.baseUrl === undefined ? state.liveBaseUrl : normaliseBaseUrl(patch.baseUrl);
    next.liveBaseUrl = liveBaseUrl;
    Object.assign(next, dropKeyOfOtherOrigin(state, liveBaseUrl));
    const keyOrigin = originOf(liveBaseUrl);
    const apiKey = patch.apiKey?.trim() ?? '';
    // An empty key field keeps the key, but only for the origin it was entered for.
    if (apiKey !== '' && (apiKey !== state.liveApiKey || keyOrigin !== state.keyOrigin)) {
      next.liveApiKey = apiKey;
      next.keyOrigin = keyOrigin;
      next.keyClearedReason = null;
      next.credentialRevision = state.credentialRevision + 1;
    }
  }
  if (patch.requestTimeoutMs !== undefined)
    next.requestTimeoutMs = clampRequestTimeout(patch.requestTimeoutMs);
  return next;
}

export function createDataSourceStore(storage: DataSourceStorage = {}): DataSourceStore {
  const local = storage.local === undefined ? browserStorage('localStorage') : storage.local;
  const session = storage.session === undefined ? browserStorage('sessionStorage') : storage.session;

  const hostedBaseUrl = storage.hosted === undefined ? readHostedService() : storage.hosted;
  const stored = readStoredDataSource(local, session);
  let state: State = {
    ...stored,
    // Served with its own service: start on it (the settings can still switch elsewhere).
    ...(hostedBaseUrl !== null ? { mode: 'live' as const, liveBaseUrl: hostedBaseUrl } : {}),
    keyClearedReason: null,
    credentialRevision: 0,
    hostedBaseUrl,
  };
  let snapshot = snapshotOf(state);
  const listeners = new Set<() => void>();

  function update(patch: Partial<State>) {
    state = { ...state, ...patch };
    snapshot = snapshotOf(state);
    persistSettings(local, session, state);
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
      if (liveBaseUrl !== state.liveBaseUrl)
        update({ liveBaseUrl, ...dropKeyOfOtherOrigin(state, liveBaseUrl) });
    },
    setApiKey(key, options) {
      const liveApiKey = key.trim();
      update({
        liveApiKey,
        keyOrigin: liveApiKey ? originOf(state.liveBaseUrl) : NO_KEY_ORIGIN.keyOrigin,
        rememberKey: options?.remember ?? state.rememberKey,
        keyClearedReason: null,
        credentialRevision: state.credentialRevision + 1,
      });
    },
    setRequestTimeout(ms) {
      const requestTimeoutMs = clampRequestTimeout(ms);
      if (requestTimeoutMs !== state.requestTimeoutMs) update({ requestTimeoutMs });
    },
    setRememberKey(rememberKey) {
      if (rememberKey !== state.rememberKey) update({ rememberKey });
    },
    update(patch) {
      update(changeOfUpdate(state, patch));
    },
    clearKey(reason = null) {
      update({
        liveApiKey: '',
        ...NO_KEY_ORIGIN,
        keyClearedReason: reason,
        credentialRevision: state.credentialRevision + 1,
      });
    },
  };
}

let defaultStore: DataSourceStore | null = null;

/** The app's store, created on first use from the browser's storages. */
export function getDefaultDataSourceStore(): DataSourceStore {
  defaultStore ??= createDataSourceStore();
  return defaultStore;
}

/**
 * When the in-browser demo can answer. Its service worker is up within a second, but its first
 * answers wait for the synthetic world to be built in its engine worker (two seconds or more on a
 * slow phone): a wait of the page's, not a service that does not answer, so the client starts a
 * request's time limit only after it (client.ts `notBefore`). Set by the demo's start (main.tsx);
 * null in a build without the demo, and in tests, whose handlers answer at once.
 */
let readiness: (() => Promise<unknown>) | null = null;

/** `ready` is read on a demo request's first use: it starts the engine if it has not started. */
export function setDemoReadiness(ready: () => Promise<unknown>): void {
  readiness = ready;
}

/** Settles once the demo's world is built, or has failed to build (its requests then say why). */
export function demoReady(): Promise<unknown> | null {
  return readiness ? readiness().catch(() => undefined) : null;
}
