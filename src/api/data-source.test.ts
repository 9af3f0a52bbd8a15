// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clampRequestTimeout,
  createDataSourceStore,
  DEMO_API_KEY,
  DEMO_BASE_URL,
  getDefaultDataSourceStore,
  normaliseBaseUrl,
  originOf,
  REQUEST_TIMEOUT,
  SESSION_KEY_ORIGIN_STORAGE_KEY,
  SESSION_KEY_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
} from './data-source';

const KEY = 'sk-live-77c1e0d2';
const URL_ = 'https://tds.example.test/';

/** Everything the browser's storages hold, as one string. */
function allStorage(): string {
  const dump = (s: Storage) =>
    Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n');
  return `${dump(window.localStorage)}\n${dump(window.sessionStorage)}`;
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('data-source store', () => {
  it('starts in demo mode with the demo constants', () => {
    const s = createDataSourceStore().getSnapshot();
    expect(s).toMatchObject({
      mode: 'demo',
      baseUrl: DEMO_BASE_URL,
      apiKey: DEMO_API_KEY,
      sourceKey: 'demo',
      ready: true,
      liveBaseUrl: '',
    });
  });

  it('writes a base URL trimmed and without trailing slashes', () => {
    expect(normaliseBaseUrl('  https://tds.example.test/v1//  ')).toBe('https://tds.example.test/v1');
  });

  it('holds no key entered before a base URL: it has no service to belong to', () => {
    const store = createDataSourceStore();
    store.setMode('live');
    store.setApiKey(KEY);
    expect(store.getSnapshot()).toMatchObject({ hasLiveKey: false, apiKey: '', ready: false });
  });

  it("uses the storages it is given, and not the browser's", () => {
    const memory = () => {
      const m = new Map<string, string>();
      return {
        getItem: (k: string) => m.get(k) ?? null,
        setItem: (k: string, v: string) => void m.set(k, v),
        removeItem: (k: string) => void m.delete(k),
      };
    };
    const local = memory();
    const session = memory();
    createDataSourceStore({ local, session }).update({
      mode: 'live',
      baseUrl: URL_,
      apiKey: KEY,
      remember: true,
    });
    expect(session.getItem(SESSION_KEY_STORAGE_KEY)).toBe(KEY);
    expect(local.getItem(SETTINGS_STORAGE_KEY)).toContain('tds.example.test');
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    // No storage at all: memory only.
    const none = createDataSourceStore({ local: null, session: null });
    none.update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true });
    expect(none.getSnapshot()).toMatchObject({ apiKey: KEY, ready: true });
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });

  it('reads and writes the storage entries under the names earlier versions used', () => {
    // Renaming an entry would forget every user's settings and remembered key: the names are a
    // stored format, written out here on purpose.
    window.localStorage.setItem('tradescope.data-source', JSON.stringify({ mode: 'live', baseUrl: URL_ }));
    window.sessionStorage.setItem('tradescope.live-api-key', KEY);
    window.sessionStorage.setItem('tradescope.live-api-key-origin', 'https://tds.example.test');
    const store = createDataSourceStore();
    expect(store.getSnapshot()).toMatchObject({ mode: 'live', apiKey: KEY, rememberKey: true });
    store.setRequestTimeout(3_000);
    expect(JSON.parse(window.localStorage.getItem('tradescope.data-source')!)).toMatchObject({
      requestTimeoutMs: 3_000,
    });
    store.setRememberKey(false);
    expect(window.sessionStorage.length).toBe(0);
  });

  it("is the one app store, made from the browser's storages", () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'live', baseUrl: URL_ }));
    const store = getDefaultDataSourceStore();
    expect(store.getSnapshot()).toMatchObject({ mode: 'live', liveBaseUrl: 'https://tds.example.test' });
    expect(getDefaultDataSourceStore()).toBe(store);
  });

  it('holds a live key in memory only unless remembered; never in localStorage', () => {
    const store = createDataSourceStore();
    store.setMode('live');
    store.setLiveBaseUrl(URL_);
    store.setApiKey(KEY);
    const s = store.getSnapshot();
    expect(s).toMatchObject({ mode: 'live', baseUrl: 'https://tds.example.test', apiKey: KEY, ready: true });
    expect(s.sourceKey).toBe('live:https://tds.example.test');
    expect(allStorage()).not.toContain(KEY);
    // mode and base URL may persist
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual({
      mode: 'live',
      baseUrl: 'https://tds.example.test',
    });
    // a reload forgets the key
    const reloaded = createDataSourceStore().getSnapshot();
    expect(reloaded).toMatchObject({
      mode: 'live',
      liveBaseUrl: 'https://tds.example.test',
      hasLiveKey: false,
      ready: false,
    });
  });

  it('"remember on this device" keeps the key in sessionStorage only', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true });
    expect(window.sessionStorage.getItem(SESSION_KEY_STORAGE_KEY)).toBe(KEY);
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).not.toContain(KEY);
    const reloaded = createDataSourceStore().getSnapshot();
    expect(reloaded).toMatchObject({ apiKey: KEY, rememberKey: true, ready: true });
    // turning it off removes it
    store.setRememberKey(false);
    expect(window.sessionStorage.getItem(SESSION_KEY_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot().apiKey).toBe(KEY);
  });

  it('remembers nothing while there is no key, and a new key as the last one was', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, remember: true });
    expect(store.getSnapshot().rememberKey).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
    store.setApiKey(KEY);
    expect(window.sessionStorage.getItem(SESSION_KEY_STORAGE_KEY)).toBe(KEY);
    store.setApiKey('sk-second'); // no options: still remembered
    expect(window.sessionStorage.getItem(SESSION_KEY_STORAGE_KEY)).toBe('sk-second');
    // Settings saved without the remember field keep it as it was.
    store.update({ mode: 'live', requestTimeoutMs: 3_000 });
    expect(store.getSnapshot().rememberKey).toBe(true);
  });

  it('brings back no key whose origin was remembered without it', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'live', baseUrl: URL_ }));
    window.sessionStorage.setItem(SESSION_KEY_ORIGIN_STORAGE_KEY, 'https://tds.example.test');
    expect(createDataSourceStore().getSnapshot()).toMatchObject({
      hasLiveKey: false,
      rememberKey: false,
      ready: false,
    });
  });

  it('clearKey forgets the key everywhere and keeps the reason', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true });
    const before = store.getSnapshot().credentialRevision;
    store.clearKey('Invalid or missing API key');
    const s = store.getSnapshot();
    expect(s).toMatchObject({
      apiKey: '',
      hasLiveKey: false,
      ready: false,
      keyClearedReason: 'Invalid or missing API key',
    });
    expect(s.credentialRevision).toBe(before + 1);
    expect(allStorage()).not.toContain(KEY);
    expect(window.sessionStorage.length).toBe(0);
    store.setApiKey('sk-new');
    expect(store.getSnapshot().keyClearedReason).toBeNull();
  });

  it('takes a key trimmed, and counts each new key once', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_ });
    const start = store.getSnapshot().credentialRevision;
    store.setApiKey(`  ${KEY}  `);
    expect(store.getSnapshot()).toMatchObject({ apiKey: KEY, credentialRevision: start + 1 });
    store.update({ mode: 'live', apiKey: '  sk-second \n' });
    expect(store.getSnapshot()).toMatchObject({ apiKey: 'sk-second', credentialRevision: start + 2 });
  });

  it('a settings form saved again keeps the key, and changes it only for a new one', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY });
    const revision = store.getSnapshot().credentialRevision;
    // The same key, or an empty key field, on the same origin: nothing new.
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY });
    store.update({ mode: 'live', baseUrl: `${URL_}v2`, apiKey: '' });
    expect(store.getSnapshot()).toMatchObject({
      apiKey: KEY,
      hasLiveKey: true,
      credentialRevision: revision,
    });
    // Another key on the same origin replaces it.
    store.update({ mode: 'live', baseUrl: URL_, apiKey: 'sk-second' });
    expect(store.getSnapshot()).toMatchObject({ apiKey: 'sk-second', credentialRevision: revision + 1 });
  });

  it('never puts the key in the source key', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY });
    expect(store.getSnapshot().sourceKey).not.toContain(KEY);
    store.update({ apiKey: 'other' });
    expect(store.getSnapshot().sourceKey).toBe('live:https://tds.example.test');
  });

  it('switching to demo keeps the live settings but uses the demo source', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY });
    store.update({ mode: 'demo', baseUrl: DEMO_BASE_URL, apiKey: DEMO_API_KEY });
    const s = store.getSnapshot();
    expect(s).toMatchObject({
      mode: 'demo',
      baseUrl: DEMO_BASE_URL,
      apiKey: DEMO_API_KEY,
      liveBaseUrl: 'https://tds.example.test',
    });
    store.setMode('live');
    expect(store.getSnapshot().apiKey).toBe(KEY);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createDataSourceStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    store.setMode('live');
    expect(listener).toHaveBeenCalledTimes(1);
    store.setMode('live'); // no change, no notification
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setMode('demo');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies nobody when a setter is given what the store holds', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true, requestTimeoutMs: 3_000 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setLiveBaseUrl(' https://tds.example.test// '); // the same, once normalised
    store.setRequestTimeout(3_000);
    store.setRememberKey(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('survives storages that throw (privacy mode) by keeping state in memory', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createDataSourceStore({ local: throwing, session: throwing });
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true });
    expect(store.getSnapshot()).toMatchObject({ ready: true, apiKey: KEY });
  });

  it('ignores corrupt persisted settings', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(createDataSourceStore().getSnapshot().mode).toBe('demo');
    // JSON, but no settings object.
    for (const json of ['null', '5', '"live"']) {
      window.localStorage.setItem(SETTINGS_STORAGE_KEY, json);
      expect(createDataSourceStore().getSnapshot()).toMatchObject({
        mode: 'demo',
        liveBaseUrl: '',
        requestTimeoutMs: REQUEST_TIMEOUT.defaultMs,
      });
    }
  });
});

describe('a key belongs to the origin it was entered for', () => {
  it('originOf is scheme, host and port', () => {
    expect(originOf('https://tds.example.test/v1/')).toBe('https://tds.example.test');
    expect(originOf('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787');
    expect(originOf('not a url')).toBe('not a url');
  });

  it('a base URL on another origin forgets the key; a path on the same origin keeps it', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true });
    const revision = store.getSnapshot().credentialRevision;
    store.setLiveBaseUrl('https://tds.example.test/v2');
    expect(store.getSnapshot()).toMatchObject({ apiKey: KEY, hasLiveKey: true });

    store.setLiveBaseUrl('https://evil.example.test');
    expect(store.getSnapshot()).toMatchObject({ apiKey: '', hasLiveKey: false, ready: false });
    expect(store.getSnapshot().credentialRevision).toBe(revision + 1);
    expect(allStorage()).not.toContain(KEY);
    expect(window.sessionStorage.length).toBe(0);
    // Going back does not bring it back: it was forgotten, not hidden.
    store.setLiveBaseUrl(URL_);
    expect(store.getSnapshot().hasLiveKey).toBe(false);
  });

  it('saving another origin with an empty key field does not carry the old key over', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true });
    const revision = store.getSnapshot().credentialRevision;
    store.update({ mode: 'live', baseUrl: 'http://tds.example.test', apiKey: '' }); // other scheme
    expect(store.getSnapshot()).toMatchObject({
      apiKey: '',
      hasLiveKey: false,
      ready: false,
      credentialRevision: revision + 1,
    });
    expect(allStorage()).not.toContain(KEY);
    store.update({ mode: 'live', baseUrl: 'https://other.example.test', apiKey: 'sk-other' });
    expect(store.getSnapshot()).toMatchObject({
      baseUrl: 'https://other.example.test',
      apiKey: 'sk-other',
      ready: true,
    });
  });

  it('the same key entered for a new origin is paired with that origin', () => {
    const store = createDataSourceStore();
    store.update({ mode: 'live', baseUrl: URL_, apiKey: KEY });
    store.update({ mode: 'live', baseUrl: 'https://mirror.example.test', apiKey: KEY });
    expect(store.getSnapshot()).toMatchObject({
      baseUrl: 'https://mirror.example.test',
      apiKey: KEY,
      ready: true,
    });
  });

  it('a remembered key comes back after a reload only for its own origin', () => {
    createDataSourceStore().update({ mode: 'live', baseUrl: URL_, apiKey: KEY, remember: true });
    expect(createDataSourceStore().getSnapshot()).toMatchObject({ apiKey: KEY, ready: true });
    // Another tab (or a hand-edited localStorage) points the saved base URL elsewhere.
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ mode: 'live', baseUrl: 'https://evil.example.test' }),
    );
    expect(createDataSourceStore().getSnapshot()).toMatchObject({
      apiKey: '',
      hasLiveKey: false,
      ready: false,
    });
  });
});

describe('a base URL without a key', () => {
  it('changes no credentials', () => {
    const store = createDataSourceStore();
    store.setMode('live');
    store.setLiveBaseUrl(URL_);
    const revision = store.getSnapshot().credentialRevision;
    store.setLiveBaseUrl('https://other.example.test');
    store.update({ mode: 'live', baseUrl: 'https://third.example.test' });
    expect(store.getSnapshot().credentialRevision).toBe(revision);
  });
});

describe('request time limit', () => {
  it('takes a whole number of milliseconds in its range, and the default for anything else', () => {
    expect(clampRequestTimeout(1234.4)).toBe(1234);
    for (const bad of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      '5000',
      null,
      undefined,
    ]) {
      expect(clampRequestTimeout(bad)).toBe(REQUEST_TIMEOUT.defaultMs);
    }
  });

  it('is kept when other settings are saved', () => {
    const store = createDataSourceStore();
    store.setRequestTimeout(4_000);
    store.update({ mode: 'live', baseUrl: URL_ });
    expect(store.getSnapshot().requestTimeoutMs).toBe(4_000);
  });

  it('defaults to 15 s, persists a changed value (not the default) and clamps to its range', () => {
    const store = createDataSourceStore();
    expect(store.getSnapshot().requestTimeoutMs).toBe(REQUEST_TIMEOUT.defaultMs);
    store.update({ mode: 'demo', requestTimeoutMs: 2_000 });
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({
      requestTimeoutMs: 2_000,
    });
    expect(createDataSourceStore().getSnapshot().requestTimeoutMs).toBe(2_000);
    store.setRequestTimeout(1);
    expect(store.getSnapshot().requestTimeoutMs).toBe(REQUEST_TIMEOUT.minMs);
    store.setRequestTimeout(10 * 60_000);
    expect(store.getSnapshot().requestTimeoutMs).toBe(REQUEST_TIMEOUT.maxMs);
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ mode: 'demo', requestTimeoutMs: 'soon' }),
    );
    expect(createDataSourceStore().getSnapshot().requestTimeoutMs).toBe(REQUEST_TIMEOUT.defaultMs);
  });
});
