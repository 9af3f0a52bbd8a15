/**
 * What the MCP layer costs over REST, per call, on the default synthetic world: the same
 * arguments as REST over HTTP, as a tool call over Streamable HTTP (/mcp on the same server) and
 * over the in-memory transport (the stdio server's path without the pipe); plus the time from
 * starting the stdio bin to its first answer. Interleaved rounds, medians and p95 in ms.
 *
 *   npm run mcp:bench [-- <rounds>]        default 30 rounds
 */
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { DEMO_API_KEY } from '../src/api/data-source';
import { buildDefaultEngine } from '../src/emulator/node/default-engine';
import { startHttpServer } from '../src/emulator/node/http-server';
import { SAMPLE_ARGS } from '../src/mcp/testing/sample-args';
import {
  callTool,
  connectHttp,
  connectInMemory,
  inProcessBackend,
  restAnswer,
} from '../src/mcp/testing/mcp-harness';
import { TOOLS, toolPath } from '../src/mcp/tools';
import { median, percentile } from './bench/stats';

const ROUNDS = Number(process.argv[2] ?? 30);
const CASES = ['get_trade_summary', 'get_country_partners', 'search_products', 'get_country_exports'];

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function stdioFirstAnswerMs(): Promise<number> {
  const started = performance.now();
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [fileURLToPath(new URL('../bin/tradescope-mcp.mjs', import.meta.url))],
      env: getDefaultEnvironment(),
      stderr: 'ignore',
    }),
  );
  await callTool(client, 'get_country', { cid: 'KE' });
  const ms = performance.now() - started;
  await client.close();
  return ms;
}

async function main() {
  const engine = buildDefaultEngine();
  const running = await startHttpServer({
    engine,
    port: 0,
    log: () => undefined,
    rateLimit: { requests: 1_000_000, windowSeconds: 60 },
  });
  const http = await connectHttp(running.url, DEMO_API_KEY);
  const memory = await connectInMemory(inProcessBackend(engine));
  const rows: string[] = [
    '| tool | REST p50 / p95 | MCP over HTTP p50 / p95 | MCP in memory p50 / p95 |',
    '|---|---|---|---|',
  ];
  for (const name of CASES) {
    const tool = TOOLS.find((t) => t.name === name)!;
    const args = SAMPLE_ARGS[name]!;
    const samples: Record<'rest' | 'http' | 'memory', number[]> = { rest: [], http: [], memory: [] };
    for (let i = 0; i < ROUNDS + 3; i += 1) {
      const rest = await timed(() => restAnswer(running.url, DEMO_API_KEY, toolPath(tool), args));
      const overHttp = await timed(() => callTool(http, name, args));
      const inMemory = await timed(() => callTool(memory, name, args));
      if (i < 3) continue; // warm-up: first conversions, first caches
      samples.rest.push(rest);
      samples.http.push(overHttp);
      samples.memory.push(inMemory);
    }
    const cell = (xs: number[]) => `${median(xs).toFixed(1)} / ${percentile(xs, 95).toFixed(1)}`;
    rows.push(`| \`${name}\` | ${cell(samples.rest)} | ${cell(samples.http)} | ${cell(samples.memory)} |`);
  }
  await Promise.all([http.close(), memory.close()]);
  await running.close();
  const startup = [await stdioFirstAnswerMs(), await stdioFirstAnswerMs(), await stdioFirstAnswerMs()];
  console.log(rows.join('\n'));
  console.log(
    `\nstdio: start to first answer (world build included), 3 runs: ${startup.map((ms) => Math.round(ms)).join(', ')} ms`,
  );
}

await main();
