// @vitest-environment node
/**
 * The stdio server as an MCP client starts it: the `tradescope-mcp` bin in a child process,
 * from another working directory, configured by environment only: with the in-process
 * synthetic world (what `npm run mcp` serves), forwarding to a service started here, and over a
 * database file imported from the shipped sample.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startHttpServer, type RunningServer } from '@/emulator/node/http-server';
import { importBaci } from '@/emulator/baci/import-baci';
import { createFakeEngine } from '@/emulator/service/testing/fake-engine';
import { callTool, restAnswer, resultText } from './testing/mcp-harness';

const BIN = fileURLToPath(new URL('../../bin/tradescope-mcp.mjs', import.meta.url));
const SAMPLE = fileURLToPath(new URL('../../data/baci-sample', import.meta.url));
const KEY = 'stdio-test-key';
let service: RunningServer;

async function startStdio(env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    cwd: tmpdir(),
    env: { ...getDefaultEnvironment(), ...env },
    stderr: 'pipe',
  });
  const stderr: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const client = new Client({ name: 'stdio-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr };
}

beforeAll(async () => {
  service = await startHttpServer({ engine: createFakeEngine(), port: 0, keys: [KEY], log: () => undefined });
});

afterAll(async () => {
  await service.close();
});

describe('stdio', () => {
  it('serves the synthetic world with links to TRADESCOPE_APP_URL', async () => {
    const { client, stderr } = await startStdio({ TRADESCOPE_APP_URL: 'https://dash.example/' });
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(12);
    const result = await callTool(client, 'search_countries', { q: 'kenya', limit: 1 });
    expect(result.isError, resultText(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      data: [{ id: 'KE' }],
      link: 'https://dash.example/countries/KE',
    });
    expect(resultText(result)).toContain('synthetic world');
    await client.close();
    expect(stderr.join('')).toMatch(/serving the Tradescope emulator/);
  });

  it('forwards to TRADE_DATA_SERVICE_URL with TRADE_DATA_SERVICE_KEY, never echoing the key', async () => {
    const { client, stderr } = await startStdio({
      TRADE_DATA_SERVICE_URL: service.url,
      TRADE_DATA_SERVICE_KEY: KEY,
    });
    // Described by the data the service states, before any tool call.
    expect(client.getInstructions()).toContain(
      `from Tradescope's synthetic world, not real trade statistics, via the Trade Data Service at ${service.url}.`,
    );
    const result = await callTool(client, 'get_country_exports', { cid: 'BR' });
    const rest = await restAnswer(service.url, KEY, '/countries/{cid}/exports', { cid: 'BR' });
    expect((result.structuredContent as { data: unknown }).data).toEqual(rest.body.data);
    await client.close();
    expect(`${resultText(result)}${stderr.join('')}`).not.toContain(KEY);
  });

  it('answers from a database file (TRADESCOPE_DB), naming what it holds', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'tradescope-mcp-db-')), 'sample.duckdb');
    await importBaci({ inputs: [SAMPLE], dbPath: db, memoryLimit: '500MB' });
    const { client } = await startStdio({ TRADESCOPE_DB: db });
    const result = await callTool(client, 'get_country_exports', { cid: 'BR' });
    expect(result.isError, resultText(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      data: [{ period: '2021-01-01' }, { period: '2022-01-01' }, { period: '2023-01-01' }],
    });
    expect(resultText(result)).toContain(
      "Source: Tradescope's synthetic world in BACI's layout (HS22), not real trade statistics.",
    );
    await client.close();
  }, 60_000);

  it('says which database is missing and how to make one, and exits', () => {
    const missing = join(tmpdir(), 'no-such-tradescope.duckdb');
    const run = spawnSync(process.execPath, [BIN], {
      cwd: tmpdir(),
      env: { ...getDefaultEnvironment(), TRADESCOPE_DB: missing },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `tradescope-mcp: no database at ${missing}: create one with npm run data:import`,
    );
    expect(run.stdout).toBe('');
  });
});
