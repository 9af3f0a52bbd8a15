/**
 * The tools' input and output schemas, converted from the service's contract (the OpenAPI
 * document generated from src/api/contract/openapi.yaml), so the MCP interface has no second,
 * hand-typed copy of any parameter or record. A contract change shows up in the tools at once.
 *
 * Inputs: each operation's parameter JSON Schema becomes a zod schema built here, keyword by
 * keyword, so that a rejected argument gets a message that names it and says what is allowed
 * (zod's defaults say "Too big: expected number to be <=500"). A keyword this converter does not
 * know throws when the tools are built: the contract must never be silently narrowed or widened.
 * Outputs: the 200 envelope's `data` schema goes through zod's own JSON Schema reader.
 */
import * as z from 'zod';
import contract from '@/api/generated/openapi.json';
import type { EndpointPath } from '@/api/client';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ParameterSchema {
  type?: 'string' | 'integer';
  enum?: string[];
  default?: string | number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
}

export interface ContractParameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description: string;
  schema: ParameterSchema;
}

const KNOWN_KEYWORDS = new Set(['type', 'enum', 'default', 'minimum', 'maximum', 'minLength', 'pattern']);

const doc = contract as unknown as JsonObject;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(node: Json): Json {
  let current = node;
  for (let i = 0; i < 10 && isObject(current) && typeof current.$ref === 'string'; i += 1) {
    let target: Json = doc;
    for (const key of current.$ref.slice(2).split('/'))
      target = isObject(target) ? (target[key] ?? null) : null;
    if (target === null) throw new Error(`Unresolvable $ref ${current.$ref} in the contract`);
    current = target;
  }
  return current;
}

function operation(path: EndpointPath): JsonObject {
  const item = resolve((doc.paths as JsonObject)[path] ?? null);
  const get = isObject(item) ? resolve(item.get ?? null) : null;
  if (!isObject(get)) throw new Error(`The contract has no GET ${path}`);
  return get;
}

/** The operation's parameters in the contract's order, `$ref`s resolved. */
export function contractParameters(path: EndpointPath): ContractParameter[] {
  const list = operation(path).parameters;
  return (Array.isArray(list) ? list : []).map((raw) => {
    const p = resolve(raw);
    if (!isObject(p) || typeof p.name !== 'string' || !isObject(p.schema))
      throw new Error(`A parameter of GET ${path} has no name or schema`);
    for (const keyword of Object.keys(p.schema))
      if (!KNOWN_KEYWORDS.has(keyword))
        throw new Error(`GET ${path} ${p.name}: schema keyword '${keyword}' is not converted for MCP`);
    return {
      name: p.name,
      in: p.in === 'path' ? 'path' : 'query',
      required: p.required === true,
      description: typeof p.description === 'string' ? p.description.trim() : '',
      schema: p.schema,
    };
  });
}

/** "an integer from 1 to 500 (default 50)", "one of 'export', 'import'": what the parameter accepts. */
export function allowedValues(schema: ParameterSchema): string {
  const parts: string[] = [];
  if (schema.enum) parts.push(`one of ${schema.enum.map((v) => `'${v}'`).join(', ')}`);
  else if (schema.type === 'integer') {
    if (schema.minimum !== undefined && schema.maximum !== undefined)
      parts.push(`an integer from ${schema.minimum} to ${schema.maximum}`);
    else if (schema.minimum !== undefined) parts.push(`an integer of at least ${schema.minimum}`);
    else if (schema.maximum !== undefined) parts.push(`an integer of at most ${schema.maximum}`);
    else parts.push('an integer');
  } else {
    parts.push(
      schema.minLength
        ? `a string of at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`
        : 'a string',
    );
    if (schema.pattern) parts.push(`matching ${schema.pattern}`);
  }
  if (schema.default !== undefined) parts.push(`(default ${JSON.stringify(schema.default)})`);
  return parts.join(' ');
}

function describeInput(input: unknown): string {
  if (input === undefined) return 'nothing was given';
  const text = JSON.stringify(input) ?? typeof input;
  return `got ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`;
}

function parameterToZod(param: ContractParameter): z.ZodType {
  const { schema } = param;
  const allowed = allowedValues(schema);
  const error = (issue: { input?: unknown }) =>
    param.required && issue.input === undefined
      ? `${param.name} is required: ${allowed}`
      : `${param.name} must be ${allowed}; ${describeInput(issue.input)}`;
  let out: z.ZodType;
  if (schema.enum) {
    out = z.enum(schema.enum as [string, ...string[]], { error });
  } else if (schema.type === 'integer') {
    let n = z.int({ error });
    if (schema.minimum !== undefined) n = n.min(schema.minimum, { error });
    if (schema.maximum !== undefined) n = n.max(schema.maximum, { error });
    out = n;
  } else {
    let s = z.string({ error });
    if (schema.minLength !== undefined) s = s.min(schema.minLength, { error });
    if (schema.pattern !== undefined) s = s.regex(new RegExp(schema.pattern), { error });
    out = s;
  }
  out = out.describe(param.description);
  if (schema.default !== undefined) return out.default(schema.default as never);
  return param.required ? out : out.optional();
}

/**
 * The tool's arguments: one per parameter of the operation, path parameters included, with the
 * contract's names, so a 422's `loc` names the argument the model sent. Unknown arguments are
 * refused (a misspelt filter would otherwise be dropped and widen the selection silently).
 */
export function inputSchema(path: EndpointPath) {
  const params = contractParameters(path);
  const shape: Record<string, z.ZodType> = {};
  for (const param of params) shape[param.name] = parameterToZod(param);
  const names = params.map((p) => p.name).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown argument ${issue.keys.map((k) => `'${k}'`).join(', ')}; this tool takes ${names || 'no arguments'}`
        : undefined,
  });
}

/** The JSON Schema of the 200 envelope's `data`, with the component schemas it refers to as `$defs`. */
function dataJsonSchema(path: EndpointPath): JsonObject {
  const responses = operation(path).responses;
  const ok = isObject(responses) ? resolve(responses['200'] ?? null) : null;
  const content = isObject(ok) && isObject(ok.content) ? ok.content['application/json'] : null;
  const envelope = isObject(content) ? resolve(content.schema ?? null) : null;
  const data = isObject(envelope) && isObject(envelope.properties) ? envelope.properties.data : null;
  if (!isObject(data)) throw new Error(`GET ${path} has no 200 envelope with data in the contract`);
  const schemas = (doc.components as JsonObject).schemas as JsonObject;
  const rewritten = JSON.parse(
    JSON.stringify({ ...data, $defs: schemas }).replaceAll('#/components/schemas/', '#/$defs/'),
  ) as JsonObject;
  return rewritten;
}

/**
 * The tool's structured result: the service's `data` exactly as the REST answer has it, the
 * request ID to cite, and the Tradescope link to the view of the same selection.
 */
export function outputSchema(path: EndpointPath) {
  return z.object({
    data: z.fromJSONSchema(dataJsonSchema(path) as Parameters<typeof z.fromJSONSchema>[0]),
    request_id: z
      .string()
      .describe(
        'The service request ID of this answer: cite it with the figures, quote it when reporting a problem.',
      ),
    link: z
      .string()
      .describe(
        'Tradescope deep link to the dashboard view of the same selection (open it to see charts and tables). Where the view shows one direction at a time and the call covered both, the exports view; `links` names both.',
      ),
    links: z
      .array(z.object({ url: z.string(), shows: z.enum(['exports', 'imports']) }))
      .optional()
      .describe(
        'Present when the call covered both directions (no flow) for one country and the views show one direction at a time: one link per direction.',
      ),
  });
}
