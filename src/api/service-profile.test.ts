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
});
