/**
 * The one msw harness of unit and component tests. Two kinds of server, one lifecycle (listen
 * with unhandled requests as errors, per-test overrides reset after each test, close at the end):
 *
 * - `installTestServer()`: the real service over the synthetic world, its handlers by domain
 *   (trade, products, countries: src/emulator/service/create-handlers.ts). Prefer it.
 * - `installStubServer(...handlers)`: only the given handlers, for a test that needs a world the
 *   engine does not have (three countries, a broken answer). Build answers with `envelope`.
 *
 * Answers as handlers: `envelope(path, data)`, `envelopeFrom(path, ({ request, params }) => data)`
 * (data computed from the query, possibly awaited); both take `{ baseUrl, requestId, durationMs, once }`.
 * Errors are per-test overrides: `server.use(serviceError('/countries/{cid}', 500, 'internal_error'))`
 * (options `message`, `requestId`, `retryAfterSeconds`, `headers`), `validationError`,
 * `networkError`, or `envelope` with data that breaks the contract. A resolver that chooses its
 * answer (per parameter, per attempt) returns `envelopeResponse`, `serviceErrorResponse` or
 * `validationErrorResponse`. Only a body that deliberately breaks the service's shape (no
 * envelope, not JSON, empty) is written as a raw `http.get`, with a comment saying why.
 * Call the install functions at the top level of a test file.
 */
import type { HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TEST_SERVER_LISTEN_OPTIONS } from '@/emulator/node/setup-test-server';

// The service server and the error overrides live beside the emulator's HTTP server (which uses
// the same handlers); tests take them from here.
export { installTestServer } from '@/emulator/node/install-test-server';
export {
  envelope,
  envelopeFrom,
  envelopeResponse,
  networkError,
  serviceError,
  serviceErrorResponse,
  validationError,
  validationErrorResponse,
} from '@/emulator/node/overrides';

/** A server answering only `handlers`, with the harness's lifecycle registered. */
export function installStubServer(...handlers: HttpHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen(TEST_SERVER_LISTEN_OPTIONS));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
