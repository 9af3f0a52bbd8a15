/**
 * The settings form's state and rules, apart from its markup: what the form holds, whether it
 * can be saved or tested, and which key a test or a save would use. The rule that matters
 * most: a key belongs to the origin it was entered for, so the stored key is used (kept on
 * save, sent by "Test connection") only while the form's base URL is on that same origin.
 */
import { useState, type FormEvent } from 'react';
import {
  DEMO_API_KEY,
  DEMO_BASE_URL,
  normaliseBaseUrl,
  originOf,
  REQUEST_TIMEOUT,
  type DataSourceMode,
} from '@/api/data-source';
import { useDataSource } from '@/api/data-source-context';
import { storedServiceProfile, type ProfileDiscovery } from '@/api/service-profile-discovery';
import { validateBaseUrl } from './validate-base-url';

export type TestResult =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'ok'; durationMs: number; requestId?: string }
  | { state: 'failed'; error: unknown };

/** The service's own OpenAPI document, read alongside a live connection test. */
export type ProfileResult =
  { state: 'idle' } | { state: 'discovering'; baseUrl: string } | (ProfileDiscovery & { baseUrl: string });

export function useSettingsForm(demoAvailable: boolean) {
  const ds = useDataSource();
  const [mode, setModeState] = useState<DataSourceMode>(
    ds.mode === 'demo' && !demoAvailable ? 'live' : ds.mode,
  );
  const [baseUrl, setBaseUrlState] = useState(ds.liveBaseUrl);
  // The stored key is never put back into the form: an empty field keeps it (same origin only).
  const [apiKey, setApiKeyState] = useState('');
  const [remember, setRememberState] = useState(ds.rememberKey);
  const [timeoutSeconds, setTimeoutState] = useState(String(ds.requestTimeoutMs / 1000));
  const [test, setTest] = useState<TestResult>({ state: 'idle' });
  const [saved, setSaved] = useState(false);
  const [profile, setProfile] = useState<ProfileResult>({ state: 'idle' });

  const typedKey = apiKey.trim();
  const urlError = mode === 'live' ? validateBaseUrl(baseUrl) : null;
  /** The origin the stored key was entered for (the saved base URL's), when a key is stored. */
  const storedKeyOrigin = ds.hasLiveKey ? originOf(ds.liveBaseUrl) : null;
  /** The form points at another origin than the stored key's: that key may not go there. */
  const keyOfOtherOrigin =
    storedKeyOrigin !== null && urlError === null && originOf(baseUrl) !== storedKeyOrigin;
  /** An empty key field keeps the stored key, for its own origin only. */
  const keepsStoredKey = typedKey === '' && storedKeyOrigin !== null && !keyOfOtherOrigin;
  const keyMissing = mode === 'live' && typedKey === '' && !keepsStoredKey;
  const timeoutError = validateTimeout(timeoutSeconds);
  const canSave = (mode === 'demo' ? demoAvailable : !urlError && !keyMissing) && timeoutError === null;
  // The stored key is in the snapshot only while the saved mode is live.
  const canTest =
    test.state !== 'testing' &&
    (mode === 'demo' || (!urlError && (typedKey !== '' || (keepsStoredKey && ds.mode === 'live'))));

  function edited() {
    setSaved(false);
    setTest({ state: 'idle' });
    setProfile({ state: 'idle' });
  }
  const change =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      edited();
    };

  function save(e?: FormEvent) {
    e?.preventDefault();
    if (!canSave) return;
    const requestTimeoutMs = Number(timeoutSeconds) * 1000;
    if (mode === 'live') {
      ds.update({ mode, baseUrl, apiKey: typedKey, remember, requestTimeoutMs });
      // First use of a base URL: learn its profile once; a test reads it again on request.
      if (storedServiceProfile(normaliseBaseUrl(baseUrl)) === null) void discoverProfile(requestTimeoutMs);
    } else ds.update({ mode, requestTimeoutMs });
    setApiKeyState('');
    setSaved(true);
  }

  async function testConnection() {
    if (!canTest) return;
    setTest({ state: 'testing' });
    const timeoutMs = timeoutError === null ? Number(timeoutSeconds) * 1000 : ds.requestTimeoutMs;
    // The demo service follows our own conventions: only a live service is asked for its document.
    if (mode === 'live') void discoverProfile(timeoutMs);
    else setProfile({ state: 'idle' });
    try {
      // The typed client loads with the first test, not with the settings page; a
      // failed load is a failed test like any other.
      const { createTradeClient } = await import('@/api/client');
      const client =
        mode === 'demo'
          ? createTradeClient({ baseUrl: DEMO_BASE_URL, apiKey: DEMO_API_KEY, timeoutMs })
          : createTradeClient({
              baseUrl: normaliseBaseUrl(baseUrl),
              // The key in the form, else the stored one, which canTest allows only for its origin.
              apiKey: typedKey || (keepsStoredKey && ds.mode === 'live' ? ds.apiKey : ''),
              timeoutMs,
            });
      const result = await client.searchCountries({ q: 'de', limit: 1 });
      setTest({ state: 'ok', durationMs: result.durationMs, requestId: result.requestId });
    } catch (error) {
      setTest({ state: 'failed', error });
    }
  }

  /** Reads the service's /openapi.json beside the test; its outcome never fails the test. */
  async function discoverProfile(timeoutMs: number) {
    const target = normaliseBaseUrl(baseUrl);
    setProfile({ state: 'discovering', baseUrl: target });
    const key = typedKey || (keepsStoredKey && ds.mode === 'live' ? ds.apiKey : '');
    try {
      const { discoverServiceProfile } = await import('@/api/service-profile-discovery');
      const outcome = await discoverServiceProfile({ baseUrl: target, apiKey: key, timeoutMs });
      setProfile({ ...outcome, baseUrl: target });
    } catch (cause) {
      const message = `The service profile could not be read${cause instanceof Error ? ` (${cause.message})` : ''}.`;
      setProfile({ state: 'failed', message, baseUrl: target });
    }
  }

  return {
    values: { mode, baseUrl, apiKey, remember, timeoutSeconds },
    set: {
      mode: change(setModeState),
      baseUrl: change(setBaseUrlState),
      apiKey: change(setApiKeyState),
      remember: change(setRememberState),
      timeoutSeconds: change(setTimeoutState),
    },
    urlError,
    timeoutError,
    storedKey: {
      present: storedKeyOrigin !== null,
      origin: storedKeyOrigin,
      ofOtherOrigin: keyOfOtherOrigin,
    },
    canSave,
    canTest,
    test,
    profile,
    saved,
    save,
    testConnection,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;

/** null when the seconds field is a usable time limit; else the reason. */
function validateTimeout(seconds: string): string | null {
  const value = Number(seconds);
  const min = REQUEST_TIMEOUT.minMs / 1000;
  const max = REQUEST_TIMEOUT.maxMs / 1000;
  if (seconds.trim() === '' || !Number.isFinite(value)) return 'Enter a number of seconds.';
  if (value < min || value > max) return `Between ${min} and ${max} seconds.`;
  return null;
}
