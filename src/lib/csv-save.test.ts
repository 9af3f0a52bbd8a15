// @vitest-environment node
/** The download of a CSV: two files, the table and its provenance, each with its media type. */
import { describe, expect, it, vi } from 'vitest';
import { saveCsv } from './csv';
import { saveFile } from './save-file';

vi.mock('./save-file', () => ({ saveFile: vi.fn() }));

describe('saveCsv', () => {
  it('saves the CSV and its provenance file beside it, as UTF-8 text of their kinds', async () => {
    saveCsv('rows.csv', ['a,b\r\n', '1,2\r\n'], {
      title: 'T',
      source: 'S',
      requests: [],
      url: 'https://app.example/',
      retrievedAt: '2026-11-22T18:00:00.000Z',
      rowCount: 1,
    });
    const calls = vi.mocked(saveFile).mock.calls;
    expect(calls.map(([name]) => name)).toEqual(['rows.csv', 'rows-provenance.txt']);
    const [csv, provenance] = calls.map(([, blob]) => blob as Blob);
    expect(csv!.type).toBe('text/csv;charset=utf-8');
    expect(await csv!.text()).toBe('a,b\r\n1,2\r\n');
    expect(provenance!.type).toBe('text/plain;charset=utf-8');
    // With the byte-order mark of every file of the app (text() reads past it).
    expect([...new Uint8Array(await provenance!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await provenance!.text()).toMatch(/^Title: T\r\nSource: S\r\n/);
  });
});
