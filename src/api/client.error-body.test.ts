// @vitest-environment node
/**
 * Reading an error response loads with the first one (not in a page's first bytes).
 * If that code cannot be fetched, the failure is still an ApiError with its status, endpoint
 * and request ID, worded without the body; the next error tries the code again.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const BASE = 'https://tds.test.invalid';
const server = setupServer(
  http.get(`${BASE}/countries/:cid`, () =>
    HttpResponse.json(
      { error: 'rate_limited', message: 'Too many requests', request_id: 'req-429' },
      { status: 429, headers: { 'X-Request-ID': 'req-429', 'Retry-After': '30' } },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const code = { failing: true };
vi.mock('./error-body', async (importOriginal) => {
  if (code.failing) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('error responses while their reading code is unavailable', () => {
  it("names a contract violation without the validator's wording while that code is unavailable", async () => {
    // Runs first, while the code is still failing (a module that loaded once stays loaded).
    server.use(
      http.get(`${BASE}/countries/:cid`, () =>
        HttpResponse.json({ data: 'not a country' }, { headers: { 'X-Request-ID': 'req-bad' } }),
      ),
    );
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
