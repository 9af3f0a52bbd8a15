// @vitest-environment node
/**
 * /mcp on the emulator's HTTP server (real sockets, the SDK's Streamable HTTP client): the
 * service's bearer keys, the per-key rate limit shared with REST, and the Host/Origin checks
 * against DNS rebinding. A small fake engine keeps these about the transport, not the world.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/data-source';
import { startHttpServer, type RunningServer } from '@/emulator/node/http-server';
import { createFakeEngine } from '@/emulator/service/testing/fake-engine';
import { callTool, connectHttp, restAnswer, resultText } from './testing/mcp-harness';

const LIMIT = 4;
let running: RunningServer;
const lines: string[] = [];

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};

function postMcp(headers: Record<string, string>, body: unknown = initialize) {
  return fetch(`${running.url}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  running = await startHttpServer({
    engine: createFakeEngine(),
    port: 0,
    keys: [DEMO_API_KEY, 'second-key'],
    rateLimit: { requests: LIMIT, windowSeconds: 60 },
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await running.close();
});

describe('keys', () => {
  it('refuses a missing or wrong key with 401 invalid_key before any MCP message is read', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer not-a-key' },
      { Authorization: DEMO_API_KEY },
    ];
    for (const headers of attempts) {
      const res = await postMcp(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const body = (await res.json()) as { error: string; request_id: string };
      expect(body.error).toBe('invalid_key');
      expect(res.headers.get('x-request-id')).toBe(body.request_id);
    }
    await expect(connectHttp(running.url, null)).rejects.toThrow(/invalid_key/);
    await expect(connectHttp(running.url, 'wrong-key')).rejects.toThrow(/invalid_key/);
  });

  it('serves a client with a valid key and never logs the key', async () => {
    const client = await connectHttp(running.url, 'second-key');
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(12);
    await client.close();
    expect(lines.some((l) => l.startsWith('POST /mcp 200'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/second-key|tradescope-demo-key/);
  });

  it('answers only POST (stateless server): GET and DELETE are 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${running.url}/mcp`, {
        method,
        headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});

describe('DNS-rebinding protection', () => {
  it('refuses a Host or an Origin that is not this machine, with a valid key', async () => {
    const key = { Authorization: `Bearer ${DEMO_API_KEY}` };
    // fetch sets Host from the URL; node:http lets the test send another one.
    const { request } = await import('node:http');
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          `${running.url}/mcp`,
          {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Accept: 'application/json, text/event-stream',
              ...key,
              ...headers,
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(initialize));
      });
    expect(await status({ Host: 'evil.example:80' })).toBe(403);
    expect(await status({ Origin: 'https://evil.example' })).toBe(403);
    expect(await status({ Host: `localhost:${new URL(running.url).port}` })).toBe(200);
    expect(await status({ Origin: 'http://localhost:5173' })).toBe(200);
  });
});

describe('the rate limit is shared with REST', () => {
  it('counts tool calls and REST requests in one window per key', async () => {
    const client = await connectHttp(running.url, DEMO_API_KEY);
    // Listing tools is not a service request; each tool call is one.
    await client.listTools();
    for (let i = 0; i < LIMIT - 1; i += 1) {
      const rest = await restAnswer(running.url, DEMO_API_KEY, '/countries/{cid}', { cid: 'BR' });
      expect(rest.status).toBe(200);
    }
    const last = await callTool(client, 'get_country', { cid: 'BR' });
    expect(last.isError).toBeFalsy();
    const refused = await callTool(client, 'get_country', { cid: 'BR' });
    expect(refused.isError).toBe(true);
    expect(resultText(refused)).toMatch(
      /Rate limit reached for this API key.*Try again in \d+ seconds? \(after \d{4}-\d\d-\d\dT/s,
    );
    expect((await restAnswer(running.url, DEMO_API_KEY, '/countries/{cid}', { cid: 'BR' })).status).toBe(429);
    // Another key has its own window, over MCP as over REST.
    const other = await connectHttp(running.url, 'second-key');
    expect((await callTool(other, 'get_country', { cid: 'BR' })).isError).toBeFalsy();
    await Promise.all([client.close(), other.close()]);
  });
});
