import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { bibtexEscape, buildBibtex, buildCitation, citationKey } from './citation';
import { buildJson, chartCsv, chartProvenance, type DataExportInput } from './csv';
import { buildCurl, buildCurls, requestUrl } from './curl';

const input: DataExportInput = {
  title: 'Top export destinations',
  subtitle: 'Brazil, 2010–2025, top 2 by value in US dollars',
  table: {
    columns: ['Partner', 'Value (USD)', 'Share (fraction)'],
    rows: [
      ['China (CN)', 1234567, 0.1234],
      ['=HYPERLINK("http://evil","x") (ZZ)', -5, null],
    ],
  },
  sourceName: 'Trade Data Service v1 (built-in demo)',
  synthetic: true,
  baseUrl: 'https://demo.tradescope.invalid',
  requests: [
    {
      path: '/countries/BR/partners',
      query: { flow: 'export', from: 2010, to: 2025, limit: 500 },
      requestId: 'req-123',
    },
  ],
  retrievedAt: '2026-11-22T18:00:00.000Z',
  link: 'https://app.example/countries/BR?to=2025#chart-top-partners',
};

describe('CSV and JSON', () => {
  it('writes one header row and the rows as numbers, through the app’s one CSV writer', () => {
    const parsed = Papa.parse<unknown[]>(chartCsv(input), { dynamicTyping: true, skipEmptyLines: true });
    expect(parsed.data).toEqual([
      ['Partner', 'Value (USD)', 'Share (fraction)'],
      ['China (CN)', 1234567, 0.1234],
      [`'=HYPERLINK("http://evil","x") (ZZ)`, -5, null],
    ]);
  });

  it('puts the source, each query with its request_id, the link and the retrieval time in the provenance', () => {
    expect(chartProvenance(input)).toEqual({
      title: input.title,
      selection: input.subtitle,
      source: 'Trade Data Service v1 (built-in demo) (synthetic data, not real trade statistics)',
      requests: [
        {
          request:
            'GET https://demo.tradescope.invalid/countries/BR/partners?flow=export&from=2010&to=2025&limit=500',
          requestId: 'req-123',
        },
      ],
      url: input.link,
      retrievedAt: '2026-11-22T18:00:00.000Z',
      rowCount: 2,
    });
  });

  it('writes JSON with the same rows and the provenance', () => {
    const json = JSON.parse(buildJson(input)) as {
      meta: Record<string, unknown>;
      rows: unknown[][];
      columns: string[];
    };
    expect(json.rows).toEqual(input.table.rows);
    expect(json.columns).toEqual(input.table.columns);
    expect(json.meta).toMatchObject({
      'Retrieved at': '2026-11-22T18:00:00.000Z',
      queries: [{ request_id: 'req-123' }],
    });
  });
});

describe('curl', () => {
  it('writes the request with $TRADE_API_KEY, quoting what the shell would expand', () => {
    expect(buildCurl('https://tds.example/v1/', input.requests[0]!)).toBe(
      'curl -H "Authorization: Bearer $TRADE_API_KEY" "https://tds.example/v1/countries/BR/partners?flow=export&from=2010&to=2025&limit=500"',
    );
    expect(buildCurl(null, { path: '/trade/summary', query: { reporter: 'BR' } })).toBe(
      'curl -H "Authorization: Bearer $TRADE_API_KEY" "$TRADE_API_URL/trade/summary?reporter=BR"',
    );
    expect(buildCurl('https://x.example/$(rm -rf ~)`id`', { path: '/countries' })).toContain(
      'https://x.example/\\$(rm -rf ~)\\`id\\`',
    );
  });

  it('never contains a key, whatever the request (the key is not an input)', () => {
    const key = 'sk-live-SECRET-123';
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.array(
          fc.record({
            path: fc.webPath(),
            query: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
          }),
          { maxLength: 4 },
        ),
        (base, requests) => {
          const out = buildCurls(base, requests);
          expect(out).not.toContain(key);
          for (const line of out.split('\n').filter(Boolean))
            expect(line).toMatch(/^curl -H "Authorization: Bearer \$TRADE_API_KEY" "/);
        },
      ),
      { numRuns: 40 },
    );
    expect(requestUrl('https://a.example', { path: '/p', query: { q: 'a b&c' } })).toBe(
      'https://a.example/p?q=a+b%26c',
    );
  });
});

describe('citation', () => {
  const citation = {
    title: 'Top export destinations',
    subtitle: 'Trinidad & Tobago, 2010–2025',
    sourceName: 'Trade Data Service v1 (built-in demo)',
    synthetic: true,
    link: 'https://app.example/countries/TT#chart-top-partners',
    accessed: '2026-11-22',
    requestIds: ['req-1', 'req-2'],
  };

  it('names the source, title, link, access date and request_ids', () => {
    expect(buildCitation(citation)).toBe(
      'Tradescope (2026). Top export destinations: Trinidad & Tobago, 2010–2025 [chart]. Data: Trade Data Service v1 (built-in demo), synthetic data. https://app.example/countries/TT#chart-top-partners (accessed 2026-11-22). request_id: req-1, req-2.',
    );
  });

  it('writes BibTeX with its special characters escaped and a plain key', () => {
    const bib = buildBibtex(citation);
    expect(bib).toMatch(/^@misc\{tradescope_top_export_destinations_trinidad_20261122,\n/);
    expect(bib).toContain('title = {Top export destinations: Trinidad \\& Tobago, 2010–2025}');
    expect(bib).toContain('howpublished = {\\url{https://app.example/countries/TT#chart-top-partners}}');
    expect(bib).toContain('urldate = {2026-11-22}');
    expect(bib).toContain('request\\_id req-1, req-2');
    expect(bibtexEscape('100% of $5 {x}')).toBe('100\\% of \\$5 \\{x\\}');
    expect(citationKey('Ünïcode: chart!', '2026-01-02')).toBe('tradescope_unicode_chart_20260102');
  });
});
