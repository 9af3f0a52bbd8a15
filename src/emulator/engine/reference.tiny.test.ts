/**
 * Every endpoint of the engine over the tiny hand-made world, against the reference of
 * src/test/reference-engine.ts (the rows filtered one by one and summed with plain maps), on
 * every combination of reporter (country, World, a group, none, unknown), partner, product
 * prefix (chapter, heading, code, whole chapters under a longer prefix, none, unmatched), flow
 * and years (one, a range, open ends, beyond coverage, reversed). The combinations reach every
 * fast path of aggregate.ts and every index plan of select.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Flow, Selection } from './engine-types';
import { referenceEngine } from '@/test/reference-engine';
import { TINY_SPEC } from '@/test/tiny-world-fixture';
import { tinyWorld } from '@/test/tiny-world';
import { createEngine } from './engine';

const REPORTERS = [undefined, 'DE', 'BR', 'US', 'KE', 'AQ', 'XW', 'EU', 'XA', 'ZZ'];
const PARTNERS = [undefined, 'FR', 'US', 'CI', 'XW', 'EU', 'XA', 'ZZ'];
const PRODUCTS = [undefined, '09', '0901', '090111', '22', '2204', '87', '870380', '71', '99'];
const FLOWS: (Flow | undefined)[] = [undefined, 'export', 'import'];
const YEARS = [
  {},
  { from: 2014, to: 2014 },
  { from: 2012, to: 2020 },
  { from: 2015 },
  { to: 2014 },
  { from: 2000, to: 2030 },
  { from: 2021, to: 2019 },
];

/**
 * Every reporter × partner × product, each with one flow and one year range in rotation (ten
 * products per partner, so each product meets every flow and every range across the partners).
 * The full product of all five would be 17,000 selections: too slow to run once per mutant.
 */
function* selections(): Generator<Selection> {
  let i = 0;
  for (const reporter of REPORTERS)
    for (const partner of PARTNERS)
      for (const product of PRODUCTS) {
        yield { reporter, partner, product, flow: FLOWS[i % FLOWS.length], ...YEARS[i % YEARS.length] };
        i++;
      }
}

const ANSWERED_AT_LEAST = 200;
/** A fresh world per test: the engine's caches (cells, pairs, groups) start empty in each. */
const setUp = () => ({ engine: createEngine(tinyWorld(TINY_SPEC)), ref: referenceEngine(TINY_SPEC) });
/** JSON would write NaN and Infinity as null: spell them out so that they never pass for a null. */
const spellNonFinite = (_: string, v: unknown): unknown =>
  typeof v === 'number' && !Number.isFinite(v) ? String(v) : v;
/** Ratios (growth, HHI, unit value, shares) to 12 significant digits: the reference's arithmetic may round differently. */
const rounded = <T>(answer: T): T =>
  JSON.parse(JSON.stringify(answer, spellNonFinite), (_, v: unknown) =>
    typeof v === 'number' ? Number(v.toPrecision(12)) : v,
  ) as T;
/** Equal answers (thousands per test, so a cheap text comparison first; the matcher's diff when they differ). */
function same<T>(actual: T, expected: T, sel: object): void {
  if (JSON.stringify(actual, spellNonFinite) !== JSON.stringify(expected, spellNonFinite))
    expect(actual, JSON.stringify(sel)).toEqual(expected);
}

describe('the engine equals the row-by-row reference on a tiny world', () => {
  it('/trade: every matching row, in order, under several limits', () => {
    const { engine, ref } = setUp();
    let answered = 0;
    for (const sel of selections()) {
      const all = ref.trade(sel, 100);
      if (all.length > 0) answered++;
      same(engine.trade(sel, 100), all, sel);
      if (all.length > 1) same(engine.trade(sel, all.length - 1), all.slice(0, -1), sel);
      if (all.length > 2) same(engine.trade(sel, 2), all.slice(0, 2), sel);
    }
    // Not vacuous: hundreds of the selections match rows.
    expect(answered).toBeGreaterThan(ANSWERED_AT_LEAST);
  });

  it('/trade/summary', () => {
    const { engine, ref } = setUp();
    for (const sel of selections()) same(rounded(engine.summary(sel)), rounded(ref.summary(sel)), sel);
  });

  it('/products/{pid}/trade', () => {
    const { engine, ref } = setUp();
    for (const { product, ...sel } of selections()) {
      if (product === undefined) continue;
      same(engine.productTrade(product, sel), ref.productTrade(product, sel), { product, ...sel });
    }
  });

  it('/products/{pid}/markets under several limits', () => {
    const { engine, ref } = setUp();
    for (const product of PRODUCTS)
      for (const years of YEARS)
        for (const limit of [1, 2, 20]) {
          if (product === undefined) continue;
          same(engine.productMarkets(product, years, limit), ref.productMarkets(product, years, limit), {
            product,
            ...years,
            limit,
          });
        }
  });

  it('/countries/{cid}/exports and /imports', () => {
    const { engine, ref } = setUp();
    for (const { reporter, flow, ...filter } of selections()) {
      if (reporter === undefined || reporter === 'ZZ' || flow === undefined) continue;
      same(engine.countrySeries(reporter, flow, filter), ref.countrySeries(reporter, flow, filter), {
        reporter,
        flow,
        ...filter,
      });
    }
  });

  it('/countries/{cid}/partners under several limits', () => {
    const { engine, ref } = setUp();
    for (const { reporter, flow, partner, ...filter } of selections()) {
      if (reporter === undefined || reporter === 'ZZ' || flow === undefined || partner !== undefined)
        continue;
      for (const limit of [1, 2, 50])
        same(
          engine.countryPartners(reporter, flow, filter, limit),
          ref.countryPartners(reporter, flow, filter, limit),
          { reporter, flow, limit, ...filter },
        );
    }
  });

  it('/countries/{cid}/products under several limits', () => {
    const { engine, ref } = setUp();
    for (const reporter of REPORTERS)
      for (const flow of ['export', 'import'] as const)
        for (const years of YEARS)
          for (const limit of [1, 2, 50]) {
            if (reporter === undefined || reporter === 'ZZ') continue;
            same(
              engine.countryProducts(reporter, flow, years, limit),
              ref.countryProducts(reporter, flow, years, limit),
              { reporter, flow, ...years, limit },
            );
          }
  });

  it('a second query reads the cells the first one built, with the same answers', () => {
    const { engine, ref } = setUp();
    for (let round = 0; round < 2; round++)
      for (const reporter of ['EU', 'XA', 'DE', 'XW'])
        for (const product of [undefined, '09', '87'])
          for (const flow of ['export', 'import'] as const) {
            const sel = { reporter, product, flow };
            same(rounded(engine.summary(sel)), rounded(ref.summary(sel)), sel);
            same(
              engine.countrySeries(reporter, flow, { product }),
              ref.countrySeries(reporter, flow, { product }),
              sel,
            );
            same(
              engine.countryProducts(reporter, flow, {}, 50),
              ref.countryProducts(reporter, flow, {}, 50),
              sel,
            );
          }
  });
});
