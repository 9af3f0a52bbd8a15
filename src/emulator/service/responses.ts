/**
 * Response builders. Every response, error or not, carries X-Request-ID equal to the body's
 * request_id; the expose header lets cross-origin callers (the browser demo, curl-free tests
 * from another origin) read it and Retry-After.
 */
import { HttpResponse } from 'msw';
import type { ValidationErrorItem } from './pydantic-errors';

export const EXPOSED_HEADERS = 'Retry-After, X-Request-ID';

export type ErrorCode =
  'invalid_key' | 'rate_limit_exceeded' | 'not_found' | 'method_not_allowed' | 'internal_error';

function headers(requestId: string, extra?: Record<string, string>): Record<string, string> {
  return { 'X-Request-ID': requestId, 'Access-Control-Expose-Headers': EXPOSED_HEADERS, ...extra };
}

export function okResponse<D>(requestId: string, data: D, startedAt: number) {
  const body = { data, request_id: requestId, duration_ms: Math.round(performance.now() - startedAt) };
  return HttpResponse.json(body, { status: 200, headers: headers(requestId) });
}

export function errorResponse(
  status: number,
  error: ErrorCode,
  message: string,
  requestId: string,
  extraHeaders?: Record<string, string>,
) {
  return HttpResponse.json(
    { error, message, request_id: requestId },
    { status, headers: headers(requestId, extraHeaders) },
  );
}

export function validationResponse(requestId: string, detail: ValidationErrorItem[]) {
  return HttpResponse.json({ detail }, { status: 422, headers: headers(requestId) });
}
