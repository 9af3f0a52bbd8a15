import { describe, expect, it } from 'vitest';
import { readServiceProfile } from './service-profile';

/** What FastAPI with Pydantic v2 writes for a service built on other decisions than ours. */
const fastApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Trade API', version: '0.1.0' },
  paths: {
    '/countries/{cid}/exports': {
      get: {
        parameters: [
          {
            name: 'cid',
            in: 'path',
            required: true,
            schema: { type: 'string', pattern: '^[A-Z]{3}$', title: 'Cid' },
          },
          {
            name: 'flow',
            in: 'query',
            required: false,
            // Literal['exports', 'imports'] | None = None
            schema: {
              anyOf: [{ enum: ['exports', 'imports'], type: 'string' }, { type: 'null' }],
              title: 'Flow',
            },
          },
        ],
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/SeriesPage' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      SeriesPoint: {
        properties: {
          period: { type: 'string', format: 'date', title: 'Period' },
          // Decimal
          value_usd: {
            anyOf: [{ type: 'number' }, { type: 'string', pattern: '^(?!^[-+.]*$)[+-]?0*\\d*\\.?\\d*$' }],
          },
          // Decimal | None = None
          quantity: {
            anyOf: [
              { type: 'number' },
              { type: 'string', pattern: '^(?!^[-+.]*$)[+-]?0*\\d*\\.?\\d*$' },
              { type: 'null' },
            ],
          },
        },
        type: 'object',
        required: ['period', 'value_usd'],
        title: 'SeriesPoint',
      },
      SeriesPage: {
        properties: { data: { items: { $ref: '#/components/schemas/SeriesPoint' }, type: 'array' } },
        type: 'object',
        required: ['data'],
      },
      GroupId: { type: 'string', enum: ['WLD', 'EUN'], title: 'GroupId' },
    },
  },
};

describe('readServiceProfile', () => {
  it('reads the conventions a FastAPI service states', () => {
    const profile = readServiceProfile(fastApiDocument);
    expect(profile).toEqual({
      flowLiterals: ['exports', 'imports'],
      periodFormat: 'date',
      numberType: 'decimal-string',
      countryIdPattern: '^[A-Z]{3}$',
      groupIds: ['WLD', 'EUN'],
      requiredFields: { SeriesPoint: ['period', 'value_usd'], SeriesPage: ['data'] },
    });
    // An optional field (anyOf with null, not required) is not listed as required.
    expect(profile?.requiredFields['SeriesPoint']).not.toContain('quantity');
  });

  it('reads a year as an integer period and plain numbers, through a $ref', () => {
    const doc = {
      openapi: '3.1.0',
      paths: {},
      components: {
        schemas: {
          Year: { type: 'integer', minimum: 1990 },
          Point: {
            type: 'object',
            properties: { period: { $ref: '#/components/schemas/Year' }, value_usd: { type: 'number' } },
            required: ['period'],
          },
        },
      },
    };
    expect(readServiceProfile(doc)).toEqual({
      periodFormat: 'year',
      numberType: 'number',
      requiredFields: { Point: ['period'] },
    });
  });

  it('leaves undefined what the document does not state, and refuses what is not an OpenAPI document', () => {
    expect(readServiceProfile({ openapi: '3.1.0', paths: {} })).toEqual({ requiredFields: {} });
    expect(readServiceProfile({ detail: 'Not Found' })).toBeNull();
    expect(readServiceProfile('<html>')).toBeNull();
    expect(readServiceProfile(null)).toBeNull();
  });

  it('reads whether `from` / `to` take a year or only a date', () => {
    const withFrom = (schema: object) => ({
      openapi: '3.1.0',
      paths: { '/trade': { get: { parameters: [{ name: 'from', in: 'query', schema }] } } },
    });
    const yearFormat = (schema: object) => readServiceProfile(withFrom(schema))?.yearParamFormat;
    expect(yearFormat({ anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] })).toBe('date');
    expect(yearFormat({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })).toBe('date');
    expect(yearFormat({ type: 'string', pattern: '^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$' })).toBe('year');
    expect(yearFormat({ type: 'integer' })).toBe('year');
    expect(readServiceProfile({ openapi: '3.1.0', paths: {} })?.yearParamFormat).toBeUndefined();
  });

  it('reads a parameter given by $ref into the components', () => {
    const doc = {
      openapi: '3.1.0',
      paths: { '/x': { get: { parameters: [{ $ref: '#/components/parameters/Flow' }] } } },
      components: {
        parameters: { Flow: { name: 'flow', in: 'query', schema: { type: 'string', enum: ['X', 'M'] } } },
      },
    };
    expect(readServiceProfile(doc)?.flowLiterals).toEqual(['X', 'M']);
  });

  it('reads only what it can: unresolvable refs, non-string values and foreign entries are passed over', () => {
    const doc = {
      openapi: '3.1.0',
      paths: {
        '/countries/{cid}': {
          parameters: 'not a list',
          get: {
            parameters: [
              { $ref: '#/components/parameters/Missing' },
              { name: 'cid', in: 'query', schema: { type: 'string', pattern: '^query$' } },
              { name: 'cid', in: 'path', schema: { type: 'string' } },
              {
                name: 'flow',
                in: 'query',
                schema: { oneOf: [{ enum: ['X', 7, 'M', 'X'] }, { type: 'null' }] },
              },
              { name: 'to', in: 'path', schema: { type: 'integer' } },
              { name: 'to', in: 'query', schema: { type: 'string', format: 'date-time' } },
            ],
          },
        },
        '/broken': 5,
      },
      components: {
        schemas: {
          Broken: 5,
          Listed: [1, 2],
          Row: {
            properties: {
              exporter: { type: 'string' },
              partner: {
                anyOf: [{ $ref: '#/components/schemas/Nowhere' }, { $ref: '#/components/schemas/Iso3' }],
              },
              reporter: { type: 'string', pattern: '^later$' },
              period: { type: 'integer' },
            },
            required: ['exporter', 3, 'partner'],
          },
          Iso3: { type: 'string', pattern: '^[A-Z]{3}$' },
          Other: { properties: { period: { type: 'string', format: 'date-time' } } },
          WorldGroups: { examples: ['WLD', 2, 'EUN'], enum: ['WLD'] },
          Groupings: 'not a schema',
          Regions: { enum: ['EAS'] },
        },
      },
    };
    expect(readServiceProfile(doc)).toEqual({
      flowLiterals: ['X', 'M'],
      // One schema states a date-time period: dates are sent and read.
      periodFormat: 'date',
      yearParamFormat: 'date',
      countryIdPattern: '^[A-Z]{3}$',
      groupIds: ['WLD', 'EUN'],
      requiredFields: { Row: ['exporter', 'partner'] },
    });
  });

  it('reads an integer period as a year, any other stated period as free text', () => {
    const withPeriods = (...periods: object[]) => ({
      openapi: '3.1.0',
      paths: {},
      components: {
        schemas: Object.fromEntries(periods.map((period, k) => [`P${k}`, { properties: { period } }])),
      },
    });
    expect(readServiceProfile(withPeriods({ type: 'string' }, { type: 'integer' }))?.periodFormat).toBe(
      'year',
    );
    expect(readServiceProfile(withPeriods({ type: 'string' }))?.periodFormat).toBe('string');
    expect(readServiceProfile(withPeriods({ type: 'string', format: 'date-time' }))?.periodFormat).toBe(
      'date',
    );
  });

  it('sends a year unless every `from` / `to` schema wants a date; an unreadable pattern decides nothing', () => {
    const withParams = (...params: object[]) => ({
      openapi: '3.1.0',
      paths: { '/t': { get: { parameters: params } } },
    });
    const date = { type: 'string', format: 'date' };
    expect(
      readServiceProfile(
        withParams(
          { name: 'from', in: 'query', schema: date },
          { name: 'to', in: 'query', schema: { type: 'integer' } },
        ),
      )?.yearParamFormat,
    ).toBe('year');
    expect(
      readServiceProfile(withParams({ name: 'to', in: 'query', schema: { type: 'string', pattern: '(' } }))
        ?.yearParamFormat,
    ).toBe('year');
    expect(
      readServiceProfile(withParams({ name: 'since', in: 'query', schema: date }))?.yearParamFormat,
    ).toBeUndefined();
  });

  it('refuses a document without an OpenAPI version or without paths', () => {
    expect(readServiceProfile({ openapi: 3, paths: {} })).toBeNull();
    expect(readServiceProfile({ openapi: '3.1.0', paths: [] })).toBeNull();
    expect(readServiceProfile({ openapi: '3.1.0', paths: 5 })).toBeNull();
    expect(readServiceProfile({ openapi: '3.1.0', paths: 'none' })).toBeNull();
    expect(readServiceProfile({ openapi: '3.1.0' })).toBeNull();
    expect(readServiceProfile([{ openapi: '3.1.0', paths: {} }])).toBeNull();
  });

  it('passes over nulls, non-string refs and refs the document cannot resolve, without failing', () => {
    const doc = {
      openapi: '3.1.0',
      paths: {
        '/a': null,
        '/b': {
          get: null,
          post: { parameters: [null, { $ref: 5 }, { $ref: '#/components/parameters/Gone' }] },
        },
        '/c': {
          get: {
            parameters: [
              { name: 'from', in: 'query', schema: null },
              { name: 'to', in: 'query', schema: { $ref: '#/components/schemas/Gone' } },
              { name: 'flow', in: 'query', schema: { $ref: 7 } },
            ],
          },
        },
      },
    };
    expect(readServiceProfile(doc)).toStrictEqual({ requiredFields: {} });
    const withNullComponents = {
      ...doc,
      components: { schemas: { A: null, B: { $ref: null } }, parameters: null },
    };
    expect(readServiceProfile(withNullComponents)).toStrictEqual({ requiredFields: {} });
  });

  it('keeps a reference it cannot follow as a stated schema: a year is sent', () => {
    const doc = {
      openapi: '3.1.0',
      paths: {
        '/t': {
          get: {
            parameters: [
              { name: 'from', in: 'query', schema: { $ref: 'https://elsewhere.example/year.json' } },
              { $ref: '#/components/schemas/NotAParameter' },
            ],
          },
        },
      },
      components: {
        schemas: { NotAParameter: { name: 'to', in: 'query', schema: { type: 'string', format: 'date' } } },
      },
    };
    expect(readServiceProfile(doc)?.yearParamFormat).toBe('year');
    // A parameter's $ref into another part of the components is not followed as a parameter, even
    // where the same name (after the parameters' prefix) is a parameter.
    const elsewhere = {
      openapi: '3.1.0',
      paths: { '/t': { get: { parameters: [{ $ref: '#/components/schemas/NotAParameter' }] } } },
      components: {
        schemas: { NotAParameter: { type: 'object' } },
        parameters: { AParameter: { name: 'to', in: 'query', schema: { type: 'string', format: 'date' } } },
      },
    };
    expect(readServiceProfile(elsewhere)?.yearParamFormat).toBeUndefined();
  });

  it('reads a date only from the pattern of a string parameter, a pattern that is a string', () => {
    const withFrom = (schema: object) => ({
      openapi: '3.1.0',
      paths: { '/trade': { get: { parameters: [{ name: 'from', in: 'query', schema }] } } },
    });
    const yearFormat = (schema: object) => readServiceProfile(withFrom(schema))?.yearParamFormat;
    const datePattern = '^\\d{4}-\\d{2}-\\d{2}$';
    expect(yearFormat({ type: 'integer', pattern: datePattern })).toBe('year');
    expect(yearFormat({ type: 'string', pattern: [datePattern] })).toBe('year');
    expect(yearFormat({ type: 'string', pattern: '[' })).toBe('year');
  });

  it('takes the country id pattern of the path parameter cid, or of any country field', () => {
    const pathDoc = {
      openapi: '3.1.0',
      paths: {
        '/products/{pid}': {
          get: { parameters: [{ name: 'pid', in: 'path', schema: { pattern: '^[0-9]{6}$' } }] },
        },
        '/countries/{cid}': {
          get: { parameters: [{ name: 'cid', in: 'path', schema: { pattern: '^[A-Z]{3}$' } }] },
        },
      },
    };
    expect(readServiceProfile(pathDoc)?.countryIdPattern).toBe('^[A-Z]{3}$');
    for (const field of ['exporter', 'importer', 'partner', 'reporter']) {
      const doc = {
        openapi: '3.1.0',
        paths: {},
        components: {
          schemas: { Row: { properties: { [field]: { type: 'string', pattern: '^[0-9]{3}$' } } } },
        },
      };
      expect(readServiceProfile(doc)?.countryIdPattern, field).toBe('^[0-9]{3}$');
    }
  });

  it('states only what the document states: no key for what it does not', () => {
    expect(Object.keys(readServiceProfile({ openapi: '3.1.0', paths: {} })!)).toEqual(['requiredFields']);
  });

  it('reads the credit of the data the document states in its info, trimmed', () => {
    const withCredit = (credit: unknown) =>
      readServiceProfile({ openapi: '3.1.0', info: { 'x-data-credit': credit }, paths: {} })?.dataCredit;
    expect(withCredit({ name: ' CEPII BACI V202501 (HS22) ', synthetic: false })).toEqual({
      name: 'CEPII BACI V202501 (HS22)',
      synthetic: false,
    });
    expect(withCredit({ name: "Tradescope's synthetic world", synthetic: true })).toEqual({
      name: "Tradescope's synthetic world",
      synthetic: true,
    });
    // Only a literal true marks the figures synthetic.
    expect(withCredit({ name: 'A release', synthetic: 'yes' })).toEqual({
      name: 'A release',
      synthetic: false,
    });
    expect(withCredit({ name: 'A release' })).toEqual({ name: 'A release', synthetic: false });
  });

  it('states no credit that is missing, blank, not text, over a line or longer than a name', () => {
    const withCredit = (credit: unknown) =>
      readServiceProfile({ openapi: '3.1.0', info: { 'x-data-credit': credit }, paths: {} })?.dataCredit;
    expect(withCredit(undefined)).toBeUndefined();
    expect(withCredit('CEPII BACI')).toBeUndefined();
    expect(withCredit({ name: '   ', synthetic: true })).toBeUndefined();
    expect(withCredit({ name: 42, synthetic: false })).toBeUndefined();
    expect(withCredit({ name: 'CEPII BACI\nV202501' })).toBeUndefined();
    expect(withCredit({ name: 'CEPII\u0007BACI' })).toBeUndefined();
    expect(withCredit({ name: 'x'.repeat(120) })).toEqual({ name: 'x'.repeat(120), synthetic: false });
    expect(withCredit({ name: 'x'.repeat(121) })).toBeUndefined();
    expect(readServiceProfile({ openapi: '3.1.0', paths: {} })?.dataCredit).toBeUndefined();
  });
});
