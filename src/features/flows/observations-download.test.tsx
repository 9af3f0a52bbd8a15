/**
 * "Download CSV": waits for the product names, then hands the browser the rows as shown, names
 * included, and their provenance file. The files are read back from the Blobs the button made.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toObservationRows } from './observation-rows';
import { ObservationsDownload } from './observations-download';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rows = toObservationRows(
  [
    {
      exporter: 'DE',
      importer: 'CN',
      hs6: '090111',
      period: '2024-01-01',
      value_usd: 5,
      quantity: 1,
      quantity_unit: 'kg',
    },
    {
      exporter: 'CN',
      importer: 'DE',
      hs6: '870323',
      period: '2023-01-01',
      value_usd: 9,
      quantity: null,
      quantity_unit: 'u',
    },
  ],
  (id) => id,
);
const props = {
  rows,
  productNameOf: (hs6: string) => (hs6 === '090111' ? 'Coffee' : '=Cars'),
  source: 'demo',
  query: 'GET demo service/trade?reporter=DE',
  requestId: 'req_1',
  sortedBy: 'Value (USD) descending',
  filenameStem: 'tradescope flows DE/all',
  title: 'Germany: all partners',
};

describe('ObservationsDownload', () => {
  it('waits while product names are loading', () => {
    render(<ObservationsDownload {...props} namesPending />);
    expect(screen.getByTestId('download-csv')).toBeDisabled();
    expect(screen.getByTestId('download-csv')).toHaveTextContent('Loading product names');
  });

  it('downloads the rows as shown, with their names, under a safe file name', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<ObservationsDownload {...props} namesPending={false} />);
    expect(screen.getByTestId('download-csv')).toHaveTextContent('Download CSV (2 rows, as shown)');
    fireEvent.click(screen.getByTestId('download-csv'));
    await waitFor(() =>
      expect(clicked).toEqual(['tradescope-flows-DE-all.csv', 'tradescope-flows-DE-all-provenance.txt']),
    );
    const text = await blobs[0]!.text();
    const lines = text.split('\r\n');
    // Blob.text() drops the byte-order mark the file starts with.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Year,Exporter,Importer,HS6,Product,Value (USD),Quantity,Unit');
    expect(lines).toContain('2024,DE,CN,090111,Coffee,5,1,kg');
    expect(lines).toContain("2023,CN,DE,870323,'=Cars,9,,u");
    expect(lines.indexOf('2024,DE,CN,090111,Coffee,5,1,kg')).toBeLessThan(
      lines.indexOf("2023,CN,DE,870323,'=Cars,9,,u"),
    );
    expect(lines).toHaveLength(4);
    const provenance = await blobs[1]!.text();
    expect(provenance).toContain('Request: GET demo service/trade?reporter=DE\r\nrequest_id: req_1\r\n');
    expect(provenance).toContain('Title: Trade observations: Germany: all partners');
  });
});
