/**
 * The conventions a service states in its own OpenAPI document (FastAPI serves one at
 * `/openapi.json`), read as a pure function. Pydantic v2 writes a `Literal` as an `enum`, a
 * `Decimal` as `anyOf` of a number and a patterned string, a `date` as a string of format `date`,
 * an optional field as `anyOf` with `null` and leaves it out of `required`.
 * Only what the document states is returned; what it leaves open stays undefined.
 */
import { DATA_CREDIT_EXTENSION, dataCreditOf } from './data-credit';
import type { ServiceDataCredit } from './data-source';

type Schema = Record<string, unknown>;

export interface ServiceProfile {
  /** The `flow` parameter's values, as the service spells them. */
  flowLiterals?: string[];
  /** `period` as a date string, a year (integer) or free text. */
  periodFormat?: 'date' | 'year' | 'string';
  /** The `from` / `to` parameters as a year or as a date (`2019-01-01`). */
  yearParamFormat?: 'year' | 'date';
  /** Money and quantities as JSON numbers, or as numeric strings (Decimal). */
  numberType?: 'number' | 'decimal-string';
  /** The pattern a country id must match (a path parameter's or a country field's). */
  countryIdPattern?: string;
  /** Group ids, where an enum or example names them. */
  groupIds?: string[];
  /** Where the service says its figures come from (`info.x-data-credit`). */
  dataCredit?: ServiceDataCredit;
  /** Required fields per response schema name. */
  requiredFields: Record<string, string[]>;
}

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);
const asObject = (v: unknown): Schema | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : null;

/** A schema with `$ref`s into components resolved, and an optional's `anyOf [x, null]` unwrapped. */
function resolve(doc: Schema, schema: unknown): Schema[] {
  const s = asObject(schema);
  if (!s) return [];
  const ref = typeof s['$ref'] === 'string' ? s['$ref'] : null;
  if (ref?.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    return resolve(doc, asObject(asObject(asObject(doc['components'])?.['schemas'])?.[name]));
  }
  const variants = Array.isArray(s['anyOf']) ? s['anyOf'] : Array.isArray(s['oneOf']) ? s['oneOf'] : null;
  if (variants) return variants.flatMap((v) => resolve(doc, v)).filter((v) => v['type'] !== 'null');
  return [s];
}

/** A parameter, its `$ref` into the document's components resolved. */
function parameterOf(doc: Schema, parameter: unknown): Schema | null {
  const p = asObject(parameter);
  const ref = typeof p?.['$ref'] === 'string' ? p['$ref'] : null;
  if (!ref?.startsWith('#/components/parameters/')) return p;
  const name = ref.slice('#/components/parameters/'.length);
  return asObject(asObject(asObject(doc['components'])?.['parameters'])?.[name]);
}

function parameters(doc: Schema): Schema[] {
  const paths = asObject(doc['paths']) ?? {};
  return Object.values(paths).flatMap((item) =>
    Object.values(asObject(item) ?? {}).flatMap((op) => {
      const list = listOf(asObject(op)?.['parameters']);
      return list.map((p) => parameterOf(doc, p)).filter((p): p is Schema => p !== null);
    }),
  );
}

function schemas(doc: Schema): [string, Schema][] {
  const all = asObject(asObject(doc['components'])?.['schemas']) ?? {};
  return Object.entries(all).filter((entry): entry is [string, Schema] => asObject(entry[1]) !== null);
}

/** Every stated schema of a property name, across the document's component schemas. */
function propertySchemas(doc: Schema, property: string): Schema[] {
  return schemas(doc).flatMap(([, s]) => resolve(doc, asObject(s['properties'])?.[property]));
}

function flowLiterals(doc: Schema): string[] | undefined {
  const flow = parameters(doc).find((p) => p['name'] === 'flow');
  const values = resolve(doc, flow?.['schema']).flatMap((s) => listOf(s['enum']));
  const strings = values.filter((v): v is string => typeof v === 'string');
  return strings.length > 0 ? [...new Set(strings)] : undefined;
}

function periodFormat(doc: Schema): ServiceProfile['periodFormat'] {
  const stated = propertySchemas(doc, 'period');
  if (stated.length === 0) return undefined;
  if (stated.some((s) => s['format'] === 'date' || s['format'] === 'date-time')) return 'date';
  if (stated.some((s) => s['type'] === 'integer')) return 'year';
  return 'string';
}

/**
 * Whether a string parameter's pattern refuses a year and takes a date. A pattern that is not a
 * string, or that JavaScript cannot read, decides nothing.
 */
function patternWantsDate(schema: Schema): boolean {
  const pattern = schema['pattern'];
  if (typeof pattern !== 'string') return false;
  try {
    const re = new RegExp(pattern);
    return !re.test('2019') && re.test('2019-01-01');
  } catch {
    // a pattern JavaScript cannot read decides nothing
  }
  return false;
}

function yearParamFormat(doc: Schema): ServiceProfile['yearParamFormat'] {
  const stated = parameters(doc)
    .filter((p) => p['in'] === 'query' && (p['name'] === 'from' || p['name'] === 'to'))
    .flatMap((p) => resolve(doc, p['schema']));
  if (stated.length === 0) return undefined;
  const dateOnly = (s: Schema) =>
    s['format'] === 'date' || s['format'] === 'date-time' || (s['type'] === 'string' && patternWantsDate(s));
  // A year is sent unless every stated schema wants a date.
  return stated.every(dateOnly) ? 'date' : 'year';
}

function numberType(doc: Schema): ServiceProfile['numberType'] {
  const stated = propertySchemas(doc, 'value_usd');
  if (stated.length === 0) return undefined;
  return stated.some((s) => s['type'] === 'string') ? 'decimal-string' : 'number';
}

function countryIdPattern(doc: Schema): string | undefined {
  const fromPath = parameters(doc).find((p) => p['in'] === 'path' && p['name'] === 'cid');
  const candidates = [
    ...resolve(doc, fromPath?.['schema']),
    ...['exporter', 'importer', 'partner', 'reporter'].flatMap((f) => propertySchemas(doc, f)),
  ];
  return candidates.find((s): s is Schema & { pattern: string } => typeof s['pattern'] === 'string')?.pattern;
}

/** Group ids, where the document states them: an enum or examples on a schema named like a group. */
function groupIds(doc: Schema): string[] | undefined {
  const ids = schemas(doc)
    .filter(([name]) => /group/i.test(name))
    .flatMap(([, s]) => [...listOf(s['enum']), ...listOf(s['examples'])])
    .filter((v): v is string => typeof v === 'string');
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

function requiredFields(doc: Schema): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, s] of schemas(doc)) {
    if (Array.isArray(s['required']))
      out[name] = s['required'].filter((r): r is string => typeof r === 'string');
  }
  return out;
}

/** The profile a FastAPI-shaped OpenAPI document states; null when the body is not one. */
export function readServiceProfile(document: unknown): ServiceProfile | null {
  const doc = asObject(document);
  if (!doc || typeof doc['openapi'] !== 'string' || !asObject(doc['paths'])) return null;
  const profile: ServiceProfile = { requiredFields: requiredFields(doc) };
  const entries: [keyof ServiceProfile, unknown][] = [
    ['flowLiterals', flowLiterals(doc)],
    ['periodFormat', periodFormat(doc)],
    ['yearParamFormat', yearParamFormat(doc)],
    ['numberType', numberType(doc)],
    ['countryIdPattern', countryIdPattern(doc)],
    ['groupIds', groupIds(doc)],
    ['dataCredit', dataCreditOf(asObject(doc['info'])?.[DATA_CREDIT_EXTENSION])],
  ];
  for (const [key, value] of entries) if (value !== undefined) Object.assign(profile, { [key]: value });
  return profile;
}
