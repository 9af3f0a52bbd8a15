import { describe, expect, it } from 'vitest';
import { balassaRcaOfExporters } from './exporter-rca';

describe('balassaRcaOfExporters', () => {
  it('gives each exporter its RCA in the product, in the ranking order', () => {
    // World: 100 in all, 10 of the product. KE: 5 of its 10 (RCA 5); CN: 5 of 90 (RCA 0.56).
    const rows = balassaRcaOfExporters({
      exporters: [
        { key: 'CN', value: 5, total: 90 },
        { key: 'KE', value: 5, total: 10 },
        { key: 'XX', value: 1, total: null },
      ],
      productWorld: 10,
      worldTotal: 100,
    });
    expect(rows.map((r) => [r.key, r.rca])).toEqual([
      ['CN', 5 / 90 / 0.1],
      ['KE', 5],
      ['XX', null],
    ]);
    expect(rows[1]).toMatchObject({ worldMarketShare: 0.5, shareOfCountry: 0.5 });
  });

  it('has no RCA in a year the world does not trade the product', () => {
    const rows = balassaRcaOfExporters({
      exporters: [{ key: 'KE', value: 0, total: 10 }],
      productWorld: 0,
      worldTotal: 100,
    });
    expect(rows[0]).toMatchObject({ rca: null, missing: 'world-zero' });
  });
});
