/**
 * The settings form's state, apart from its markup: what the form holds, and what a test or a
 * save does with it. Its rules (errors, can it be saved or tested, may the stored key be used)
 * are the pure `settingsFormRules`.
 */
import { useState, type FormEvent } from 'react';
import { DEMO_API_KEY, DEMO_BASE_URL, normaliseBaseUrl, type DataSourceMode } from '@/api/data-source';
import { useDataSource } from '@/api/data-source-context';
import { storedServiceProfile, type ProfileDiscovery } from '@/api/service-profile-discovery';
import { settingsFormRules } from './settings-form-rules';

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

  const rules = settingsFormRules({ mode, baseUrl, apiKey, timeoutSeconds }, ds, {
    demoAvailable,
    testing: test.state === 'testing',
  });
  const { typedKey, urlError, timeoutError, storedKeyOrigin, canSave, canTest } = rules;
  // The key in the form, else the stored one, which the rules allow only for its origin.
  const keyToSend = typedKey || (rules.sendsStoredKey ? ds.apiKey : '');

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
    setTest(await runConnectionTest(mode, baseUrl, keyToSend, timeoutMs));
  }

  /** Reads the service's /openapi.json beside the test; its outcome never fails the test. */
  async function discoverProfile(timeoutMs: number) {
    const target = normaliseBaseUrl(baseUrl);
    setProfile({ state: 'discovering', baseUrl: target });
    setProfile(await readServiceProfile(target, keyToSend, timeoutMs));
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
      ofOtherOrigin: rules.keyOfOtherOrigin,
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

/** One search against the chosen service: the demo with its own key, a live one with `apiKey`. */
async function runConnectionTest(
  mode: DataSourceMode,
  baseUrl: string,
  apiKey: string,
  timeoutMs: number,
): Promise<TestResult> {
  try {
    // The typed client loads with the first test, not with the settings page; a
    // failed load is a failed test like any other.
    const { createTradeClient } = await import('@/api/client');
    const client =
      mode === 'demo'
        ? createTradeClient({ baseUrl: DEMO_BASE_URL, apiKey: DEMO_API_KEY, timeoutMs })
        : createTradeClient({ baseUrl: normaliseBaseUrl(baseUrl), apiKey, timeoutMs });
    const result = await client.searchCountries({ q: 'de', limit: 1 });
    return { state: 'ok', durationMs: result.durationMs, requestId: result.requestId };
  } catch (error) {
    return { state: 'failed', error };
  }
}

async function readServiceProfile(target: string, apiKey: string, timeoutMs: number): Promise<ProfileResult> {
  try {
    const { discoverServiceProfile } = await import('@/api/service-profile-discovery');
    const outcome = await discoverServiceProfile({ baseUrl: target, apiKey, timeoutMs });
    return { ...outcome, baseUrl: target };
  } catch (cause) {
    const message = `The service profile could not be read${cause instanceof Error ? ` (${cause.message})` : ''}.`;
    return { state: 'failed', message, baseUrl: target };
  }
}
