// @vitest-environment node
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import {
  buildCsv,
  buildCsvParts,
  CSV_BOM,
  csvCell,
  provenanceFileName,
  provenanceText,
  type CsvValue,
} from './csv';

const parse = (text: string) =>
  Papa.parse<Record<string, unknown>>(text, { header: true, dynamicTyping: true, skipEmptyLines: true });

describe('csvCell', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Côte d’Ivoire')).toBe('Côte d’Ivoire');
  });

  it('neutralises every text a spreadsheet would run as a formula, with one rule', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // Text that looks like a number is still text: the rule does not guess.
    expect(csvCell('-12.5')).toBe("'-12.5");
    // Only a cell that starts with one is guarded: inside a text they are harmless.
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvCell(text);
        expect(/^[=+\-@\t\r]/.test(field.startsWith('"') ? field.slice(1) : field)).toBe(false);
      }),
    );
  });

  it('writes numbers raw and a missing value as an empty cell', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1234567.5)).toBe('1234567.5');
    expect(csvCell(0.15634)).toBe('0.15634');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('buildCsv', () => {
  const header = ['Partner', 'Value (USD)', 'Share (fraction)'];
  const rows: CsvValue[][] = [
    ['China (CN)', 1234567, 0.1234],
    ['=HYPERLINK("http://evil","x")', -5, null],
  ];

  it('writes a BOM, one header row and CRLF lines that a CSV library reads back as numbers', () => {
    const text = buildCsv(header, rows);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4);
    expect(text).not.toMatch(/(^|\n)#/);
    const parsed = parse(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(header);
    expect(parsed.data).toEqual([
      { Partner: 'China (CN)', 'Value (USD)': 1234567, 'Share (fraction)': 0.1234 },
      { Partner: `'=HYPERLINK("http://evil","x")`, 'Value (USD)': -5, 'Share (fraction)': null },
    ]);
  });

  it('builds the same file in slices as in one piece', async () => {
    const many = Array.from({ length: 2_345 }, (_, i) => ['x', i, i / 2_345]);
    const parts = await buildCsvParts(header, many, (r) => r, 1_000);
    expect(parts).toHaveLength(4);
    expect(parts.join('')).toBe(buildCsv(header, many));
    // Rows that fill their slices exactly: no empty slice after the last.
    expect(await buildCsvParts(header, many.slice(0, 2_000), (r) => r, 1_000)).toHaveLength(3);
  });

  it('gives way to the browser between slices, once per slice after the first', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    try {
      const many = Array.from({ length: 25 }, (_, i) => ['x', i, null]);
      await buildCsvParts(header, many, (r) => r, 10);
      expect(timeouts).toHaveBeenCalledTimes(2);
    } finally {
      timeouts.mockRestore();
    }
  });
});

describe('provenanceText', () => {
  const provenance = {
    title: 'Top export destinations',
    selection: 'Brazil, 2015–2025',
    source: 'Trade Data Service v1 (built-in demo), synthetic data',
    requests: [
      { request: 'GET https://tds.example/countries/BR/partners?flow=export', requestId: 'req-1' },
      { request: 'GET https://tds.example/countries/BR/trade?flow=export', requestId: null },
    ],
    url: 'https://app.example/countries/BR#chart-top-partners',
    retrievedAt: '2026-11-22T18:00:00.000Z',
    rowCount: 2,
    notes: ['Sorted by value\r\ndescending.'],
  };

  it('names the source, every request with its request_id, the URL and the retrieval time', () => {
    const lines = provenanceText(provenance).slice(1).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Title: Top export destinations',
        'Selection: Brazil, 2015–2025',
        `Source: ${provenance.source}`,
        `Request 1: ${provenance.requests[0]!.request}`,
        'request_id 1: req-1',
        `Request 2: ${provenance.requests[1]!.request}`,
        'URL: https://app.example/countries/BR#chart-top-partners',
        'Retrieved at: 2026-11-22T18:00:00.000Z',
        'Rows: 2',
        'Note: Sorted by value descending.',
      ]),
    );
    expect(lines.find((l) => l.startsWith('request_id 2:'))).toMatch(/sent no request_id/);
    expect(lines.join('\n')).not.toMatch(/n\/a/);
    expect(provenanceFileName('tradescope-countries-BR.csv')).toBe('tradescope-countries-BR-provenance.txt');
    // Only the name's ending is replaced.
    expect(provenanceFileName('a.csvdata.CSV')).toBe('a.csvdata-provenance.txt');
    // The requests follow the source line, with nothing between.
    expect(lines[3]).toBe(`Request 1: ${provenance.requests[0]!.request}`);
  });

  it('numbers requests only when there are several, and writes no selection or note it was not given', () => {
    const lines = provenanceText({
      title: 'T',
      source: 'S',
      requests: [{ request: 'GET https://tds.example/trade', requestId: 'req-1' }],
      url: 'https://app.example/flows',
      retrievedAt: '2026-11-22T18:00:00.000Z',
      rowCount: 0,
    })
      .slice(1)
      .split('\r\n');
    expect(lines).toEqual([
      'Title: T',
      'Source: S',
      'Request: GET https://tds.example/trade',
      'request_id: req-1',
      'URL: https://app.example/flows',
      'Retrieved at: 2026-11-22T18:00:00.000Z',
      'Rows: 0',
      'Convention: one header row; numbers are plain (no currency sign, no digit grouping); the unit is in the header ("(USD)", "(fraction)": 0.156 is 15.6%); an empty cell is a value not available, never zero.',
      '',
    ]);
  });

  it('says when the requests behind the rows are not known, rather than listing none', () => {
    const lines = provenanceText({ ...provenance, requests: [] })
      .slice(1)
      .split('\r\n');
    expect(lines.filter((l) => l.startsWith('Request'))).toEqual([
      'Request: not known (the requests behind these rows could not be recorded)',
    ]);
    expect(lines[3]).toBe('Request: not known (the requests behind these rows could not be recorded)');
  });
});
