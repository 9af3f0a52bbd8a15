/**
 * The demo service's answer when it has no world to answer from: its engine worker did not start,
 * or the world failed to build. A 500 `internal_error`, as the contract has it, whose message says
 * what happened and what to do, so that every part of the page says so at once instead of waiting
 * for its time limit (a request to a worker that never started is never answered).
 */
import { newRequestId } from '../service/request-id';
import { errorResponse } from '../service/responses';

export function demoUnavailableResponse(cause: string): Response {
  return errorResponse(
    500,
    'internal_error',
    `The demo could not start: ${cause}. Reload the page to try again.`,
    newRequestId(),
  );
}
