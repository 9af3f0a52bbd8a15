// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv } from '@/lib/csv';
import { OBSERVATION_COLUMNS, toObservationRows, type Observation } from './observation-rows';
import { observationsCsvParts } from './observations-csv';

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

describe('observationsCsvParts', () => {
  const rows = toObservationRows(
    [record(), record({ exporter: 'CN', importer: 'DE', hs6: '090111', value_usd: 7, quantity: null })],
    (id) => ({ DE: 'Germany', CN: 'China' })[id] ?? id,
  );
  const productNameOf = (hs6: string) => (hs6 === '870323' ? '=cars, "big"' : null);

  it('writes the table as shown: one header row of its labels, numbers as numbers, names neutralised', async () => {
    const text = (await observationsCsvParts(rows, OBSERVATION_COLUMNS, productNameOf)).join('');
    const parsed = Papa.parse<unknown[]>(text, { dynamicTyping: true, skipEmptyLines: true });
    expect(parsed.data).toEqual([
      OBSERVATION_COLUMNS.map((c) => c.label),
      [2024, 'Germany (DE)', 'China (CN)', 870323, `'=cars, "big"`, 1234.5, 10, 'u'],
      [2024, 'China (CN)', 'Germany (DE)', 90111, null, 7, null, 'u'],
    ]);
    // The HS6 code keeps its leading zero in the file (a spreadsheet may still read it as a number).
    expect(text).toContain(',090111,');
    expect(text).not.toMatch(/bearer|authorization|api[_ ]?key/i);
  });

  it('is the shared writer’s file, in slices', async () => {
    const many = toObservationRows(
      Array.from({ length: 2_345 }, (_, i) => record({ value_usd: i })),
      (id) => id,
    );
    const parts = await observationsCsvParts(many, OBSERVATION_COLUMNS, () => 'x', 1_000);
    expect(parts).toHaveLength(4);
    expect(parts.join('')).toBe(
      buildCsv(
        OBSERVATION_COLUMNS.map((c) => c.label),
        many.map((r) => OBSERVATION_COLUMNS.map((c) => c.csv(r, () => 'x'))),
      ),
    );
  });
});
