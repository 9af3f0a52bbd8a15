/**
 * The app's one error message (error-message-body.tsx), loaded the first time a failure is shown
 * (issue 11): the wording of every kind of failure (describe-error, the hints) is not in the
 * first bytes of a page whose requests succeed. Until it is there the place says "Loading the
 * error message…"; if its chunk cannot be fetched either (the network is down), an alert says so
 * with a Retry that fetches it again. Once loaded, every later error shows at once.
 */
import { lazyPart } from './lazy-part';
import type { ErrorMessageProps } from './error-message-body';

export type { ErrorMessageProps } from './error-message-body';

export const ErrorMessage = lazyPart<ErrorMessageProps>('error message', () => import('./error-message-body').then((m) => m.ErrorMessage));
