/**
 * `/settings`: demo data or a live Trade Data Service (base URL + API key). The key lives in
 * the data-source store: memory by default, sessionStorage only when "remember on this device"
 * is ticked, never localStorage, a URL or a log. "Test connection" tries the values in the form
 * (before saving) with one small search request and shows the service's own answer.
 */
import { useId, useState, type FormEvent } from 'react';
import { createTradeClient } from '@/api/client';
import { DEMO_API_KEY, DEMO_BASE_URL, normaliseBaseUrl, type DataSourceMode } from '@/api/data-source';
import { useDataSource } from '@/api/data-source-context';
import { describeError } from '@/api/describe-error';
import './settings-page.css';

export interface SettingsPageProps {
  /** Whether this build carries the demo service (false in plain production builds). */
  demoAvailable: boolean;
}

type TestResult =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'ok'; message: string }
  | { state: 'failed'; message: string; requestId?: string };

export function SettingsPage({ demoAvailable }: SettingsPageProps) {
  const ds = useDataSource();
  const [mode, setMode] = useState<DataSourceMode>(ds.mode === 'demo' && !demoAvailable ? 'live' : ds.mode);
  const [baseUrl, setBaseUrl] = useState(ds.liveBaseUrl);
  // The stored key is never put back into the form: an empty field keeps it.
  const [apiKey, setApiKey] = useState('');
  const [remember, setRemember] = useState(ds.rememberKey);
  const [showKey, setShowKey] = useState(false);
  const [test, setTest] = useState<TestResult>({ state: 'idle' });
  const [saved, setSaved] = useState(false);
  const ids = { url: useId(), key: useId(), keyHint: useId(), urlHint: useId(), remember: useId() };

  const keptKey = ds.hasLiveKey && apiKey.trim() === '';
  const urlError = mode === 'live' ? validateBaseUrl(baseUrl) : null;
  const keyMissing = mode === 'live' && apiKey.trim() === '' && !ds.hasLiveKey;
  const canSave = mode === 'demo' ? demoAvailable : !urlError && !keyMissing;

  function edited() {
    setSaved(false);
    setTest({ state: 'idle' });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canSave) return;
    if (mode === 'live') {
      ds.setLiveBaseUrl(baseUrl);
      if (apiKey.trim() !== '') ds.setApiKey(apiKey, { remember });
      else ds.setRememberKey(remember);
      setApiKey('');
      setShowKey(false);
    }
    ds.setMode(mode);
    setSaved(true);
  }

  async function testConnection() {
    setTest({ state: 'testing' });
    const client =
      mode === 'demo'
        ? createTradeClient({ baseUrl: DEMO_BASE_URL, apiKey: DEMO_API_KEY })
        : createTradeClient({
            baseUrl: normaliseBaseUrl(baseUrl),
            // Test the key in the form, else the stored one (only while testing the stored URL).
            apiKey: apiKey.trim() || (ds.mode === 'live' ? ds.apiKey : ''),
          });
    try {
      const result = await client.searchCountries({ q: 'de', limit: 1 });
      setTest({
        state: 'ok',
        message: `Connected: the service answered in ${result.durationMs} ms${
          result.requestId ? ` (request ${result.requestId})` : ''
        }.`,
      });
    } catch (error) {
      const d = describeError(error);
      setTest({ state: 'failed', message: `${d.title}: ${d.message}`, requestId: d.requestId });
    }
  }

  return (
    <div className="settings">
      <h1>Settings</h1>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="field">
          <legend>Data source</legend>
          <label className="settings__choice">
            <input
              type="radio"
              name="mode"
              value="demo"
              checked={mode === 'demo'}
              disabled={!demoAvailable}
              onChange={() => {
                setMode('demo');
                edited();
              }}
            />{' '}
            Demo data (synthetic, runs in your browser, no key needed)
          </label>
          {!demoAvailable ? (
            <p className="field__hint">This build does not include the demo service; use a live service.</p>
          ) : null}
          <label className="settings__choice">
            <input
              type="radio"
              name="mode"
              value="live"
              checked={mode === 'live'}
              onChange={() => {
                setMode('live');
                edited();
              }}
            />{' '}
            Live Trade Data Service
          </label>
        </fieldset>

        {mode === 'live' ? (
          <>
            <div className="field">
              <label htmlFor={ids.url}>Base URL</label>
              <input
                id={ids.url}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://api.example.org"
                value={baseUrl}
                aria-describedby={ids.urlHint}
                aria-invalid={baseUrl !== '' && urlError !== null}
                onChange={(e) => {
                  setBaseUrl(e.target.value);
                  edited();
                }}
              />
              <p id={ids.urlHint} className="field__hint">
                {baseUrl !== '' && urlError ? urlError : 'The address of the service, without a trailing path.'}
              </p>
            </div>
            <div className="field">
              <label htmlFor={ids.key}>API key</label>
              <div className="field__row">
                <input
                  id={ids.key}
                  type={showKey ? 'text' : 'password'}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={ds.hasLiveKey ? 'A key is set: leave empty to keep it' : ''}
                  value={apiKey}
                  aria-describedby={ids.keyHint}
                  onChange={(e) => {
                    setApiKey(e.target.value);
                    edited();
                  }}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={showKey}
                  aria-controls={ids.key}
                  onClick={() => setShowKey((v) => !v)}
                >
                  {showKey ? 'Hide key' : 'Show key'}
                </button>
              </div>
              <p id={ids.keyHint} className="field__hint">
                Sent only in the Authorization header. Kept in memory for this tab unless you tick the box below.
              </p>
            </div>
            <div className="field">
              <label htmlFor={ids.remember} className="settings__choice">
                <input
                  id={ids.remember}
                  type="checkbox"
                  checked={remember}
                  onChange={(e) => {
                    setRemember(e.target.checked);
                    edited();
                  }}
                />{' '}
                Remember on this device
              </label>
              <p className="field__hint">
                Keeps the key in this tab's session storage until the tab is closed. It is never written to local
                storage.
              </p>
            </div>
          </>
        ) : null}

        <div className="settings__actions">
          <button type="submit" className="button" disabled={!canSave}>
            Save
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={
              (mode === 'live' && (urlError !== null || (apiKey.trim() === '' && !(keptKey && ds.mode === 'live')))) ||
              test.state === 'testing'
            }
            onClick={() => void testConnection()}
          >
            Test connection
          </button>
        </div>
        <div aria-live="polite" className="settings__status">
          {saved ? (
            <p className="notice notice--success">
              Saved. {mode === 'demo' ? 'Using demo data.' : `Using ${normaliseBaseUrl(baseUrl)}.`}
            </p>
          ) : null}
          {test.state === 'testing' ? <p className="notice">Testing the connection…</p> : null}
          {test.state === 'ok' ? <p className="notice notice--success">{test.message}</p> : null}
          {test.state === 'failed' ? (
            <div className="notice notice--danger" role="alert">
              <p>{test.message}</p>
              {test.requestId ? (
                <p>
                  Request ID: <code>{test.requestId}</code>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/** null when usable; else the reason. Only http(s) URLs; no credentials or query in them. */
export function validateBaseUrl(value: string): string | null {
  const v = value.trim();
  if (v === '') return 'Enter the base URL of the service.';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return 'This is not a valid URL (it should start with https://).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https URLs are supported.';
  if (url.username || url.password) return 'Do not put credentials in the URL; use the API key field.';
  if (url.search || url.hash) return 'The base URL takes no query or fragment.';
  return null;
}

