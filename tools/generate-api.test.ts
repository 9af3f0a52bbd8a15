// @vitest-environment node
/**
 * The codegen is what makes "swap in the real service's OpenAPI document" the whole adaptation:
 * it must work on a FastAPI-style document too (inline/anyOf nullables, titles, response refs),
 * and produce the same bytes on every run.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { generate } from './generate-api';

/** A miniature of what FastAPI publishes for one endpoint. */
const fastApiDoc = {
  openapi: '3.1.0',
  info: { title: 'Trade Data Service', version: '1.0.0' },
  paths: {
    '/countries/{cid}': {
      get: {
        operationId: 'country_countries__cid__get',
        parameters: [{ name: 'cid', in: 'path', required: true, schema: { type: 'string', title: 'Cid' } }],
        responses: {
          '200': { $ref: '#/components/responses/CountryOk' },
          '422': {
            description: 'Validation Error',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPValidationError' } } },
          },
        },
      },
    },
  },
  components: {
    responses: {
      CountryOk: {
        description: 'Successful Response',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope_CountryDetail_' } } },
      },
    },
    schemas: {
      Envelope_CountryDetail_: {
        title: 'Envelope[CountryDetail]',
        type: 'object',
        required: ['data'],
        properties: {
          data: { $ref: '#/components/schemas/CountryDetail' },
          request_id: { type: 'string', title: 'Request Id', default: '' },
        },
      },
      CountryDetail: {
        title: 'CountryDetail',
        type: 'object',
        required: ['id', 'name', 'is_group'],
        properties: {
          id: { type: 'string', title: 'Id' },
          iso3: { anyOf: [{ type: 'string' }, { type: 'null' }], title: 'Iso3' },
          name: { type: 'string', title: 'Name' },
          is_group: { type: 'boolean', title: 'Is Group' },
          // a property literally called "description" must survive the annotation stripping
          description: { type: 'string' },
        },
      },
      HTTPValidationError: {
        type: 'object',
        properties: { detail: { type: 'array', items: { type: 'object' } } },
      },
    },
  },
};

type Validators = {
  responseValidators: Record<string, ((data: unknown) => boolean) & { errors?: unknown[] | null }>;
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tradescope-codegen-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('generate-api', () => {
  it('builds validators keyed "METHOD /path" from a FastAPI-style document', async () => {
    const contract = join(dir, 'fastapi.yaml');
    await writeFile(contract, stringify(fastApiDoc));
    const out = join(dir, 'out');
    const files = await generate(contract, out);
    expect(files.sort()).toEqual([
      'contract.ts',
      'openapi.json',
      'validator-loaders.d.ts',
      'validator-loaders.js',
      'validators.d.ts',
      'validators.js',
      'validators/get-countries-cid.js',
    ]);

    for (const f of files.filter((name) => name.endsWith('.js')))
      expect(await readFile(join(out, f), 'utf8')).not.toMatch(/\brequire\(/);
    const { responseValidators } = (await import(
      pathToFileURL(join(out, 'validators.js')).href
    )) as Validators;
    const validate = responseValidators['GET /countries/{cid}']!;
    expect(validate({ data: { id: 'DE', iso3: null, name: 'Germany', is_group: false } })).toBe(true);
    expect(validate({ data: { id: 'DE', iso3: 7, name: 'Germany', is_group: false } })).toBe(false);
    expect(validate({ data: { id: 'DE', name: 'Germany', is_group: false, description: 5 } })).toBe(false);
    expect(validate({ data: { id: 'DE', name: 'Germany' } })).toBe(false);
    // The client's way in: the endpoint's own module, loaded on demand, holds the same validator.
    const { validatorLoaders } = (await import(pathToFileURL(join(out, 'validator-loaders.js')).href)) as {
      validatorLoaders: Record<string, () => Promise<{ validate: unknown }>>;
    };
    expect(Object.keys(validatorLoaders)).toEqual(['GET /countries/{cid}']);
    expect((await validatorLoaders['GET /countries/{cid}']!()).validate).toBe(validate);

    const types = await readFile(join(out, 'contract.ts'), 'utf8');
    expect(types).toContain('"/countries/{cid}"');
  });

  it('is deterministic and matches the committed output for our contract', async () => {
    const a = join(dir, 'a');
    const b = join(dir, 'b');
    const files = await generate(join(process.cwd(), 'src/api/contract/openapi.yaml'), a);
    await generate(join(process.cwd(), 'src/api/contract/openapi.yaml'), b);
    for (const f of files) {
      const first = await readFile(join(a, f), 'utf8');
      expect(await readFile(join(b, f), 'utf8')).toBe(first);
      expect(await readFile(join(process.cwd(), 'src/api/generated', f), 'utf8')).toBe(first);
    }
  });
});
