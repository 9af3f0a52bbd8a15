/**
 * The Trade Data Service as an MCP server (official TypeScript SDK): the tools of tools.ts with
 * the contract's schemas, answered by a backend (backend.ts). Transport-free: stdio.ts and
 * http-transport.ts connect it.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isApiError } from '@/api/errors';
import { linkLines, resultLinks } from './links';
import type { TradeBackend } from './backend';
import { inputSchema, outputSchema } from './contract-schemas';
import { toolErrorText } from './tool-errors';
import { TOOLS, toolPath, type ToolDefinition } from './tools';

const SERVER_NAME = 'tradescope';
const SERVER_VERSION = '1.0.0';

export interface TradeMcpServerOptions {
  backend: TradeBackend;
  /** Base URL of the Tradescope dashboard the results link to. */
  appUrl: string;
  /** Told once per failure that is not the service's answer (no key, no stack). */
  onInternalError?: (tool: string, error: unknown) => void;
}

type Schemas = { input: ReturnType<typeof inputSchema>; output: ReturnType<typeof outputSchema> };
const schemaCache = new Map<string, Schemas>();

/** Converted once per process: a stateless HTTP server builds a server per request. */
function schemasOf(tool: ToolDefinition): Schemas {
  let schemas = schemaCache.get(tool.name);
  if (!schemas) {
    schemas = { input: inputSchema(toolPath(tool)), output: outputSchema(toolPath(tool)) };
    schemaCache.set(tool.name, schemas);
  }
  return schemas;
}

function instructions(backend: TradeBackend): string {
  return [
    `Yearly bilateral trade flows (exporter, importer, HS6 product, year; values in current US dollars) from ${backend.source}.`,
    'Find ids first: search_countries for country ids (ISO alpha-2), search_products for HS codes. Then ask get_trade_summary for totals, growth and top partners of any selection, or the country and product tools for series and rankings.',
    'Every result carries a request_id to cite with its figures and a link to the Tradescope view of the same selection: give the user both.',
  ].join('\n');
}

export function createTradeMcpServer(options: TradeMcpServerOptions): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION, title: 'Tradescope: Trade Data Service' },
    { instructions: instructions(options.backend) },
  );
  for (const tool of TOOLS) {
    const schemas = schemasOf(tool);
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: schemas.input,
        outputSchema: schemas.output,
        annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      },
      async (args: Record<string, unknown>, extra): Promise<CallToolResult> => {
        try {
          const result = await options.backend.call(tool.endpoint, args, {
            ...(extra.authInfo?.token ? { apiKey: extra.authInfo.token } : {}),
            signal: extra.signal,
          });
          const requestId = result.requestId ?? '';
          const links = resultLinks(tool.href(args, result.data), options.appUrl);
          const text = [
            ...tool.render(args, result.data),
            `Source: ${options.backend.source}.`,
            `Request ID: ${requestId || 'none given'}`,
            ...linkLines(links),
          ].join('\n');
          return {
            content: [{ type: 'text', text }],
            structuredContent: {
              data: result.data,
              request_id: requestId,
              link: links[0].url,
              ...(links.length > 1 ? { links } : {}),
            },
          };
        } catch (error) {
          if (!isApiError(error)) options.onInternalError?.(tool.name, error);
          return { isError: true, content: [{ type: 'text', text: toolErrorText(toolPath(tool), error) }] };
        }
      },
    );
  }
  return server;
}
