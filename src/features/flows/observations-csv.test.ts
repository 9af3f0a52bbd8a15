// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OBSERVATION_COLUMNS, toObservationRows, type Observation } from './observation-rows';
import { buildCsv, buildCsvParts, csvCell, CSV_BOM } from './observations-csv';

const meta = {
  source: 'Trade Data Service at https://tds.example.test',
  query: 'GET https://tds.example.test/trade?reporter=DE&limit=2',
  requestId: 'req_123',
  accessed: new Date('2026-11-22T18:00:00Z'),
  sortedBy: 'Value (USD) descending',
};

const record = (over: Partial<Observation> = {}): Observation => ({
  exporter: 'DE',
  importer: 'CN',
  hs6: '870323',
  period: '2024-01-01',
  value_usd: 1234.5,
  quantity: 10,
  quantity_unit: 'u',
  ...over,
});

/** A minimal RFC 4180 reader, to check the file reads back as written. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe('csvCell', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('Côte d’Ivoire')).toBe('Côte d’Ivoire');
  });

  it('writes numbers raw (a negative number is a number, not a formula)', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('buildCsv', () => {
  const rows = toObservationRows(
    [record(), record({ exporter: 'CN', importer: 'DE', hs6: '090111', value_usd: 7, quantity: null })],
    (id) => ({ DE: 'Germany', CN: 'China' })[id] ?? id,
  );
  const productNameOf = (hs6: string) => (hs6 === '870323' ? '=cars, "big"' : null);

  it('has the header block, the column labels and one line per row, in order', () => {
    const text = buildCsv(rows, OBSERVATION_COLUMNS, meta, productNameOf);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = readCsv(text.slice(1));
    expect(lines.slice(0, 6)).toEqual([
      ['Source', meta.source],
      ['Query', meta.query],
      ['Request ID', 'req_123'],
      ['Accessed', '2026-11-22T18:00:00.000Z'],
      ['Sorted by', 'Value (USD) descending'],
      ['Rows', '2'],
    ]);
    expect(lines[6]).toEqual(['']);
    expect(lines[7]).toEqual(OBSERVATION_COLUMNS.map((c) => c.label));
    expect(lines.slice(8)).toEqual([
      ['2024', 'Germany (DE)', 'China (CN)', '870323', `'=cars, "big"`, '1234.5', '10', 'u'],
      ['2024', 'China (CN)', 'Germany (DE)', '090111', '', '7', '', 'u'],
    ]);
  });

  it('never carries a key: nothing but the metadata given is written', () => {
    const text = buildCsv(rows, OBSERVATION_COLUMNS, meta, productNameOf);
    expect(text).not.toMatch(/bearer|authorization|api[_ ]?key/i);
  });

  it('builds the same file in slices as in one piece', async () => {
    const many = toObservationRows(
      Array.from({ length: 2_345 }, (_, i) => record({ value_usd: i })),
      (id) => id,
    );
    const parts = await buildCsvParts(many, OBSERVATION_COLUMNS, meta, () => 'x', 1_000);
    expect(parts).toHaveLength(4);
    expect(parts.join('')).toBe(buildCsv(many, OBSERVATION_COLUMNS, meta, () => 'x'));
  });
});
