import { normaliseBaseUrl } from '@/api/data-source';
import { ErrorMessage } from '@/components/ui/error-message';
import { RequestId } from '@/components/ui/request-id';
import type { SettingsForm } from './use-settings-form';

/** What the last Save or Test connection did, announced politely. */
export function ConnectionStatus({ form }: { form: SettingsForm }) {
  const { saved, test, values } = form;
  return (
    <div aria-live="polite" className="settings__status">
      {saved ? (
        <p className="notice notice--success">
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
