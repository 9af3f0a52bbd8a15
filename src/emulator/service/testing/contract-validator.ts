/**
 * Validates responses against the contract file itself (src/api/contract/openapi.yaml) with
 * ajv's JSON Schema 2020-12 dialect, which OpenAPI 3.1 schemas are. Node only (reads the file).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const here = new URL('../../../api/contract/openapi.yaml', import.meta.url).href;
// Under vitest's jsdom environment import.meta.url is not a file: URL; tests run from the repo root.
const CONTRACT = here.startsWith('file:')
  ? fileURLToPath(here)
  : resolve(process.cwd(), 'src/api/contract/openapi.yaml');

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
}
interface OpenApiDoc {
  paths: Record<string, { get?: Operation }>;
  components: { responses: Record<string, { content?: Record<string, { schema: object }> }> };
}

const contract = parse(readFileSync(CONTRACT, 'utf8')) as OpenApiDoc;

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'openapi');

const cache = new Map<string, ValidateFunction>();

/** The contract's JSON schema for a GET on `template` (e.g. '/countries/{cid}') answering `status`. */
function responseValidator(template: string, status: number): ValidateFunction {
  const id = `${template} ${status}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const op = contract.paths[template]?.get;
  if (!op) throw new Error(`The contract has no GET ${template}`);
  let response = op.responses[String(status)];
  if (!response) throw new Error(`The contract declares no ${status} for GET ${template}`);
  if (response.$ref) response = contract.components.responses[response.$ref.split('/').pop()!]!;
  const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
  if (!schema) throw new Error(`No JSON schema for GET ${template} ${status}`);
  const validate = ajv.compile(schema.$ref ? { $ref: `openapi${schema.$ref}` } : schema);
  cache.set(id, validate);
  return validate;
}

/** null when valid, else readable errors (for expect(...).toBeNull()). */
export function contractErrors(template: string, status: number, body: unknown): ErrorObject[] | null {
  const validate = responseValidator(template, status);
  return validate(body) ? null : (validate.errors ?? []);
}
