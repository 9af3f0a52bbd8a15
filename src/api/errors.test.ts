import { describe, expect, it } from 'vitest';
import {
  contractMessage,
  formatInstancePath,
  formatLoc,
  parseRetryAfter,
  readErrorBody,
  readValidationDetails,
  summariseDetails,
} from './error-body';
import { ApiError, isApiError, isNotFound, isRejectedParameter, isUnauthorized } from './errors';

describe('ApiError', () => {
  it('fills what the service did not send with null or nothing, and keeps the cause', () => {
    const plain = new ApiError({ kind: 'network', message: 'offline', endpoint: 'GET /countries' });
    expect(plain).toBeInstanceOf(Error);
    expect(plain).toMatchObject({
      name: 'ApiError',
      message: 'offline',
      kind: 'network',
      endpoint: 'GET /countries',
      status: null,
      code: null,
      requestId: null,
      details: [],
      retryAfterMs: null,
      rateLimitedUntil: null,
    });
    expect('cause' in plain).toBe(false);
    const cause = new TypeError('Failed to fetch');
    expect(new ApiError({ kind: 'network', message: 'm', endpoint: 'e', cause }).cause).toBe(cause);
  });

  it('is told apart from other errors, and a 401 or a 404 from other statuses and kinds', () => {
    const of = (kind: 'http' | 'network', status: number | null) =>
      new ApiError({ kind, status, message: 'm', endpoint: 'e' });
    expect(isApiError(of('http', 500))).toBe(true);
    expect(isApiError(new Error('m'))).toBe(false);
    expect(isUnauthorized(of('http', 401))).toBe(true);
    expect(isUnauthorized(of('http', 403))).toBe(false);
    expect(isUnauthorized(of('network', 401))).toBe(false);
    expect(isUnauthorized({ kind: 'http', status: 401 })).toBe(false);
    expect(isNotFound(of('http', 404))).toBe(true);
    expect(isNotFound(of('http', 410))).toBe(false);
    expect(isNotFound(of('network', 404))).toBe(false);
    expect(isNotFound({ kind: 'http', status: 404 })).toBe(false);
  });

  it('tells a 422 that names a parameter from one that names another, and from other statuses', () => {
    const refused = (status: number, loc: string[], kind: 'http' | 'network' = 'http') =>
      new ApiError({
        kind,
        status,
        message: 'm',
        endpoint: 'e',
        details: [{ loc, msg: 'x', type: 'value_error' }],
      });
    expect(isRejectedParameter(refused(422, ['query', 'product']), 'product')).toBe(true);
    expect(isRejectedParameter(refused(422, ['query', 'reporter']), 'product')).toBe(false);
    expect(isRejectedParameter(refused(404, ['query', 'product']), 'product')).toBe(false);
    expect(isRejectedParameter(refused(422, ['query', 'product'], 'network'), 'product')).toBe(false);
    expect(isRejectedParameter(new Error('product'), 'product')).toBe(false);
    // An object shaped like one is not an ApiError.
    const lookalike = { kind: 'http', status: 422, details: [{ loc: ['query', 'product'] }] };
    expect(isRejectedParameter(lookalike, 'product')).toBe(false);
    // One of several details is enough.
    const two = new ApiError({
      kind: 'http',
      status: 422,
      message: 'm',
      endpoint: 'e',
      details: [
        { loc: ['query', 'reporter'], msg: 'x', type: 'value_error' },
        { loc: ['query', 'product'], msg: 'x', type: 'value_error' },
      ],
    });
    expect(isRejectedParameter(two, 'product')).toBe(true);
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('reads fractional seconds and refuses numbers that are not a delay or a date', () => {
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('   ', now)).toBeNull();
    expect(parseRetryAfter('1.5s', now)).toBeNull();
    expect(parseRetryAfter('x1', now)).toBeNull();
    expect(parseRetryAfter('9'.repeat(400), now)).toBeNull(); // Infinity seconds
    expect(parseRetryAfter('Someday, 99 Foo 20xx', now)).toBeNull();
  });

  it('reads every decimal of a delay, a date without its weekday, and no other date format', () => {
    expect(parseRetryAfter('1.25', now)).toBe(1250);
    expect(parseRetryAfter('22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    // An ISO timestamp names no month: Date.parse would take it, Retry-After does not.
    expect(parseRetryAfter('2026-11-22T12:00:30Z', now)).toBeNull();
  });
});

describe('422 details', () => {
  it('keep the well-formed items, copied, with input and ctx only when given', () => {
    const body = {
      detail: [
        {
          loc: ['query', 'limit'],
          msg: 'too big',
          type: 'less_than_equal',
          input: '900',
          ctx: { le: 500 },
          extra: 1,
        },
        { loc: ['path', 'pid'], msg: 'bad', type: 'string_pattern_mismatch', ctx: null },
        { loc: ['body', 'rows', 2], msg: 'not a row', type: 'model_type', ctx: 'a row' },
        { loc: ['query', 1, {}], msg: 'x', type: 't' },
        { loc: 'query', msg: 'x', type: 't' },
        { loc: ['q'], msg: 1, type: 't' },
        { loc: ['q'], msg: 'x', type: 1 },
        null,
        'text',
      ],
    };
    const details = readValidationDetails(body);
    expect(details).toStrictEqual([
      { loc: ['query', 'limit'], msg: 'too big', type: 'less_than_equal', input: '900', ctx: { le: 500 } },
      { loc: ['path', 'pid'], msg: 'bad', type: 'string_pattern_mismatch' },
      { loc: ['body', 'rows', 2], msg: 'not a row', type: 'model_type' },
    ]);
    expect(details[0]?.loc).not.toBe(body.detail[0] && (body.detail[0] as { loc: unknown }).loc);
    expect(
      readValidationDetails({ detail: [{ loc: ['q'], msg: 'x', type: 't', input: undefined }] })[0],
    ).toHaveProperty('input');
    expect(readValidationDetails(null)).toEqual([]);
    expect(readValidationDetails('detail')).toEqual([]);
    expect(readValidationDetails({ detail: 'not a list' })).toEqual([]);
  });

  it('name a location without its source, and the request when nothing is left', () => {
    expect(formatLoc(['query'])).toBe('query');
    expect(formatLoc(['header', 'authorization'])).toBe('authorization');
    expect(formatLoc(['cookie', 'session'])).toBe('session');
    expect(formatLoc(['data', 'x'])).toBe('data.x');
    expect(formatLoc([])).toBe('request');
    expect(
      summariseDetails([
        { loc: ['query', 'limit'], msg: 'Input should be less than or equal to 500', type: 't' },
        { loc: ['query', 'q'], msg: 'Field required', type: 'missing' },
      ]),
    ).toBe('limit: Input should be less than or equal to 500; q: Field required');
  });
});

describe('error bodies', () => {
  it('read each field only when it is a non-empty string', () => {
    expect(readErrorBody({ error: 'invalid_key', message: 'Bad key', request_id: 'r1' })).toEqual({
      code: 'invalid_key',
      message: 'Bad key',
      requestId: 'r1',
    });
    expect(readErrorBody({ error: '', message: 3, request_id: null })).toEqual({
      code: null,
      message: null,
      requestId: null,
    });
    // FastAPI's own error body: its `detail` string is the service's message.
    expect(readErrorBody({ detail: 'Not Found' })).toEqual({
      code: null,
      message: 'Not Found',
      requestId: null,
    });
    expect(readErrorBody({ message: 'Ours', detail: 'Theirs' }).message).toBe('Ours');
    expect(readErrorBody({ detail: [{ loc: ['query', 'flow'] }] }).message).toBeNull();
    expect(readErrorBody(null)).toEqual({ code: null, message: null, requestId: null });
    expect(readErrorBody('error')).toEqual({ code: null, message: null, requestId: null });
  });

  it('write a schema path with escaped slashes and tildes unescaped', () => {
    expect(formatInstancePath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(formatInstancePath('', 'data')).toBe('data');
    expect(formatInstancePath('/0/1')).toBe('[0][1]');
    // Only a part that is all digits is an index.
    expect(formatInstancePath('/data/10/hs6')).toBe('data[10].hs6');
    expect(formatInstancePath('/by_year/2015q1')).toBe('by_year.2015q1');
  });
});

describe('contract messages', () => {
  const error = (
    keyword: string,
    instancePath: string,
    params: Record<string, unknown>,
    message?: string,
  ) => ({
    keyword,
    instancePath,
    schemaPath: '#/x',
    params,
    ...(message === undefined ? {} : { message }),
  });

  it('name the missing field of a required one, and only of a required one', () => {
    expect(
      contractMessage([
        error(
          'required',
          '/data/0',
          { missingProperty: 'flow_count' },
          "must have required property 'flow_count'",
        ),
      ]),
    ).toBe('data[0].flow_count is missing');
    expect(
      contractMessage([
        error(
          'dependentRequired',
          '/data',
          { missingProperty: 'to', property: 'from' },
          'must have property to when property from is present',
        ),
      ]),
    ).toBe('data must have property to when property from is present');
    expect(contractMessage([error('required', '/data', {}, 'must have a required property')])).toBe(
      'data must have a required property',
    );
  });

  it('list the allowed types in words, and say something when ajv said nothing', () => {
    expect(
      contractMessage([
        error('type', '/data/share', { type: 'string,number,null' }, 'must be string,number,null'),
      ]),
    ).toBe('data.share must be string or number or null');
    expect(contractMessage([error('type', '/data/share', {})])).toBe('data.share is invalid');
    expect(contractMessage(null)).toBe('body does not match the contract');
    expect(contractMessage([])).toBe('body does not match the contract');
  });
});
