/**
 * The quantity and unit-value rules of open-points.md on hand-made rows: `quantity` needs every
 * row to have one in one unit; `unit_value` is the value over the quantity of the rows that have
 * one (one unit), null only when none has, their units differ, or their quantity sums to 0.
 * Extra countries (QX, QY, QZ) have no generated trade, so each selection sees only these rows.
 */
import { describe, expect, it } from 'vitest';
import { createWorld } from '../world/world';
import { createEngine } from './engine';

const engine = createEngine(
  createWorld({
    extras: {
      countries: [
        { id: 'QX', name: 'Mixedland', region: 'Europe' },
        { id: 'QY', name: 'Nullland', region: 'Europe' },
        { id: 'QZ', name: 'Unitland', region: 'Europe' },
      ],
      products: [{ hs6: '970698', name: 'Antiques: test line' }],
      observations: [
        // QX: coffee (kg) with one row lacking a quantity.
        { exporter: 'QX', importer: 'QY', hs6: '090111', year: 2016, value_usd: 6000, quantity: 2000 },
        { exporter: 'QX', importer: 'QZ', hs6: '090111', year: 2016, value_usd: 4000, quantity: null },
        { exporter: 'QX', importer: 'QY', hs6: '090111', year: 2017, value_usd: 3000, quantity: 500 },
        // QY: no quantity at all.
        { exporter: 'QY', importer: 'QX', hs6: '090111', year: 2017, value_usd: 5000, quantity: null },
        // QZ: kilograms of coffee and units of antiques; one zero quantity.
        { exporter: 'QZ', importer: 'QX', hs6: '090111', year: 2018, value_usd: 100, quantity: 10 },
        { exporter: 'QZ', importer: 'QY', hs6: '970698', year: 2018, value_usd: 500, quantity: 1 },
        { exporter: 'QZ', importer: 'QY', hs6: '970698', year: 2019, value_usd: 700, quantity: 0 },
      ],
    },
  }),
);

describe('unit value over the rows that have a quantity', () => {
  it('a missing quantity nulls the quantity but not the unit value of the others', () => {
    const s = engine.summary({ reporter: 'QX', flow: 'export', from: 2016, to: 2016 });
    expect(s.trade_value).toBe(10_000);
    expect(s.quantity).toBeNull();
    expect(s.unit_value).toBe(6000 / 2000);
  });

  it('over several years, sums the value and quantity of the rows with one', () => {
    const s = engine.summary({ reporter: 'QX', flow: 'export' });
    expect(s.quantity).toBeNull();
    expect(s.unit_value).toBe((6000 + 3000) / (2000 + 500));
  });

  it('when every row has a quantity in one unit, quantity is the sum and unit value the ratio', () => {
    const s = engine.summary({ reporter: 'QX', flow: 'export', from: 2017, to: 2017 });
    expect(s.quantity).toBe(500);
    expect(s.unit_value).toBe(6);
  });

  it('is null when no row has a quantity', () => {
    const s = engine.summary({ reporter: 'QY', flow: 'export' });
    expect(s.trade_value).toBe(5000);
    expect(s.quantity).toBeNull();
    expect(s.unit_value).toBeNull();
  });

  it('is null when the rows with a quantity mix units', () => {
    const s = engine.summary({ reporter: 'QZ', flow: 'export', from: 2018, to: 2018 });
    expect(s.trade_value).toBe(600);
    expect(s.quantity).toBeNull();
    expect(s.unit_value).toBeNull();
  });

  it('is null when the quantities sum to 0', () => {
    const s = engine.summary({ reporter: 'QZ', flow: 'export', from: 2019, to: 2019 });
    expect(s.quantity).toBe(0);
    expect(s.unit_value).toBeNull();
  });

  it('grouped rows keep the strict rule: any missing quantity nulls the row quantity', () => {
    const series = engine.countrySeries('QX', 'export', {});
    expect(series.map((p) => [p.period, p.quantity])).toEqual([
      ['2016-01-01', null],
      ['2017-01-01', 500],
    ]);
  });

  it('world summaries of the flagship goods keep a unit value when some of their flows lack a quantity', () => {
    let withGaps = 0;
    for (const product of [
      '270900',
      '710812',
      '090111',
      '870323',
      '100199',
      '260111',
      '1001',
      '0901',
      '8703',
    ]) {
      const rows = engine.trade({ product, from: 2023, to: 2023 }, 100_000);
      if (!rows.some((r) => r.quantity === null)) continue;
      withGaps++;
      const s = engine.summary({ product, from: 2023, to: 2023 });
      expect(s.quantity, product).toBeNull();
      const measured = rows.filter((r) => r.quantity !== null);
      const expected =
        measured.reduce((a, r) => a + r.value_usd, 0) / measured.reduce((a, r) => a + r.quantity!, 0);
      expect(s.unit_value, product).toBeCloseTo(expected, 9);
    }
    // The rule matters: the default world has such gaps in flagship goods.
    expect(withGaps).toBeGreaterThanOrEqual(2);
  });
});
