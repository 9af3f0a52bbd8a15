/**
 * Generates everything derived from the contract (src/api/contract/openapi.yaml):
 * - src/api/generated/contract.ts    TypeScript types (openapi-typescript), `paths` for openapi-fetch
 * - src/api/generated/validators/<endpoint>.js  each endpoint's response validator (ajv standalone
 *   code: no eval at runtime), one module per endpoint so a page loads only those of its requests
 * - src/api/generated/validator-loaders.js  endpoint -> dynamic import of its module (the client's way in)
 * - src/api/generated/validators.js  all of them as `responseValidators` (Node, tests)
 * - src/api/generated/validators.d.ts, validator-loaders.d.ts  their types
 * - src/api/generated/openapi.json   the contract as JSON, so the emulator can serve /openapi.json
 *   without shipping a YAML parser
 *
 *   tsx tools/generate-api.ts            write the files
 *   tsx tools/generate-api.ts --check    regenerate into a temp dir; exit 1 when the committed files are stale
 *   tsx tools/generate-api.ts --contract other.yaml   use another document (e.g. the real service's)
 *
 * Nothing here is specific to our hand-written contract: every operation's 200 JSON schema becomes
 * a validator keyed "METHOD /path", so swapping in the real service's document is the whole adaptation.
 * Output is deterministic (no timestamps; keys in document order).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv, type Options as AjvOptions } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fastFormats } from 'ajv-formats/dist/formats.js';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CONTRACT = join(root, 'src/api/contract/openapi.yaml');
const DEFAULT_OUT = join(root, 'src/api/generated');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const CONTRACT_ID = 'urn:tradescope:contract';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Resolves a local `#/a/b` JSON pointer inside the document. */
function resolvePointer(doc: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  let node: Json = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[key] as Json;
  }
  return node;
}

/** Follows `$ref`s of non-schema objects (path items, responses, media types). */
function deref(doc: JsonObject, node: Json): Json {
  let current = node;
  for (let i = 0; i < 20 && isObject(current) && typeof current.$ref === 'string'; i += 1) {
    current = resolvePointer(doc, current.$ref);
  }
  return current;
}

// Annotation keywords change nothing about validity; dropping them keeps the bundle small.
const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'default',
  'externalDocs',
  'xml',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);
// Keywords whose value maps names to schemas (the names must survive the stripping).
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/**
 * Prepares one schema for ajv: strips annotations, points component refs at the contract
 * schema registered under CONTRACT_ID, and maps OpenAPI 3.0's `nullable` to a type union.
 */
function prepareSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(prepareSchema);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.startsWith('#/components/schemas/')
        ? `${CONTRACT_ID}#/definitions/${value.slice('#/components/schemas/'.length)}`
        : value;
    } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, prepareSchema(sub)]));
    } else if (key === 'nullable') {
      continue; // handled below
    } else {
      out[key] = prepareSchema(value);
    }
  }
  if (node.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

const USES_2020 =
  /"(prefixItems|unevaluatedProperties|unevaluatedItems|\$dynamicRef|\$dynamicAnchor|dependentSchemas)"/;

interface Endpoint {
  key: string; // "GET /countries/{cid}/exports"
  exportName: string; // a JS identifier
  schema: Json;
}

function collectEndpoints(doc: JsonObject): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op) || !isObject(op.responses)) continue;
      const okKey = ['200', '2XX', '2xx', 'default'].find((k) => k in (op.responses as JsonObject));
      if (!okKey) continue;
      const response = deref(doc, op.responses[okKey] as Json);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      const jsonType = Object.keys(content).find((t) => /^application\/(.+\+)?json/.test(t));
      const media = jsonType ? deref(doc, content[jsonType] as Json) : null;
      if (!isObject(media) || media.schema === undefined) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const exportName = `validate_${method}${path.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_+$/, '');
      endpoints.push({ key, exportName, schema: prepareSchema(media.schema) });
    }
  }
  return endpoints;
}

/** The module of one endpoint's validator, relative to the output folder: `validators/get-countries-cid.js`. */
export function validatorModule(key: string): string {
  return `validators/${key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.js`;
}

function newAjv(needs2020: boolean): Ajv {
  const options: AjvOptions = {
    strict: false,
    allErrors: false, // the first mismatch is enough to name the field; keeps the code small
    inlineRefs: false, // shared component validators instead of copies per use
    code: { source: true, esm: true, lines: true },
    logger: false,
  };
  const ajv = needs2020 ? new Ajv2020(options) : new Ajv(options);
  // ajv-formats' fast formats are regular expressions, which standalone code inlines as literals
  // (function formats would need a runtime require; schemas using those formats skip the check).
  for (const [name, def] of Object.entries(fastFormats) as [string, unknown][]) {
    if (def instanceof RegExp || def === true) ajv.addFormat(name, def);
    else if (typeof def === 'object' && def !== null && 'validate' in def && def.validate instanceof RegExp) {
      ajv.addFormat(name, def.validate);
    }
  }
  return ajv;
}

/** Generated JavaScript: the banner, then no type checking or linting of code nobody edits. */
const moduleHead = (banner: string) => `${banner}\n// @ts-nocheck\n/* eslint-disable */\n`;

/** The $id an endpoint's response schema is compiled under. */
const endpointSchemaId = (key: string) => `urn:tradescope:endpoint:${key.replace(/[^A-Za-z0-9]+/g, '-')}`;

/**
 * Standalone code for the given endpoints' response schemas, over the contract's components,
 * exporting each schema under its name in `exports` (export name → endpoint).
 */
function compileStandalone(
  needs2020: boolean,
  contractSchema: JsonObject,
  exports: Record<string, Endpoint>,
): string {
  const ajv = newAjv(needs2020);
  ajv.addSchema(contractSchema);
  const refs: Record<string, string> = {};
  for (const [name, e] of Object.entries(exports)) {
    const id = endpointSchemaId(e.key);
    ajv.addSchema({ ...(e.schema as JsonObject), $id: id });
    refs[name] = id;
  }
  const code = standaloneCode(ajv, refs);
  if (/\brequire\(/.test(code)) {
    throw new Error(
      'Standalone validators need a runtime require(); extend generate-api.ts for this contract',
    );
  }
  return code;
}

/** The modules that name every endpoint: `validators.js` (all of them, for Node and tests), the loaders table, their types. */
function indexModules(endpoints: Endpoint[], banner: string): Record<string, string> {
  const files: Record<string, string> = {};
  const imports = endpoints
    .map((e) => `import { validate as ${e.exportName} } from './${validatorModule(e.key)}';`)
    .join('\n');
  const map = endpoints.map((e) => `  ${JSON.stringify(e.key)}: ${e.exportName},`).join('\n');
  files['validators.js'] =
    `${moduleHead(banner)}${imports}\n\n` +
    `export { ${endpoints.map((e) => e.exportName).join(', ')} };\n\n` +
    `/** Validator of the 200 body per endpoint, keyed "METHOD /path" as in the contract. */\n` +
    `export const responseValidators = {\n${map}\n};\n`;
  const keys = endpoints.map((e) => `  ${JSON.stringify(e.key)}: ResponseValidator;`).join('\n');
  files['validators.d.ts'] =
    `${banner}\n` +
    `export interface ValidationErrorObject {\n  instancePath: string;\n  schemaPath: string;\n  keyword: string;\n` +
    `  params: Record<string, unknown>;\n  message?: string;\n}\n\n` +
    `export interface ResponseValidator {\n  (data: unknown): boolean;\n  errors?: ValidationErrorObject[] | null;\n}\n\n` +
    endpoints.map((e) => `export declare const ${e.exportName}: ResponseValidator;`).join('\n') +
    `\n\nexport type EndpointKey =\n${endpoints.map((e) => `  | ${JSON.stringify(e.key)}`).join('\n')};\n\n` +
    `export declare const responseValidators: {\n${keys}\n};\n`;
  const loaders = endpoints
    .map((e) => `  ${JSON.stringify(e.key)}: () => import('./${validatorModule(e.key)}'),`)
    .join('\n');
  files['validator-loaders.js'] =
    `${moduleHead(banner)}` +
    `/** The module of each endpoint's 200-body validator, loaded on demand, keyed "METHOD /path". */\n` +
    `export const validatorLoaders = {\n${loaders}\n};\n`;
  files['validator-loaders.d.ts'] =
    `${banner}\n` +
    `import type { EndpointKey, ResponseValidator } from './validators';\n\n` +
    `export declare const validatorLoaders: Record<EndpointKey, () => Promise<{ validate: ResponseValidator }>>;\n`;
  return files;
}

/**
 * One standalone module per endpoint (`validators/<endpoint>.js`, exporting `validate`), so a page
 * loads the validators of the endpoints it calls and no others; `validators.js` gathers
 * them as `responseValidators` (for Node and tests), and `validator-loaders.js` maps each endpoint
 * to a dynamic import of its module (what the client uses). Each module is compiled by its own ajv
 * instance, so it holds exactly the component validators its endpoint reaches, and the same
 * checks as one module for all endpoints.
 */
export function buildValidators(doc: JsonObject, banner: string): Record<string, string> {
  const endpoints = collectEndpoints(doc);
  const components =
    isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const contractSchema: JsonObject = {
    $id: CONTRACT_ID,
    definitions: Object.fromEntries(Object.entries(components).map(([n, s]) => [n, prepareSchema(s)])),
  };
  const needs2020 = USES_2020.test(JSON.stringify([contractSchema, endpoints.map((e) => e.schema)]));
  const compile = (exports: Record<string, Endpoint>) =>
    compileStandalone(needs2020, contractSchema, exports);
  const files: Record<string, string> = {};
  for (const e of endpoints) {
    files[validatorModule(e.key)] =
      `${moduleHead(banner)}/** Validator of the 200 body of ${e.key}. */\n${compile({ validate: e })}\n`;
  }
  return { ...files, ...indexModules(endpoints, banner) };
}

export async function generate(contractPath: string, outDir: string): Promise<string[]> {
  const source = await readFile(contractPath, 'utf8');
  const doc = parse(source) as JsonObject;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const rel = relative(root, contractPath).split('\\').join('/');
  const banner = `// Generated by tools/generate-api.ts from ${rel} (sha256 ${hash}). Do not edit: run \`npm run generate\`.`;

  // defaultNonNullable false: a `default` in a response schema (e.g. request_id: '') does not make the key required.
  const ast = await openapiTS(doc as never, { defaultNonNullable: false, alphabetize: false });
  const types = `${banner}\n${astToString(ast)}`;
  const json = `${JSON.stringify(doc, null, 2)}\n`;

  // The folder holds nothing but this run's modules (an endpoint gone from the contract leaves no file).
  await rm(join(outDir, 'validators'), { recursive: true, force: true });
  await mkdir(join(outDir, 'validators'), { recursive: true });
  const files: Record<string, string> = {
    'contract.ts': types,
    ...buildValidators(doc, banner),
    'openapi.json': json,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(outDir, name), text);
  return Object.keys(files);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const contractIdx = args.indexOf('--contract');
  const contractPath =
    contractIdx >= 0 && args[contractIdx + 1] ? resolve(args[contractIdx + 1]!) : DEFAULT_CONTRACT;
  if (!args.includes('--check')) {
    const files = await generate(contractPath, DEFAULT_OUT);
    console.log(`generated ${files.map((f) => relative(root, join(DEFAULT_OUT, f))).join(', ')}`);
    return;
  }
  const tmp = await mkdtemp(join(tmpdir(), 'tradescope-generate-'));
  try {
    const files = await generate(contractPath, tmp);
    const stale: string[] = [];
    for (const f of files) {
      const fresh = await readFile(join(tmp, f), 'utf8');
      const committed = await readFile(join(DEFAULT_OUT, f), 'utf8').catch(() => null);
      if (committed !== fresh) stale.push(relative(root, join(DEFAULT_OUT, f)));
    }
    const modules = new Set(files);
    for (const f of await readdir(join(DEFAULT_OUT, 'validators'), { withFileTypes: true }).catch(() => [])) {
      if (!modules.has(`validators/${f.name}`))
        stale.push(`${relative(root, join(DEFAULT_OUT, 'validators', f.name))} (no longer generated)`);
    }
    if (stale.length > 0) {
      console.error(`generated API code is stale: ${stale.join(', ')}. Run \`npm run generate\` and commit.`);
      process.exitCode = 1;
    } else {
      console.log(`generated API code is up to date (${files.length} files)`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

// Run only as a script (tests import generate/buildValidators).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
