import { useId } from 'react';
import type { SettingsForm } from './use-settings-form';

/** How long a request may take before the app gives up on it and offers Retry. */
export function RequestTimeoutField({ form }: { form: SettingsForm }) {
  const id = useId();
  const hintId = useId();
  const { values, set, timeoutError } = form;
  return (
    <div className="field">
      <label htmlFor={id}>Request time limit (seconds)</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0.5}
        max={120}
        step={0.5}
        className="settings__timeout"
        value={values.timeoutSeconds}
        aria-describedby={hintId}
        aria-invalid={timeoutError !== null}
        onChange={(e) => set.timeoutSeconds(e.target.value)}
      />
      <p id={hintId} className={timeoutError ? 'field__error' : 'field__hint'}>
        {timeoutError ??
          'A request without a complete answer in this time is abandoned, retried twice, then shown as an error with Retry.'}
      </p>
    </div>
  );
}
