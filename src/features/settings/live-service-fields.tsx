/**
 * Base URL, API key and "remember on this device" of a live service. The key field says which
 * service a stored key belongs to, and asks for a new one when the base URL leaves that origin.
 */
import { useId, useState } from 'react';
import type { SettingsForm } from './use-settings-form';

export function LiveServiceFields({ form }: { form: SettingsForm }) {
  const ids = {
    url: useId(),
    urlHint: useId(),
    key: useId(),
    keyHint: useId(),
    remember: useId(),
    rememberHint: useId(),
  };
  const [showKey, setShowKey] = useState(false);
  const { values, set, urlError, storedKey } = form;

  let keyPlaceholder = '';
  if (storedKey.present && !storedKey.ofOtherOrigin) keyPlaceholder = 'A key is set: leave empty to keep it';
  else if (storedKey.ofOtherOrigin) keyPlaceholder = 'Enter the key for this service';

  return (
    <>
      <div className="field">
        <label htmlFor={ids.url}>Base URL</label>
        <input
          id={ids.url}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://api.example.org"
          value={values.baseUrl}
          aria-describedby={ids.urlHint}
          aria-invalid={values.baseUrl !== '' && urlError !== null}
          onChange={(e) => set.baseUrl(e.target.value)}
        />
        <p id={ids.urlHint} className="field__hint">
          {values.baseUrl !== '' && urlError
            ? urlError
            : 'The address of the service, without a trailing path.'}
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
            placeholder={keyPlaceholder}
            value={values.apiKey}
            aria-describedby={ids.keyHint}
            onChange={(e) => set.apiKey(e.target.value)}
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
        <div id={ids.keyHint} className="field__hint">
          {storedKey.ofOtherOrigin ? (
            <p className="settings__key-origin" role="status">
              The saved key belongs to <code>{storedKey.origin}</code>. It is never sent to another service:
              enter the key for this one (saving this address forgets the old key).
            </p>
          ) : null}
          <p>
            Sent only in the Authorization header, and only to the service it was entered for: changing the
            base URL to another address (scheme, host or port) forgets the key. Kept in memory for this tab
            unless you tick the box below.
          </p>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.remember} className="settings__choice">
          <input
            id={ids.remember}
            type="checkbox"
            checked={values.remember}
            aria-describedby={ids.rememberHint}
            onChange={(e) => set.remember(e.target.checked)}
          />{' '}
          Remember on this device
        </label>
        <p id={ids.rememberHint} className="field__hint">
          Keeps the key in this tab's session storage until the tab is closed, for this service only. It is
          never written to local storage.
        </p>
      </div>
    </>
  );
}
