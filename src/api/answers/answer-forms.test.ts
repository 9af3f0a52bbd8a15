import { describe, expect, it } from 'vitest';
import { readAnswerForms, readNumber, readPeriod } from './answer-forms';
import { NoteSink } from './service-notes';

describe('numbers and periods', () => {
  it('reads numeric strings as numbers (Pydantic Decimal), and nothing else', () => {
    expect(readNumber('123.45')).toBe(123.45);
    expect(readNumber('-0.5')).toBe(-0.5);
    expect(readNumber('1e3')).toBe(1000);
    expect(readNumber('12')).toBe(12);
    expect(readNumber('four')).toBe('four');
    expect(readNumber('')).toBe('');
    expect(readNumber('1,000')).toBe('1,000');
    expect(readNumber(null)).toBeNull();
  });

  it('reads a year, any date or a timestamp as the period of that year', () => {
    expect(readPeriod(2019)).toBe('2019-01-01');
    expect(readPeriod('2019')).toBe('2019-01-01');
    expect(readPeriod('2019-12-31')).toBe('2019-01-01');
    expect(readPeriod('2019-06')).toBe('2019-01-01');
    expect(readPeriod('2019-01-01T00:00:00Z')).toBe('2019-01-01');
    expect(readPeriod('FY2019')).toBe('FY2019');
    expect(readPeriod(2019.5)).toBe(2019.5);
    expect(readPeriod(null)).toBeNull();
  });
});

describe('an answer read in our forms', () => {
  it('converts every country field, numbers, periods and units, and notes the id form', () => {
    const notes = new NoteSink();
    const body = {
      data: [
        {
          exporter: 'DEU',
          importer: 'CHN',
          hs6: '090111',
          hs_version: '2022',
          period: 2019,
          granularity: 'year',
          value_usd: '1500.50',
          quantity: '20',
          quantity_unit: 'kilograms',
        },
      ],
      request_id: 'r1',
      duration_ms: '3',
    };
    expect(readAnswerForms('GET /trade', body, notes)).toEqual({
      data: [
        {
          exporter: 'DE',
          importer: 'CN',
          hs6: '090111',
          hs_version: 2022,
          period: '2019-01-01',
          granularity: 'year',
          value_usd: 1500.5,
          quantity: 20,
          quantity_unit: 'kg',
        },
      ],
      request_id: 'r1',
      duration_ms: 3,
    });
    expect(notes.notes).toEqual([
      {
        kind: 'country-id-form',
        text: 'The service names countries by three-letter ISO codes (DEU); they are read as the two-letter codes (DE).',
      },
    ]);
  });

  it('reads `id` as a country’s only on the country endpoints, and keeps group ids', () => {
    const notes = new NoteSink();
    const countries = {
      data: [
        { id: 'BRA', name: 'Brazil', is_group: false },
        { id: 'WLD', name: 'World', is_group: true },
      ],
    };
    expect(readAnswerForms('GET /countries', countries, notes)).toEqual({
      data: [
        { id: 'BR', name: 'Brazil', is_group: false },
        { id: 'WLD', name: 'World', is_group: true },
      ],
    });
    const product = { data: { id: '090', matches: [] } };
    expect(readAnswerForms('GET /products/{pid}', product, new NoteSink())).toEqual(product);
    const numeric = new NoteSink();
    const partners = { data: [{ partner: '076', value_usd: 1, quantity: null, flow_count: 1 }] };
    expect(readAnswerForms('GET /countries/{cid}/partners', partners, numeric)).toMatchObject({
      data: [{ partner: 'BR' }],
    });
    expect(numeric.notes[0]!.text).toMatch(/ISO numeric codes \(076\).*\(BR\)/);
  });

  it('leaves an answer in our forms as it is, without notes', () => {
    const notes = new NoteSink();
    const body = {
      data: {
        top_exporters: [{ exporter: 'BR', value_usd: 5, quantity: 1, flow_count: 2 }],
        top_importers: [],
      },
    };
    expect(readAnswerForms('GET /products/{pid}/markets', body, notes)).toEqual(body);
    expect(notes.notes).toEqual([]);
    expect(readAnswerForms('GET /trade', 'text', notes)).toBe('text');
  });
});
