/**
 * The aggregate fast paths (pair sums, chapter cells, a group's product cells, one country's
 * product cells, one country's plain row loops, the world's cells) must give exactly the sums of the generic row visitor of select.ts: value,
 * count, unit state, missing-quantity flag and, where the rows share one unit, both quantity
 * sums (once units mix, those sums are never read), key by key, for every grouping, on random
 * selections (groups, partners, product prefixes, year ranges, flows).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Flow, Selection } from './engine-types';
import { sharedDefaultWorld } from '../node/shared-test-world';
import { add, newSums, type Sums } from '../world/sums';
import { observableSums as observable } from '@/test/observable-sums';
import { aggregate, type KeyKind } from './aggregate';
import { compile, scan } from './select';

const world = sharedDefaultWorld();
const N = world.countries.countryCount;
const P = world.catalog.products.length;
const Y = world.lastYear - world.firstYear + 1;

/** The generic visitor, row by row: the reference every fast path must equal. */
function reference(sel: Selection, kinds: KeyKind[]): Map<KeyKind, Sums> {
  const c = compile(world, sel);
  const out = new Map<KeyKind, Sums>(
    kinds.map((k) => [k, newSums(k === 'period' ? Y : k === 'product' ? P : N)]),
  );
  const { exporter, importer, product, year, value, quantity } = world.obs;
  scan(world, c, (r, asExport) => {
    const p = product[r]!;
    const args = [value[r]!, quantity[r]!, world.productUnits[p]!] as const;
    const counterpart = c.hasReporter
      ? asExport
        ? importer[r]!
        : exporter[r]!
      : c.flow === 'import'
        ? importer[r]!
        : exporter[r]!;
    const keys: Record<KeyKind, number> = {
      period: year[r]!,
      counterpart,
      exporter: exporter[r]!,
      importer: importer[r]!,
      product: p,
    };
    for (const [k, s] of out) add(s, keys[k], ...args);
  });
  return out;
}

const country = fc.constantFrom('CN', 'US', 'DE', 'NL', 'KE', 'CL', 'IS', 'TV', 'AQ', 'EU', 'XW');
const product = fc.constantFrom(
  '27',
  '85',
  '01',
  '97',
  '2709',
  '8703',
  '0901',
  '270900',
  '851713',
  '090111',
  '71',
);
const selection: fc.Arbitrary<Selection> = fc
  .record(
    {
      reporter: country,
      partner: country,
      product,
      flow: fc.constantFrom<Flow>('export', 'import'),
      from: fc.integer({ min: 2010, max: 2025 }),
      span: fc.integer({ min: 0, max: 15 }),
    },
    { requiredKeys: [] },
  )
  .map(({ span, ...s }) => ({
    ...s,
    ...(s.from !== undefined && span !== undefined ? { to: Math.min(2025, s.from + span) } : {}),
  }));
const kinds = fc.subarray<KeyKind>(['period', 'counterpart', 'exporter', 'importer', 'product'], {
  minLength: 1,
});

describe('aggregate fast paths', () => {
  it('equal the generic row visitor key by key, for every grouping', () => {
    fc.assert(
      fc.property(selection, kinds, (sel, ks) => {
        const fast = aggregate(world, compile(world, sel), ks);
        const slow = reference(sel, ks);
        for (const k of ks)
          expect(observable(fast.get(k)), `${k} of ${JSON.stringify(sel)}`).toEqual(observable(slow.get(k)));
      }),
      { numRuns: 150, seed: 12 },
    );
  }, 60_000);

  it('cover the selections the endpoints make (no product filter, a group, one country)', () => {
    for (const sel of [
      { reporter: 'DE' },
      { reporter: 'EU', flow: 'import' as const },
      { reporter: 'XW', partner: 'CN' },
      { partner: 'EU', from: 2020 },
      { reporter: 'US', flow: 'import' as const, product: '85' },
      { reporter: 'US', product: '85' },
      { product: '84', from: 2015 },
      { reporter: 'XW', product: '27' },
      { product: '01', flow: 'import' as const },
    ]) {
      for (const ks of [['period', 'counterpart'], ['product'], ['period']] as KeyKind[][]) {
        const fast = aggregate(world, compile(world, sel), ks);
        const slow = reference(sel, ks);
        for (const k of ks)
          expect(observable(fast.get(k)), `${k} of ${JSON.stringify(sel)}`).toEqual(observable(slow.get(k)));
      }
    }
  });

  it("answer one country's product rankings from its product cells: both flows, all years or a range, a prefix, a second call", () => {
    const cases: Selection[] = [];
    for (const reporter of ['US', 'DE', 'KE'])
      for (const flow of ['export', 'import'] as const)
        for (const years of [{}, { from: 2023, to: 2023 }, { from: 2012, to: 2019 }])
          for (const product of [undefined, '8703'])
            cases.push({ reporter, flow, ...years, ...(product ? { product } : {}) });
    for (const sel of cases)
      for (const ks of [['product'], ['product', 'period']] as KeyKind[][]) {
        const slow = reference(sel, ks);
        // The second call reads the cells the first one built.
        for (const call of [1, 2]) {
          const fast = aggregate(world, compile(world, sel), ks);
          for (const k of ks)
            expect(observable(fast.get(k)), `${k} of ${JSON.stringify(sel)}, call ${call}`).toEqual(
              observable(slow.get(k)),
            );
        }
      }
  }, 60_000);
});
