// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OBSERVATION_COLUMNS, sortObservationRows, toObservationRows, type Observation } from './observation-rows';

const names: Record<string, string> = { DE: 'Germany', CN: 'China', BR: 'Brazil' };
const obs = (exporter: string, value: number, quantity: number | null = 1, hs6 = '010101'): Observation => ({
  exporter,
  importer: 'CN',
  hs6,
  period: '2020-01-01',
  value_usd: value,
  quantity,
  quantity_unit: 'kg',
});

describe('sortObservationRows', () => {
  const rows = toObservationRows(
    [obs('DE', 5), obs('BR', 5), obs('DE', 9), obs('BR', 1, null), obs('DE', 5, 3)],
    (id) => names[id] ?? id,
    () => null,
  );

  it('sorts numbers as numbers and names by collation, either way', () => {
    expect(sortObservationRows(rows, { column: 'value', direction: 'descending' }).map((r) => r.value)).toEqual([9, 5, 5, 5, 1]);
    expect(sortObservationRows(rows, { column: 'exporter', direction: 'ascending' }).map((r) => r.exporterName)).toEqual([
      'Brazil', 'Brazil', 'Germany', 'Germany', 'Germany',
    ]);
  });

  it('is stable: equal keys keep the service order in both directions', () => {
    const asc = sortObservationRows(rows, { column: 'exporter', direction: 'ascending' });
    const desc = sortObservationRows(rows, { column: 'exporter', direction: 'descending' });
    expect(asc.map((r) => r.index)).toEqual([1, 3, 0, 2, 4]);
    expect(desc.map((r) => r.index)).toEqual([0, 2, 4, 1, 3]);
  });

  it('puts missing values last in either direction', () => {
    expect(sortObservationRows(rows, { column: 'quantity', direction: 'ascending' }).at(-1)!.quantity).toBeNull();
    expect(sortObservationRows(rows, { column: 'quantity', direction: 'descending' }).at(-1)!.quantity).toBeNull();
  });

  it('without a sort, restores the service order', () => {
    const shuffled = sortObservationRows(rows, { column: 'value', direction: 'ascending' });
    expect(sortObservationRows(shuffled, null).map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('for any rows and any column: a permutation, ordered by the key, ties by index', () => {
    const record = fc.record({
      exporter: fc.constantFrom('DE', 'CN', 'BR'),
      value: fc.integer({ min: 0, max: 5 }),
      quantity: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), fc.constantFrom(...OBSERVATION_COLUMNS.map((c) => c.id)), fc.boolean(), (recs, column, asc) => {
        const input = toObservationRows(recs.map((r) => obs(r.exporter, r.value, r.quantity)), (id) => names[id] ?? id, () => null);
        const out = sortObservationRows(input, { column, direction: asc ? 'ascending' : 'descending' });
        expect(out.map((r) => r.index).sort((a, b) => a - b)).toEqual(input.map((r) => r.index));
        const key = OBSERVATION_COLUMNS.find((c) => c.id === column)!.sortKey;
        for (let i = 1; i < out.length; i++) {
          const a = key(out[i - 1]!);
          const b = key(out[i]!);
          if (a === b) expect(out[i - 1]!.index).toBeLessThan(out[i]!.index);
        }
      }),
    );
  });
});
