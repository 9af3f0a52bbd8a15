// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OBSERVATION_COLUMNS } from './observation-rows';
import { parseSortParam, SORT_COLUMN_IDS, sortParamValue, toggleSort } from './sort-param';

describe('the sort parameter', () => {
  it('names every column of the table, and only those', () => {
    expect([...SORT_COLUMN_IDS].sort()).toEqual(OBSERVATION_COLUMNS.map((c) => c.id).sort());
  });

  it('reads a column as ascending and "-column" as descending, in any case', () => {
    expect(parseSortParam('exporter')).toEqual({
      sort: { column: 'exporter', direction: 'ascending' },
      notice: null,
    });
    expect(parseSortParam(' -VALUE ')).toEqual({
      sort: { column: 'value', direction: 'descending' },
      notice: null,
    });
    expect(parseSortParam(null)).toEqual({ sort: null, notice: null });
    expect(parseSortParam('')).toEqual({ sort: null, notice: null });
  });

  it('says so when it names no column, and keeps the service order', () => {
    for (const raw of ['price', '--value', '-', `x${'y'.repeat(80)}`]) {
      const { sort, notice } = parseSortParam(raw);
      expect(sort).toBeNull();
      expect(notice?.param).toBe('sort');
      expect(notice!.message.length).toBeLessThan(200);
    }
  });

  it('writes what it reads', () => {
    for (const column of SORT_COLUMN_IDS)
      for (const direction of ['ascending', 'descending'] as const)
        expect(parseSortParam(sortParamValue({ column, direction }))).toEqual({
          sort: { column, direction },
          notice: null,
        });
    expect(sortParamValue(null)).toBeNull();
  });
});

describe('toggleSort', () => {
  it('starts numbers largest first and text A to Z, then flips the sorted column', () => {
    expect(toggleSort(null, 'value')).toEqual({ column: 'value', direction: 'descending' });
    expect(toggleSort(null, 'exporter')).toEqual({ column: 'exporter', direction: 'ascending' });
    expect(toggleSort({ column: 'value', direction: 'descending' }, 'value')).toEqual({
      column: 'value',
      direction: 'ascending',
    });
    expect(toggleSort({ column: 'value', direction: 'ascending' }, 'year')).toEqual({
      column: 'year',
      direction: 'ascending',
    });
  });
});
