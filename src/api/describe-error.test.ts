import { describe, expect, it } from 'vitest';
import { describeError, errorSentence, formatClock, rateLimitLine } from './describe-error';
import { ApiError } from './errors';
import { MissingKeyError } from './missing-key-error';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, message: `status ${status}`, endpoint: 'GET /countries', ...extra });

describe('describeError', () => {
  it('asks for a key, without a retry, when none is entered or it was rejected', () => {
    expect(describeError(new MissingKeyError(false))).toMatchObject({
      title: 'No API key',
      message: 'The live service needs an API key before this can load.',
      needsKey: true,
      canRetry: false,
      retriable: false,
    });
    expect(new MissingKeyError(true).message).toBe(
      'The live service needs its base URL and an API key before this can load.',
    );
    expect(new MissingKeyError(true).name).toBe('MissingKeyError');
    expect(describeError(http(401))).toMatchObject({
      title: 'The API key was rejected',
      needsKey: true,
      canRetry: false,
      retriable: false,
      message: 'status 401',
    });
  });

  it('names each kind of failure, retried automatically when it may pass by itself', () => {
    const of = (kind: 'network' | 'timeout' | 'contract' | 'aborted') =>
      describeError(new ApiError({ kind, message: 'm', endpoint: 'GET /x' }));
    expect(of('network')).toEqual({
      title: 'The service could not be reached',
      message: 'm',
      requestId: undefined,
      retriable: true,
      canRetry: true,
      needsKey: false,
    });
    expect(of('timeout')).toMatchObject({
      title: 'The service did not answer in time',
      retriable: true,
      canRetry: true,
    });
    expect(of('contract')).toMatchObject({
      title: 'The service answered in an unexpected format',
      retriable: false,
      canRetry: false,
    });
    expect(of('aborted')).toMatchObject({ title: 'The request was cancelled', retriable: true });
  });

  it('names the HTTP statuses the views meet, and any other by its number', () => {
    expect(describeError(http(404))).toMatchObject({
      title: 'Not found',
      retriable: false,
      canRetry: false,
      needsKey: false,
    });
    expect(describeError(http(422))).toMatchObject({
      title: 'The service rejected the request parameters',
      retriable: false,
    });
    expect(describeError(http(500))).toMatchObject({
      title: 'The service failed (HTTP 500)',
      retriable: true,
    });
    expect(describeError(http(503))).toMatchObject({
      title: 'The service failed (HTTP 503)',
      retriable: true,
    });
    expect(describeError(http(499))).toMatchObject({
      title: 'Request failed (HTTP 499)',
      retriable: false,
      canRetry: false,
    });
    expect(describeError(http(403))).toMatchObject({ title: 'Request failed (HTTP 403)', retriable: false });
  });

  it('says when a rate limit ends: the client’s end, else now plus Retry-After, else nothing', () => {
    const until = new Date(now + 90_000);
    expect(describeError(http(429, { rateLimitedUntil: until, retryAfterMs: 5 }), now)).toMatchObject({
      title: 'Rate limit reached',
      retriable: true,
      retryAt: until,
    });
    expect(describeError(http(429, { retryAfterMs: 30_000 }), now).retryAt).toEqual(new Date(now + 30_000));
    expect(
      describeError({ status: 429, retryAfterMs: Number.POSITIVE_INFINITY }, now).retryAt,
    ).toBeUndefined();
    expect(describeError({ status: 429, rateLimitedUntil: 'soon' }, now).retryAt).toBeUndefined();
    expect(describeError(http(429), now).retryAt).toBeUndefined();
  });

  it('keeps the request id, and shows any other error’s message rather than swallowing it', () => {
    expect(describeError(http(500, { requestId: 'req-1' })).requestId).toBe('req-1');
    expect(describeError({ requestId: '' }).requestId).toBeUndefined();
    expect(describeError({ requestId: 42 }).requestId).toBeUndefined();
    expect(describeError(new TypeError('x is undefined'))).toMatchObject({
      title: 'Something went wrong',
      message: 'x is undefined',
      canRetry: false,
      retriable: false,
    });
    expect(describeError('plain text').message).toBe('plain text');
    expect(describeError('').message).toBe('Unknown error');
    expect(describeError(null).message).toBe('Unknown error');
    expect(describeError(new Error('')).message).toBe('Unknown error');
    expect(describeError({ message: 7 }).message).toBe('Unknown error');
    expect(describeError({ status: '500' }).title).toBe('Something went wrong');
  });
});

describe('what a failure offers', () => {
  it('offers Retry only where repeating can help, and the details to copy where it cannot', () => {
    for (const error of [
      http(500),
      http(429),
      new ApiError({ kind: 'network', message: 'm', endpoint: 'GET /x' }),
      new ApiError({ kind: 'timeout', message: 'm', endpoint: 'GET /x' }),
    ]) {
      expect(describeError(error).canRetry).toBe(true);
      expect(describeError(error).copyText).toBeUndefined();
    }
    const contract = new ApiError({
      kind: 'contract',
      status: 200,
      message: 'GET /trade: data[0].value_usd must be number',
      endpoint: 'GET /trade',
      requestId: 'req-9',
    });
    expect(describeError(contract)).toMatchObject({ canRetry: false });
    expect(describeError(contract).copyText).toBe(
      [
        'The service answered in an unexpected format',
        'GET /trade: data[0].value_usd must be number',
        'Endpoint: GET /trade',
        'HTTP status: 200',
        'Request ID: req-9',
      ].join('\n'),
    );
    const rejected = describeError(http(422, { message: 'flow: Input should be exports or imports' }));
    expect(rejected.canRetry).toBe(false);
    expect(rejected.copyText).toContain('flow: Input should be exports or imports');
    expect(rejected.copyText).toContain('Request ID: none given');
    expect(describeError(http(401)).copyText).toBeUndefined();
  });

  it('copies only the lines it has: no endpoint or status line when the error has none', () => {
    // An error-like object (not an ApiError, which always names its endpoint).
    const contract = { kind: 'contract', message: 'data must be array' };
    expect(describeError(contract).copyText).toBe(
      ['The service answered in an unexpected format', 'data must be array', 'Request ID: none given'].join(
        '\n',
      ),
    );
    // An aborted request, or an error that is not the service's, is not a failure to report.
    expect(
      describeError(new ApiError({ kind: 'aborted', message: 'm', endpoint: 'GET /x' })).copyText,
    ).toBeUndefined();
    expect(describeError(new Error('boom')).copyText).toBeUndefined();
  });

  it('reads a blocked request from the network layer only, and retries it', () => {
    const blocked = describeError(
      new ApiError({ kind: 'network', code: 'failed_or_blocked', message: 'm', endpoint: 'GET /x' }),
    );
    expect(blocked).toMatchObject({
      title: 'This request did not get through',
      retriable: true,
      canRetry: true,
    });
    // A service's own error code of the same name is an HTTP error like any other.
    const http500 = describeError(http(500, { code: 'failed_or_blocked' }));
    expect(http500.title).not.toBe('This request did not get through');
  });
});

describe('error sentences', () => {
  it('joins title and message with one full stop, and adds the end of a rate limit', () => {
    expect(errorSentence(describeError(http(404, { message: 'No such country.' })))).toBe(
      'Not found: No such country.',
    );
    expect(errorSentence(describeError(http(404, { message: 'Gone!' })))).toBe('Not found: Gone.');
    expect(errorSentence(describeError(http(404, { message: 'Gone' })))).toBe('Not found: Gone.');
    // Only a stop at the end is dropped.
    expect(errorSentence(describeError(http(404, { message: 'No HS 2.0 codes. Try HS 2022' })))).toBe(
      'Not found: No HS 2.0 codes. Try HS 2022.',
    );
    const limited = describeError(http(429, { message: 'Slow down', retryAfterMs: 60_000 }), now);
    const clock = formatClock(new Date(now + 60_000));
    expect(rateLimitLine(limited)).toBe(`Rate-limited until ${clock}.`);
    expect(errorSentence(limited)).toBe(`Rate limit reached: Slow down. Rate-limited until ${clock}.`);
    expect(rateLimitLine(describeError(http(404)))).toBeNull();
  });

  it('writes the clock as 24-hour hours and minutes', () => {
    expect(formatClock(new Date(2026, 0, 1, 15, 7))).toMatch(/^15.07$/);
    expect(formatClock(new Date(2026, 0, 1, 9, 5))).toMatch(/^09.05$/);
  });
});
