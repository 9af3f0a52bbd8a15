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

describe('the edges of a number and a period', () => {
  it('reads a number with spaces around it, a leading or trailing point, an exponent; not two numbers or a word around one', () => {
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('5.')).toBe(5);
    expect(readNumber('2.5E-2')).toBe(0.025);
    expect(readNumber('1e+3')).toBe(1000);
    expect(readNumber('x12')).toBe('x12');
    expect(readNumber('12x')).toBe('12x');
    expect(readNumber('1 2')).toBe('1 2');
    expect(readNumber('.')).toBe('.');
    expect(readNumber('1e')).toBe('1e');
    expect(readNumber('1e400')).toBe('1e400');
    expect(readNumber(12)).toBe(12);
    expect(readNumber('.55')).toBe(0.55);
    expect(readNumber('1e10')).toBe(1e10);
    // Number() would read these; a service's Decimal never looks like them.
    expect(readNumber('0x12')).toBe('0x12');
    expect(readNumber('Infinity')).toBe('Infinity');
  });

  it('reads years 1000 to 9999 and padded year strings; not longer digits, other date forms or words after a year', () => {
    expect(readPeriod(1000)).toBe('1000-01-01');
    expect(readPeriod(9999)).toBe('9999-01-01');
    expect(readPeriod(999)).toBe(999);
    expect(readPeriod(10000)).toBe(10000);
    expect(readPeriod('2019.5')).toBe('2019.5');
    expect(readPeriod(['2019'])).toEqual(['2019']);
    expect(readPeriod(' 2019 ')).toBe('2019-01-01');
    expect(readPeriod('2019-12-31 23:59')).toBe('2019-01-01');
    expect(readPeriod('2019-12-31T00:00:00Z ')).toBe('2019-01-01');
    expect(readPeriod('20190')).toBe('20190');
    expect(readPeriod('2019-1')).toBe('2019-1');
    expect(readPeriod('2019-12-3')).toBe('2019-12-3');
    expect(readPeriod('2019 Q1')).toBe('2019 Q1');
    expect(readPeriod('2019-12-31x')).toBe('2019-12-31x');
    expect(readPeriod(true)).toBe(true);
  });

  it('reads every number field, keeps what is not a country id, and reads only strings as unit words', () => {
    const notes = new NoteSink();
    const fields = [
      'value_usd',
      'quantity',
      'flow_count',
      'share',
      'trade_value',
      'growth',
      'unit_value',
      'partner_concentration',
      'hs_version',
      'duration_ms',
    ];
    const body = Object.fromEntries(fields.map((f) => [f, '7']));
    expect(readAnswerForms('GET /trade', body, notes)).toEqual(Object.fromEntries(fields.map((f) => [f, 7])));
    expect(
      readAnswerForms(
        'GET /countries',
        [{ id: true, partner: null, members: 'DEU', quantity_unit: 5, name: '7' }],
        notes,
      ),
    ).toEqual([{ id: true, partner: null, members: 'DEU', quantity_unit: 5, name: '7' }]);
    expect(readAnswerForms('GET /countries', [{ id: 'World', members: ['DEU', 'Mars'] }], notes)).toEqual([
      { id: 'World', members: ['DE', 'Mars'] },
    ]);
    expect(readAnswerForms('GET /countries/{cid}', { id: 'DEU' }, new NoteSink())).toEqual({ id: 'DE' });
    expect(readAnswerForms('GET /products', [{ id: 'DEU', members: ['DEU'] }], new NoteSink())).toEqual([
      { id: 'DEU', members: ['DEU'] },
    ]);
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

  it('reads every country field in any form it comes in, keeps other ids exactly, and leaves other words alone', () => {
    const notes = new NoteSink();
    const row = {
      reporter: 'FRA',
      partner: 276,
      exporter: 'Wld',
      importer: ['DEU'],
      name: 'Pairs',
      quantity_unit: 'pairs',
    };
    expect(readAnswerForms('GET /trade', { data: [row] }, notes)).toEqual({
      data: [
        {
          reporter: 'FR',
          partner: 'DE',
          exporter: 'Wld',
          importer: ['DEU'],
          name: 'Pairs',
          quantity_unit: 'pair',
        },
      ],
    });
    expect(notes.notes.map((n) => n.kind)).toEqual(['country-id-form']);
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
