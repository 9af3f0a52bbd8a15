/**
 * `/settings`: demo data or a live Trade Data Service (base URL + API key), and the request time
 * limit. The key lives in the data-source store: memory by default, sessionStorage only when
 * "remember on this device" is ticked, never localStorage, a URL or a log, and only ever sent to
 * the origin it was entered for. "Test connection" tries the values in the form (before saving)
 * with one small search request and shows the service's own answer.
 */
import { ConnectionStatus } from './connection-status';
import { DataSourceChoice } from './data-source-choice';
import { LiveServiceFields } from './live-service-fields';
import { RequestTimeoutField } from './request-timeout-field';
import { ServiceProfileSummary } from './service-profile-summary';
import { useSettingsForm } from './use-settings-form';
import './settings-page.css';

export interface SettingsPageProps {
  /** Whether this build carries the demo service (false in plain production builds). */
  demoAvailable: boolean;
}

export function SettingsPage({ demoAvailable }: SettingsPageProps) {
  const form = useSettingsForm(demoAvailable);
  return (
    <div className="settings">
      <h1>Settings</h1>
      <form onSubmit={form.save} noValidate>
        <DataSourceChoice mode={form.values.mode} demoAvailable={demoAvailable} onChange={form.set.mode} />
        {form.values.mode === 'live' ? <LiveServiceFields form={form} /> : null}
        <RequestTimeoutField form={form} />
        <div className="settings__actions">
          <button type="submit" className="button" disabled={!form.canSave}>
            Save
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!form.canTest}
            onClick={() => void form.testConnection()}
          >
            Test connection
          </button>
        </div>
        <ConnectionStatus form={form} />
        <div aria-live="polite">
          <ServiceProfileSummary result={form.profile} />
        </div>
      </form>
    </div>
  );
}
