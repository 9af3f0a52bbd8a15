// @vitest-environment node
/**
 * Reading an error response loads with the first one (not in a page's first bytes).
 * If that code cannot be fetched, the failure is still an ApiError with its status, endpoint
 * and request ID, worded without the body; the next error tries the code again.
 */
import { describe, expect, it, vi } from 'vitest';
import { envelope, installStubServer, serviceError } from '@/test/msw';

const BASE = 'https://tds.test.invalid';
const server = installStubServer(
  serviceError('/countries/{cid}', 429, 'rate_limited', {
    message: 'Too many requests',
    requestId: 'req-429',
    retryAfterSeconds: 30,
    baseUrl: BASE,
  }),
);

const code = { failing: true };
vi.mock('./error-body', async (importOriginal) => {
  if (code.failing) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('error responses while their reading code is unavailable', () => {
  it("names a contract violation without the validator's wording while that code is unavailable", async () => {
    // Runs first, while the code is still failing (a module that loaded once stays loaded).
    server.use(envelope('/countries/{cid}', 'not a country', { baseUrl: BASE, requestId: 'req-bad' }));
    const { createTradeClient } = await import('./client');
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', now: () => 0 });
    const error = await client.getCountry({ cid: 'DE' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'contract',
      status: 200,
      requestId: 'req-bad',
      message: 'GET /countries/{cid}: the body does not match the contract',
    });
  });

  it('still fails with an ApiError naming status, endpoint and request ID, and reads the body once the code is there', async () => {
    const { createTradeClient } = await import('./client');
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', now: () => 0 });
    const first = await client.getCountry({ cid: 'DE' }).catch((e: unknown) => e);
    expect(first).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 429,
      endpoint: 'GET /countries/{cid}',
      requestId: 'req-429',
      retryAfterMs: null,
      message: 'HTTP 429 Too Many Requests from GET /countries/{cid}',
    });

    code.failing = false;
    vi.resetModules();
    const second = await client.getCountry({ cid: 'DE' }).catch((e: unknown) => e);
    expect(second).toMatchObject({
      kind: 'http',
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests',
      retryAfterMs: 30_000,
    });
  });
});
