/**
 * aggregate.ts's fast paths (world cells, pair sums, chapter cells, a group's cells, one
 * country's product cells and row loops) against sums built row by row from the world's rows as
 * given (src/test/reference-engine.ts picks the rows; `add` sums them): value, count, unit
 * state, missing-quantity flag and, under one unit, both quantity sums, key by key, for every
 * grouping. One country's product cells are kept only for reporters with 20,000 rows or more in
 * a direction, so a second world has one such reporter.
 */
import { describe, expect, it } from 'vitest';
import type { Flow, Selection } from './engine-types';
import type { World } from '../world/world';
import { referenceEngine } from '@/test/reference-engine';
import { TINY_SPEC } from '@/test/tiny-world-fixture';
import { tinyWorld, type TinyWorldSpec } from '@/test/tiny-world';
import { add, newSums, type Sums } from '../world/sums';
import { observableSums as observable } from '@/test/observable-sums';
import { aggregate, aggregateFrom, type AggregateSource, type KeyKind } from './aggregate';
import { compile } from './select';
import { createEngine } from './engine';
import { chapterCellsBuilt } from './chapter-cells';

const KINDS: KeyKind[] = ['period', 'counterpart', 'exporter', 'importer', 'product'];
/** The 31 non-empty groupings. */
const GROUPINGS: KeyKind[][] = Array.from({ length: 31 }, (_, m) =>
  KINDS.filter((_, k) => (m + 1) & (1 << k)),
);

function rowByRow(world: World, spec: TinyWorldSpec, sel: Selection, kinds: KeyKind[]): Map<KeyKind, Sums> {
  const Y = 16;
  const N = world.countries.countryCount;
  const P = world.catalog.products.length;
  const idx = (id: string) => world.countries.byId.get(id)!.idx;
  const out = new Map<KeyKind, Sums>(
    kinds.map((k) => [k, newSums(k === 'period' ? Y : k === 'product' ? P : N)]),
  );
  for (const { row, dir } of referenceEngine(spec).matching(sel)) {
    const product = world.catalog.byCode.get(row.hs6)!;
    const counterpart =
      sel.reporter !== undefined
        ? dir === 'export'
          ? row.importer
          : row.exporter
        : sel.flow === 'import'
          ? row.importer
          : row.exporter;
    const keys: Record<KeyKind, number> = {
      period: row.year - 2010,
      counterpart: idx(counterpart),
      exporter: idx(row.exporter),
      importer: idx(row.importer),
      product: product.idx,
    };
    for (const [k, s] of out) add(s, keys[k], row.value_usd, row.quantity ?? NaN, product.unit);
  }
  return out;
}

function expectSameSums(world: World, spec: TinyWorldSpec, sel: Selection, kinds: KeyKind[]): void {
  const fast = aggregate(world, compile(world, sel), kinds);
  const slow = rowByRow(world, spec, sel, kinds);
  expect([...fast.keys()].sort()).toEqual([...kinds].sort());
  for (const k of kinds)
    expect(observable(fast.get(k)), `${k} of ${JSON.stringify(sel)}`).toEqual(observable(slow.get(k)));
}

describe('aggregate on the tiny world', () => {
  it('every fast path equals the row-by-row sums, for every grouping', () => {
    const world = tinyWorld(TINY_SPEC);
    const flows: (Flow | undefined)[] = [undefined, 'export', 'import'];
    const years = [{}, { from: 2014, to: 2014 }, { from: 2012, to: 2020 }, { from: 2015 }];
    let i = 0;
    for (const reporter of [undefined, 'DE', 'KE', 'XW', 'EU', 'XA'])
      for (const partner of [undefined, 'US', 'XW', 'EU'])
        for (const product of [undefined, '09', '0901', '090111', '2204', '87']) {
          const sel = { reporter, partner, product, flow: flows[i % 3], ...years[i % 4] };
          for (let g = 0; g < 4; g++)
            expectSameSums(world, TINY_SPEC, sel, GROUPINGS[(i * 4 + g) % GROUPINGS.length]!);
          i++;
        }
  });

  it('a whole chapter under a longer prefix, at the catalog’s ends, and one country’s series in it', () => {
    const world = tinyWorld(TINY_SPEC);
    for (const product of ['09', '22', '2204', '220421', '71', '87', '8703', '64'])
      for (const sel of [
        { product },
        { product, reporter: 'XW' },
        { product, flow: 'import' as const },
        { product, reporter: 'XW', flow: 'import' as const },
        { product, reporter: 'DE' },
        { product, reporter: 'US', flow: 'import' as const },
      ])
        for (const kinds of [
          ['period'],
          ['counterpart'],
          ['exporter', 'importer'],
          ['period', 'counterpart'],
        ] as KeyKind[][])
          expectSameSums(world, TINY_SPEC, sel, kinds);
  });
});

/** Which source answers, for the selections each fast path is meant for and those just outside. */
const SOURCES: [Selection, KeyKind[], AggregateSource][] = [
  [{ reporter: 'ZZ' }, ['period'], 'empty'],
  [{ from: 2021, to: 2019 }, ['period'], 'empty'],
  [{}, ['period', 'counterpart'], 'cells'],
  [{ reporter: 'XW', partner: 'XW' }, ['exporter', 'importer'], 'cells'],
  [{ product: '0901' }, ['period', 'product'], 'cells'],
  [{ reporter: 'DE' }, ['period'], 'cells'],
  [{ reporter: 'DE', flow: 'import', from: 2014 }, ['period'], 'cells'],
  [{ reporter: 'DE' }, ['counterpart'], 'pairs'],
  [{ reporter: 'DE', partner: 'US' }, ['period'], 'pairs'],
  [{ reporter: 'EU' }, ['period', 'counterpart'], 'pairs'],
  [{ partner: 'EU' }, ['period'], 'pairs'],
  [{ reporter: 'XW', partner: 'US' }, ['counterpart'], 'pairs'],
  [{ product: '09' }, ['counterpart'], 'chapter-cells'],
  [{ product: '2204' }, ['exporter'], 'chapter-cells'],
  [{ product: '87', reporter: 'XW' }, ['counterpart', 'period'], 'chapter-cells'],
  [{ product: '71', flow: 'import' }, ['importer'], 'chapter-cells'],
  [{ reporter: 'DE', product: '09' }, ['period'], 'chapter-cells'],
  [{ reporter: 'EU', product: '09' }, ['period'], 'group-cells'],
  [{ reporter: 'EU', flow: 'export' }, ['product'], 'group-cells'],
  [{ reporter: 'XA', product: '71' }, ['period', 'product'], 'group-cells'],
  [{ reporter: 'DE', flow: 'export' }, ['product'], 'country-rows'],
  [{ reporter: 'DE', product: '09' }, ['period', 'counterpart'], 'country-rows'],
  // As many rows under the prefix as the country has (5 each in 2014): its own rows.
  [{ reporter: 'DE', product: '0901', from: 2014, to: 2014 }, ['counterpart'], 'country-rows'],
  // Fewer rows under the prefix than the country has: the product index.
  [{ reporter: 'DE', product: '090111' }, ['period', 'counterpart'], 'scan'],
  [{ product: '0901' }, ['counterpart'], 'scan'],
  [{ product: '0901', reporter: 'XW' }, ['period', 'exporter'], 'scan'],
  [{ reporter: 'EU', product: '09' }, ['counterpart'], 'scan'],
  [{ partner: 'EU', product: '09' }, ['period'], 'scan'],
  [{ reporter: 'DE', partner: 'US', product: '87' }, ['period'], 'scan'],
];

describe('which source answers', () => {
  it.each(SOURCES)('%j grouped by %j: %s', (sel, kinds, source) => {
    const world = tinyWorld(TINY_SPEC);
    const answer = aggregateFrom(world, compile(world, sel), kinds);
    expect(answer.source).toBe(source);
    expect([...answer.sums.keys()]).toEqual(kinds);
  });
});

/** BG exports each of 50 products to each of 25 partners every year, and imports the same: 20,000 rows each way. */
function bigReporterSpec(): TinyWorldSpec {
  const partners = Array.from({ length: 25 }, (_, k) => `A${String.fromCharCode(65 + k)}`);
  const products = Array.from({ length: 50 }, (_, k) => ({
    hs6: `${['09', '22', '87'][k % 3]}${String(10 + k)}10`,
    name: `Product ${k}`,
  }));
  const rows: TinyWorldSpec['rows'] = [];
  for (let y = 2010; y <= 2025; y++)
    for (let p = 0; p < products.length; p++)
      for (let k = 0; k < partners.length; k++) {
        const seed = p * 7919 + y * 104_729 + k * 31;
        const quantity = seed % 11 === 0 ? null : (seed % 13) + 1;
        rows.push({
          exporter: 'BG',
          importer: partners[k]!,
          hs6: products[p]!.hs6,
          year: y,
          value_usd: (seed % 97) * 1000,
          quantity,
        });
        rows.push({
          exporter: partners[k]!,
          importer: 'BG',
          hs6: products[p]!.hs6,
          year: y,
          value_usd: (seed % 89) * 1000,
          quantity,
        });
      }
  return {
    countries: [{ id: 'BG', name: 'Big' }, ...partners.map((id) => ({ id, name: `Partner ${id}` }))],
    products,
    rows,
  };
}

describe('aggregate for a reporter with 20,000 rows a direction (its product cells)', () => {
  const spec = bigReporterSpec();

  it('product rankings and product-year sums equal the rows’, in both flows, for all years, a range or one, a prefix, twice', () => {
    const world = tinyWorld(spec);
    const engine = createEngine(world);
    const ref = referenceEngine(spec);
    for (const flow of ['export', 'import'] as Flow[])
      for (const years of [
        {},
        { from: 2023, to: 2023 },
        { from: 2012, to: 2019 },
        { from: 2010 },
        { from: 2012 },
        { to: 2020 },
      ]) {
        for (const limit of [5, 60])
          expect(engine.countryProducts('BG', flow, years, limit)).toEqual(
            ref.countryProducts('BG', flow, years, limit),
          );
        for (const product of [undefined, '22', '8712', '874510'])
          for (const kinds of [['product'], ['product', 'period']] as KeyKind[][])
            for (let call = 0; call < 2; call++)
              expectSameSums(world, spec, { reporter: 'BG', flow, product, ...years }, kinds);
      }
  });

  it('answers one direction of a reporter with 20,000 rows from its product cells, anything else otherwise', () => {
    const world = tinyWorld(spec);
    const source = (sel: Selection, kinds: KeyKind[]) =>
      aggregateFrom(world, compile(world, sel), kinds).source;
    expect(source({ reporter: 'BG', flow: 'export' }, ['product'])).toBe('country-product-cells');
    expect(source({ reporter: 'BG', flow: 'import', product: '874510', from: 2020 }, ['product'])).toBe(
      'country-product-cells',
    );
    expect(source({ reporter: 'BG', flow: 'import' }, ['product', 'period'])).toBe('country-product-cells');
    expect(source({ reporter: 'BG' }, ['product'])).toBe('country-rows');
    expect(source({ reporter: 'BG', flow: 'export' }, ['product', 'counterpart'])).toBe('country-rows');
    expect(source({ reporter: 'BG', flow: 'export' }, ['product', 'exporter'])).toBe('country-rows');
    expect(source({ reporter: 'BG', flow: 'export' }, ['product', 'importer'])).toBe('country-rows');
    // AA has 800 rows a direction: read in a moment, no cells kept.
    expect(source({ reporter: 'AA', flow: 'export' }, ['product'])).toBe('country-rows');
    expect(source({ reporter: 'BG', flow: 'export', partner: 'AA' }, ['product'])).toBe('scan');
  });
});

/**
 * BB's rows decide between its own rows and the product index by counting both: exports of
 * coffee in 2020 and wine in 2025, imports of footwear in 2020 and wine in 2025; AA (the country
 * before BB) trades in 2018, inside the years before BB's range; AA also trades with itself.
 */
const COUNTS: TinyWorldSpec = {
  countries: [
    { id: 'AA', name: 'Before' },
    { id: 'BB', name: 'Counted' },
    { id: 'CC', name: 'After' },
  ],
  products: [
    { hs6: '090111', name: 'Coffee' },
    { hs6: '220421', name: 'Wine' },
    { hs6: '640399', name: 'Footwear' },
  ],
  rows: [
    { exporter: 'BB', importer: 'AA', hs6: '090111', year: 2020, value_usd: 1000, quantity: 1 },
    { exporter: 'BB', importer: 'AA', hs6: '220421', year: 2025, value_usd: 2000, quantity: 2 },
    { exporter: 'AA', importer: 'BB', hs6: '640399', year: 2020, value_usd: 4000, quantity: 4 },
    { exporter: 'CC', importer: 'BB', hs6: '220421', year: 2025, value_usd: 8000, quantity: 8 },
    { exporter: 'AA', importer: 'CC', hs6: '220421', year: 2018, value_usd: 16000, quantity: 16 },
    { exporter: 'CC', importer: 'AA', hs6: '220421', year: 2018, value_usd: 32000, quantity: 32 },
    { exporter: 'AA', importer: 'AA', hs6: '220421', year: 2018, value_usd: 64000, quantity: 64 },
  ],
};

describe('one country: its own rows or the product index, whichever has fewer', () => {
  const source = (sel: Selection) => {
    const world = tinyWorld(COUNTS);
    return aggregateFrom(world, compile(world, sel), ['product']).source;
  };

  it('counts the country’s rows in every selected year, the last one included', () => {
    // One coffee row against BB's two exports (2020, 2025): the product index.
    expect(source({ reporter: 'BB', flow: 'export', product: '0901' })).toBe('scan');
    // One footwear row against BB's two imports (2020, 2025).
    expect(source({ reporter: 'BB', flow: 'import', product: '6403' })).toBe('scan');
    expect(source({ reporter: 'BB', flow: 'import', product: '6403', from: 2020 })).toBe('scan');
  });

  it('counts only the country’s rows from the first selected year, none of the country before it', () => {
    // One row each way in 2020–2024: as many as the product has, so its own rows.
    expect(source({ reporter: 'BB', flow: 'export', product: '0901', from: 2020, to: 2024 })).toBe(
      'country-rows',
    );
    expect(source({ reporter: 'BB', flow: 'import', product: '6403', from: 2020, to: 2024 })).toBe(
      'country-rows',
    );
  });

  it('reads the first country’s own rows too (no product cells below 20,000 rows)', () => {
    expect(source({ reporter: 'AA', flow: 'export' })).toBe('country-rows');
    const world = tinyWorld(TINY_SPEC);
    expect(aggregateFrom(world, compile(world, { reporter: 'FR', flow: 'import' }), ['product']).source).toBe(
      'country-rows',
    );
  });

  it('counts trade with itself once, as an export', () => {
    const world = tinyWorld(COUNTS);
    for (const flow of [undefined, 'export', 'import'] as (Flow | undefined)[])
      for (const kinds of [['product'], ['product', 'counterpart'], ['period', 'counterpart']] as KeyKind[][])
        expectSameSums(world, COUNTS, { reporter: 'AA', flow }, kinds);
  });
});

describe('chapter cells are built only for a whole chapter', () => {
  it('not for a heading at a chapter’s start or inside it; for the chapter itself', () => {
    for (const [product, built] of [
      ['0901', false],
      ['0902', false],
      ['870323', false],
      ['09', true],
      ['22', true],
    ] as const) {
      const world = tinyWorld(TINY_SPEC);
      const answer = aggregateFrom(world, compile(world, { product }), ['counterpart']);
      expect([product, answer.source === 'chapter-cells', chapterCellsBuilt(world)]).toEqual([
        product,
        built,
        built,
      ]);
    }
  });
});
