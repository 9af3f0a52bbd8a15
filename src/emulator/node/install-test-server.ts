/**
 * Registers the usual msw lifecycle for a test file: listen with unhandled requests as
 * errors, reset per-test overrides and the rate limiter after each test, close at the end.
 * Call it at the top level of a test file.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  setupTestServer,
  TEST_SERVER_LISTEN_OPTIONS,
  type TestServer,
  type TestServerOptions,
} from './setup-test-server';

export function installTestServer(options: TestServerOptions = {}): TestServer {
  const testServer = setupTestServer(options);
  beforeAll(() => testServer.server.listen(TEST_SERVER_LISTEN_OPTIONS));
  afterEach(() => {
    testServer.server.resetHandlers();
    testServer.limiter.reset();
  });
  afterAll(() => testServer.server.close());
  return testServer;
}
