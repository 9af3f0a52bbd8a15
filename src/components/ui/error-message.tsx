/**
 * The app's one error message (error-message-body.tsx), loaded the first time a failure is shown
 * (issue 11): the wording of every kind of failure (describe-error, the hints) is not in the
 * first bytes of a page whose requests succeed. Until it is there the place says "Loading the
 * error message…". If its chunk cannot be fetched either, the connection is down: an alert says
 * what could not be loaded and why, and its Retry fetches the wording and retries the failed
 * request together, so one click recovers once the connection is back. Once loaded, every later
 * error shows at once.
 */
import { lazyPart } from './lazy-part';
import type { ErrorMessageProps } from './error-message-body';

export type { ErrorMessageProps } from './error-message-body';

/** The alert's words when not even the error's description arrives. */
export function connectionDownMessage(what = 'This could not be loaded.'): string {
  return `${what} The connection seems to be down: not even the description of the failure arrived.`;
}

export const ErrorMessage = lazyPart<ErrorMessageProps>(
  'error message',
  () => import('./error-message-body').then((m) => m.ErrorMessage),
  {
    message: ({ what }) => connectionDownMessage(what),
    retry: ({ onRetry }) => onRetry?.(),
  },
);
