import { describe, expect, it } from 'vitest';
import { dependentProducts, supplierShares } from './dependence';

// Imports of three products: 870323 worth 100 (DE 80, JP 20), 300490 worth 40 (CH 15, US 25),
// 090111 worth 10 (BR 9, CO 1); and one without a known total.
const products = [
  {
    product: '300490',
    importValue: 40,
    suppliers: [
      { key: 'US', value: 25 },
      { key: 'CH', value: 15 },
    ],
  },
  {
    product: '870323',
    importValue: 100,
    suppliers: [
      { key: 'DE', value: 80 },
      { key: 'JP', value: 20 },
    ],
  },
  {
    product: '090111',
    importValue: 10,
    suppliers: [
      { key: 'BR', value: 9 },
      { key: 'CO', value: 1 },
    ],
  },
  { product: '100199', importValue: null, suppliers: [{ key: 'UA', value: 7 }] },
];

describe('supplierShares', () => {
  it('measures the largest supplier and ranks by the value at stake', () => {
    const rows = supplierShares(products);
    expect(rows.map((r) => [r.product, r.supplier, r.supplierShare, r.atStake])).toEqual([
      ['870323', 'DE', 0.8, 80],
      ['300490', 'US', 0.625, 25],
      ['090111', 'BR', 0.9, 9],
      ['100199', 'UA', null, 7],
    ]);
  });

  it('keeps the products at or above the threshold, never one without a share', () => {
    const rows = supplierShares(products);
    expect(dependentProducts(rows, 0.8).map((r) => r.product)).toEqual(['870323', '090111']);
    expect(dependentProducts(rows, 0.5).map((r) => r.product)).toEqual(['870323', '300490', '090111']);
    expect(dependentProducts(rows, 0.95)).toEqual([]);
  });

  it("measures a given partner's share instead, 0 where it does not supply", () => {
    const rows = supplierShares(
      [...products.slice(0, 2), { product: '010121', importValue: 5, suppliers: [] }],
      'JP',
    );
    expect(rows.map((r) => [r.product, r.supplier, r.supplierShare])).toEqual([
      ['870323', 'JP', 0.2],
      ['010121', 'JP', null],
      ['300490', 'JP', null],
    ]);
  });
});
