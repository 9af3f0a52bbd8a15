// @vitest-environment node
/**
 * The remote backend against the emulator's HTTP server started here as if it were the real
 * service (its own keys and rate limit): answers equal to REST, a refused key, a rate limit
 * without a retry storm, a transient failure retried by the project's policy, a time limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '@/emulator/node/http-server';
import { createFakeEngine } from '@/emulator/service/testing/fake-engine';
import { createRemoteBackend } from './backend';
import { callTool, connectInMemory, restAnswer, resultText } from './testing/mcp-harness';

const SERVICE_KEY = 'service-key-of-the-user';
/** A key with a window of its own for the cases after the first has used up SERVICE_KEY's. */
const FRESH_KEY = 'another-key-of-the-user';
const WINDOW = 5;
let service: RunningServer;
const requests: string[] = [];

beforeAll(async () => {
  service = await startHttpServer({
    engine: createFakeEngine(),
    port: 0,
    keys: [SERVICE_KEY, FRESH_KEY],
    rateLimit: { requests: WINDOW, windowSeconds: 60 },
    log: (line) => requests.push(line),
  });
});

afterAll(async () => {
  await service.close();
});

const noWait = () => Promise.resolve();

describe('remote backend', () => {
  it('forwards each tool call and answers what the service answers, then its rate limit', async () => {
    const client = await connectInMemory(
      createRemoteBackend({ baseUrl: service.url, apiKey: SERVICE_KEY, sleep: noWait }),
    );
    const result = await callTool(client, 'get_country_partners', { cid: 'BR', limit: 3 });
    expect(result.isError, resultText(result)).toBeFalsy();
    const rest = await restAnswer(service.url, SERVICE_KEY, '/countries/{cid}/partners', {
      cid: 'BR',
      limit: 3,
    });
    const structured = result.structuredContent as { data: unknown; request_id: string };
    expect(structured.data).toEqual(rest.body.data);
    expect(requests.some((l) => l.includes(structured.request_id))).toBe(true);
    // The service's document credits its synthetic world; the answer passes that on.
    expect(resultText(result)).toContain(
      `Source: Tradescope's synthetic world, not real trade statistics, via the Trade Data Service at ${service.url}.`,
    );

    // Use up the window: the service's 429 (Retry-After about a minute, above the policy's
    // cap) becomes a tool error saying when to retry, after one request, not a retry storm.
    for (let i = 2; i < WINDOW; i += 1) await callTool(client, 'get_country', { cid: 'BR' });
    const before = requests.length;
    const refused = await callTool(client, 'get_country', { cid: 'BR' });
    expect(refused.isError).toBe(true);
    expect(resultText(refused)).toMatch(/Rate limit reached.*Try again in \d+ seconds/s);
    expect(requests.length - before).toBe(1);
    await client.close();
  });

  it('names a service it cannot reach at start alone, and starts all the same', async () => {
    const down = await startHttpServer({ engine: createFakeEngine(), port: 0, keys: [SERVICE_KEY] });
    const baseUrl = down.url;
    await down.close();
    const backend = createRemoteBackend({ baseUrl, apiKey: SERVICE_KEY, sleep: noWait });
    await expect(backend.ready?.()).resolves.toBeUndefined();
    expect(backend.source).toBe(`the Trade Data Service at ${baseUrl}`);
  });

  it('says the key was refused, without the key', async () => {
    const wrongKey = 'a-wrong-key-1234';
    const client = await connectInMemory(
      createRemoteBackend({ baseUrl: service.url, apiKey: wrongKey, sleep: noWait }),
    );
    const result = await callTool(client, 'search_countries', { q: 'bra' });
    expect(result.isError).toBe(true);
    const text = resultText(result);
    expect(text).toMatch(/API key is missing or was not accepted/);
    expect(text).not.toContain(wrongKey);
    expect(requests.join('\n')).not.toContain(wrongKey);
    await client.close();
  });

  it('retries a transient failure with the project policy', async () => {
    let calls = 0;
    const flaky = ((request: Request) => {
      calls += 1;
      if (calls === 1) return Promise.resolve(new Response('busy', { status: 503 }));
      return fetch(request);
    }) as typeof fetch;
    const delays: number[] = [];
    const backend = createRemoteBackend({
      baseUrl: service.url,
      apiKey: FRESH_KEY,
      fetch: flaky,
      sleep: (ms) => {
        delays.push(ms);
        return Promise.resolve();
      },
    });
    const result = await backend.call('getCountry', { cid: 'BR' });
    expect(result.data).toMatchObject({ id: 'BR' });
    expect(calls).toBe(2);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(0);
  });

  it('gives up after the time limit with a message naming the service, not the key', async () => {
    const hanging = ((request: Request) =>
      new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
      )) as typeof fetch;
    const client = await connectInMemory(
      createRemoteBackend({
        baseUrl: service.url,
        apiKey: FRESH_KEY,
        fetch: hanging,
        timeoutMs: 200,
        sleep: noWait,
      }),
    );
    const result = await callTool(client, 'get_country', { cid: 'BR' });
    expect(result.isError).toBe(true);
    expect(resultText(result)).toMatch(new RegExp(`${service.url}.*within 200 ms.*Try again later`, 's'));
    expect(resultText(result)).not.toContain(FRESH_KEY);
    await client.close();
  });
});
