/**
 * Base URL, API key and "remember on this device" of a live service. The key field says which
 * service a stored key belongs to, and asks for a new one when the base URL leaves that origin.
 */
import { useId, useState } from 'react';
import type { SettingsForm } from './use-settings-form';

export function LiveServiceFields({ form }: { form: SettingsForm }) {
  return (
    <>
      <BaseUrlField form={form} />
      <ApiKeyField form={form} />
      <RememberKeyField form={form} />
    </>
  );
}

function BaseUrlField({ form: { values, set, urlError } }: { form: SettingsForm }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Base URL</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://api.example.org"
        value={values.baseUrl}
        aria-describedby={hintId}
        aria-invalid={values.baseUrl !== '' && urlError !== null}
        onChange={(e) => set.baseUrl(e.target.value)}
      />
      <p id={hintId} className="field__hint">
        {values.baseUrl !== '' && urlError
          ? urlError
          : 'The address of the service, without a trailing path.'}
      </p>
    </div>
  );
}

function ApiKeyField({ form: { values, set, storedKey } }: { form: SettingsForm }) {
  const id = useId();
  const hintId = useId();
  const [showKey, setShowKey] = useState(false);

  let keyPlaceholder = '';
  if (storedKey.present && !storedKey.ofOtherOrigin) keyPlaceholder = 'A key is set: leave empty to keep it';
  else if (storedKey.ofOtherOrigin) keyPlaceholder = 'Enter the key for this service';

  return (
    <div className="field">
      <label htmlFor={id}>API key</label>
      <div className="field__row">
        <input
          id={id}
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          placeholder={keyPlaceholder}
          value={values.apiKey}
          aria-describedby={hintId}
          onChange={(e) => set.apiKey(e.target.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={showKey}
          aria-controls={id}
          onClick={() => setShowKey((v) => !v)}
        >
          {showKey ? 'Hide key' : 'Show key'}
        </button>
      </div>
      <div id={hintId} className="field__hint">
        {storedKey.ofOtherOrigin ? (
          <p className="settings__key-origin" role="status">
            The saved key belongs to <code>{storedKey.origin}</code>. It is never sent to another service:
            enter the key for this one (saving this address forgets the old key).
          </p>
        ) : null}
        <p>
          Sent only in the Authorization header, and only to the service it was entered for: changing the base
          URL to another address (scheme, host or port) forgets the key. Kept in memory for this tab unless
          you tick the box below.
        </p>
      </div>
    </div>
  );
}

function RememberKeyField({ form: { values, set } }: { form: SettingsForm }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="settings__choice">
        <input
          id={id}
          type="checkbox"
          checked={values.remember}
          aria-describedby={hintId}
          onChange={(e) => set.remember(e.target.checked)}
        />{' '}
        Remember on this device
      </label>
      <p id={hintId} className="field__hint">
        Keeps the key in this tab's session storage until the tab is closed, for this service only. It is
        never written to local storage.
      </p>
    </div>
  );
}
