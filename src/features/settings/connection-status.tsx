import { useEffect, useState } from 'react';
import { normaliseBaseUrl } from '@/api/data-source';
import { useDataSource } from '@/api/data-source-context';
import type { TestOutcomeProps } from './test-outcome';
import type { SettingsForm } from './use-settings-form';

type TestOutcomeComponent = (props: TestOutcomeProps) => React.ReactNode;
let testOutcome: Promise<TestOutcomeComponent> | null = null;
/** Set once loaded, so a later outcome is worded in its first render. */
let loadedTestOutcome: TestOutcomeComponent | null = null;

/**
 * How a test's outcome is worded (the app's error wording, the request ID) loads when a test
 * starts, not with the page (/settings within 115 kB gzip); a failed fetch is tried
 * again by the next test.
 */
function loadTestOutcome(): Promise<TestOutcomeComponent> {
  testOutcome ??= import('./test-outcome').then(
    (m) => (loadedTestOutcome = m.TestOutcome),
    (error: unknown) => {
      testOutcome = null;
      throw error;
    },
  );
  return testOutcome;
}

/** A finished test, worded once its code is there (at once, usually: it loads as the test starts). */
function FinishedTest(props: TestOutcomeProps) {
  const [Outcome, setOutcome] = useState<TestOutcomeComponent | null>(() => loadedTestOutcome);
  const [codeFailed, setCodeFailed] = useState(false);
  useEffect(() => {
    if (loadedTestOutcome) return;
    let live = true;
    loadTestOutcome().then(
      (component) => live && setOutcome(() => component),
      () => live && setCodeFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (Outcome) return <Outcome {...props} />;
  // While its code loads (at once, usually), the outcome in plain words; if the code cannot be
  // fetched (offline, most likely), those words and the test's own error, as an alert.
  const { test } = props;
  return (
    <p className={codeFailed ? 'notice notice--danger' : 'notice'} role={codeFailed ? 'alert' : undefined}>
      {test.state === 'ok' ? 'Connected.' : 'The connection test failed.'}
      {codeFailed && test.state === 'failed' && test.error instanceof Error ? ` ${test.error.message}` : null}
    </p>
  );
}

/** What the last Save or Test connection did, announced politely. */
export function ConnectionStatus({ form }: { form: SettingsForm }) {
  const { saved, test, values } = form;
  const ds = useDataSource();
  // A 401 after saving clears the key (the red banner above says so): "Saved" would no longer be true.
  const savedKeyRejected = saved && values.mode === 'live' && ds.keyClearedReason !== null;
  // Fetched as a test starts, so its outcome is worded at once.
  useEffect(() => {
    if (test.state === 'testing') loadTestOutcome().catch(() => undefined);
  }, [test.state]);
  return (
    <div aria-live="polite" className="settings__status">
      {savedKeyRejected ? (
        <p className="notice" data-testid="save-status">
          The base URL {normaliseBaseUrl(values.baseUrl)} is saved, but the service rejected the key, so none
          is stored: enter a valid key and save again.
        </p>
      ) : saved ? (
        <p className="notice notice--success" data-testid="save-status">
          Saved. {values.mode === 'demo' ? 'Using demo data.' : `Using ${normaliseBaseUrl(values.baseUrl)}.`}
        </p>
      ) : null}
      {test.state === 'testing' ? <p className="notice">Testing the connection…</p> : null}
      {test.state === 'ok' || test.state === 'failed' ? (
        <FinishedTest test={test} onRetry={() => void form.testConnection()} />
      ) : null}
    </div>
  );
}
