/**
 * The service's request ID, the one thing a bug report about a failed (or surprising) answer
 * needs. One component so every error surface and data footnote says it the same way.
 */
import './request-id.css';

export function RequestId({ id }: { id?: string | null }) {
  if (!id) return null;
  return (
    <span className="request-id" data-request-id={id}>
      Request ID: <code>{id}</code>
    </span>
  );
}
