/**
 * `npm run mcp` (and the `tradescope-mcp` bin): the MCP server over stdio. stdout carries the
 * protocol only; everything else goes to stderr. Without TRADE_DATA_SERVICE_URL it answers
 * from the emulator's synthetic world, built in this process, or from a database file
 * (TRADESCOPE_DB, written by `npm run data:import`); with it (and TRADE_DATA_SERVICE_KEY) it
 * forwards to that service. See docs/mcp.md.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createLocalBackend, createRemoteBackend, type TradeBackend } from './backend';
import { readMcpConfig, type BackendConfig } from './config';
import { createTradeMcpServer } from './server';

async function createBackend(config: BackendConfig): Promise<TradeBackend> {
  if (config.kind === 'remote') {
    return createRemoteBackend({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    });
  }
  const [{ openEngine }, { createServiceFetch, IN_PROCESS_ORIGIN }, { mcpSourceOf }] = await Promise.all([
    import('@/emulator/node/open-engine'),
    import('@/emulator/node/service-fetch'),
    import('@/emulator/engine/data-credit'),
  ]);
  const database = config.kind === 'database';
  const opened = await openEngine(database ? config.path : undefined, database ? undefined : config.seed);
  console.error(`tradescope-mcp: ${opened.what}`);
  // A key of this process only: the in-process service checks keys like the real one.
  const key = randomBytes(24).toString('hex');
  return createLocalBackend({
    fetch: createServiceFetch({
      engine: opened.engine,
      keys: [key],
      // One local user: the limit only guards against a runaway loop.
      rateLimit: { requests: 6000, windowSeconds: 60 },
      onError: (_error, request) => console.error(`engine failure on ${new URL(request.url).pathname}`),
    }),
    baseUrl: IN_PROCESS_ORIGIN,
    defaultKey: key,
    // The synthetic world keeps the backend's own wording; a database names what it holds.
    ...(database && opened.credit ? { source: mcpSourceOf(opened.credit) } : {}),
  });
}

/** Reads the configuration, builds the backend and serves until stdin closes. */
export async function main() {
  let config;
  try {
    config = readMcpConfig(process.env);
  } catch (error) {
    console.error(`tradescope-mcp: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  let backend;
  try {
    backend = await createBackend(config.backend);
  } catch (error) {
    // A missing or foreign database file: its message names the file and what to do.
    console.error(`tradescope-mcp: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await backend.ready?.();
  const server = createTradeMcpServer({
    backend,
    appUrl: config.appUrl,
    onInternalError: (tool) => console.error(`tradescope-mcp: ${tool} failed inside the server`),
  });
  await server.connect(new StdioServerTransport());
  console.error(`tradescope-mcp: serving ${backend.source} over stdio; links to ${config.appUrl}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
