/**
 * The precomputed cells are built once per world (and per group, country and direction) and
 * kept: a second query reads the same tables, and one world's, group's or country's tables are
 * never another's.
 */
import { describe, expect, it } from 'vitest';
import { TINY_SPEC } from '@/test/tiny-world-fixture';
import { tinyWorld } from '@/test/tiny-world';
import { cellsOf } from './cells';
import { chapterCellsOf } from './chapter-cells';
import { countryProductCellsOf } from './country-product-cells';
import { groupCellsOf } from './group-cells';
import { pairCellsOf } from './pairs';
import { compile, externalRows } from './select';

describe('cells are built once and kept per key', () => {
  it('per world: cells, chapter cells and pair sums', () => {
    const world = tinyWorld(TINY_SPEC);
    const other = tinyWorld(TINY_SPEC);
    for (const build of [cellsOf, chapterCellsOf, pairCellsOf]) {
      expect(build(world)).toBe(build(world));
      expect(build(other)).not.toBe(build(world));
      expect(build(other)).toEqual(build(world));
    }
  });

  it('per group: its external rows and cells', () => {
    const world = tinyWorld(TINY_SPEC);
    const eu = compile(world, { reporter: 'EU' });
    const xa = compile(world, { reporter: 'XA' });
    for (const build of [externalRows, groupCellsOf]) {
      expect(build(world, eu)).toBe(build(world, compile(world, { reporter: 'EU', flow: 'export' })));
      expect(build(world, xa)).not.toBe(build(world, eu));
      expect(build(world, xa)).not.toEqual(build(world, eu));
    }
  });

  it('per country and direction: its product cells', () => {
    const world = tinyWorld(TINY_SPEC);
    const keys = [0, 1, 2, 3].flatMap((m) =>
      [true, false].map((asExport) => countryProductCellsOf(world, m, asExport)),
    );
    expect(new Set(keys).size).toBe(8);
    expect(countryProductCellsOf(world, 1, false)).toBe(keys[3]);
    expect(countryProductCellsOf(tinyWorld(TINY_SPEC), 1, false)).not.toBe(keys[3]);
  });
});
