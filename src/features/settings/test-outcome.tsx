/**
 * What a finished connection test says: how fast the service answered with its request ID, or
 * the app's wording of the failure with a Retry. Loaded when a test starts (connection-status.tsx).
 */
import { ErrorMessage } from '@/components/ui/error-message';
import { RequestId } from '@/components/ui/request-id';
import type { TestResult } from './use-settings-form';

export interface TestOutcomeProps {
  test: Extract<TestResult, { state: 'ok' | 'failed' }>;
  onRetry: () => void;
}

export function TestOutcome({ test, onRetry }: TestOutcomeProps) {
  if (test.state === 'failed')
    return <ErrorMessage what="The connection test failed." error={test.error} onRetry={onRetry} />;
  return (
    <p className="notice notice--success">
      Connected: the service answered in {test.durationMs} ms. <RequestId id={test.requestId} />
    </p>
  );
}
