/**
 * The "variant service": the emulator's answers as a service built differently would give them
 * (a FastAPI service on BACI or Comtrade data), one switch per convention, combinable. Pure
 * transforms of a request and of an answer, used by the variant proxy (variant-service.ts) in
 * front of the emulator's HTTP server. Never part of the app: it exists to test the client's
 * tolerance (src/api/answers) and its messages.
 */
import isoCodes from 'i18n-iso-countries/codes.json' with { type: 'json' };

export const VARIANTS = [
  /** Country ids in every answer field as ISO alpha-3 (`DEU`). */
  'alpha3-ids',
  /** `growth` in percent (5.0 for 5%). */
  'growth-percent',
  /** `share` in percent and the concentration index on 0-1. */
  'shares-percent',
  /** Every ranking ordered ascending by value. */
  'ascending-rankings',
  /** `period` as the year number (`2019`). */
  'period-year',
  /** Numbers as numeric strings (Pydantic's Decimal). */
  'value-string',
  /** `flow` takes `exports` / `imports`; ours get FastAPI's 422 literal_error. */
  'flow-plural',
  /** Groups as `WLD` (World) and `EUN` (European Union), in answers and requests. */
  'group-ids',
  /** An unknown route or id answered with FastAPI's own `{"detail": "Not Found"}`. */
  'fastapi-404',
  /** The country products ranking fails with a 500 sent without CORS headers. */
  'error-500-no-cors',
  /** `quantity_unit` as words (`kilograms`). */
  'unit-words',
  /** No `/openapi.json` (FastAPI with `openapi_url=None`): the conventions must be learnt from answers. */
  'no-openapi',
] as const;
export type Variant = (typeof VARIANTS)[number];

/** `alpha3-ids,growth-percent` → the variants; throws on a name that is none. */
export function parseVariants(text: string): Variant[] {
  const names = text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(VARIANTS as readonly string[]).includes(name)) throw new Error(`unknown variant '${name}'`);
  return names as Variant[];
}

const GROUP_TO_VARIANT: Record<string, string> = { XW: 'WLD', EU: 'EUN' };
const GROUP_FROM_VARIANT: Record<string, string> = { WLD: 'XW', EUN: 'EU' };
const ALPHA3 = new Map(isoCodes.map(([alpha2, alpha3]) => [alpha2!, alpha3!]));
const UNIT_WORDS: Record<string, string> = {
  kg: 'kilograms',
  u: 'items',
  pair: 'pairs',
  l: 'litres',
  m2: 'square metres',
  m3: 'cubic metres',
  kWh: 'kilowatt hours',
  ct: 'carats',
};
const COUNTRY_FIELDS = new Set(['exporter', 'importer', 'partner', 'reporter']);
const NUMBER_FIELDS = new Set(['value_usd', 'quantity', 'trade_value', 'unit_value', 'share', 'growth']);
const RANKINGS = new Set(['top_partners', 'top_exporters', 'top_importers']);
const RANKING_PATHS = [/^\/countries\/[^/]+\/(partners|products)$/];

/** What the variant proxy does with a request before the emulator sees it. */
export type RequestOutcome =
  | { kind: 'forward'; pathAndQuery: string }
  | { kind: 'answer'; status: number; body: unknown; cors: boolean };

function literalError(value: string) {
  return {
    detail: [
      {
        type: 'literal_error',
        loc: ['query', 'flow'],
        msg: "Input should be 'exports' or 'imports'",
        input: value,
        ctx: { expected: "'exports' or 'imports'" },
      },
    ],
  };
}

export function variantRequest(variants: readonly Variant[], pathAndQuery: string): RequestOutcome {
  const url = new URL(pathAndQuery, 'http://variant.invalid');
  const on = (v: Variant) => variants.includes(v);
  if (on('no-openapi') && url.pathname === '/openapi.json')
    return { kind: 'answer', status: 404, body: { detail: 'Not Found' }, cors: true };
  if (on('error-500-no-cors') && /^\/countries\/[^/]+\/products$/.test(url.pathname))
    return { kind: 'answer', status: 500, body: 'Internal Server Error', cors: false };
  const flow = url.searchParams.get('flow');
  if (on('flow-plural') && flow !== null) {
    if (flow === 'exports' || flow === 'imports') url.searchParams.set('flow', flow.slice(0, -1));
    else return { kind: 'answer', status: 422, body: literalError(flow), cors: true };
  }
  if (on('group-ids')) {
    url.pathname = url.pathname.replace(
      /\/(WLD|EUN)(?=\/|$)/,
      (_, id: string) => `/${GROUP_FROM_VARIANT[id]}`,
    );
    // A search finds a group by its id, as it finds a country by its alpha-2 or alpha-3 code.
    for (const name of ['reporter', 'partner', 'q']) {
      const id = url.searchParams.get(name);
      if (id && GROUP_FROM_VARIANT[id]) url.searchParams.set(name, GROUP_FROM_VARIANT[id]);
    }
  }
  return { kind: 'forward', pathAndQuery: `${url.pathname}${url.search}` };
}

function countryId(id: unknown, variants: readonly Variant[]): unknown {
  if (typeof id !== 'string') return id;
  if (variants.includes('group-ids') && GROUP_TO_VARIANT[id]) return GROUP_TO_VARIANT[id];
  if (variants.includes('alpha3-ids')) return ALPHA3.get(id) ?? id;
  return id;
}

function field(key: string, value: unknown, variants: readonly Variant[], countryIds: boolean): unknown {
  const on = (v: Variant) => variants.includes(v);
  if (COUNTRY_FIELDS.has(key) || (countryIds && key === 'id')) return countryId(value, variants);
  if (typeof value === 'number') {
    let n = value;
    if (key === 'growth' && on('growth-percent')) n *= 100;
    if (key === 'share' && on('shares-percent')) n *= 100;
    if (key === 'partner_concentration' && on('shares-percent')) n /= 10_000;
    if (on('value-string') && NUMBER_FIELDS.has(key)) return String(n);
    return n;
  }
  if (key === 'period' && typeof value === 'string' && on('period-year')) return Number(value.slice(0, 4));
  if (key === 'quantity_unit' && typeof value === 'string' && on('unit-words'))
    return UNIT_WORDS[value] ?? value;
  if (RANKINGS.has(key) && Array.isArray(value) && on('ascending-rankings'))
    return walk([...(value as unknown[])].reverse(), variants, countryIds);
  return walk(value, variants, countryIds);
}

function walk(value: unknown, variants: readonly Variant[], countryIds: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, variants, countryIds));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = field(key, v, variants, countryIds);
  return out;
}

type Json = Record<string, unknown>;
const objectsOf = (v: unknown): Json[] =>
  v && typeof v === 'object'
    ? (Object.values(v) as unknown[]).filter((x): x is Json => !!x && typeof x === 'object')
    : [];

/**
 * The OpenAPI document as the variant service states it: the conventions a FastAPI service
 * would publish (`flow` as its Literal, `period` as an integer year, money as Decimal). The
 * others (ids, scales, order, unit words) are what such a document does not say.
 */
function variantDocument(variants: readonly Variant[], document: unknown): unknown {
  const doc = structuredClone(document) as Json;
  const components = (doc['components'] ?? {}) as Json;
  const parameters = [
    ...objectsOf(components['parameters']),
    ...objectsOf(doc['paths']).flatMap((item) =>
      objectsOf(item).flatMap((op) => (Array.isArray(op['parameters']) ? (op['parameters'] as Json[]) : [])),
    ),
  ];
  if (variants.includes('flow-plural'))
    for (const p of parameters)
      if (p['name'] === 'flow') p['schema'] = { type: 'string', enum: ['exports', 'imports'] };
  for (const schema of objectsOf(components['schemas'])) {
    const properties = (schema['properties'] ?? {}) as Json;
    if (variants.includes('period-year') && properties['period'])
      properties['period'] = { anyOf: [{ type: 'integer' }, { type: 'null' }] };
    if (variants.includes('value-string') && properties['value_usd'])
      properties['value_usd'] = {
        anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }],
      };
  }
  return doc;
}

/** An answer of the emulator as the variant service gives it. */
export function variantAnswer(
  variants: readonly Variant[],
  path: string,
  status: number,
  body: unknown,
): unknown {
  if (status === 404 && variants.includes('fastapi-404')) return { detail: 'Not Found' };
  if (status !== 200 || body === null || typeof body !== 'object') return body;
  if (path === '/openapi.json') return variantDocument(variants, body);
  const countryIds = /^\/countries(\/[^/]+)?$/.test(path);
  const out = walk(body, variants, countryIds) as { data?: unknown };
  if (
    variants.includes('ascending-rankings') &&
    RANKING_PATHS.some((p) => p.test(path)) &&
    Array.isArray(out.data)
  )
    out.data = [...(out.data as unknown[])].reverse();
  return out;
}
