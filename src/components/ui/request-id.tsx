/**
 * The service's request ID, the one thing a bug report about a failed (or surprising) answer
 * needs. One component so every error surface and data footnote says it the same way.
 *
 * Inside an embed, the IDs are not printed where they occur (four long IDs ran into the axis
 * labels and the source line of a phone-sized embed): the embed page collects them through
 * RequestIdSink and lists them once, behind a disclosure in its footer.
 */
import { createContext, useContext, useEffect } from 'react';
import './request-id.css';

/** Takes an ID shown in the tree below; returns the function that takes it back. */
export type RequestIdCollector = (id: string) => () => void;

export const RequestIdSink = createContext<RequestIdCollector | null>(null);

export function RequestId({ id }: { id?: string | null }) {
  const collect = useContext(RequestIdSink);
  useEffect(() => (collect && id ? collect(id) : undefined), [collect, id]);
  if (!id || collect) return null;
  return (
    <span className="request-id" data-request-id={id}>
      Request ID: <code>{id}</code>
    </span>
  );
}
