/**
 * The MCP server over Streamable HTTP, for a Node HTTP server's `/mcp` route (`npm run api`).
 * Stateless: every POST gets its own server and transport (no session to keep, nothing to
 * leak between keys), answered as plain JSON. In front of the SDK's transport:
 * - DNS-rebinding protection: the Host (and any Origin) must name this machine, so a web page
 *   on another site that resolves its name to 127.0.0.1 cannot reach the server;
 * - the service's Bearer keys: a missing or unknown key is 401 before anything is parsed.
 * The caller's key then travels with each tool call to the service's handlers, so every tool
 * call counts against the same per-key rate limit as a REST request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { createTradeMcpServer, type TradeMcpServerOptions } from './server';

export const MCP_PATH = '/mcp';
/** Host names of this machine; the server listens on 127.0.0.1 only. */
const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface McpHttpOptions extends TradeMcpServerOptions {
  /** The key an Authorization header names when the service accepts it; else null. */
  authenticate: (header: string | undefined) => string | null;
  newRequestId: () => string;
  allowedHostnames?: readonly string[];
}

function hostnameOf(value: string, withScheme: boolean): string | null {
  try {
    return new URL(withScheme ? value : `http://${value}`).hostname;
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries({ 'Content-Type': 'application/json', ...headers }))
    res.setHeader(name, value);
  res.writeHead(status);
  res.end(JSON.stringify(body));
}

function jsonRpcError(message: string) {
  return { jsonrpc: '2.0', error: { code: -32000, message }, id: null };
}

/** Why the request's Host or Origin is refused, or null when both name this machine. */
function rebindingRefusal(req: IncomingMessage, allowed: readonly string[]): string | null {
  const host = req.headers.host;
  const hostname = host ? hostnameOf(host, false) : null;
  if (hostname === null || !allowed.includes(hostname)) return 'Host not allowed';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    const originHost = hostnameOf(origin, true);
    if (originHost === null || !allowed.includes(originHost)) return 'Origin not allowed';
  }
  return null;
}

export async function handleMcpHttp(req: IncomingMessage, res: ServerResponse, options: McpHttpOptions) {
  const refusal = rebindingRefusal(req, options.allowedHostnames ?? LOCAL_HOSTNAMES);
  if (refusal) {
    sendJson(res, 403, jsonRpcError(refusal));
    return;
  }
  const requestId = options.newRequestId();
  const key = options.authenticate(req.headers.authorization);
  if (key === null) {
    sendJson(
      res,
      401,
      { error: 'invalid_key', message: 'Invalid or missing API key', request_id: requestId },
      { 'WWW-Authenticate': 'Bearer realm="Trade Data Service"', 'X-Request-ID': requestId },
    );
    return;
  }
  if (req.method !== 'POST') {
    // Stateless: no standalone event stream to open and no session to delete.
    sendJson(res, 405, jsonRpcError('Method not allowed: POST JSON-RPC messages to /mcp'), { Allow: 'POST' });
    return;
  }
  const server = createTradeMcpServer(options);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  const auth: AuthInfo = { token: key, clientId: 'bearer', scopes: [] };
  await transport.handleRequest(Object.assign(req, { auth }), res);
}
