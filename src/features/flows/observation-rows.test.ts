// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OBSERVATION_COLUMNS,
  sortObservationRows,
  toObservationRows,
  type Observation,
} from './observation-rows';

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

describe('toObservationRows', () => {
  it('keeps the service order and asks for each country name once, however many rows name it', () => {
    const asked: string[] = [];
    const rows = toObservationRows([obs('DE', 5), obs('BR', 4), obs('DE', 3), obs('DE', 2)], (id) => {
      asked.push(id);
      return names[id] ?? id;
    });
    expect(rows.map((r) => [r.index, r.exporterName, r.importerName, r.year])).toEqual([
      [0, 'Germany', 'China', 2020],
      [1, 'Brazil', 'China', 2020],
      [2, 'Germany', 'China', 2020],
      [3, 'Germany', 'China', 2020],
    ]);
    expect(asked.sort()).toEqual(['BR', 'CN', 'DE']);
  });
});

describe('the product column', () => {
  const rows = toObservationRows(
    [obs('DE', 1, 1, '090111'), obs('DE', 2, 1, '870323'), obs('DE', 3, 1, '010121')],
    (id) => id,
  );
  const catalog: Record<string, string> = { '090111': 'Coffee', '870323': 'Cars' };
  const nameOf = (hs6: string) => catalog[hs6] ?? null;
  const product = OBSERVATION_COLUMNS.find((c) => c.id === 'product')!;

  it('reads names through the lookup it is given (the rows carry none)', () => {
    expect(rows.map((r) => product.display(r, nameOf))).toEqual(['Coffee', 'Cars', '']);
    expect(rows.map((r) => product.csv(r, () => null))).toEqual(['', '', '']);
  });

  it('sorts by the names given, with the unnamed last', () => {
    expect(
      sortObservationRows(rows, { column: 'product', direction: 'ascending' }, nameOf).map((r) => r.hs6),
    ).toEqual(['870323', '090111', '010121']);
    expect(
      sortObservationRows(rows, { column: 'product', direction: 'descending' }, nameOf).map((r) => r.hs6),
    ).toEqual(['090111', '870323', '010121']);
  });
});

describe('sortObservationRows', () => {
  const rows = toObservationRows(
    [obs('DE', 5), obs('BR', 5), obs('DE', 9), obs('BR', 1, null), obs('DE', 5, 3)],
    (id) => names[id] ?? id,
  );

  it('sorts numbers as numbers and names by collation, either way', () => {
    expect(
      sortObservationRows(rows, { column: 'value', direction: 'descending' }).map((r) => r.value),
    ).toEqual([9, 5, 5, 5, 1]);
    expect(
      sortObservationRows(rows, { column: 'exporter', direction: 'ascending' }).map((r) => r.exporterName),
    ).toEqual(['Brazil', 'Brazil', 'Germany', 'Germany', 'Germany']);
  });

  it('is stable: equal keys keep the service order in both directions', () => {
    const asc = sortObservationRows(rows, { column: 'exporter', direction: 'ascending' });
    const desc = sortObservationRows(rows, { column: 'exporter', direction: 'descending' });
    expect(asc.map((r) => r.index)).toEqual([1, 3, 0, 2, 4]);
    expect(desc.map((r) => r.index)).toEqual([0, 2, 4, 1, 3]);
  });

  it('puts missing values last in either direction', () => {
    expect(
      sortObservationRows(rows, { column: 'quantity', direction: 'ascending' }).at(-1)!.quantity,
    ).toBeNull();
    expect(
      sortObservationRows(rows, { column: 'quantity', direction: 'descending' }).at(-1)!.quantity,
    ).toBeNull();
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
      fc.property(
        fc.array(record, { maxLength: 40 }),
        fc.constantFrom(...OBSERVATION_COLUMNS.map((c) => c.id)),
        fc.boolean(),
        (recs, column, asc) => {
          const input = toObservationRows(
            recs.map((r) => obs(r.exporter, r.value, r.quantity)),
            (id) => names[id] ?? id,
          );
          const out = sortObservationRows(input, { column, direction: asc ? 'ascending' : 'descending' });
          expect(out.map((r) => r.index).sort((a, b) => a - b)).toEqual(input.map((r) => r.index));
          const key = OBSERVATION_COLUMNS.find((c) => c.id === column)!.sortKey;
          for (let i = 1; i < out.length; i++) {
            const a = key(out[i - 1]!, () => null);
            const b = key(out[i]!, () => null);
            if (a === b) expect(out[i - 1]!.index).toBeLessThan(out[i]!.index);
          }
        },
      ),
    );
  });
});
