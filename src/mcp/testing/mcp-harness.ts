/**
 * Test harness: the emulator's HTTP server (REST and /mcp) over one engine, and MCP clients of
 * the SDK over each transport: in memory (the server in this process with the in-process
 * service, as stdio runs it) and Streamable HTTP against `/mcp` with a bearer key.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { TradeEngine } from '@/emulator/engine/engine-types';
import { createServiceFetch, IN_PROCESS_ORIGIN } from '@/emulator/node/service-fetch';
import { toAsyncEngine } from '@/emulator/service/async-engine';
import { createLocalBackend, type TradeBackend } from '../backend';
import { createTradeMcpServer } from '../server';

export const TEST_APP_URL = 'https://tradescope.example/app';

export async function connectInMemory(
  backend: TradeBackend,
  createServer: (backend: TradeBackend) => McpServer = (b) =>
    createTradeMcpServer({ backend: b, appUrl: TEST_APP_URL }),
): Promise<Client> {
  const server = createServer(backend);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'tradescope-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

export function inProcessBackend(engine: TradeEngine): TradeBackend {
  const key = 'in-process-test-key';
  return createLocalBackend({
    fetch: createServiceFetch({ engine: toAsyncEngine(engine), keys: [key] }),
    baseUrl: IN_PROCESS_ORIGIN,
    defaultKey: key,
  });
}

export async function connectHttp(baseUrl: string, apiKey: string | null): Promise<Client> {
  // Relative to the service's base, which may have a path (`npm start` serves it under /api).
  const transport = new StreamableHTTPClientTransport(new URL('mcp', `${baseUrl.replace(/\/+$/, '')}/`), {
    requestInit: apiKey === null ? {} : { headers: { Authorization: `Bearer ${apiKey}` } },
  });
  const client = new Client({ name: 'tradescope-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

export function resultText(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/** The REST answer for a tool's arguments: path parameters in the path, the rest in the query. */
export async function restAnswer(
  baseUrl: string,
  apiKey: string,
  path: string,
  args: Record<string, unknown>,
): Promise<{ status: number; body: { data?: unknown; request_id?: string } }> {
  const query = new URLSearchParams();
  let resolved = path;
  for (const [name, value] of Object.entries(args)) {
    if (resolved.includes(`{${name}}`))
      resolved = resolved.replace(`{${name}}`, encodeURIComponent(String(value)));
    else query.set(name, String(value));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const res = await fetch(`${baseUrl}${resolved}${search}`, {
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; request_id?: string } };
}
