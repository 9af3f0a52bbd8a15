import { normaliseBaseUrl } from '@/api/data-source';
import { useDataSource } from '@/api/data-source-context';
import { ErrorMessage } from '@/components/ui/error-message';
import { RequestId } from '@/components/ui/request-id';
import type { SettingsForm } from './use-settings-form';

/** What the last Save or Test connection did, announced politely. */
export function ConnectionStatus({ form }: { form: SettingsForm }) {
  const { saved, test, values } = form;
  const ds = useDataSource();
  // A 401 after saving clears the key (the red banner above says so): "Saved" would no longer be true.
  const savedKeyRejected = saved && values.mode === 'live' && ds.keyClearedReason !== null;
  return (
    <div aria-live="polite" className="settings__status">
      {savedKeyRejected ? (
        <p className="notice" data-testid="save-status">
          The base URL {normaliseBaseUrl(values.baseUrl)} is saved, but the service rejected the key, so none is stored: enter a
          valid key and save again.
        </p>
      ) : saved ? (
        <p className="notice notice--success" data-testid="save-status">
          Saved. {values.mode === 'demo' ? 'Using demo data.' : `Using ${normaliseBaseUrl(values.baseUrl)}.`}
        </p>
      ) : null}
      {test.state === 'testing' ? <p className="notice">Testing the connection…</p> : null}
      {test.state === 'ok' ? (
        <p className="notice notice--success">
          Connected: the service answered in {test.durationMs} ms. <RequestId id={test.requestId} />
        </p>
      ) : null}
      {test.state === 'failed' ? (
        <ErrorMessage what="The connection test failed." error={test.error} onRetry={() => void form.testConnection()} />
      ) : null}
    </div>
  );
}
