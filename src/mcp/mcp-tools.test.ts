// @vitest-environment node
/**
 * The MCP server with the SDK's own client over both transports (in memory, as stdio runs it,
 * and Streamable HTTP at /mcp of the emulator's HTTP server), on the default world: the tool
 * list and its schemas against the contract, every tool's structured result against the REST
 * answer for the same parameters, and the tool errors for bad arguments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { DEMO_API_KEY } from '@/api/data-source';
import { getDefaultEngine } from '@/emulator/node/setup-test-server';
import { startHttpServer, type RunningServer } from '@/emulator/node/http-server';
import { contractParameters } from './contract-schemas';
import { TOOLS, toolPath } from './tools';
import { SAMPLE_ARGS } from './testing/sample-args';
import {
  TEST_APP_URL,
  callTool,
  connectHttp,
  connectInMemory,
  inProcessBackend,
  restAnswer,
  resultText,
} from './testing/mcp-harness';

/** The view each sample's link must open (path and the selection's parameters). */
const EXPECTED_LINKS: Record<string, string> = {
  get_trade_observations: '/flows?reporter=KE&partner=NL&from=2015&limit=20',
  get_trade_summary: '/flows?reporter=KE&partner=NL&flow=export&from=2015&directions=one',
  search_products: '/products/', // the best match's product view
  get_product: '/products/0901',
  get_product_series: '/products/090111?reporter=VN&flow=export&to=2020',
  get_product_markets: '/products/0901?from=2020&to=2023&limit=5',
  search_countries: '/countries/KE',
  get_country: '/countries/KE',
  get_country_imports: '/countries/KE?product=27&flow=import',
  get_country_exports: '/countries/KE?partner=NL&flow=export',
  get_country_partners: '/countries/KE?flow=import&limit=10',
  get_country_products: '/countries/KE?flow=export&from=2022&limit=10',
};

let running: RunningServer;
const clients: Record<'in-memory' | 'http', Client> = {} as never;

beforeAll(async () => {
  const engine = getDefaultEngine();
  running = await startHttpServer({ engine, port: 0, log: () => undefined, appUrl: TEST_APP_URL });
  clients['in-memory'] = await connectInMemory(inProcessBackend(engine));
  clients.http = await connectHttp(running.url, DEMO_API_KEY);
});

afterAll(async () => {
  await Promise.all(Object.values(clients).map((c) => c.close()));
  await running.close();
});

describe.each(['in-memory', 'http'] as const)('over %s', (transport) => {
  it('lists one tool per endpoint, with the contract parameters as input schema', async () => {
    const { tools } = await clients[transport].listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS.map((t) => t.name).sort());
    expect(new Set(TOOLS.map(toolPath)).size).toBe(12);
    for (const tool of TOOLS) {
      const listed = tools.find((t) => t.name === tool.name)!;
      expect(listed.description).toBe(tool.description);
      expect(listed.annotations?.readOnlyHint).toBe(true);
      const params = contractParameters(toolPath(tool));
      expect(Object.keys(listed.inputSchema.properties ?? {})).toEqual(params.map((p) => p.name));
      for (const p of params)
        expect(listed.inputSchema.properties?.[p.name], `${tool.name} ${p.name}`).toEqual({
          ...p.schema,
          description: p.description,
        });
      expect(listed.inputSchema.required ?? []).toEqual(params.filter((p) => p.required).map((p) => p.name));
      expect(listed.inputSchema.additionalProperties).toBe(false);
      expect(listed.outputSchema?.required).toEqual(['data', 'request_id', 'link']);
    }
  });

  it.each(TOOLS.map((t) => t.name))(
    '%s answers what REST answers, with request ID and link',
    async (name) => {
      const tool = TOOLS.find((t) => t.name === name)!;
      const args = SAMPLE_ARGS[name]!;
      const result = await callTool(clients[transport], name, args);
      expect(result.isError, resultText(result)).toBeFalsy();
      const rest = await restAnswer(running.url, DEMO_API_KEY, toolPath(tool), args);
      expect(rest.status).toBe(200);
      const structured = result.structuredContent as { data: unknown; request_id: string; link: string };
      expect(structured.data).toEqual(rest.body.data);
      expect(structured.request_id).toMatch(/\S/);
      expect(structured.request_id).not.toBe(rest.body.request_id);
      expect(structured.link.startsWith(`${TEST_APP_URL}${EXPECTED_LINKS[name]}`), structured.link).toBe(
        true,
      );
      const text = resultText(result);
      expect(text).toContain(`Request ID: ${structured.request_id}`);
      expect(text).toContain(structured.link);
      if (transport === 'in-memory') expect(text).toContain('synthetic world');
    },
  );

  it('links each direction when a call covers both for one country (the views show one at a time)', async () => {
    const result = await callTool(clients[transport], 'get_trade_summary', { reporter: 'KE', from: '2015' });
    expect(result.isError, resultText(result)).toBeFalsy();
    const { link, links } = result.structuredContent as {
      link: string;
      links?: { url: string; shows: string }[];
    };
    expect(links).toEqual([
      { url: `${TEST_APP_URL}/flows?reporter=KE&flow=export&from=2015`, shows: 'exports' },
      { url: `${TEST_APP_URL}/flows?reporter=KE&flow=import&from=2015`, shows: 'imports' },
    ]);
    expect(link).toBe(links?.[0]?.url);
    expect(resultText(result)).toContain(`View in Tradescope, imports: ${links?.[1]?.url}`);
  });

  it('publishes output schemas that accept the REST answers and refuse a row missing a field', async () => {
    const { tools } = await clients[transport].listTools();
    const ajv = new Ajv({ strict: false, validateFormats: false });
    const series = tools.find((t) => t.name === 'get_country_exports')!;
    const validate = ajv.compile(series.outputSchema!);
    const rest = await restAnswer(running.url, DEMO_API_KEY, '/countries/{cid}/exports', { cid: 'KE' });
    const rows = rest.body.data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(validate({ data: rows, request_id: 'r', link: 'l' })).toBe(true);
    const [first, ...others] = rows;
    const { value_usd: _dropped, ...withoutValue } = first!;
    expect(validate({ data: [withoutValue, ...others], request_id: 'r', link: 'l' })).toBe(false);
  });

  describe('bad arguments become tool errors a model can act on', () => {
    const expectError = async (
      name: string,
      args: Record<string, unknown>,
      ...parts: (string | RegExp)[]
    ) => {
      const result = await callTool(clients[transport], name, args);
      expect(result.isError).toBe(true);
      const text = resultText(result);
      for (const part of parts) expect(text).toMatch(part);
      expect(text).not.toMatch(/\bat .*\.ts:\d+|Error:\s|node_modules/);
      expect(text).not.toContain(DEMO_API_KEY);
      return text;
    };

    it('an out-of-range limit names the parameter and its bounds', async () => {
      await expectError('search_products', { q: 'coffee', limit: 501 }, 'limit', 'from 1 to 500', '501');
      await expectError('get_trade_observations', { limit: 0 }, 'limit', 'from 1 to 10000');
    });

    it('a missing or empty q says it is required', async () => {
      await expectError('search_countries', {}, 'q is required', 'at least 1 character');
      await expectError('search_products', { q: '' }, /q must be a string of at least 1 character/);
    });

    it('an unknown country in a filter names the parameter and the search tool', async () => {
      const text = await expectError(
        'get_trade_summary',
        { reporter: 'ZZ' },
        'reporter',
        "unknown country 'ZZ'",
      );
      expect(text).toContain('search_countries');
      expect(text).toMatch(/Request ID: \S+/);
    });

    it('an unknown country id suggests the search tool', async () => {
      await expectError('get_country', { cid: 'XQ' }, 'Not found', 'search_countries');
    });

    it('a malformed HS code names the parameter and the allowed forms', async () => {
      const text = await expectError(
        'get_product',
        { pid: '12x' },
        'pid',
        /HS6 code, hs:<HS6> or a 2- or 4-digit/,
      );
      expect(text).toContain('search_products');
      await expectError('get_country_exports', { cid: 'KE', product: '12345' }, 'product', 'search_products');
    });

    it('a wrong flow or year and an unknown argument are refused with what is allowed', async () => {
      await expectError('get_country_partners', { cid: 'KE', flow: 'both' }, "one of 'export', 'import'");
      await expectError(
        'get_trade_summary',
        { from: '2015', to: '2012' },
        'to',
        'must not be earlier than from',
      );
      await expectError('get_country', { cid: 'KE', country: 'KE' }, "Unknown argument 'country'", 'cid');
    });
  });
});
